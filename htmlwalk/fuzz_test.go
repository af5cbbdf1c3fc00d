package htmlwalk

import (
	"github.com/golinkify/uts58/internal/anchors"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

var fuzzSeeds = []string{
	`<p>See example.com and a@example.org.</p>`, `<a href=#>foo <p>bar.com</p>`, `<p><code>x.com</p> y.com`,
	`<svg><text>x.com</text></svg> <div data-nolinkify>x.com</div>`, `&lt;script&gt; example.com/?a=1&amp;b=2`,
	`<span>foo</span>bar.com <b>example.com</b>/path`, `<table><tr>x.com<td>y.com</table>`, `<select>a.com<b>b.com`,
	`0.AC:0@0.AC`, `<tr><td>a https://a.com</td><td>b</td></tr>`, `x.com<tr><td>y.com`, `<caption>x.com</caption>`,
	`<li>x.com<li>y.org`, `<dt>x.com<dd>y.org`, `<option>x.com`, `<head><title>x.com</title></head><body>y.com`,
	`<!DOCTYPE html><p>x.com`, `<xmp>x.com</xmp><noembed>x.com</noembed><noframes>x.com</noframes><plaintext>x.com`,
	`<iframe>x.com</iframe><noscript>x.com</noscript>`, `x&#46;com a&#64;b.org`, "x.c\x00om\r\ny.org",
	`<p>x.com <!-- y.com --> z.org</p>`, `<b>x.com<i>y.com</b>z.com</i>`, `<p>https://例え.jp/パス。次</p>`,
}

// FuzzLinkify: no panic; in the linkified tree the text content is
// unchanged, no <a> stands inside an <a>, every new link has an allowed
// href; and the rendered output, linkified again, does not change.
func FuzzLinkify(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		body := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
		nodes, err := html.ParseFragment(strings.NewReader(in), body)
		if err != nil {
			return
		}
		for _, n := range nodes {
			body.AppendChild(n)
		}
		before := textContent(body)
		if err := Linkify(body, WithCallback(markNew)); err != nil {
			t.Fatal(err)
		}
		if after := textContent(body); after != before {
			t.Fatalf("text changed:\n%q\n%q", before, after)
		}
		checkNewLinks(t, in, body)
		out, err := LinkifyString(in)
		if err != nil {
			return
		}
		if again, err := LinkifyString(out); err != nil || again != out {
			t.Fatalf("not idempotent for %q:\n%q\n%q", in, out, again)
		}
	})
}

// checkNewLinks checks the links markNew marked under root: an allowed
// href, and no <a>, skipped element or raw text element above them.
func checkNewLinks(t *testing.T, in string, root *html.Node) {
	t.Helper()
	var c config
	if err := newConfig(&c, nil, false); err != nil {
		t.Fatal(err)
	}
	for n := root; n != nil; n = next(n, root) {
		if n.Type != html.ElementNode || n.Data != "a" || !hasAttr(n, "data-new") {
			continue
		}
		if n.Attr[0].Key != "href" || !anchors.DefaultDetector.AllowedHref(n.Attr[0].Val) {
			t.Fatalf("href %v for %q", n.Attr, in)
		}
		for p := n.Parent; p != nil && p != root; p = p.Parent {
			if c.skipped(p) || literalText(p) {
				t.Fatalf("a link inside <%s> for %q", p.Data, in)
			}
		}
	}
}

// fuzzContexts are the contexts FuzzFragment parses in: nil (chosen from
// the fragment), and elements of each kind of content.
var fuzzContexts = []*html.Node{
	nil,
	element(atom.Body),
	element(atom.Div),
	element(atom.Span),
	element(atom.Table),
	element(atom.Tbody),
	element(atom.Tr),
	element(atom.Td),
	element(atom.Ul),
	element(atom.Select),
	element(atom.Template),
	element(atom.Html),
	element(atom.Textarea),
	element(atom.Noscript),
	{Type: html.ElementNode, DataAtom: atom.Svg, Data: "svg", Namespace: "svg"},
}

// FuzzFragment: a fragment parsed in each context gets links and nothing
// else (without its new links the tree renders as the fragment parsed
// alone), never where they do not belong; the context is not changed;
// and without a context, LinkifyString's output is stable.
func FuzzFragment(f *testing.F) {
	for i, s := range fuzzSeeds {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, ci uint8, in string) {
		context := fuzzContexts[int(ci)%len(fuzzContexts)]
		kind := inBody
		if context == nil {
			kind = kindOf(in)
		}
		tree := func(opts ...Option) *html.Node {
			w, err := newWalker(opts, false)
			if err != nil {
				t.Fatal(err)
			}
			defer w.release()
			root, err := w.linkify(strings.NewReader(in), kind, context)
			if err != nil || root == nil {
				return nil
			}
			return root
		}
		plain := tree(WithCallback(func(*Anchor) bool { return false }))
		linked := tree(WithCallback(markNew))
		if plain == nil || linked == nil {
			return
		}
		if context != nil && (context.FirstChild != nil || context.Parent != nil) {
			t.Fatal("the context changed")
		}
		checkNewLinks(t, in, linked)
		want := renderRoot(t, plain)
		unwrapNew(linked)
		if got := renderRoot(t, linked); got != want {
			t.Fatalf("in %v, %q: without its links\n%q\nnot\n%q", context, in, got, want)
		}
		if context != nil {
			return
		}
		// Where x/net/html reads its own output back as it wrote it, a
		// second pass changes nothing.
		if again := renderRoot(t, parsed(t, want)); again != want {
			return
		}
		out, err := LinkifyString(in)
		if err != nil {
			t.Fatal(err)
		}
		if again, err := LinkifyString(out); err != nil || again != out {
			t.Fatalf("not idempotent for %q:\n%q\n%q", in, out, again)
		}
	})
}

// FuzzLinkFree: where linkFree answers without parsing, the parse adds no
// link.
func FuzzLinkFree(f *testing.F) {
	for _, s := range append(fuzzSeeds, `<p>All <b>human</b> beings are born free.</p>`, `<ul><li>a.<li>b</ul>`,
		`<div><p>a</p>.com</div>`, `<p>a.c</x>om</p>`, `<span title="a > b">x</span>.com`, `<p a=">" b.com>`,
		`<b><p>x.</b>com</p>`, `<h1>a.<h2>com</h2></h1>`, "<p>x.&#99;om</p>", "<p>a.\rcom\r\n</p>", `<a>x.<a>com</a></a>`,
		`<li>x.<li>com`, `<dl><dt>a.<dd>com</dl>`, `<p =">x.com">y</p>`, `<br/>x.<br/>com`, `<P>x.</P>com`) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		w, err := newWalker(nil, false)
		if err != nil {
			t.Fatal(err)
		}
		free := linkFree(w, in)
		if free != linkFree(w, []byte(in)) {
			t.Fatalf("linkFree differs for bytes: %q", in)
		}
		w.release()
		if !free {
			return
		}
		if kind := kindOf(in); kind != inBody {
			t.Fatalf("linkFree on a fragment of kind %d: %q", kind, in)
		}
		root := parsed(t, in)
		w, _ = newWalker(nil, false)
		defer w.release()
		w.walk(root, root.FirstChild)
		if w.changed {
			t.Fatalf("linkFree, but a link is made in %q: %s", in, renderRoot(t, root))
		}
	})
}

// FuzzLinkifyText: LinkifyText escapes the text whole (its HTML's text
// is the text) and makes the links LinkifyString makes on the escaped text.
func FuzzLinkifyText(f *testing.F) {
	for _, s := range append(fuzzSeeds, "a\r\nb.com\rc\n", `"<x.com>" & 'y.org'`) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		out, err := LinkifyText(text)
		if err != nil {
			t.Fatal(err)
		}
		// LinkifyText drops NUL; the parser normalizes line breaks.
		want := strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(strings.ReplaceAll(text, "\x00", ""))
		if got := textContent(parsed(t, out)); got != want {
			t.Fatalf("text %q became %q", want, got)
		}
		sameLinks(t, text)
	})
}
