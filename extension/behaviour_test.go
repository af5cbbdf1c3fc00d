package extension

import (
	"fmt"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

func TestBehaviour(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(GFM))
	tests := []struct{ in, want string }{
		// No space needed before a link; CJK text around it.
		{"詳細はhttps://例え.jp/パス を参照", `<p>詳細は<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9">https://例え.jp/パス</a> を参照</p>`},
		{"Lorem 普遍适用测试。我爱你", `<p>Lorem <a href="https://xn--tkvs6ms8gqpywye3ma.xn--6qq986b3xl/">普遍适用测试。我爱你</a></p>`},
		// Delimiters inside a link stay in it.
		{"https://example.com/foo_bar_baz_", `<p><a href="https://example.com/foo_bar_baz_">https://example.com/foo_bar_baz_</a></p>`},
		{"example.com/_x_ and example.com/*y*", `<p><a href="https://example.com/_x_">example.com/_x_</a> and <a href="https://example.com/*y*">example.com/*y*</a></p>`},
		{"see first_last@example.org", `<p>see <a href="mailto:first_last@example.org">first_last@example.org</a></p>`},
		// Markdown wins at a link's edge.
		{"*see https://example.com/a*", `<p><em>see <a href="https://example.com/a">https://example.com/a</a></em></p>`},
		{"**example.com/x**", `<p><strong><a href="https://example.com/x">example.com/x</a></strong></p>`},
		{"**example.com** and _example.org_ and ~~example.net~~", `<p><strong><a href="https://example.com/">example.com</a></strong> and <em><a href="https://example.org/">example.org</a></em> and <del><a href="https://example.net/">example.net</a></del></p>`},
		// Never inside links, images, code, autolinks, raw HTML.
		{"[example.com](https://x.org) ![example.com](x.png)", `<p><a href="https://x.org">example.com</a> <img src="x.png" alt="example.com"></p>`},
		{"`x.com` and `https://example.com/a`", `<p><code>x.com</code> and <code>https://example.com/a</code></p>`},
		{"<https://example.com/a>", `<p><a href="https://example.com/a">https://example.com/a</a></p>`},
		{`<span title="example.com">x</span> example.org/<b>y</b>`, `<p><!-- raw HTML omitted -->x<!-- raw HTML omitted --> <a href="https://example.org/">example.org/</a><!-- raw HTML omitted -->y<!-- raw HTML omitted --></p>`},
		{"[ref]: https://example.com/x\n\n[ref]", `<p><a href="https://example.com/x">ref</a></p>`},
		{"    example.com in code", "<pre><code>example.com in code\n</code></pre>"},
		// Line breaks end a link.
		{"example.com/a\nb", "<p><a href=\"https://example.com/a\">example.com/a</a>\nb</p>"},
		{"example.com/a  \nb", "<p><a href=\"https://example.com/a\">example.com/a</a><br>\nb</p>"},
		{"example.com/a\\\nb", "<p><a href=\"https://example.com/a\">example.com/a</a><br>\nb</p>"},
		// Escapes and entities.
		{`foo\_bar.com and a\@b.com`, `<p>foo_bar.com and a@b.com</p>`},
		{"example.com/?a=1&amp;b=2", `<p><a href="https://example.com/?a=1&amp;b=2">example.com/?a=1&amp;b=2</a></p>`},
		// Sentence punctuation, brackets, headings, lists, tables.
		{"(see example.com/wiki/Rome_(city)).", `<p>(see <a href="https://example.com/wiki/Rome_(city)">example.com/wiki/Rome_(city)</a>).</p>`},
		{"# Docs at example.com", `<h1>Docs at <a href="https://example.com/">example.com</a></h1>`},
		{"- item mail@example.org", "<ul>\n<li>item <a href=\"mailto:mail@example.org\">mail@example.org</a></li>\n</ul>"},
		{"| a |\n|---|\n| example.com/α |", "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td><a href=\"https://example.com/%CE%B1\">example.com/α</a></td>\n</tr>\n</tbody>\n</table>"},
		// Not links.
		{"john..smith@example.com http://john.smith@example.com", "<p>john..smith@example.com http://john.smith@example.com</p>"},
		// A user name that cannot pass for a host: linked, the href without it.
		{"http://user@example.com", `<p><a href="http://example.com/">http://user@example.com</a></p>`},
		// The default safe policy: homographs are not linked.
		{"аррӏе.com and аpple.com/login", "<p>аррӏе.com and аpple.com/login</p>"},
	}
	for _, tt := range tests {
		if got := strings.TrimSpace(render(t, md, tt.in)); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// TestWithTypographer: Hugo turns goldmark's Typographer on by default; it
// must not rewrite apostrophes, quotes or dashes inside links.
func TestWithTypographer(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(GFM, gext.Typographer))
	in := "See https://an.wikipedia.org/wiki/Lista_d'articlos -- and o'brien@example.ie, \"example.com/a--b\"."
	want := `<p>See <a href="https://an.wikipedia.org/wiki/Lista_d'articlos">https://an.wikipedia.org/wiki/Lista_d'articlos</a> &ndash; and <a href="mailto:o'brien@example.ie">o'brien@example.ie</a>, &ldquo;<a href="https://example.com/a--b">example.com/a--b</a>&rdquo;.</p>`
	if got := strings.TrimSpace(render(t, md, in)); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	// What it replaces inside a link (... -- ' at any place, also before
	// an emphasis delimiter or at the end of the block) is put back.
	in = "https://example.com/a...b/c, example.com/it's_a_test_ and\nexample.com/don't--stop_*here* then example.com/x--"
	want = `<p><a href="https://example.com/a...b/c">https://example.com/a...b/c</a>, <a href="https://example.com/it's_a_test_">example.com/it's_a_test_</a> and
<a href="https://example.com/don't--stop_*here*">example.com/don't--stop_*here*</a> then <a href="https://example.com/x--">example.com/x--</a></p>`
	if got := strings.TrimSpace(render(t, md, in)); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	// Its triggers (. ,) split the text of a line even where it changes
	// nothing; links at the end of a line stay whole.
	in = "Read business.timesonline.co.uk/article/0,,9065-2473189,00.html\nand https://ja.wikipedia.org/wiki/東京。"
	want = `<p>Read <a href="https://business.timesonline.co.uk/article/0,,9065-2473189,00.html">business.timesonline.co.uk/article/0,,9065-2473189,00.html</a>
and <a href="https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC">https://ja.wikipedia.org/wiki/東京</a>。</p>`
	if got := strings.TrimSpace(render(t, md, in)); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

func TestOptions(t *testing.T) {
	d := linkify.MustNew(linkify.WithSchemeless(false))
	tests := []struct {
		ext  goldmark.Extender
		in   string
		want string
	}{
		{NewLinkify(WithLinkifyDefaultScheme("http")), "example.com", `<p><a href="http://example.com/">example.com</a></p>`},
		{NewLinkify(WithLinkifyEmail(false)), "a@example.com", `<p>a@example.com</p>`},
		// As in goldmark, the list names URL schemes: e-mail stays linked
		// without "mailto:" (WithLinkifyEmail turns it off).
		{NewLinkify(WithLinkifyAllowedProtocols([]string{"https:"})), "http://a.com https://b.com c@d.com", `<p>http://a.com <a href="https://b.com/">https://b.com</a> <a href="mailto:c@d.com">c@d.com</a></p>`},
		{NewLinkify(WithLinkifyAllowedProtocols([]string{"https:", "mailto:"}), WithLinkifyEmail(false)), "http://a.com c@d.com", `<p>http://a.com c@d.com</p>`},
		{NewLinkify(WithLinkifyDetector(d)), "example.com https://example.org", `<p>example.com <a href="https://example.org/">https://example.org</a></p>`},
		{NewLinkify(WithLinkifyDetector(linkify.MustNew())), "аpple.com", `<p><a href="https://xn--pple-43d.com/">аpple.com</a></p>`},
	}
	for _, tt := range tests {
		md := goldmark.New(goldmark.WithExtensions(tt.ext))
		if got := strings.TrimSpace(render(t, md, tt.in)); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
	// As parser options, the way a config map sets them.
	md := goldmark.New(goldmark.WithExtensions(Linkify), goldmark.WithParserOptions(WithLinkifyDefaultScheme("http")))
	if got := strings.TrimSpace(render(t, md, "example.com")); got != `<p><a href="http://example.com/">example.com</a></p>` {
		t.Errorf("parser option: %s", got)
	}
}

// TestLinkNodes checks the AST: Link nodes whose Destination is the
// detector's href of the decoded text (https&#58;// has a scheme, as the
// reader sees it) and whose child is the source text, at the link's first
// byte; goldmark's own autolinks are not taken for them.
func TestLinkNodes(t *testing.T) {
	src := []byte("see 例え.jp/パス and a@example.org <https://x.org> https&#58;//example.com/x [w](https://w.org)")
	md := goldmark.New(goldmark.WithExtensions(Linkify))
	doc := md.Parser().Parse(text.NewReader(src))
	var got []string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		label := ""
		switch l := n.(type) {
		case *ast.Link:
			label = plainText(l, src)
		case *ast.AutoLink:
			label = string(l.Label(src))
		default:
			return ast.WalkContinue, nil
		}
		href, ok := Href(n, src)
		got = append(got, fmt.Sprint(n.Kind(), " ", n.Pos(), " ", href, " ", ok, " ", label))
		return ast.WalkContinue, nil
	})
	want := []string{
		"Link 4 https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9 true 例え.jp/パス",
		"Link 25 mailto:a@example.org true a@example.org",
		"AutoLink 39  false https://x.org",
		"Link 55 https://example.com/x true https&#58;//example.com/x",
		"Link 81  false w",
	}
	checkLines(t, "links", got, want)
}

// TestEmphasisAroundAddresses: emphasis marks around an e-mail address are
// markup, not part of its local-part.
func TestEmphasisAroundAddresses(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(Linkify))
	for src, want := range map[string]string{
		"**andris@reinman.eu**":      `<p><strong><a href="mailto:andris@reinman.eu">andris@reinman.eu</a></strong></p>`,
		"Write to _me@example.org_.": `<p>Write to <em><a href="mailto:me@example.org">me@example.org</a></em>.</p>`,
		"~~old@example.org~~":        `<p>~~<a href="mailto:old@example.org">old@example.org</a>~~</p>`,
		"john_doe@example.org":       `<p><a href="mailto:john_doe@example.org">john_doe@example.org</a></p>`,
	} {
		if got := strings.TrimSpace(render(t, md, src)); got != want {
			t.Errorf("%s:\n got %s\nwant %s", src, got, want)
		}
	}
}
