package htmlwalk

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

func TestKindOf(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want inputKind
	}{
		{``, inBody}, {`text x.com`, inBody}, {`<p>a</p>`, inBody}, {`a < b <3 <tr>`, inTemplate},
		{`<li>a`, inBody}, {`<option>a`, inBody}, {`<dt>a<dd>b`, inBody}, {`<select><option>a`, inBody},
		{`<tr><td>a`, inTemplate}, {`<TD>a`, inTemplate}, {`<th>a`, inTemplate}, {`<tbody>`, inTemplate},
		{`<thead>`, inTemplate}, {`<tfoot>`, inTemplate}, {`<caption>`, inTemplate}, {`<colgroup>`, inTemplate},
		{"<col\tspan=2>", inTemplate}, {`<td/>`, inTemplate}, {`<trx>`, inBody}, {`<table><tr>`, inBody},
		{`<!-- <p> --><tr>`, inTemplate}, {`<!--><tr>`, inTemplate}, {`<!---><tr>`, inTemplate},
		{`<!-- a --!><tr>`, inTemplate}, {`<!-- <tr> -->x`, inBody}, {`</p><td>`, inTemplate}, {`<?php x ?><td>`, inTemplate},
		{`<head><title>t</title></head>`, inHTML}, {`<BODY class=x>`, inHTML}, {`<frameset>`, inHTML},
		{`<!DOCTYPE html><p>`, document}, {`<!doctype html>`, document}, {" <!-- c -->\n<html lang=en>", document},
		{`<htmlx>`, inBody}, {`text <html>`, document},
	} {
		if got := kindOf(tt.in); got != tt.want {
			t.Errorf("kindOf(%q) = %d, want %d", tt.in, got, tt.want)
		}
		if got := kindOf([]byte(tt.in)); got != tt.want {
			t.Errorf("kindOf([]byte(%q)) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

// TestFragmentsKeepStructure: fragments that a <body> context would break
// come back as they went in, plus links.
func TestFragmentsKeepStructure(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`<tr><td>a https://a.com</td><td>b</td></tr>`, `<tr><td>a <a href="https://a.com/">https://a.com</a></td><td>b</td></tr>`},
		{`<td>x.com</td><td>y</td>`, `<td><a href="https://x.com/">x.com</a></td><td>y</td>`},
		{`<th scope="col">see x.com</th>`, `<th scope="col">see <a href="https://x.com/">x.com</a></th>`},
		{`<tbody><tr><td>x.com</td></tr></tbody>`, `<tbody><tr><td><a href="https://x.com/">x.com</a></td></tr></tbody>`},
		{`<thead><tr><th>h</th></tr></thead><tbody><tr><td>a@b.org</td></tr></tbody>`, `<thead><tr><th>h</th></tr></thead><tbody><tr><td><a href="mailto:a@b.org">a@b.org</a></td></tr></tbody>`},
		{`<tfoot><tr><td>x.com</td></tr></tfoot>`, `<tfoot><tr><td><a href="https://x.com/">x.com</a></td></tr></tfoot>`},
		{`<caption>Source: x.com</caption>`, `<caption>Source: <a href="https://x.com/">x.com</a></caption>`},
		{`<colgroup><col/></colgroup><tr><td>x.com</td></tr>`, `<colgroup><col/></colgroup><tbody><tr><td><a href="https://x.com/">x.com</a></td></tr></tbody>`},
		{`<tr><td>1</td></tr> x.com <tr><td>2</td></tr>`, `<tr><td>1</td></tr> <a href="https://x.com/">x.com</a> <tr><td>2</td></tr>`},
		// Text before the first table part is not linked: an <a> there
		// would make a <body> of the fragment and drop the rows.
		{`x.com <tr><td>y.com</td></tr>`, `x.com <tr><td><a href="https://y.com/">y.com</a></td></tr>`},
		{`<li>x.com</li><li>b</li>`, `<li><a href="https://x.com/">x.com</a></li><li>b</li>`},
		{`<li>a<ul><li>x.com</li></ul></li>`, `<li>a<ul><li><a href="https://x.com/">x.com</a></li></ul></li>`},
		{`<dt>x.com</dt><dd>y.org</dd>`, `<dt><a href="https://x.com/">x.com</a></dt><dd><a href="https://y.org/">y.org</a></dd>`},
		{`<option>x.com</option><option>y</option> z.com`, `<option>x.com</option><option>y</option> <a href="https://z.com/">z.com</a>`},
		{`<optgroup label="a"><option>x.com</option></optgroup> z.com`, `<optgroup label="a"><option>x.com</option></optgroup> <a href="https://z.com/">z.com</a>`},
		{`<head><title>x.com</title></head><body class="x">y.com</body>`, `<head><title>x.com</title></head><body class="x"><a href="https://y.com/">y.com</a></body>`},
		{`<!DOCTYPE html><html lang="en"><head></head><body><p>x.com</p></body></html>`, `<!DOCTYPE html><html lang="en"><head></head><body><p><a href="https://x.com/">x.com</a></p></body></html>`},
	} {
		got, err := LinkifyString(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("%s\n got %s (%v)\nwant %s", tt.in, got, err, tt.want)
		}
		checkRoundTrip(t, tt.in)
	}
}

// TestFragmentRoundTrip: every fragment of each kind renders as it went
// in, plus anchors, and a second pass changes nothing.
func TestFragmentRoundTrip(t *testing.T) {
	cells := []string{`a https://a.com/x?y=1&amp;z=2`, `mail a@example.org.`, `例え.jp/パス`, `<b>bold x.com</b> <code>x.com</code>`, `no link`, ``}
	var frags []string
	for _, c := range cells {
		frags = append(frags,
			`<tr><td>`+c+`</td><td>b.org</td></tr>`, `<td>`+c+`</td>`, `<th>`+c+`</th><th>x</th>`,
			`<tbody><tr><td>`+c+`</td></tr></tbody>`, `<thead><tr><th>`+c+`</th></tr></thead>`,
			`<tfoot><tr><td>`+c+`</td></tr></tfoot>`, `<caption>`+c+`</caption>`,
			`<li>`+c+`</li><li>x.org</li>`, `<dt>`+c+`</dt><dd>`+c+`</dd>`, `<option>`+c+`</option>`,
			`<p>`+c+`</p>`, `<blockquote><p>`+c+`</p></blockquote>`, `<h2 id="x">`+c+`</h2>`,
			`<head></head><body>`+c+`</body>`, `<!DOCTYPE html><html><head></head><body>`+c+`</body></html>`,
		)
	}
	frags = append(frags, `<col/><col span="2"/>`, `<colgroup><col/></colgroup>`, `<ul><li>x.com</li></ul>`)
	links := 0
	for _, in := range frags {
		if plain := renderRoot(t, parsed(t, in)); plain != in {
			t.Errorf("fixture %q does not render as itself: %q", in, plain)
		}
		out := checkRoundTrip(t, in)
		links += strings.Count(out, "data-new")
	}
	if links < 60 {
		t.Errorf("only %d links in %d fragments", links, len(frags))
	}
}

func TestLinkifyFragmentContext(t *testing.T) {

	svg := &html.Node{Type: html.ElementNode, DataAtom: atom.Svg, Data: "svg", Namespace: "svg"}
	for _, tt := range []struct {
		context  *html.Node
		in, want string
	}{
		{element(atom.Tr), `<td>x.com</td>`, `<td><a href="https://x.com/">x.com</a></td>`},
		{element(atom.Table), `<tr><td>x.com</td></tr>`, `<tbody><tr><td><a href="https://x.com/">x.com</a></td></tr></tbody>`},
		{element(atom.Ul), `<li>x.com`, `<li><a href="https://x.com/">x.com</a></li>`},
		{element(atom.Span), `see x.com`, `see <a href="https://x.com/">x.com</a>`},
		// Contexts whose content is not linked: the input as it is.
		{element(atom.Select), `<option>x.com`, `<option>x.com`},
		{element(atom.Textarea), `x.com</textarea><p>y.com`, `x.com</textarea><p>y.com`},
		{element(atom.Script), `var u = "x.com"`, `var u = "x.com"`},
		{element(atom.Code), `x.com`, `x.com`},
		{element(atom.Template), `x.com`, `x.com`},
		{svg, `<text>x.com</text>`, `<text>x.com</text>`},
		{&html.Node{Type: html.ElementNode, DataAtom: atom.Div, Data: "div", Attr: []html.Attribute{{Key: NoLinkifyAttr}}}, `x.com`, `x.com`},
	} {
		var b strings.Builder
		c := tt.context
		before := [5]*html.Node{c.Parent, c.FirstChild, c.LastChild, c.PrevSibling, c.NextSibling}
		if err := LinkifyFragment(&b, strings.NewReader(tt.in), tt.context); err != nil || b.String() != tt.want {
			t.Errorf("in <%s>: %s\n got %s (%v)\nwant %s", tt.context.Data, tt.in, b.String(), err, tt.want)
		}
		if [5]*html.Node{c.Parent, c.FirstChild, c.LastChild, c.PrevSibling, c.NextSibling} != before {
			t.Errorf("in <%s>: the context changed", tt.context.Data)
		}
	}
	// Inside a skipped ancestor.
	pre, code := element(atom.Pre), element(atom.Span)
	pre.AppendChild(code)
	var b strings.Builder
	if err := LinkifyFragment(&b, strings.NewReader(`x.com`), code); err != nil || b.String() != `x.com` {
		t.Errorf("under <pre>: %s (%v)", b.String(), err)
	}
	if code.FirstChild != nil || pre.FirstChild != code || code.Parent != pre {
		t.Error("the context's tree changed")
	}
	// Contexts x/net/html cannot parse in.
	for _, bad := range []*html.Node{{Type: html.TextNode, Data: "x"}, {Type: html.ElementNode, Data: "div", DataAtom: atom.Span}} {
		b.Reset()
		if err := LinkifyFragment(&b, strings.NewReader(`x.com`), bad); err == nil || b.Len() != 0 {
			t.Errorf("context %+v: err %v, output %q", bad, err, b.String())
		}
	}
}
