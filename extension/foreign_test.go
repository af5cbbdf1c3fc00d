package extension

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// nodeRenderer renders links from the node alone, through goldmark's API,
// as Hugo's renderer does: registered above the extension's (priority 100),
// for Links (a render hook sees Destination and the rendered text of the
// children; without a hook the href is goldmark's URLEscape of
// Destination) and for AutoLinks (URL, Label, mailto: put before an
// address). It knows nothing of this package.
type nodeRenderer struct{ hook bool }

func (r nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindLink, r.link)
	reg.Register(ast.KindAutoLink, r.autoLink)
}

func (r nodeRenderer) href(dest []byte) string {
	if r.hook { // a template's {{ .Destination }}, escaped in an attribute
		return string(util.EscapeHTML(dest))
	}
	return string(util.EscapeHTML(util.URLEscape(dest, true)))
}

func (r nodeRenderer) link(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if entering {
		fmt.Fprintf(w, `<a href="%s">`, r.href(node.(*ast.Link).Destination))
	} else {
		_, _ = w.WriteString("</a>")
	}
	return ast.WalkContinue, nil
}

func (r nodeRenderer) autoLink(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.AutoLink)
	if entering {
		url := n.URL(source)
		if n.AutoLinkType == ast.AutoLinkEmail && !bytes.HasPrefix(bytes.ToLower(url), []byte("mailto:")) {
			url = append([]byte("mailto:"), url...)
		}
		fmt.Fprintf(w, `<a href="%s">%s</a>`, r.href(url), util.EscapeHTML(n.Label(source)))
	}
	return ast.WalkContinue, nil
}

// TestForeignRenderers: a renderer that reads the node as goldmark's API
// gives it (Hugo's, in render-hook mode and without a hook) and goldmark's
// own renderer write what the extension's renderer writes: the decoded,
// WHATWG-serialized href (host in ASCII, lower case; &amp; is &), the text
// as the reader sees it, shortened or set by a callback.
func TestForeignRenderers(t *testing.T) {
	inputs := []string{
		"詳細はhttps://例え.jp/パス を参照",
		"See GitHub.com and HTTPS://EXAMPLE.COM/A?x=1",
		"example.com/?a=1&amp;b=2&#x26;c=%41 and https://example.org/a&lt;b",
		"# Files.com\n\n### sigs.k8s.io/cluster-api/api",
		"Mail me@example.org or mailto:You@Example.org, or <https://x.org/a>",
		"**Docs: https://example.com/docs/_x_/y** and ftp://ftp.example.org/pub",
		"| a | b |\n| - | - |\n| example.com/t | Пример.рф |",
		"\"quoted\" example.com/it's--here... and [written](https://w.example.org/)",
		"https://example.com/very/long/path/to/somewhere/deep?x=1",
		"old.example.net/a and a.long.name@example.org",
	}
	configs := []struct {
		name string
		opts []LinkifyOption
	}{
		{"default", nil},
		{"shortened", []LinkifyOption{WithLinkifyMaxText(12)}},
		{"callback", []LinkifyOption{WithLinkifyCallback(func(a *Anchor) bool {
			if a.Host() == "old.example.net" {
				a.Href = strings.Replace(a.Href, "old.", "new.", 1)
				a.Text = "new <site>"
			}
			return true
		})}},
	}
	for _, c := range configs {
		exts := goldmark.WithExtensions(NewGFM(c.opts...), gext.Typographer)
		ours := goldmark.New(exts)
		foreign := map[string]goldmark.Markdown{
			"goldmark": goldmark.New(goldmark.WithExtensions(gext.GFM, gext.Typographer)),
			"hook":     goldmark.New(exts, goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{hook: true}, 100)))),
			"default":  goldmark.New(exts, goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))),
		}
		for _, in := range inputs {
			src := []byte(in)
			want := render(t, ours, in)
			for name, md := range foreign {
				// The tree is this extension's; the renderer is another's.
				doc := ours.Parser().Parse(text.NewReader(src))
				var b bytes.Buffer
				if err := md.Renderer().Render(&b, src, doc); err != nil {
					t.Fatal(err)
				}
				if got := b.String(); got != want {
					t.Errorf("%s, %s renderer, %q:\n got %s\nwant %s", c.name, name, in, got, want)
				}
			}
		}
	}
	// goldmark's renderer percent-encodes in an href what it encodes in
	// every link ('|', '[', ']', '{', '}', '^'), which WHATWG's
	// serialization leaves: the same URL.
	src := []byte("https://example.com/a|b[c]?x={y}^")
	var b bytes.Buffer
	if err := goldmark.New().Renderer().Render(&b, src, goldmark.New(goldmark.WithExtensions(Linkify)).Parser().Parse(text.NewReader(src))); err != nil {
		t.Fatal(err)
	}
	if got, want := strings.TrimSpace(b.String()), `<p><a href="https://example.com/a%7Cb%5Bc%5D?x=%7By%7D%5E">https://example.com/a|b[c]?x={y}^</a></p>`; got != want {
		t.Errorf("goldmark's renderer:\n got %s\nwant %s", got, want)
	}
}

// hugoSmoke is a page that uses what Hugo's goldmark setup turns on by
// default: links of every kind, heading IDs (custom, automatic, repeated),
// tables, strikethrough, task lists, the typographer, footnotes and
// definition lists.
const hugoSmoke = `## Links

See https://github.com/gohugoio/hugo/issues/6528 and [the demo](https://demo.example.org/).
A [titled link](https://www.example.com "The title") and <https://foo.example.com/>.
Bare: https://bar.baz/ and https://bar.example.net/, mail <fake@example.com> or <mailto:fake2@example.com>.

## Custom ID {#custom}

## Auto ID

* Autolink: https://gohugo.io/
* Strikethrough: ~~Hi~~ there, and ~~example.com/old~~
* Tricky: www.example.com/a_(b) and x@example.org.

| site | note |
| --- | --- |
| example.org/t | in a table |

- [x] Done[^1]
- [ ] To do: ftp://ftp.example.org/pub

Straight "quotes" and 'single' -- dashes --- and dots... "https://example.com/q"

That's a footnote.[^1]

term
: a definition with example.net/def

## 見出し

## 見出し

[^1]: The footnote, see https://example.com/fn.
`

// TestHugoSmoke renders hugoSmoke as Hugo does (its extensions, heading
// IDs and attributes, unsafe HTML, its link renderer above the others)
// with goldmark's stock Linkify and with this one: the lines that differ
// are those testdata/hugo-smoke-differences.json lists, each with the
// rule that decides it.
func TestHugoSmoke(t *testing.T) {
	hugo := func(linkify goldmark.Extender) goldmark.Markdown {
		return goldmark.New(
			goldmark.WithExtensions(gext.Table, gext.Strikethrough, linkify, gext.TaskList, gext.Typographer, gext.DefinitionList, gext.Footnote),
			goldmark.WithParserOptions(parser.WithAutoHeadingID(), parser.WithAttribute()),
			goldmark.WithRendererOptions(html.WithUnsafe(), renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100))))
	}
	stock := strings.Split(render(t, hugo(gext.Linkify), hugoSmoke), "\n")
	ours := strings.Split(render(t, hugo(Linkify), hugoSmoke), "\n")
	if len(stock) != len(ours) {
		t.Fatalf("%d lines, stock %d:\n%s", len(ours), len(stock), strings.Join(ours, "\n"))
	}
	listed := listedDifferences("hugo-smoke-differences.json")
	got := map[string]gfmDifference{}
	for i := range ours {
		if ours[i] != stock[i] {
			got[stock[i]] = gfmDifference{ours[i], listed[stock[i]].Rule}
			if listed[stock[i]].Rule == "" && !*update {
				t.Errorf("line %d differs with no rule given:\n stock %s\n  ours %s", i, stock[i], ours[i])
			}
		}
	}
	checkFixture(t, "hugo-smoke-differences.json", got)
	t.Logf("%d lines, %d differ by a listed rule", len(ours), len(got))
}
