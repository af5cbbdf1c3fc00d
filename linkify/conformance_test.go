package linkify

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

// The official conformance files, committed in ../testdata/unicode (with
// their Unicode license header) so that conformance runs from a clone. They
// are the files of Unicode's development tree, which fix known errors of the
// 17.0.0 formatting file; sharedConformanceDir is where ../shared has them.
const (
	detectionTestFile    = "LinkDetectionTest.txt"
	formattingTestFile   = "LinkFormattingTest.txt"
	conformanceDir       = "../testdata/unicode/"
	sharedConformanceDir = "unicode/linkification/dev/"
)

// readConformance returns the committed conformance file name.
func readConformance(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(conformanceDir + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestConformanceFilesAreOfficial checks the committed conformance files
// against the official ones in ../shared: a copy is updated, never edited.
func TestConformanceFilesAreOfficial(t *testing.T) {
	for _, name := range []string{detectionTestFile, formattingTestFile} {
		if !bytes.Equal(readConformance(t, name), shareddata.Read(t, sharedConformanceDir+name)) {
			t.Errorf("%s%s differs from the shared %s%s: copy the official file", conformanceDir, name, sharedConformanceDir, name)
		}
	}
}

// TestDetectionConformance runs every line of LinkDetectionTest.txt (UTS58-C1, C3).
func TestDetectionConformance(t *testing.T) {
	n, failed := checkMarkedLines(t, defaultDetector, detectionTestFile, readConformance(t, detectionTestFile))
	fmt.Printf("LinkDetectionTest.txt: %d passed, %d failed\n", n-failed, failed)
	if n != 344 {
		t.Errorf("read %d test lines, the file has 344", n)
	}
}

// checkMarkedLines runs d on each line of a file in the notation of
// LinkDetectionTest.txt (links between ⸠ and ⸡; lines that are blank or
// start with # are skipped) and reports each difference. It returns the
// number of lines tested and failed.
func checkMarkedLines(t *testing.T, d *Detector, name string, data []byte) (n, failed int) {
	t.Helper()
	s := bufio.NewScanner(bytes.NewReader(data))
	for lineNo := 1; s.Scan(); lineNo++ {
		line := s.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		n++
		if got := marked(d, line); got != line {
			failed++
			t.Errorf("%s:%d:\n got: %s\nwant: %s", name, lineNo, got, line)
		}
	}
	return n, failed
}

// formattingPair is one test of LinkFormattingTest.txt.
type formattingPair struct {
	line                         int
	structure, source, minimized string
}

func readFormattingPairs(t *testing.T) []formattingPair {
	data := readConformance(t, formattingTestFile)
	var pairs []formattingPair
	var structure string
	var pending []string
	lineNo := 0
	s := bufio.NewScanner(bytes.NewReader(data))
	for s.Scan() {
		lineNo++
		line := strings.TrimRight(s.Text(), " \t")
		switch {
		case strings.HasPrefix(line, "# {"):
			structure = strings.TrimSuffix(strings.TrimPrefix(line, "# {"), "}")
		case line == "" || strings.HasPrefix(line, "#"):
			if len(pending) != 0 {
				t.Fatalf("line %d: unpaired source line", lineNo)
			}
		default:
			pending = append(pending, line)
			if len(pending) == 2 {
				pairs = append(pairs, formattingPair{lineNo - 1, structure, pending[0], pending[1]})
				pending, structure = nil, ""
			}
		}
	}
	return pairs
}

// fromStructure builds the fully escaped URL that a structure comment
// describes: every non-ASCII code point, every literal syntax character of
// its part and every '%' before two hex digits escaped, and a final Soft
// code point escaped.
func fromStructure(t *testing.T, structure string) string {
	markers := []string{"𝑺=", "𝑯=", "𝑷=", "𝑸=", "𝑽=", "𝑭=", "𝑫="}
	type token struct{ kind, value string }
	var tokens []token
	rest := structure
	for rest != "" {
		kind := ""
		for _, m := range markers {
			if strings.HasPrefix(rest, m) {
				kind = m
			}
		}
		if kind == "" {
			t.Fatalf("structure %q: cannot parse at %q", structure, rest)
		}
		rest = rest[len(kind):]
		end := len(rest)
		for _, m := range markers {
			if i := strings.Index(rest, " "+m); i >= 0 && i < end {
				end = i
			}
		}
		tokens = append(tokens, token{kind, rest[:end]})
		rest = strings.TrimPrefix(rest[end:], " ")
	}
	esc := func(v, syntax string, set *encodeSet) string {
		var b strings.Builder
		for i, r := range v {
			switch {
			case r >= 0x80 || strings.ContainsRune(syntax, r) || set[r]:
				for _, c := range []byte(string(r)) {
					fmt.Fprintf(&b, "%%%02X", c)
				}
			case r == '%' && isEscape(v, i):
				b.WriteString("%25")
			case r == ':' && strings.Contains(syntax, ":~:") && strings.HasPrefix(v[i:], ":~:"):
				b.WriteString("%3A")
			default:
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	var b strings.Builder
	query := false
	for _, tk := range tokens {
		switch tk.kind {
		case "𝑺=", "𝑯=":
			b.WriteString(tk.value)
		case "𝑷=":
			b.WriteString("/" + esc(tk.value, "/?#", pathSet))
		case "𝑸=":
			if query {
				b.WriteString("&")
			} else {
				b.WriteString("?")
			}
			query = true
			b.WriteString(esc(tk.value, "+#=&", querySet))
		case "𝑽=":
			b.WriteString("=" + esc(tk.value, "+#=&", querySet))
		case "𝑭=":
			b.WriteString("#" + esc(tk.value, ":~:", fragmentSet))
		case "𝑫=":
			b.WriteString(":~:" + esc(tk.value, "&,:~:", fragmentSet))
		}
	}
	u := b.String()
	if r, size := lastRune(u); LinkTermOf(r) == Soft {
		u = u[:len(u)-size] + esc(string(r), string(r), fragmentSet)
	}
	return u
}

func lastRune(s string) (rune, int) {
	r := []rune(s)
	last := r[len(r)-1]
	return last, len(string(last))
}

// TestFormattingConformance runs every pair of LinkFormattingTest.txt
// (UTS58-C2). Each URL is built from the pair's structure comment; the
// source line is tested too wherever it is that same URL (a few are not:
// their literal '#' or '&' is content inside a part, which only the
// structure tells).
func TestFormattingConformance(t *testing.T) {
	pairs := readFormattingPairs(t)
	failed, byStructure := 0, 0
	for _, p := range pairs {
		built := fromStructure(t, p.structure)
		got, err := FormatURL(built)
		if err != nil || got != p.minimized {
			failed++
			t.Errorf("line %d: FormatURL(%s)\n got: %s (err %v)\nwant: %s", p.line, built, got, err, p.minimized)
			continue
		}
		if built != p.source {
			byStructure++
			t.Logf("line %d: defined by its structure {%s}: source line %s, URL %s", p.line, p.structure, p.source, built)
		}
		// The minimally escaped form is detected whole between spaces (§4),
		// and links where the fully escaped URL does.
		text := "See " + got + " now"
		links := Find(text)
		if len(links) != 1 || text[links[0].Start:links[0].End] != got {
			t.Errorf("line %d: %s is not detected whole: %s", p.line, got, Mark(text, links))
			continue
		}
		if want := urlHref(built); !sameTarget(links[0].Href, want) {
			t.Errorf("line %d: href of %s is %s, href of %s is %s", p.line, got, links[0].Href, built, want)
		}
	}
	fmt.Printf("LinkFormattingTest.txt: %d passed, %d failed\n", len(pairs)-failed, failed)
	fmt.Printf("(%d formatting pairs are built from their structure comment)\n", byStructure)
	if len(pairs) == 0 {
		t.Fatal("no test pairs read")
	}
}
