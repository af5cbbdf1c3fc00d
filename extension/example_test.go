package extension_test

import (
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/golinkify/uts58/extension"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

func Example() {
	md := goldmark.New(goldmark.WithExtensions(extension.GFM)) // instead of goldmark's extension.GFM
	src := "**See example.com/wiki/Rome_(city)** or 詳細はhttps://例え.jp/パス, `not.linked.com`, README.md."
	_ = md.Convert([]byte(src), os.Stdout)
	// Output:
	// <p><strong>See <a href="https://example.com/wiki/Rome_(city)">example.com/wiki/Rome_(city)</a></strong> or 詳細は<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9">https://例え.jp/パス</a>, <code>not.linked.com</code>, README.md.</p>
}

func ExampleNewLinkify() {
	md := goldmark.New(goldmark.WithExtensions(
		extension.NewLinkify(
			extension.WithLinkifyDefaultScheme("http"), // as GitHub links www.example.com
			extension.WithLinkifyEmail(false),
		),
	))
	_ = md.Convert([]byte("www.example.com and mail@example.com"), os.Stdout)
	// Output:
	// <p><a href="http://www.example.com/">www.example.com</a> and mail@example.com</p>
}

// A forum marks links to other sites as user content, and keeps links to
// a blocked host text.
func ExampleWithLinkifyCallback() {
	md := goldmark.New(goldmark.WithExtensions(extension.NewLinkify(
		extension.WithLinkifyCallback(func(a *extension.Anchor) bool {
			host := a.Host()
			if host == "spam.example.net" {
				return false
			}
			if host != "forum.example.org" && !strings.HasSuffix(host, ".forum.example.org") {
				a.AddRel("nofollow", "ugc")
			}
			return true
		}),
	)))
	_ = md.Convert([]byte("See forum.example.org/t/42, golang.org/doc and spam.example.net/buy."), os.Stdout)
	// Output:
	// <p>See <a href="https://forum.example.org/t/42">forum.example.org/t/42</a>, <a href="https://golang.org/doc" rel="nofollow ugc">golang.org/doc</a> and spam.example.net/buy.</p>
}

// Long links are shown shortened, with their host whole; the href stays whole.
func ExampleWithLinkifyMaxText() {
	md := goldmark.New(goldmark.WithExtensions(extension.NewLinkify(
		extension.WithLinkifyMaxText(28),
		extension.WithLinkifyTarget("_blank"),
	)))
	_ = md.Convert([]byte("https://en.wikipedia.org/wiki/Universal_Declaration_of_Human_Rights"), os.Stdout)
	// Output:
	// <p><a href="https://en.wikipedia.org/wiki/Universal_Declaration_of_Human_Rights" target="_blank" rel="noopener noreferrer">en.wikipedia.org/wiki/Unive…</a></p>
}

// A configuration written for goldmark's Linkify keeps its expressions:
// here, of the URLs written with a scheme, only those of the site's hosts
// are linked.
func ExampleWithLinkifyURLRegexp() {
	md := goldmark.New(goldmark.WithExtensions(extension.NewLinkify(
		extension.WithLinkifyURLRegexp(regexp.MustCompile(`https://([a-z0-9-]+\.)*example\.org(/\S*)?`)),
	)))
	_ = md.Convert([]byte("Docs: https://docs.example.org/a, not https://example.net/b."), os.Stdout)
	// Output:
	// <p>Docs: <a href="https://docs.example.org/a">https://docs.example.org/a</a>, not https://example.net/b.</p>
}

// A found link is an ast.Link that carries its href and text: a renderer
// or render hook that reads the node (Hugo's) writes what the extension
// means, and AnchorOf reads it in one call.
func ExampleAnchorOf() {
	src := []byte("See 例え.jp/パス?a=1&amp;b=2 or GitHub.com.")
	doc := goldmark.New(goldmark.WithExtensions(extension.Linkify)).Parser().Parse(text.NewReader(src))
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l, ok := n.(*ast.Link); ok && entering {
			a, _ := extension.AnchorOf(l, src)
			fmt.Printf("%s → %s (Destination %s)\n", a.Text, a.Href, l.Destination)
		}
		return ast.WalkContinue, nil
	})
	// Output:
	// 例え.jp/パス?a=1&b=2 → https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9?a=1&b=2 (Destination https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9?a=1&b=2)
	// GitHub.com → https://github.com/ (Destination https://github.com/)
}
