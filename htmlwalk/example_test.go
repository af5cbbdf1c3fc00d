package htmlwalk_test

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/golinkify/uts58/htmlwalk"
	"golang.org/x/net/html"
)

func ExampleLinkifyString() {
	out, _ := htmlwalk.LinkifyString(
		`<p>Docs: example.com/wiki/Rome_(city). <code>not.linked.com</code> Mail: a@example.org</p>`,
		htmlwalk.WithNofollow())
	fmt.Println(out)
	// Output:
	// <p>Docs: <a href="https://example.com/wiki/Rome_(city)" rel="nofollow ugc">example.com/wiki/Rome_(city)</a>. <code>not.linked.com</code> Mail: <a href="mailto:a@example.org" rel="nofollow ugc">a@example.org</a></p>
}

// A table row keeps its cells: the fragment is parsed in the context its
// first tag needs.
func ExampleLinkifyString_tableRow() {
	out, _ := htmlwalk.LinkifyString(`<tr><td>Spec</td><td>unicode.org/reports/tr58</td></tr>`)
	fmt.Println(out)
	// Output:
	// <tr><td>Spec</td><td><a href="https://unicode.org/reports/tr58">unicode.org/reports/tr58</a></td></tr>
}

func ExampleLinkify() {
	doc, _ := html.Parse(strings.NewReader(`<ul><li>詳細はhttps://例え.jp/パス</li><li data-nolinkify>x.com</li></ul>`))
	_ = htmlwalk.Linkify(doc, htmlwalk.WithCallback(func(a *htmlwalk.Anchor) bool {
		a.SetAttr("title", a.Text)
		return true
	}))
	_ = html.Render(os.Stdout, doc)
	// Output:
	// <html><head></head><body><ul><li>詳細は<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" title="https://例え.jp/パス">https://例え.jp/パス</a></li><li data-nolinkify="">x.com</li></ul></body></html>
}

// A forum turns a plain-text comment into safe HTML with links.
func ExampleLinkifyText() {
	comment := "Tom & Jerry <3 example.com/cartoons?a=1&b=2\nMail me: tom@example.org"
	out, _ := htmlwalk.LinkifyText(comment, htmlwalk.WithNofollow(), htmlwalk.WithLineBreaks(true))
	fmt.Println(out)
	// Output:
	// Tom &amp; Jerry &lt;3 <a href="https://example.com/cartoons?a=1&amp;b=2" rel="nofollow ugc">example.com/cartoons?a=1&amp;b=2</a><br>
	// Mail me: <a href="mailto:tom@example.org" rel="nofollow ugc">tom@example.org</a>
}

// Links to other sites get rel="nofollow ugc"; links to the site itself
// stay as they are.
func ExampleWithCallback() {
	external := htmlwalk.WithCallback(func(a *htmlwalk.Anchor) bool {
		if host := a.Host(); host != "example.com" && !strings.HasSuffix(host, ".example.com") {
			a.AddRel("nofollow", "ugc")
		}
		return true
	})
	out, _ := htmlwalk.LinkifyString(`<p>See docs.example.com/start and other.org/page.</p>`, external)
	fmt.Println(out)
	// Output:
	// <p>See <a href="https://docs.example.com/start">docs.example.com/start</a> and <a href="https://other.org/page" rel="nofollow ugc">other.org/page</a>.</p>
}

// Long links are shown shortened; the href stays whole, and so does the host.
func ExampleWithMaxText() {
	out, _ := htmlwalk.LinkifyText("https://en.wikipedia.org/wiki/Universal_Declaration_of_Human_Rights", htmlwalk.WithMaxText(32))
	fmt.Println(out)
	// Output:
	// <a href="https://en.wikipedia.org/wiki/Universal_Declaration_of_Human_Rights">en.wikipedia.org/wiki/Universal…</a>
}

// Input the HTML parser refuses comes back unchanged, with an error that
// says so.
func ExampleParseError() {
	deep := strings.Repeat("<div>", 600) + "example.com"
	out, err := htmlwalk.LinkifyString(deep)
	var perr *htmlwalk.ParseError
	fmt.Println(out == deep, errors.As(err, &perr))
	// Output:
	// true true
}

// A fragment whose rendering would not parse back to the tree with links:
// rendered, the anchor would follow <plaintext>, which takes it as text.
func ExampleRenderError() {
	in := `<tbody>http://example.com/<td><plaintext>x`
	out, err := htmlwalk.LinkifyString(in)
	var rerr *htmlwalk.RenderError
	fmt.Println(out == in, errors.As(err, &rerr))
	fmt.Println(err)
	// Output:
	// true true
	// htmlwalk: the HTML with links would not parse back as the linkified tree (in <tbody> > <tr> > <td> > <plaintext>, text "x" parses as text "x<a href=\"http://example.com/\">http://ex"…), so the input is left unchanged
}
