package extension

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
)

// stockDetector links the schemes the extension links by default.
var stockDetector = linkify.MustNew(linkify.WithSchemes(stockSchemes...))

// hookRenderer renders links from the node alone, as Hugo's render hooks
// do (nodeRenderer), with goldmark's GFM renderers for the rest.
var hookRenderer = goldmark.New(goldmark.WithExtensions(gext.GFM),
	goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{hook: true}, 100))))

// FuzzMarkdown: no panic in parsing and rendering, with and without the
// Typographer; every link the extension makes keeps the invariants of
// checkMarkdown.
func FuzzMarkdown(f *testing.F) {
	for _, s := range []string{
		"詳細はhttps://例え.jp/パス を参照", "*see https://example.com/a*", "**example.com/x**", "`x.com` [example.com](u)",
		"example.com/foo_bar_baz_ and a_b@example.org", "<https://a.b/c> <span>x.com</span>", "foo\\_bar.com &amp; x.com/?a&amp;b",
		"- item example.com\n> quote a@b.com\n\n| t |\n|---|\n| x.com |", "Lorem 普遍适用测试。我爱你\nexample.org/b  \nc",
		"example.com/it's_a_--b... \"x.com/a--\"\ny.com/x---", "*a.com/b--c* 'e.com/''f'",
		"get ftp://ftp.example.org/pub/a.tgz or FTP://Mirror.example.net, not ftp:A or ftp:x/y",
		"# Files.com\n## a *example.com/x_y_z* b &amp; c.org\nSetext me@example.org\n---",
	} {
		f.Add(s)
	}
	mds := []goldmark.Markdown{goldmark.New(goldmark.WithExtensions(GFM)), goldmark.New(goldmark.WithExtensions(GFM, gext.Typographer))}
	// Heading IDs, goldmark's and a plain-text walk's, are those without
	// links; the walk's, but for the delimiters a link keeps as its text
	// (# example.com/_a_ links example.com/_a_, where it was emphasis).
	ids := goldmark.WithParserOptions(parser.WithAutoHeadingID())
	headed, plain := goldmark.New(ids, goldmark.WithExtensions(GFM)), goldmark.New(ids, goldmark.WithExtensions(gext.Table, gext.Strikethrough, gext.TaskList))
	f.Fuzz(func(t *testing.T, src string) {
		for _, md := range mds {
			checkMarkdown(t, md, src)
		}
		got, want := headingIDs(headed, []byte(src)), headingIDs(plain, []byte(src))
		for i := range min(len(got), len(want)) {
			got[i].walk, want[i].walk = noDelimiters.Replace(got[i].walk), noDelimiters.Replace(want[i].walk)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%q: heading IDs %+v, without links %+v", src, got, want)
		}
	})
}

var noDelimiters = strings.NewReplacer("*", "", "_", "", "~", "")

// FuzzMarkdownReferences is FuzzMarkdown on Markdown with character
// references: links are found in the decoded text, and what is linked is
// what the reader sees.
func FuzzMarkdownReferences(f *testing.F) {
	for _, s := range []string{
		"https://attacker.com/x&#32;https://bank.com/login", "see https://example.com/a&#8238;b", "example.com/a&nbsp;b&#x200B;c",
		"(see example.com/x&#x29;. example.com/wiki/Rome_&lpar;city&rpar;", "example.com/?a=1&amp;b=2&#38;c", "&lt;example.org&gt; &#x77;ww.example.net",
		"mail&commat;example.org x&period;com", "example.com/&#x0000041; &#38;amp; \\&amp; `&amp;`", "example.com/a&NotEqualTilde;b&ThickSpace;c",
		"**example.com/&#42;x&#42;** _a&#95;b.com_", "例え&#x3002;jp/パス 例え&#12290;jp", "[x](https://a.com/&amp;) example.com&#x2F;a",
		"&#x202D;a&#x202C; example.com &#8238 x.com", "<span title=\"&#8237\">a</span> `&#8238;` example.com <bdo>",
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

// checkMarkdown checks on src, with md (the default options), that every
// link the extension makes stands in no link or image, holds no '`' or
// '<' in its source; that its text is what the reader sees of its source
// (what goldmark's writer shows, character references decoded) and is
// rendered so; that its href is of an allowed scheme, and that it holds no
// bidi control (refused by the default policy); and that a renderer that
// reads the node alone (a Hugo render hook) writes the same HTML.
func checkMarkdown(t *testing.T, md goldmark.Markdown, src string) {
	t.Helper()
	source := []byte(src)
	links, doc := linkNodes(md, source)
	var anchors []linkify.Anchor
	for _, l := range links {
		if !IsLinkifyNode(l, source) {
			continue
		}
		sp := spanOf(l, source)
		label := source[sp.Start:sp.End]
		a, _ := AnchorOf(l, source)
		anchors = append(anchors, a)
		if !stockDetector.AllowedHref(a.Href) || !(strings.HasPrefix(a.Href, "https://") || strings.HasPrefix(a.Href, "http://") ||
			strings.HasPrefix(a.Href, "ftp://") || strings.HasPrefix(a.Href, "mailto:")) {
			t.Fatalf("%q: href %q of %q", src, a.Href, label)
		}
		if bytes.ContainsAny(label, "`<") {
			t.Fatalf("%q: label %q", src, label)
		}
		if want := writerText(label); a.Text != want {
			t.Fatalf("%q: link text %q, the reader sees %q", src, a.Text, want)
		}
		if strings.ContainsAny(a.Text, "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069") {
			t.Fatalf("%q: a bidi control in the link %q", src, a.Text)
		}
		for p := l.Parent(); p != nil; p = p.Parent() {
			switch p.(type) {
			case *ast.Link, *ast.AutoLink, *ast.Image:
				t.Fatalf("%q: a link inside a %T", src, p)
			}
		}
	}
	var out bytes.Buffer
	if err := md.Renderer().Render(&out, source, doc); err != nil {
		t.Fatal(err)
	}
	var hooked bytes.Buffer
	if err := hookRenderer.Renderer().Render(&hooked, source, doc); err != nil {
		t.Fatal(err)
	}
	isolated := checkIsolation(t, src, doc, anchors)
	for i, html := range []string{out.String(), hooked.String()} {
		dir := ""
		if isolated && i == 0 { // render hooks write no attributes
			dir = ` dir="ltr"`
		}
		for _, a := range anchors {
			want := `<a href="` + string(util.EscapeHTML([]byte(a.Href))) + `"` + dir + `>` + string(util.EscapeHTML([]byte(a.Text))) + `</a>`
			i := strings.Index(html, want)
			if i < 0 {
				t.Fatalf("%q: %s not in the output:\n%s", src, want, html)
			}
			html = html[i+len(want):]
		}
	}
}

// unsafeRenderer writes raw HTML as it stands, as a browser gets it.
var unsafeRenderer = goldmark.New(goldmark.WithExtensions(GFM), goldmark.WithRendererOptions(html.WithUnsafe()))

// checkIsolation checks that the links of doc, parsed from src, are
// isolated (dir="ltr") all or none, and only where the document holds
// bidi formatting: an initiator written raw, or as a character reference
// that goldmark decodes (with its ';'), or bidi formatting in the HTML
// written with raw HTML as it stands (where HTML reads references without
// ';', <bdo> and CSS overrides); and that an initiator in that HTML
// isolates them. It reports whether they are isolated.
func checkIsolation(t *testing.T, src string, doc ast.Node, links []linkify.Anchor) bool {
	t.Helper()
	isolated := 0
	for _, a := range links {
		if slices.Contains(a.Attr, linkify.Attribute{Key: "dir", Val: "ltr"}) {
			isolated++
		}
	}
	if isolated > 0 && isolated < len(links) {
		t.Fatalf("%q: %d of %d links isolated", src, isolated, len(links))
	}
	if len(links) == 0 || !anchors.HoldsBidiFormatting(src) && !anchors.CSSOverrides(src) {
		if isolated > 0 {
			t.Fatalf("%q: links isolated in a document without bidi formatting", src)
		}
		return false
	}
	var out bytes.Buffer
	if err := unsafeRenderer.Renderer().Render(&out, []byte(src), doc); err != nil {
		t.Fatal(err)
	}
	written := strings.ReplaceAll(out.String(), ` dir="ltr"`, "")
	decoded := string(util.ResolveEntityNames(util.ResolveNumericReferences([]byte(src))))
	formatted := anchors.HoldsInitiator(src) || anchors.HoldsInitiator(decoded) ||
		anchors.HoldsBidiFormatting(written) || anchors.CSSOverrides(written)
	switch {
	case isolated > 0 && !formatted:
		t.Fatalf("%q: links isolated without bidi formatting:\n%s", src, out.String())
	case isolated == 0 && anchors.HoldsInitiator(written):
		t.Fatalf("%q: links not isolated:\n%s", src, out.String())
	}
	return isolated > 0
}
