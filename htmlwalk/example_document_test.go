package htmlwalk_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/golinkify/uts58/htmlwalk"
)

// Text in code, pre, links and the like is never linked (DefaultSkip);
// WithSkip adds elements of a site's own, such as a quoted reply.
func ExampleWithSkip() {
	out, _ := htmlwalk.LinkifyString(
		`<p>See example.com</p><blockquote>old.example.org</blockquote><code>x.com</code>`,
		htmlwalk.WithSkip("blockquote"))
	fmt.Println(out)
	// Output:
	// <p>See <a href="https://example.com/">example.com</a></p><blockquote>old.example.org</blockquote><code>x.com</code>
}

// A whole page from a reader to a writer: a file, a response, standard output.
func ExampleLinkifyDocument() {
	page := `<!DOCTYPE html><html lang="ja"><head><title>例え.jp</title></head>
<body><p>詳細はhttps://例え.jp/パス を参照。</p></body></html>`
	if err := htmlwalk.LinkifyDocument(os.Stdout, strings.NewReader(page)); err != nil {
		fmt.Println(err)
	}
	// Output:
	// <!DOCTYPE html><html lang="ja"><head><title>例え.jp</title></head>
	// <body><p>詳細は<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9">https://例え.jp/パス</a> を参照。</p></body></html>
}
