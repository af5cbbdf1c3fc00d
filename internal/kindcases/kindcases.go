// Package kindcases holds what the tests of every front end share about
// the kinds of links of linkify.WithKinds: the forum's rules and the
// fixture testdata/kinds.txt.
package kindcases

import (
	"bufio"
	"html"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
)

// Rules returns the forum's rules: mentions, hashtags, tickets written
// #123 and GH-123.
func Rules() []linkify.KindRule {
	return []linkify.KindRule{
		linkify.Mention(linkify.PathHref("https://forum.example/u/")),
		linkify.Hashtag(linkify.PathHref("https://forum.example/tag/")),
		linkify.Ticket("#", linkify.PathHref("https://forum.example/t/")),
		linkify.Ticket("GH-", linkify.PathHref("https://github.com/golinkify/uts58/issues/")),
	}
}

// Detector returns the detector of the fixture: the forum's rules under
// linkify.ForumPolicy.
func Detector() *linkify.Detector {
	return linkify.MustNew(linkify.WithPolicy(linkify.ForumPolicy()), linkify.WithKinds(Rules()...))
}

// A Case is a line of the fixture: Marked with ⸠ and ⸡ around its links,
// Text without them.
type Case struct {
	Marked, Text string
}

// Cases returns the lines of testdata/kinds.txt.
func Cases(tb testing.TB) []Case {
	tb.Helper()
	_, file, _, _ := runtime.Caller(0)
	f, err := os.Open(filepath.Join(filepath.Dir(file), "..", "..", "testdata", "kinds.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var cases []Case
	s := bufio.NewScanner(f)
	for s.Scan() {
		if line := s.Text(); line != "" && !strings.HasPrefix(line, "# ") {
			cases = append(cases, Case{line, strings.NewReplacer(linkify.MarkStart, "", linkify.MarkEnd, "").Replace(line)})
		}
	}
	if err := s.Err(); err != nil {
		tb.Fatal(err)
	}
	return cases
}

// HTML returns the HTML a linkifier writes for the case with no options:
// its text escaped, each marked link an <a> with the href d gives it.
func (c Case) HTML(d *linkify.Detector) string {
	var b strings.Builder
	parts := strings.Split(c.Marked, linkify.MarkStart)
	b.WriteString(html.EscapeString(parts[0]))
	for _, p := range parts[1:] {
		link, after, _ := strings.Cut(p, linkify.MarkEnd)
		href := ""
		if ls := d.Find(link); len(ls) == 1 {
			href = ls[0].Href
		}
		b.WriteString(`<a href="` + html.EscapeString(href) + `">` + html.EscapeString(link) + "</a>" + html.EscapeString(after))
	}
	return b.String()
}
