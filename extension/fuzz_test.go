package extension

import (
	"bytes"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// FuzzMarkdown: no panic in parsing and rendering, with and without the
// Typographer; every AutoLink the extension makes has an href of an
// allowed scheme, holds no '`' or '<', and stands in no link or image.
func FuzzMarkdown(f *testing.F) {
	for _, s := range []string{
		"詳細はhttps://例え.jp/パス を参照", "*see https://example.com/a*", "**example.com/x**", "`x.com` [example.com](u)",
		"example.com/foo_bar_baz_ and a_b@example.org", "<https://a.b/c> <span>x.com</span>", "foo\\_bar.com &amp; x.com/?a&amp;b",
		"- item example.com\n> quote a@b.com\n\n| t |\n|---|\n| x.com |", "Lorem 普遍适用测试。我爱你\nexample.org/b  \nc",
		"example.com/it's_a_--b... \"x.com/a--\"\ny.com/x---", "*a.com/b--c* 'e.com/''f'",
	} {
		f.Add(s)
	}
	mds := []goldmark.Markdown{goldmark.New(goldmark.WithExtensions(GFM)), goldmark.New(goldmark.WithExtensions(GFM, gext.Typographer))}
	f.Fuzz(func(t *testing.T, src string) {
		for _, md := range mds {
			checkMarkdown(t, md, src)
		}
	})
}

// checkMarkdown checks the invariants of FuzzMarkdown on src.
func checkMarkdown(t *testing.T, md goldmark.Markdown, src string) {
	t.Helper()
	source := []byte(src)
	doc := md.Parser().Parse(text.NewReader(source))
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		l, ok := n.(*ast.AutoLink)
		if !ok || !entering || !IsLinkifyNode(l, source) {
			return ast.WalkContinue, nil
		}
		href, _ := Href(l, source)
		if !(strings.HasPrefix(href, "https://") || strings.HasPrefix(href, "http://") || strings.HasPrefix(href, "mailto:")) {
			t.Fatalf("%q: href %q of %q", src, href, l.Label(source))
		}
		if bytes.ContainsAny(l.Label(source), "`<") {
			t.Fatalf("%q: label %q", src, l.Label(source))
		}
		for p := n.Parent(); p != nil; p = p.Parent() {
			switch p.(type) {
			case *ast.Link, *ast.AutoLink, *ast.Image:
				t.Fatalf("%q: a link inside a %T", src, p)
			}
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := md.Renderer().Render(&out, source, doc); err != nil {
		t.Fatal(err)
	}
}
