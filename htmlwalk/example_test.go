package htmlwalk_test

import (
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
