// Package kindcases holds what the tests of every front end share about
// the kinds of links of linkify.WithKinds: the forum's rules and the
// fixture testdata/kinds.txt. It is a test-only package: only tests import it
// (shareddata.TestOnlyTestsImportTestPackages).
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

// SiteHosts are the forum's own intranet hosts (linkify.WithSiteHosts).
var SiteHosts = []string{"gitea", "gitea.corp"}

// Detector returns the detector of the fixture: the forum's rules under
// linkify.ForumPolicy, with its own hosts.
func Detector() *linkify.Detector {
	return linkify.MustNew(linkify.WithPolicy(linkify.ForumPolicy()), linkify.WithKinds(Rules()...), linkify.WithSiteHosts(SiteHosts...))
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

// CallbackInput is the text of the callback tests: links whose hrefs
// Rewrite makes unsafe, of another scheme, upgraded, or a new text.
const CallbackInput = "@evil @mail #go a@example.org http://example.com/ #7"

// Rewrite is the callback of the callback tests, on CallbackInput: it
// records each link's kind and text in seen, and changes @evil's href to
// javascript:, @mail's and the address's to another scheme, the http: URL's
// to https:, and #go's text, href and class.
func Rewrite(seen *[]string) func(a *linkify.Anchor) bool {
	return func(a *linkify.Anchor) bool {
		*seen = append(*seen, a.Kind.String()+" "+a.Text)
		switch a.Text {
		case "@evil":
			a.Href = "javascript:alert(1)"
		case "@mail":
			a.Href = "mailto:mail@example.org"
		case "a@example.org":
			a.Href = "https://example.org/contact"
		case "http://example.com/":
			a.Href = "https://example.com/"
		case "#go":
			a.Text, a.Href = "#Go", "https://forum.example/tag/golang"
			a.SetAttr("class", "hashtag")
		}
		return true
	}
}

// CallbackHTML is what a linkifier writes for CallbackInput with Rewrite,
// and CallbackSeen what Rewrite records first.
const (
	CallbackHTML = `@evil @mail <a href="https://forum.example/tag/golang" class="hashtag">#Go</a> a@example.org <a href="https://example.com/">http://example.com/</a> <a href="https://forum.example/t/7">#7</a>`
	CallbackSeen = "mention @evil,mention @mail,hashtag #go,email a@example.org,url http://example.com/,ticket #7"
)
