package htmlwalk

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestRawTextNeverLinked: the elements whose content is not HTML text are
// never linked, however they are written and wherever they stand.
func TestRawTextNeverLinked(t *testing.T) {
	for _, el := range []string{"xmp", "noembed", "noframes", "iframe", "noscript", "script", "style", "textarea", "title"} {
		for _, in := range []string{
			`<` + el + `>x.com a@b.org https://y.org/</` + el + `>z.com`,
			`<` + strings.ToUpper(el) + ` class="c">x.com</` + strings.ToUpper(el) + `> z.com`,
			`<p>see <` + el + `>x.com <b>y.com</b></` + el + `> z.com</p>`,
			`<div><span><` + el + `>x.com</` + el + `></span> z.com</div>`,
			`<tr><td><` + el + `>x.com</` + el + `> z.com</td></tr>`,
			`<ul><li><` + el + `>&lt;a href=x&gt;x.com</` + el + `> z.com</li></ul>`,
			`z.com <` + el + `>x.com`, // unclosed
		} {
			out := checkRoundTrip(t, in)
			if got := newLinks(t, out); len(got) != 1 || got[0] != "https://z.com/ z.com" {
				t.Errorf("%s\n→ %s: links %q, want only z.com", in, out, got)
			}
		}
	}
	// <plaintext> takes the rest of the input.
	for _, in := range []string{`z.com <plaintext>x.com</plaintext><p>y.com`, `<p>z.com<PLAINTEXT>x.com`} {
		out := checkRoundTrip(t, in)
		if got := newLinks(t, out); len(got) != 1 || got[0] != "https://z.com/ z.com" {
			t.Errorf("%s\n→ %s: links %q, want only z.com", in, out, got)
		}
	}
}

// TestNoscript: with scripting on (x/net/html's default) <noscript> holds
// raw text, never linked, even when it is no longer skipped; parsed with
// scripting off, its elements are linked once it is no longer skipped.
func TestNoscript(t *testing.T) {
	const in = `<body><noscript><p>x.com</p></noscript><p>z.com</p>`
	for _, scripting := range []bool{true, false} {
		for _, unskip := range []bool{false, true} {
			doc, err := html.ParseWithOptions(strings.NewReader(in), html.ParseOptionEnableScripting(scripting))
			if err != nil {
				t.Fatal(err)
			}
			var opts []Option
			if unskip {
				opts = append(opts, WithoutSkip("noscript"))
			}
			if err := Linkify(doc, opts...); err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			html.Render(&b, doc)
			linked := strings.Contains(b.String(), `<a href="https://x.com/">`)
			if linked != (unskip && !scripting) || !strings.Contains(b.String(), `<a href="https://z.com/">`) {
				t.Errorf("scripting %v, WithoutSkip %v: %s", scripting, unskip, b.String())
			}
		}
	}
	// The raw text node itself, given as the root.
	doc, _ := html.Parse(strings.NewReader(`<noscript>x.com</noscript>`))
	var text *html.Node
	for n := doc; n != nil; n = next(n, doc) {
		if n.Type == html.TextNode {
			text = n
		}
	}
	if err := Linkify(text, WithoutSkip("noscript")); err != nil || text.Parent.FirstChild != text || text.NextSibling != nil {
		t.Errorf("raw text linked as a root (%v)", err)
	}
}

// TestAlwaysSkipped: WithoutSkip refuses the elements that never hold links.
func TestAlwaysSkipped(t *testing.T) {
	for _, el := range []string{"a", "select", "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext", "SCRIPT"} {
		if _, err := LinkifyString(`x.com`, WithoutSkip(el)); err == nil || !strings.Contains(err.Error(), "WithoutSkip") {
			t.Errorf("WithoutSkip(%q): %v", el, err)
		}
	}
	for _, el := range []string{"code", "pre", "noscript", "template", "object", "option", "button", "kbd", "Code"} {
		if _, err := LinkifyString(`x.com`, WithoutSkip(el)); err != nil {
			t.Errorf("WithoutSkip(%q): %v", el, err)
		}
	}
}
