package extension

import (
	"bytes"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"
)

// expectLinks checks that each marked Markdown source gets the links its
// marks show, with GFM, with the typographer too, and that the HTML,
// raw HTML written as it is, never holds an anchor inside another.
func expectLinks(t *testing.T, tests []string) {
	t.Helper()
	mds := []goldmark.Markdown{
		goldmark.New(goldmark.WithExtensions(GFM)),
		goldmark.New(goldmark.WithExtensions(GFM, gext.Typographer), goldmark.WithRendererOptions(html.WithUnsafe())),
	}
	unmark := strings.NewReplacer(linkify.MarkStart, "", linkify.MarkEnd, "")
	for _, want := range tests {
		src := unmark.Replace(want)
		for _, md := range mds {
			if got := markedLinks(md, src); got != want {
				t.Errorf("\n got: %s\nwant: %s", got, want)
			}
		}
		out := render(t, mds[1], src)
		depth := 0
		for i := 0; i < len(out); i++ {
			switch {
			case strings.HasPrefix(out[i:], "<a ") || strings.HasPrefix(out[i:], "<a>") || strings.HasPrefix(out[i:], "<A "):
				if depth++; depth > 1 {
					t.Errorf("%q: an anchor inside an anchor:\n%s", src, out)
				}
			case strings.HasPrefix(out[i:], "</a>") || strings.HasPrefix(out[i:], "</A>"):
				depth = max(depth-1, 0)
			}
		}
	}
}

// TestRawHTMLSkipped: between raw HTML tags of one block, no link is made
// inside the elements htmlwalk skips (a, code, kbd, samp, var, pre, script,
// style, textarea, …, svg, math), in any case and with attributes, nested,
// across lines, and to the block's end when not closed.
func TestRawHTMLSkipped(t *testing.T) {
	expectLinks(t, []string{
		`See <a href="https://x.org">example.com</a> and ⸠example.org⸡`,
		`<kbd>example.org/k</kbd> stays as written, ⸠example.net/k⸡ not`,
		`x <KBD class="keys">example.org/a_b_c</Kbd> and <code>a.com/x*y*</CODE> ⸠b.com⸡`,
		`<samp>x.com</samp> <var>y.com</var> <pre>z.com</pre> <script>s.com</script> <style>t.com</style> <textarea>u.com</textarea> ⸠v.com⸡`,
		`<button>d.com</button> <select><option>e.com</option></select> <title>f.com</title> <svg><text>g.com</text></svg> <math>h.com</math> ⸠i.com⸡`,
		`x <!-- y --> a <!-- example.com\nexample.net --> ⸠example.org⸡`,
		"x <a\nhref=\"https://x.org\" title=\"x\">example.com/a_b</a> ⸠example.org⸡ <code\nclass=\"x\">a.com\nb.com</code> ⸠c.com⸡",
		"x <kbd>example.org/k\nand example.net</kbd> then ⸠example.com⸡",
		"> quoted <kbd>example.com\n> example.org</kbd> ⸠example.net⸡",
		`x <kbd> a <kbd> b </kbd> example.com </kbd> ⸠example.org⸡`,
		`x <a href="#">one example.com/a_b_c *two example.org/x* three</a> ⸠example.net/y_z⸡`,
		`*x <kbd>example.com/a_b*</kbd> ⸠example.org⸡`,
		`x <kbd/>example.com</kbd> ⸠example.org⸡`,
		"x <kbd>never closed example.com **me@example.org**\n\nnext block ⸠example.com⸡",
		`x </kbd> ⸠example.com⸡ (a closing tag alone)`,
		`<span>⸠example.com⸡</span> and <b>⸠example.org/a_b⸡</b> and <em title="x.com">⸠例え.jp⸡</em>`,
		"`<code>` ⸠example.com⸡ and \\<kbd> ⸠example.org⸡",
		`[<kbd>](https://x.org) ⸠example.com⸡`,
		`<a href="https://ja.example.org/">詳細はexample.jp/パス</a>、⸠https://例え.jp/⸡`,
		`<kbd>Ctrl</kbd>+<kbd>C</kbd> ⸠example.com/copy⸡ <kbd>me@example.org</kbd>`,
		// The attribute that keeps an element's content unlinked, as in htmlwalk.
		`<span data-nolinkify>example.com/a_b</span> ⸠example.org⸡ <SPAN class=x DATA-NOLINKIFY="">a.com</SPAN> ⸠b.com⸡`,
		"x <span\ndata-nolinkify\nclass=k>a.com <span>b</span> c.com</span> ⸠d.com⸡ <div data-nolinkify=1>e.com</div> ⸠f.com⸡",
		`<span title="data-nolinkify">⸠a.com⸡</span> <span title=data-nolinkify>⸠b.com⸡</span> <span data-nolinkify-x>⸠c.com⸡</span>`,
		`x <br data-nolinkify> ⸠example.com⸡ <img data-nolinkify src=x.png> ⸠example.org⸡ <a href=x/ data-nolinkify>y</a> ⸠z.com⸡`,
	})
}

// TestEmphasisClosesBeforePunctuation: a delimiter run at a link's end that
// closes emphasis ends the link, and what stands before it ends it as at
// the end of text: final punctuation and quotes stay out. Delimiters that
// close nothing stay in the link.
func TestEmphasisClosesBeforePunctuation(t *testing.T) {
	expectLinks(t, []string{
		`**Docs: ⸠https://example.com/docs⸡.**`,
		`**"⸠https://example.com/docs⸡"**`,
		`*see ⸠https://example.com/docs⸡!* _and ⸠https://example.com/x⸡?_ ~~⸠https://example.com/y⸡,~~ **⸠https://example.com/z⸡:**`,
		`__⸠https://example.com/q⸡'__ and **'⸠https://example.com/r⸡'** and *"⸠example.com/s⸡".*`,
		`_**⸠https://x.org/a⸡.**_ and ***⸠https://example.com/docs⸡.***`,
		`**⸠me@example.com⸡.** and *⸠example.com/docs⸡?* and _⸠example.com⸡_`,
		`**⸠https://example.com/docs&amp;⸡** and **⸠https://example.com/docs⸡&quot;**`,
		`*⸠https://example.com/a_b⸡.* and _⸠https://example.com/a_b_c⸡_ and ⸠https://example.com/a_b_c⸡`,
		// The first run in the link that closes emphasis ends it, as
		// goldmark pairs it without links: *x* is emphasis.
		`~⸠https://example.com/y⸡.~ and *⸠https://example.com/a⸡*b*`,
		`**Lien : ⸠https://example.fr/docs⸡ !** et _« ⸠https://example.fr/x⸡ »_ et **「⸠https://例え.jp/パス⸡」**`,
		`**مستندات: ⸠https://example.com/مستند⸡.**`,
		`**⸠https://example.com/docs⸡**. and "**⸠https://example.com/docs⸡**"`,
		// Openers that goldmark pairs before the link are closed: a run at
		// its end closes only what is left open.
		`~a~ ⸠https://example.com/b~⸡ and *a* ⸠https://example.com/c*⸡ but **a* ⸠https://example.com/d⸡* and ***a** ⸠https://example.com/e⸡*`,
		`_a_ _⸠https://example.com/f⸡_ and *a **b* ⸠https://example.com/g⸡**`,
		// Delimiters that close nothing, or cannot close, stay in the link.
		`⸠https://example.com/**bold**⸡ text, ⸠https://example.com/a*⸡ b*, snake_case_⸠https://example.com/a_⸡ no`,
		`x **a ⸠https://example.com/a_b_⸡** y`,
	})
}

// TestMarkdownLinkAfterURL: a link, image or reference written in Markdown
// right after a URL is not taken into it: the URL ends where it starts, as
// at the end of text. Brackets that make no link stay in the URL.
func TestMarkdownLinkAfterURL(t *testing.T) {
	expectLinks(t, []string{
		`⸠https://example.com/a⸡[docs](https://example.org/)`,
		`⸠https://example.com/a⸡![x](i.png)`,
		"⸠https://example.com/report⸡[1]\n\n[1]: https://example.org/ref",
		"⸠https://example.com/a⸡[docs][ref] and ⸠https://example.com/b⸡[ref][] and ⸠https://example.com/c⸡[Ref]\n\n[ref]: https://example.org/",
		`⸠https://example.com/a⸡,[docs](https://example.org/) and ⸠https://example.com/a⸡.![x](i.png)`,
		`⸠https://example.com/a_b⸡[docs](https://example.org/) and ⸠https://example.com/a_b⸡![x](i.png) and *⸠https://example.com/c⸡*d*[x](y)`,
		`**⸠https://example.com/docs⸡.**[x](y) and ⸠example.com/a⸡[docs](https://example.org/) and ⸠me@example.com⸡[x](y)`,
		`⸠https://例え.jp/パス⸡[リンク](https://example.org/) and ⸠https://example.com/a⸡"[x](y)`,
		// Also where the label runs on past the URL's end (a space, a line
		// end), after a '_', '*' or '~' in the URL.
		"x ⸠example.com/a_b⸡![ ](i.png) ⸠https://example.com/a*b⸡[see the docs](https://example.org/) ⸠https://example.com/a~b⸡![alt text](i.png)",
		"⸠https://example.com/a_b⸡[see\nthe docs](https://example.org/) and ⸠https://example.com/c_d⸡[two words][ref]\n\n[ref]: https://example.org/",
		"*x ⸠https://example.com/a⸡*![ ](i.png) and **⸠https://example.com/b⸡.**[a b](c)",
		// cmark-gfm's extensions.txt: no link inside a link or an image.
		`[a link](http://www.google.com/)stuff? ![http://inline.com/image](http://inline.com/image)`,
		// Brackets that are no link stay.
		`⸠https://example.com/wiki/A_[b]⸡ and ⸠https://example.com/a[docs]⸡ and ⸠https://example.com/c_d[x]⸡`,
	})
}

// TestSpecialUseHostsInDocuments: the extension's default DocumentPolicy
// links local development hosts written with a scheme.
func TestSpecialUseHostsInDocuments(t *testing.T) {
	expectLinks(t, []string{
		"Run `hugo server` and open ⸠http://localhost:1313/⸡.",
		"Traefik: ⸠http://whoami.docker.localhost/⸡, **⸠https://myapp.test/admin⸡**, ⸠http://nas.local:5000/⸡",
		"localhost:1313 and myapp.test and me@myapp.test stay text",
	})
	forum := goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyPolicy(linkify.ForumPolicy()))))
	if out := render(t, forum, "open http://localhost:1313/"); bytes.Contains([]byte(out), []byte("<a")) {
		t.Errorf("ForumPolicy links a local host: %s", out)
	}
}

// TestMarkdownLinkAfterURLCallback: callbacks see a link cut before a
// Markdown link once, as it is made, also where a typographer replaced
// something inside it.
func TestMarkdownLinkAfterURLCallback(t *testing.T) {
	var seen []string
	md := goldmark.New(goldmark.WithExtensions(gext.Typographer, NewGFM(WithLinkifyCallback(func(a *Anchor) bool {
		seen = append(seen, a.Text)
		return true
	}))))
	// The strong emphasis closes inside the link's text (a**b), which the
	// policy's TrimWrappers leaves whole, not at its end.
	out := render(t, md, `https://example.com/it's--here[docs](https://example.org/) **https://example.com/a**b`)
	want := `<p><a href="https://example.com/it's--here">https://example.com/it's--here</a><a href="https://example.org/">docs</a> <strong><a href="https://example.com/a">https://example.com/a</a></strong>b</p>`
	if strings.TrimSpace(out) != want {
		t.Errorf("\n got %s\nwant %s", out, want)
	}
	// A link that holds a delimiter is shown when the parser reaches it,
	// before those split out of text when the block closes.
	if !slices.Equal(seen, []string{"https://example.com/a", "https://example.com/it's--here"}) {
		t.Errorf("callbacks saw %q", seen)
	}
}

// TestMarkdownLinksKept: on random text of URLs, delimiters, brackets and
// raw HTML, the extension takes no link or image written in Markdown into
// a link (as many are made as without it), and makes no link inside one.
func TestMarkdownLinksKept(t *testing.T) {
	pieces := []string{"https://x.org/a", "example.com/", "b", "_", "*", "~~", "[", "]", "(", ")", "(u)", "!", " ", ".", "\"",
		"[1]", "[r]", "[]", "<kbd>", "</kbd>", "<a href=u>", "</a>", "`", "\n", "&amp;", "\\"}
	md := goldmark.New(goldmark.WithExtensions(GFM))
	plain := goldmark.New(goldmark.WithExtensions(gext.Table, gext.Strikethrough, gext.TaskList))
	r := rand.New(rand.NewPCG(21, 7))
	for range 20000 {
		var b strings.Builder
		for range 1 + r.IntN(14) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		b.WriteString("\n\n[1]: https://example.org/one\n[r]: https://example.org/r\n")
		src := b.String()
		if got, want := markdownLinks(md, src), markdownLinks(plain, src); got != want {
			t.Fatalf("%q: %d links and images written in Markdown, %d without the extension", src, got, want)
		}
		checkMarkdown(t, md, src)
	}
}

// edgeSeeds are FuzzMarkdownLinksKept's seeds.
var edgeSeeds = []string{
	"See <a href=\"https://x.org\">example.com</a> <kbd>a.com/b_c</kbd> <!-- c.com --> d.com", "x <code\nclass=k>a.com\nb.com</CODE> c.com",
	"**Docs: https://example.com/docs.** _\"https://x.org/a_b\"_ ~~x.com/y!~~", "x* https://example.com/a.* *b x.org/c_*",
	"https://example.com/a[docs](https://example.org/) x.com/a_b![i](j.png) y.com/r[1]\n\n[1]: https://x.org", "https://e.com/wiki/A_[b] x.com/a,[c][]",
	"<span data-nolinkify title='a>b'>x.com</span> y.com <br data-nolinkify> z.com",
}

// FuzzMarkdownLinksKept: no link or image written in Markdown is taken
// into a link (as many are made as without the extension), on Markdown of
// raw HTML, closing delimiters and links right after URLs; and every link
// keeps the invariants of checkMarkdown.
func FuzzMarkdownLinksKept(f *testing.F) {
	for _, s := range edgeSeeds {
		f.Add(s)
	}
	md := goldmark.New(goldmark.WithExtensions(GFM))
	plain := goldmark.New(goldmark.WithExtensions(gext.Table, gext.Strikethrough, gext.TaskList))
	f.Fuzz(func(t *testing.T, src string) {
		if got, want := markdownLinks(md, src), markdownLinks(plain, src); got != want {
			t.Fatalf("%q: %d links and images written in Markdown, %d without the extension", src, got, want)
		}
		checkMarkdown(t, md, src)
	})
}

// BenchmarkLongParagraphEdges converts one paragraph of n units, at three
// sizes: the time per byte stays flat. The units hold links that end in a
// delimiter run after delimiters that open nothing or after one opener,
// raw HTML, and Markdown links right after URLs.
func BenchmarkLongParagraphEdges(b *testing.B) {
	md := goldmark.New(goldmark.WithExtensions(GFM))
	for i, unit := range []string{"x* https://example.com/a.* ", "*a https://x.org/b.* x* ", "<kbd>x</kbd> example.com/a_b ",
		"https://example.com/a_b[c](d) "} {
		for _, n := range []int{1000, 4000, 16000} {
			src := []byte(strings.Repeat(unit, n))
			b.Run(strconv.Itoa(i)+"/"+strconv.Itoa(n), func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				for b.Loop() {
					md.Convert(src, io.Discard)
				}
			})
		}
	}
}
