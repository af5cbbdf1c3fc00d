package htmlwalk

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// FuzzLinkify: no panic; in the linkified tree the text content is
// unchanged, no <a> stands inside an <a>, every new link has an allowed
// href; and the rendered output, linkified again, does not change.
func FuzzLinkify(f *testing.F) {
	for _, s := range []string{
		`<p>See example.com and a@example.org.</p>`, `<a href=#>foo <p>bar.com</p>`, `<p><code>x.com</p> y.com`,
		`<svg><text>x.com</text></svg> <div data-nolinkify>x.com</div>`, `&lt;script&gt; example.com/?a=1&amp;b=2`,
		`<span>foo</span>bar.com <b>example.com</b>/path`, `<table><tr>x.com<td>y.com</table>`, `<select>a.com<b>b.com`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		body := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
		nodes, err := html.ParseFragment(strings.NewReader(in), body)
		if err != nil {
			return
		}
		oldLinks := map[*html.Node]bool{}
		for _, n := range nodes {
			body.AppendChild(n)
		}
		for n := body; n != nil; n = next(n, body) {
			if n.Type == html.ElementNode && n.Data == "a" {
				oldLinks[n] = true
			}
		}
		before := textContent(body)
		if err := Linkify(body); err != nil {
			t.Fatal(err)
		}
		if after := textContent(body); after != before {
			t.Fatalf("text changed:\n%q\n%q", before, after)
		}
		for n := body; n != nil; n = next(n, body) {
			if n.Type != html.ElementNode || n.Data != "a" || oldLinks[n] {
				continue
			}
			for p := n.Parent; p != nil; p = p.Parent {
				if p.Type == html.ElementNode && p.Data == "a" {
					t.Fatalf("<a> inside <a> for %q", in)
				}
			}
			if n.Attr[0].Key != "href" || !allowedHref(n.Attr[0].Val) {
				t.Fatalf("href %v for %q", n.Attr, in)
			}
		}
		var b strings.Builder
		for c := body.FirstChild; c != nil; c = c.NextSibling {
			html.Render(&b, c)
		}
		out := b.String()
		if again, err := LinkifyString(out); err != nil || again != out {
			t.Fatalf("not idempotent for %q:\n%q\n%q", in, out, again)
		}
	})
}
