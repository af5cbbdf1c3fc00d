package chars

import (
	"bufio"
	"bytes"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/golinkify/uts58/internal/shareddata"
)

// eachLine calls fn with the code point range and fields of every data line.
func eachLine(t *testing.T, data []byte, fn func(lo, hi rune, fields []string)) {
	t.Helper()
	s := bufio.NewScanner(bytes.NewReader(data))
	for s.Scan() {
		line, _, _ := strings.Cut(s.Text(), "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, ";")
		for i := range f {
			f[i] = strings.TrimSpace(f[i])
		}
		a, b, ok := strings.Cut(f[0], "..")
		if !ok {
			b = a
		}
		lo, err1 := strconv.ParseUint(a, 16, 32)
		hi, err2 := strconv.ParseUint(b, 16, 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		fn(rune(lo), rune(hi), f)
	}
}

// TestPropertiesMatchData compares Link_Term, Link_Email and Link_Bracket of
// every code point with the official data files.
func TestPropertiesMatchData(t *testing.T) {
	const dir = "unicode/linkification/17.0.0/"
	term := make([]LinkTerm, utf8.MaxRune+1) // @missing: Hard
	names := map[string]LinkTerm{"Hard": Hard, "Include": Include, "Soft": Soft, "Open": Open, "Close": Close}
	eachLine(t, shareddata.Read(t, dir+"LinkTerm.txt"), func(lo, hi rune, f []string) {
		v, ok := names[f[1]]
		if !ok {
			t.Fatalf("unknown Link_Term value %q", f[1])
		}
		for r := lo; r <= hi; r++ {
			term[r] = v
		}
	})
	email := make([]bool, utf8.MaxRune+1)
	eachLine(t, shareddata.Read(t, dir+"LinkEmail.txt"), func(lo, hi rune, _ []string) {
		for r := lo; r <= hi; r++ {
			email[r] = true
		}
	})
	bracket := map[rune]rune{}
	eachLine(t, shareddata.Read(t, dir+"LinkBracket.txt"), func(lo, _ rune, f []string) {
		v, _ := strconv.ParseUint(f[1], 16, 32)
		bracket[lo] = rune(v)
	})
	bad := 0
	for r := rune(0); r <= utf8.MaxRune; r++ {
		want, ok := bracket[r]
		if !ok {
			want = -1
		}
		if LinkTermOf(r) != term[r] || IsLinkEmail(r) != email[r] || LinkBracketOf(r) != want {
			if bad++; bad <= 10 {
				t.Errorf("U+%04X: got %v/%v/%X, data says %v/%v/%X", r, LinkTermOf(r), IsLinkEmail(r), LinkBracketOf(r), term[r], email[r], want)
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d code points differ from the data files", bad)
	}
	if len(bracket) != len(bracketPairs) {
		t.Errorf("%d Link_Bracket pairs in the data, %d in the table", len(bracket), len(bracketPairs))
	}
}

// TestASCIIPropsMatchTrie checks the generated ASCII shortcut against the trie.
func TestASCIIPropsMatchTrie(t *testing.T) {
	for r := range rune(utf8.RuneSelf) {
		if ASCIIProps[r] != trieProp(r) {
			t.Errorf("asciiProps[%#x] = %#x, the trie has %#x", r, ASCIIProps[r], trieProp(r))
		}
	}
}

// TestDecodeRuneAt compares DecodeRuneAt with utf8.DecodeRuneInString on
// every lead byte of a 3-byte sequence followed by every two bytes (valid,
// overlong, surrogates, stray and missing continuation bytes), also cut
// short by the end of the text.
func TestDecodeRuneAt(t *testing.T) {
	b := []byte("x\xe3\x80\x82y")
	for c0 := 0xE0; c0 <= 0xEF; c0++ {
		for c12 := range 1 << 16 {
			b[1], b[2], b[3] = byte(c0), byte(c12), byte(c12>>8)
			for _, s := range []string{string(b), string(b[:4]), string(b[:3])} {
				r, size := utf8.DecodeRuneInString(s[1:])
				if r == utf8.RuneError && size == 1 {
					r = -1
				}
				if gotR, gotSize := DecodeRuneAt(s, 1); gotR != r || gotSize != size {
					t.Fatalf("decodeRuneAt(%q, 1) = %U, %d, want %U, %d", s, gotR, gotSize, r, size)
				}
			}
		}
	}
}
