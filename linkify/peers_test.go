package linkify_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
)

// The peer suites: cases from other linkifiers' test suites, one file per
// peer, in the notation of LinkDetectionTest.txt (see the header of each
// file). policy.txt holds the cases whose expectation holds only under
// linkify.SafePolicy.
const (
	peersDir   = "../testdata/peers"
	policyFile = "policy.txt"
	// verdictPrefix starts the line after a case where UTS #58 detection
	// decides otherwise than the peer: "# uts58: <marked line> — <reason>".
	verdictPrefix = "# uts58: "
	verdictSep    = " — "
	// peersReportEnv, when set, makes the peer suites log their failing
	// cases instead of failing: for work in progress on detection.
	peersReportEnv = "UTS58_PEERS_REPORT"
)

// peerCase is one case of a peer suite file.
type peerCase struct {
	line    int    // line number of the case in its file
	section string // the last comment line before the case: its class
	peer    string // the case as the peer marks it
	want    string // the marked line detection must produce
	verdict bool   // want comes from a "# uts58:" line
}

// TestPeerSuites runs every peer suite but policy.txt through linkify.Find
// (pure UTS #58 detection). Each case must come out as its "# uts58:" line
// says, or else as the peer marks it.
func TestPeerSuites(t *testing.T) {
	names, err := filepath.Glob(filepath.Join(peersDir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, path := range names {
		if filepath.Base(path) == policyFile {
			continue
		}
		n++
		runPeerSuite(t, path, linkify.Find)
	}
	if n == 0 {
		t.Fatalf("no peer suites in %s", peersDir)
	}
}

// TestPeerSuitesPolicy runs policy.txt with a detector under
// linkify.SafePolicy: the cases whose link ends where readers expect only
// once the policy moves the end (a bare final '?' or '#', ideographic
// punctuation after a link).
func TestPeerSuitesPolicy(t *testing.T) {
	d := linkify.MustNew(linkify.WithPolicy(linkify.SafePolicy()))
	runPeerSuite(t, filepath.Join(peersDir, policyFile), d.Find)
}

// runPeerSuite checks every case of the suite at path with find, in a
// subtest named after the file. It reports how many cases pass and, unless
// UTS58_PEERS_REPORT is set, fails with each failing case.
func runPeerSuite(t *testing.T, path string, find func(string) []linkify.Link) {
	t.Helper()
	name := filepath.Base(path)
	t.Run(name, func(t *testing.T) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		cases, err := parsePeerSuite(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(cases) == 0 {
			t.Fatalf("%s: no cases", name)
		}
		report := os.Getenv(peersReportEnv) != ""
		var n, failed [2]int // by c.verdict: as the peer expects, by a verdict
		for _, c := range cases {
			v := 0
			if c.verdict {
				v = 1
			}
			n[v]++
			input := unmark(c.want)
			got := linkify.Mark(input, find(input))
			if got == c.want {
				continue
			}
			failed[v]++
			msg := fmt.Sprintf("%s:%d: %s\ninput: %s\n want: %s\n  got: %s", name, c.line, c.section, input, c.want, got)
			if c.verdict {
				msg += "\n peer: " + c.peer
			}
			if report {
				t.Log(msg)
			} else {
				t.Error(msg)
			}
		}
		t.Logf("%s: %d of %d cases pass (%d of %d as the peer expects, %d of %d by a uts58 verdict)",
			name, len(cases)-failed[0]-failed[1], len(cases), n[0]-failed[0], n[0], n[1]-failed[1], n[1])
	})
}

// parsePeerSuite reads the cases of a peer suite file: each line that is
// not blank and does not start with '#' is a case; a "# uts58:" line right
// after it replaces its expectation. A verdict must mark the same text as
// its case, differ from it, and give a reason.
func parsePeerSuite(data []byte) ([]peerCase, error) {
	var cases []peerCase
	s := bufio.NewScanner(bytes.NewReader(data))
	prevCase := false // the previous line is a case
	section := ""
	for lineNo := 1; s.Scan(); lineNo++ {
		line := s.Text()
		if v, ok := strings.CutPrefix(line, verdictPrefix); ok {
			if !prevCase {
				return nil, fmt.Errorf("line %d: a uts58 verdict must follow a case", lineNo)
			}
			want, reason, ok := strings.Cut(v, verdictSep)
			if !ok || strings.TrimSpace(reason) == "" {
				return nil, fmt.Errorf("line %d: a uts58 verdict needs %q and a reason", lineNo, verdictSep)
			}
			c := &cases[len(cases)-1]
			if err := checkMarks(want); err != nil {
				return nil, fmt.Errorf("line %d: %v", lineNo, err)
			}
			if unmark(want) != unmark(c.peer) {
				return nil, fmt.Errorf("line %d: the verdict's text differs from its case on line %d", lineNo, c.line)
			}
			if want == c.peer {
				return nil, fmt.Errorf("line %d: the verdict says what its case says", lineNo)
			}
			c.want, c.verdict = want, true
			prevCase = false
			continue
		}
		prevCase = false
		if strings.HasPrefix(line, "#") {
			if t := strings.TrimSpace(strings.TrimPrefix(line, "#")); t != "" {
				section = t
			}
			continue
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		if err := checkMarks(line); err != nil {
			return nil, fmt.Errorf("line %d: %v", lineNo, err)
		}
		cases = append(cases, peerCase{line: lineNo, section: section, peer: line, want: line})
		prevCase = true
	}
	return cases, s.Err()
}

// checkMarks reports whether the marks of a line alternate, ⸠ then ⸡, with
// text between them.
func checkMarks(line string) error {
	open := false
	for i := 0; i < len(line); i++ {
		switch {
		case strings.HasPrefix(line[i:], linkify.MarkStart):
			if open {
				return fmt.Errorf("%s inside a link: %s", linkify.MarkStart, line)
			}
			open = true
		case strings.HasPrefix(line[i:], linkify.MarkEnd):
			if !open || strings.HasSuffix(line[:i], linkify.MarkStart) {
				return fmt.Errorf("%s without a link: %s", linkify.MarkEnd, line)
			}
			open = false
		}
	}
	if open {
		return fmt.Errorf("%s not closed: %s", linkify.MarkStart, line)
	}
	return nil
}

// unmark returns line without its marks.
func unmark(line string) string {
	return strings.NewReplacer(linkify.MarkStart, "", linkify.MarkEnd, "").Replace(line)
}

// TestParsePeerSuite checks that malformed suite files are refused, so that
// a typo in the data cannot pass as a case.
func TestParsePeerSuite(t *testing.T) {
	good := "# section\na ⸠example.com⸡\n# uts58: ⸠a example.com⸡ — why\n\nb\n"
	cases, err := parsePeerSuite([]byte(good))
	if err != nil || len(cases) != 2 {
		t.Fatalf("parsePeerSuite(%q) = %v, %v; want 2 cases", good, cases, err)
	}
	if c := cases[0]; !c.verdict || c.want != "⸠a example.com⸡" || c.section != "section" || c.line != 2 {
		t.Errorf("first case: %+v", c)
	}
	if c := cases[1]; c.verdict || c.want != "b" || c.line != 5 {
		t.Errorf("second case: %+v", c)
	}
	for _, bad := range []string{
		"# uts58: a — no case before\n",
		"a\n\n# uts58: a — not right after its case\n",
		"a ⸠b.com⸡\n# uts58: a b.com\n",                // no reason
		"a ⸠b.com⸡\n# uts58: a b.com — \n",             // empty reason
		"a ⸠b.com⸡\n# uts58: a c.com — another text\n", // text differs
		"a ⸠b.com⸡\n# uts58: a ⸠b.com⸡ — the same\n",   // says nothing new
		"a ⸠b.com\n",
		"a b.com⸡\n",
		"⸠a ⸠b.com⸡\n",
		"a ⸠⸡b.com\n",
	} {
		if _, err := parsePeerSuite([]byte(bad)); err == nil {
			t.Errorf("parsePeerSuite(%q) accepted a malformed file", bad)
		}
	}
}
