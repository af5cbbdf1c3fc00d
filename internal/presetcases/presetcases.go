// Package presetcases reads the fixtures of testdata/presets, which every
// front end's tests link alike: lines of real writing with their links
// marked, under the presets named before them. It is a test-only package:
// only tests import it (shareddata.TestOnlyTestsImportTestPackages).
//
// A fixture file holds case lines in the notation of LinkDetectionTest.txt
// (⸠ and ⸡ around each link), comments ("# …"), and directives:
//
//	#@ presets: document forum
//
// names the presets under which the case lines that follow hold, until the
// next such directive: none (pure detection), safe, document, forum, chat.
//
//	#@ text
//
// marks the next case line as plain text only: the Markdown front end
// reads it otherwise (backticks, emphasis, backslash escapes), so it is
// checked by detection and htmlwalk alone.
package presetcases

import (
	"bufio"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
)

// Presets are the names a presets directive may use, in the order tests
// report them.
var Presets = []string{"none", "safe", "document", "forum", "chat"}

// Policy returns the policy of a preset name, and false for none.
func Policy(preset string) (linkify.Policy, bool) {
	switch preset {
	case "safe":
		return linkify.SafePolicy(), true
	case "document":
		return linkify.DocumentPolicy(), true
	case "forum":
		return linkify.ForumPolicy(), true
	case "chat":
		return linkify.ChatPolicy(), true
	}
	return linkify.Policy{}, false
}

// Detector returns the detector of a preset name: pure detection for none.
func Detector(preset string) *linkify.Detector {
	if p, ok := Policy(preset); ok {
		return linkify.MustNew(linkify.WithPolicy(p))
	}
	return linkify.MustNew()
}

// A Case is a case line of a fixture: Marked with ⸠ and ⸡ around its
// links, Text without them, the presets it holds under, and where it
// stands.
type Case struct {
	Marked, Text string
	Presets      []string
	TextOnly     bool   // not read as Markdown (#@ text)
	Pos          string // file:line
}

// Links returns the texts of the marked links, in order.
func (c Case) Links() []string {
	var links []string
	for _, p := range strings.Split(c.Marked, linkify.MarkStart)[1:] {
		link, _, _ := strings.Cut(p, linkify.MarkEnd)
		links = append(links, link)
	}
	return links
}

// Cases returns the case lines of every file of testdata/presets.
func Cases(tb testing.TB) []Case {
	tb.Helper()
	_, file, _, _ := runtime.Caller(0)
	names, err := filepath.Glob(filepath.Join(filepath.Dir(file), "..", "..", "testdata", "presets", "*.txt"))
	if err != nil || len(names) == 0 {
		tb.Fatalf("no fixtures in testdata/presets: %v", err)
	}
	var cases []Case
	for _, name := range names {
		cs, err := read(name)
		if err != nil {
			tb.Fatal(err)
		}
		cases = append(cases, cs...)
	}
	return cases
}

// read returns the case lines of one fixture file.
func read(name string) ([]Case, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cases []Case
	var presets []string
	textOnly := false
	s := bufio.NewScanner(f)
	for n := 1; s.Scan(); n++ {
		line := s.Text()
		pos := fmt.Sprintf("%s:%d", filepath.Base(name), n)
		switch {
		case strings.HasPrefix(line, "#@ presets:"):
			presets = strings.Fields(strings.TrimPrefix(line, "#@ presets:"))
			for _, p := range presets {
				if !slices.Contains(Presets, p) {
					return nil, fmt.Errorf("%s: no preset %q (%v)", pos, p, Presets)
				}
			}
		case line == "#@ text":
			textOnly = true
		case line == "" || strings.HasPrefix(line, "#"):
		default:
			if len(presets) == 0 {
				return nil, fmt.Errorf("%s: a case before any #@ presets: directive", pos)
			}
			text := strings.NewReplacer(linkify.MarkStart, "", linkify.MarkEnd, "").Replace(line)
			cases = append(cases, Case{line, text, presets, textOnly, pos})
			textOnly = false
		}
	}
	return cases, s.Err()
}

// An Anchor is a link of rendered HTML: its text (unescaped) and href.
type Anchor struct{ Text, Href string }

// Want returns the anchors a linkifier writes for the case under preset:
// each marked link with the href that preset's detector d gives it.
func (c Case) Want(d *linkify.Detector) []Anchor {
	var as []Anchor
	for _, l := range d.Find(c.Text) {
		as = append(as, Anchor{c.Text[l.Start:l.End], l.Href})
	}
	return as
}

// Anchors returns the anchors of HTML that a linkifier wrote: the text of
// each <a href="…">…</a> with no element inside, and its href.
func Anchors(s string) []Anchor {
	var as []Anchor
	for {
		i := strings.Index(s, `<a href="`)
		if i < 0 {
			return as
		}
		s = s[i+len(`<a href="`):]
		href, rest, _ := strings.Cut(s, `"`)
		_, rest, _ = strings.Cut(rest, ">")
		text, rest, _ := strings.Cut(rest, "</a>")
		as = append(as, Anchor{html.UnescapeString(text), html.UnescapeString(href)})
		s = rest
	}
}
