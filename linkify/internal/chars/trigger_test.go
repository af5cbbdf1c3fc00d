package chars

import (
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

var triggerSetNames = [...]string{
	TriggersAll:          "all",
	TriggersAllColons:    "all+colons",
	TriggersScheme:       "scheme",
	TriggersSchemeColons: "scheme+colons",
}

// triggersOf returns the triggers of t in s, by isTriggerAt.
func triggersOf(t TriggerSet, s string) []int {
	var want []int
	for i := range len(s) {
		if isTriggerAt(t, s, i) {
			want = append(want, i)
		}
	}
	return want
}

// extraColon reports whether a search of t may record the byte s[p] that
// is no trigger: a colon, for the sets that need "://".
func extraColon(t TriggerSet, s string, p int) bool {
	return (t == TriggersAll || t == TriggersScheme) && s[p] == ':'
}

// checkTriggerSearch compares SearchTriggers of t with isTriggerAt,
// searching s from every start: it must record the triggers from the
// start in order, in blocks that hold one or more, all of those before the
// end it covers (len(s), or after the last one recorded in a full batch),
// and no other byte but a colon of extraColon, and return the first or
// len(s).
func checkTriggerSearch(tb testing.TB, t TriggerSet, s string) {
	tb.Helper()
	want := triggersOf(t, s)
	w := len(want) // want[w:] are the triggers from i on
	var c TriggerCursor
	for i := len(s); i >= 0; i-- {
		if w > 0 && want[w-1] >= i {
			w--
		}
		c = TriggerCursor{Set: t, k: 5, n: 3, lo: -1, end: -1}
		first := SearchTriggers(&c, s, i)
		pos := recordedTriggers(&c)
		end, lo := len(s), i
		if c.n == triggerBatch { // it covers s up to its last trigger
			end = c.at[c.n-1] + bits.Len64(c.mask[c.n-1])
		}
		if first < len(s) {
			pos, lo = append([]int{first}, pos...), first+1
		}
		k := int32(0)
		if c.n > 0 && c.mask[0] == 0 {
			k = 1 // the first trigger emptied its block
		}
		for b := k; b < c.n; b++ {
			if c.mask[b] == 0 {
				tb.Fatalf("%s: search(%q, %d): block %d of %v empty", triggerSetNames[t], s, i, b, c.mask[:c.n])
			}
		}
		if c.n == 0 && first != len(s) || c.n > 0 && (c.k != k || c.lo != lo || c.end != end) {
			tb.Fatalf("%s: search(%q, %d) = %d: k %d, lo %d, end %d, %v", triggerSetNames[t], s, i, first, c.k, c.lo, c.end, c.mask[:c.n])
		}
		next, from := w, i // the trigger expected next, and where the last one recorded ends
		for _, p := range pos {
			switch {
			case p < from || p >= len(s):
				tb.Fatalf("%s: search(%q, %d): %v, out of order", triggerSetNames[t], s, i, pos)
			case next < len(want) && p == want[next]:
				next++
			case !extraColon(t, s, p) || next < len(want) && want[next] < p:
				tb.Fatalf("%s: search(%q, %d): %v, want %v first", triggerSetNames[t], s, i, pos, want[w:])
			}
			from = p + 1
		}
		if next < len(want) && want[next] < end {
			tb.Fatalf("%s: search(%q, %d): %v, misses %d", triggerSetNames[t], s, i, pos, want[next])
		}
	}
}

// recordedTriggers returns the triggers that the blocks of c record (the
// first may have none left: SearchTriggers takes the first trigger out).
func recordedTriggers(c *TriggerCursor) []int {
	var pos []int
	for b := range c.n {
		for m := c.mask[b]; m != 0; m &= m - 1 {
			pos = append(pos, c.at[b]+bits.TrailingZeros64(m))
		}
	}
	return pos
}

// checkTriggerCursor walks a TriggerCursor over s as the scan loop does,
// resuming after each trigger at the next byte, or further on (past later
// triggers recorded), or behind it (before triggers it returned), and
// compares each answer with isTriggerAt.
func checkTriggerCursor(tb testing.TB, t TriggerSet, s string, r *rand.Rand) {
	tb.Helper()
	c := TriggerCursor{Set: t}
	i, steps := 0, 0
	for ; steps < 4*len(s)+4; steps++ {
		got := c.Next(i)
		if got < 0 { // as the scan loop does
			if got = ^got; got < len(s) {
				got = SearchTriggers(&c, s, got)
			}
		}
		want := i
		for want < len(s) && !isTriggerAt(t, s, want) {
			want++
		}
		if got != want && (got < i || got > want || !extraColon(t, s, got)) {
			tb.Fatalf("%s: cursor on %q: next(%d) = %d, want %d", triggerSetNames[t], s, i, got, want)
		}
		switch n := r.IntN(8); {
		case got == len(s) && n < 6:
			return
		case got == len(s):
			i = r.IntN(len(s) + 1) // behind the end, as no scan resumes
		case n == 0:
			i = got + r.IntN(len(s)-got+1) // anywhere after it
		case n == 1:
			i = r.IntN(got + 1) // behind it
		default:
			i = got + 1
		}
	}
}

// triggerPieces are the parts random texts are made of: the triggers,
// their parts, and text around them (あ ends like 。, 、 starts like it).
var triggerPieces = []string{
	".", "@", ":", "/", "://", ":/", "//", "。", "．", "｡", "：", "＠",
	"\xe3", "\xe3\x80", "\xef", "\xef\xbc", "\xef\xbd", "\x80\x82", "\xbc\x8e", "\xbd\xa1", "\x82", "\x8e", "\xa1",
	"あ", "、", "「", "。」", "漢字", "ｱ", "é", "x", "ab", "http", " ", "\n", "p", "s",
}

// randomTriggerText returns n pieces of triggerPieces, most of them plain
// text so that long runs without a trigger are tested too.
func randomTriggerText(r *rand.Rand, n int) string {
	var b strings.Builder
	plain := triggerPieces[len(triggerPieces)-12:]
	for range n {
		if r.IntN(6) == 0 {
			b.WriteString(triggerPieces[r.IntN(len(triggerPieces))])
		} else {
			b.WriteString(plain[r.IntN(len(plain))])
		}
	}
	return b.String()
}

// triggerPatterns are put at every position of texts of every length.
var triggerPatterns = []string{".", "@", ":", "://", "。", "．", "｡", ":/", "\xe3\x80", "\xef\xbd", "\xef\xbc\xa1", "\xe3\x80\x81"}

// triggerTextLengths are the lengths of the texts that each pattern is put
// into: all up to 80 (a block of 64 bytes and the two further on, or less,
// is read as one), then some that the widest loop reads in several blocks.
func triggerTextLengths() []int {
	var ns []int
	for n := 1; n <= 80; n++ {
		ns = append(ns, n)
	}
	for n := 97; n <= 300; n += 29 {
		ns = append(ns, n)
	}
	return ns
}

// TestTriggerSearch compares each search (SIMD on amd64; run the tests
// with -tags purego for the portable ones) and the cursor with a byte
// loop: every pattern (a trigger, or part of one) at every position of
// texts of triggerTextLengths, also running past their end; random
// texts of triggers, their parts and CJK text; and the lines of the CJK
// and e-mail corpora. Each is searched from every start.
func TestTriggerSearch(t *testing.T) { checkTriggerSearches(t) }

func checkTriggerSearches(t *testing.T) {
	for set := range triggerSetNames {
		set := TriggerSet(set)
		checkTriggerSearch(t, set, "")
		for _, fill := range []string{"abcdefghijklmnopqrstuvwxyz0123456789 é€\x80\xff-/", "あいう、漢字「かな」ｶﾀｶﾅ"} {
			for _, n := range triggerTextLengths() {
				b := []byte(strings.Repeat(fill, n/len(fill)+1)[:n])
				checkTriggerSearch(t, set, string(b))
				for _, p := range triggerPatterns {
					for at := 0; at < n; at++ {
						b2 := append([]byte(nil), b...)
						copy(b2[at:], p)
						checkTriggerSearch(t, set, string(b2))
					}
				}
			}
		}
		r := rand.New(rand.NewPCG(1, uint64(set)))
		for range 5000 {
			s := randomTriggerText(r, 1+r.IntN(100))
			checkTriggerSearch(t, set, s)
			checkTriggerCursor(t, set, s, r)
		}
	}
}

// TestTriggerCursorBatches walks the cursor over texts that fill its
// batch: runs of triggers of every length around triggerBatch and the
// block sizes, triggers standing on the edges of the blocks (16 and 32
// bytes) and of the batch, in texts long enough for several searches.
func TestTriggerCursorBatches(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	var texts []string
	for _, trig := range []string{".", "@", "://", "。", "．", "｡"} {
		for n := triggerBatch - 2; n <= 2*triggerBatch+2; n++ {
			for _, gap := range []string{"", "x", "あ", strings.Repeat("y", 13), strings.Repeat("z", 29)} {
				texts = append(texts, strings.Repeat(trig+gap, n), "ab"+strings.Repeat(gap+trig, n)+"cd")
			}
		}
		for _, step := range []int{15, 16, 17, 31, 32, 33, 64} {
			b := []byte(strings.Repeat("x", 40*step))
			for at := step - 1; at+len(trig) <= len(b); at += step {
				copy(b[at:], trig)
			}
			texts = append(texts, string(b))
		}
	}
	for set := range triggerSetNames {
		for _, s := range texts {
			checkTriggerSearch(t, TriggerSet(set), s)
			for range 4 {
				checkTriggerCursor(t, TriggerSet(set), s, r)
			}
		}
	}
}

// FuzzTriggerCursor walks the cursor of every set over any text, with the
// steps the seed chooses, against isTriggerAt.
func FuzzTriggerCursor(f *testing.F) {
	f.Add("see www.example.com。或者 mail a@b.c: http://x.y/z", uint64(1))
	f.Add(strings.Repeat("日本語。", 40), uint64(2))
	f.Add(strings.Repeat("..://@．｡", 20), uint64(3))
	f.Fuzz(func(t *testing.T, s string, seed uint64) {
		r := rand.New(rand.NewPCG(seed, seed>>32))
		for set := range triggerSetNames {
			checkTriggerCursor(t, TriggerSet(set), s, r)
		}
	})
}

// TestTriggerSearchCorpora runs the comparison on the lines of the corpora
// that hold CJK text and links.
func TestTriggerSearchCorpora(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	r := rand.New(rand.NewPCG(3, 3))
	for _, name := range []string{"cjk.txt", "mixed.txt"} {
		text := string(shareddata.Read(t, "corpus/"+name))
		for set := range triggerSetNames {
			n := 0
			for line := range strings.Lines(text) {
				if n++; n%7 == 0 { // a seventh of the lines, from every start
					checkTriggerSearch(t, TriggerSet(set), line)
				}
			}
			checkTriggerCursor(t, TriggerSet(set), text, r)
		}
	}
}
