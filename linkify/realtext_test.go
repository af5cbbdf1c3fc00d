package linkify_test

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
)

// The real-text measurement: lines of licensed developer text (manuals,
// changelogs, READMEs, configuration help, locale strings) in
// testdata/realtext, each with the links a reader expects (annotated from
// the text alone; see its README.md).
var (
	realtextUpdate = flag.Bool("realtext.update", false, "write today's figures of TestRealText as its floors")
	realtextList   = flag.String("realtext.list", "", "log each miss and false link of TestRealText for these presets (comma-separated names, or all)")
)

const (
	realtextDir    = "../testdata/realtext"
	realtextFloors = "floors.txt"
)

// realtextGroups are the files of the sets, one a language or script group.
var realtextGroups = []string{"en", "zh", "ja", "ko", "other"}

// realtextSums are groups measured as one besides their own figures.
var realtextSums = map[string][]string{"cjk": {"zh", "ja", "ko"}, "all": realtextGroups}

// realtextPresets are the detectors measured: pure detection and each
// policy preset a linkifier may write HTML with (DocumentPolicy is the
// default of the extension and htmlwalk).
var realtextPresets = []struct {
	name string
	d    *linkify.Detector
}{
	{"none", linkify.MustNew(linkify.WithoutPolicy())},
	{"safe", linkify.MustNew(linkify.WithPolicy(linkify.SafePolicy()))},
	{"document", linkify.MustNew(linkify.WithPolicy(linkify.DocumentPolicy()))},
	{"forum", linkify.MustNew(linkify.WithPolicy(linkify.ForumPolicy()))},
	{"chat", linkify.MustNew(linkify.WithPolicy(linkify.ChatPolicy()))},
}

// A realLine is one annotated line of a set.
type realLine struct {
	file string // the group's file name
	num  int    // its line number in the file
	text string
	want []linkify.Link // Start, End, Kind
}

// readRealText reads a set: text lines, each followed by a tab-indented
// "=> url TEXT" or "=> email TEXT" line a link, found in the line after
// the previous link; "#>" lines are headers (the sources).
func readRealText(tb testing.TB, group string) []realLine {
	tb.Helper()
	name := group + ".txt"
	f, err := os.Open(filepath.Join(realtextDir, name))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var lines []realLine
	pos := 0 // where the next link of the last line is looked for
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		s := sc.Text()
		switch {
		case s == "" || strings.HasPrefix(s, "#>"):
		case strings.HasPrefix(s, "\t=> "):
			kindName, sub, ok := strings.Cut(s[len("\t=> "):], " ")
			kind := map[string]linkify.Kind{"url": linkify.URL, "email": linkify.Email}[kindName]
			if !ok || len(lines) == 0 || (kindName != "url" && kindName != "email") {
				tb.Fatalf("%s:%d: want \"\\t=> url|email TEXT\" after a text line", name, n)
			}
			l := &lines[len(lines)-1]
			i := strings.Index(l.text[pos:], sub)
			if i < 0 {
				tb.Fatalf("%s:%d: %q is not in line %d after byte %d", name, n, sub, l.num, pos)
			}
			l.want = append(l.want, linkify.Link{Start: pos + i, End: pos + i + len(sub), Kind: kind})
			pos += i + len(sub)
		default:
			lines = append(lines, realLine{file: name, num: n, text: s})
			pos = 0
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return lines
}

// A realScore counts the links of a detector on a set against the annotation.
type realScore struct {
	lines, found, expected, exact int
}

func (s *realScore) add(o realScore) {
	s.lines += o.lines
	s.found += o.found
	s.expected += o.expected
	s.exact += o.exact
}

// precision and recall in percent (100 when there is nothing to count).
func (s realScore) precision() float64 { return percent(s.exact, s.found) }
func (s realScore) recall() float64    { return percent(s.exact, s.expected) }

func percent(n, of int) float64 {
	if of == 0 {
		return 100
	}
	return 100 * float64(n) / float64(of)
}

// A realError is a found link that is no expected one (false), or an
// expected link that was not found (miss).
type realError struct {
	line *realLine
	link linkify.Link
	miss bool
}

func (e realError) String() string {
	what := "false"
	if e.miss {
		what = "miss"
	}
	kind := "url"
	if e.link.Kind == linkify.Email {
		kind = "email"
	}
	return fmt.Sprintf("%s:%d: %s %s %q in %q", e.line.file, e.line.num, what, kind,
		e.line.text[e.link.Start:e.link.End], e.line.text)
}

// scoreRealText runs d over each line and compares its URLs and addresses
// with the expected links: a link counts when start, end and kind agree.
// A URL to the reader's own machine (localLink) is expected only from a
// detector that links local hosts: pure detection and the safe, forum and
// chat presets leave it as text by design (Policy.SpecialUseHosts).
func scoreRealText(d *linkify.Detector, lines []realLine) (realScore, []realError) {
	p, ok := d.Policy()
	linksLocal := ok && p.SpecialUseHosts
	var s realScore
	var errs []realError
	var got []linkify.Link
	for i := range lines {
		l := &lines[i]
		got = d.AppendSpans(got[:0], l.text)
		want := l.want
		if !linksLocal {
			want = nil
			for _, w := range l.want {
				if !localLink(l.text[w.Start:w.End]) {
					want = append(want, w)
				}
			}
		}
		exact := map[linkify.Link]bool{}
		for _, w := range want {
			exact[w] = true
		}
		s.lines++
		s.expected += len(want)
		matched := map[linkify.Link]bool{}
		for _, g := range got {
			if g.Kind != linkify.URL && g.Kind != linkify.Email {
				continue
			}
			g.Href = ""
			s.found++
			if exact[g] {
				s.exact++
				matched[g] = true
				continue
			}
			errs = append(errs, realError{line: l, link: g})
		}
		for _, w := range want {
			if !matched[w] {
				errs = append(errs, realError{line: l, link: w, miss: true})
			}
		}
	}
	return s, errs
}

// TestRealText measures each preset on the real-line sets, per group, logs
// the table (go test -v ./linkify -run RealText) and fails where a
// precision or recall falls below its floor in testdata/realtext/floors.txt.
// -realtext.update writes today's figures there, -realtext.list=document
// logs the misses and false links of a preset.
func TestRealText(t *testing.T) {
	sets := map[string][]realLine{}
	for _, g := range realtextGroups {
		sets[g] = readRealText(t, g)
	}
	listed := map[string]bool{}
	for _, p := range strings.Split(*realtextList, ",") {
		listed[strings.TrimSpace(p)] = true
	}
	figures := map[string]realScore{}
	var table strings.Builder
	fmt.Fprintf(&table, "%-6s %-9s %6s %6s %6s %6s %9s %7s\n", "group", "preset", "lines", "found", "expect", "exact", "precision", "recall")
	for _, p := range realtextPresets {
		scores := map[string]realScore{}
		for _, g := range realtextGroups {
			s, errs := scoreRealText(p.d, sets[g])
			scores[g] = s
			if listed[p.name] || listed["all"] {
				for _, e := range errs {
					t.Logf("%s: %s", p.name, e)
				}
			}
		}
		groups := append([]string{}, realtextGroups...)
		for _, sum := range sortedKeys(realtextSums) {
			var s realScore
			for _, g := range realtextSums[sum] {
				s.add(scores[g])
			}
			scores[sum] = s
			groups = append(groups, sum)
		}
		for _, g := range groups {
			s := scores[g]
			figures[g+" "+p.name] = s
			fmt.Fprintf(&table, "%-6s %-9s %6d %6d %6d %6d %8.1f%% %6.1f%%\n", g, p.name, s.lines, s.found, s.expected, s.exact, s.precision(), s.recall())
		}
	}
	t.Logf("real text, links exactly right (start, end and kind):\n%s", table.String())
	if *realtextUpdate {
		writeRealTextFloors(t, figures)
		return
	}
	floors := readRealTextFloors(t)
	for key, s := range figures {
		f, ok := floors[key]
		if !ok {
			t.Errorf("%s: no floor in %s (go test ./linkify -run RealText -realtext.update)", key, realtextFloors)
			continue
		}
		if p := floorTenth(s.precision()); p < f[0] {
			t.Errorf("%s: precision %.1f%% is below its floor %.1f%%", key, p, f[0])
		}
		if r := floorTenth(s.recall()); r < f[1] {
			t.Errorf("%s: recall %.1f%% is below its floor %.1f%%", key, r, f[1])
		}
	}
}

// floorTenth rounds a percentage down to a tenth, as the floors are written.
func floorTenth(p float64) float64 { return math.Floor(p*10+1e-9) / 10 }

// readRealTextFloors reads "group preset precision recall" lines.
func readRealTextFloors(tb testing.TB) map[string][2]float64 {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(realtextDir, realtextFloors))
	if err != nil {
		tb.Fatal(err)
	}
	floors := map[string][2]float64{}
	for n, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		p, err1 := strconv.ParseFloat(f[2], 64)
		r, err2 := strconv.ParseFloat(f[3], 64)
		if len(f) != 4 || err1 != nil || err2 != nil {
			tb.Fatalf("%s:%d: want \"group preset precision recall\"", realtextFloors, n+1)
		}
		floors[f[0]+" "+f[1]] = [2]float64{p, r}
	}
	return floors
}

// writeRealTextFloors writes today's figures, rounded down, as the floors.
func writeRealTextFloors(tb testing.TB, figures map[string]realScore) {
	tb.Helper()
	var b strings.Builder
	b.WriteString("# Floors of TestRealText (linkify/realtext_test.go): group preset precision% recall%.\n")
	b.WriteString("# Today's figures rounded down; rewrite with: go test ./linkify -run RealText -realtext.update\n")
	for _, key := range sortedKeys(figures) {
		s := figures[key]
		fmt.Fprintf(&b, "%s %.1f %.1f\n", key, floorTenth(s.precision()), floorTenth(s.recall()))
	}
	if err := os.WriteFile(filepath.Join(realtextDir, realtextFloors), []byte(b.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// localLink reports whether a URL's host is the reader's own machine:
// localhost, a name under .localhost, .test, .internal, .local or
// .home.arpa, or a loopback or unspecified address.
func localLink(text string) bool {
	u, err := url.Parse(text)
	if err != nil || u.Host == "" {
		return false
	}
	h := strings.ToLower(u.Hostname())
	if ip := net.ParseIP(h); ip != nil {
		return ip.IsLoopback() || ip.IsUnspecified()
	}
	for _, suffix := range []string{".localhost", ".test", ".internal", ".local", ".home.arpa"} {
		if strings.HasSuffix(h, suffix) {
			return true
		}
	}
	return h == "localhost"
}
