package htmlwalk

import (
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
)

func TestLinkify(t *testing.T) {
	tests := []struct{ in, want string }{
		// Text in elements, e-mail, several links in one node.
		{`<p>See example.com and a@example.org.</p>`, `<p>See <a href="https://example.com/">example.com</a> and <a href="mailto:a@example.org">a@example.org</a>.</p>`},
		{`<li>x.com/a y.org/b</li>`, `<li><a href="https://x.com/a">x.com/a</a> <a href="https://y.org/b">y.org/b</a></li>`},
		// CJK and IDN.
		{`<p>詳細はhttps://例え.jp/パス を参照</p>`, `<p>詳細は<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9">https://例え.jp/パス</a> を参照</p>`},
		{`<p>Пишите на иван@пример.рф.</p>`, `<p>Пишите на <a href="mailto:%D0%B8%D0%B2%D0%B0%D0%BD@xn--e1afmkfd.xn--p1ai">иван@пример.рф</a>.</p>`},
		// Entities: decoded text, escaped on render.
		{`<p>example.com/?a=1&amp;b=2</p>`, `<p><a href="https://example.com/?a=1&amp;b=2">example.com/?a=1&amp;b=2</a></p>`},
		{`&lt;script&gt;alert(1)&lt;/script&gt; example.com/&quot;&gt;&lt;x`, `&lt;script&gt;alert(1)&lt;/script&gt; <a href="https://example.com/">example.com/</a>&#34;&gt;&lt;x`},
		// Skipped elements, also when the parser reopens or nests them.
		// (Without links, the output is the input as given.)
		{`<a href=#>foo <p>bar.com</p>`, `<a href=#>foo <p>bar.com</p>`},
		{`<p><code>x.com</p> y.com`, `<p><code>x.com</p> y.com`},
		{`<a href=#>foo <p>bar.com</p></a> <b>z.org</b>`, `<a href="#">foo <p>bar.com</p></a> <b><a href="https://z.org/">z.org</a></b>`},
		{`<pre>x.com</pre><kbd>x.com</kbd><samp>x.com</samp><var>x.com</var><button>x.com</button>`, `<pre>x.com</pre><kbd>x.com</kbd><samp>x.com</samp><var>x.com</var><button>x.com</button>`},
		{`<textarea>x.com</textarea><select><option>x.com</option></select><noscript>x.com</noscript>`, `<textarea>x.com</textarea><select><option>x.com</option></select><noscript>x.com</noscript>`},
		{`<script>var u = "x.com"</script><style>a{background:url(x.com)}</style>`, `<script>var u = "x.com"</script><style>a{background:url(x.com)}</style>`},
		{`<template>x.com</template><iframe>x.com</iframe><object>x.com</object>`, `<template>x.com</template><iframe>x.com</iframe><object>x.com</object>`},
		// Foreign content and the opt-out attribute.
		{`<svg><text>x.com</text><foreignObject><p>y.com</p></foreignObject></svg><math><mi>x.com</mi></math>`, `<svg><text>x.com</text><foreignObject><p>y.com</p></foreignObject></svg><math><mi>x.com</mi></math>`},
		{`<div data-nolinkify><p>x.com</p></div><p data-nolinkify="">y.com</p>z.com`, `<div data-nolinkify=""><p>x.com</p></div><p data-nolinkify="">y.com</p><a href="https://z.com/">z.com</a>`},
		// Attributes and comments stay as they are; links never span nodes.
		{`<p title="x.com"><!-- y.com -->exam<b>ple.com</b></p>`, `<p title="x.com"><!-- y.com -->exam<b>ple.com</b></p>`},
		{`<p>https://example.com/a<br>b</p>`, `<p><a href="https://example.com/a">https://example.com/a</a><br/>b</p>`},
		// A word that goes on across inline elements is not cut into a link.
		{`<span>foo</span>bar.com <b>example.com</b>/path <i>x.com</i>, <div>a</div>b.com`, `<span>foo</span>bar.com <b>example.com</b>/path <i><a href="https://x.com/">x.com</a></i>, <div>a</div><a href="https://b.com/">b.com</a>`},
	}
	for _, tt := range tests {
		got, err := LinkifyString(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("%s\n got %s (%v)\nwant %s", tt.in, got, err, tt.want)
		}
		// Idempotent: its own output does not change.
		if again, _ := LinkifyString(got); again != got {
			t.Errorf("not idempotent:\n%s\n%s", got, again)
		}
	}
}

func TestOptions(t *testing.T) {
	const in = `<p>see example.com and a@example.org</p><pre>x.com</pre>`
	tests := []struct {
		opts []Option
		want string
	}{
		{[]Option{WithNofollow(), WithClass("ext")}, `<p>see <a href="https://example.com/" rel="nofollow ugc" class="ext">example.com</a> and <a href="mailto:a@example.org" rel="nofollow ugc" class="ext">a@example.org</a></p><pre>x.com</pre>`},
		{[]Option{WithTargetBlank(), WithNofollow()}, `<p>see <a href="https://example.com/" target="_blank" rel="nofollow ugc noopener noreferrer">example.com</a> and <a href="mailto:a@example.org" target="_blank" rel="nofollow ugc noopener noreferrer">a@example.org</a></p><pre>x.com</pre>`},
		{[]Option{WithoutSkip("pre"), WithDetector(linkify.MustNew(linkify.WithEmail(false)))}, `<p>see <a href="https://example.com/">example.com</a> and a@example.org</p><pre><a href="https://x.com/">x.com</a></pre>`},
		{[]Option{WithSkip("P")}, `<p>see example.com and a@example.org</p><pre>x.com</pre>`},
		// A callback vetoes e-mail links, and one that sets an unsafe href is refused.
		{[]Option{WithCallback(func(a *Anchor) bool { return a.Kind != linkify.Email })}, `<p>see <a href="https://example.com/">example.com</a> and a@example.org</p><pre>x.com</pre>`},
		{[]Option{WithCallback(func(a *Anchor) bool { a.Href = "javascript:alert(1)"; return true })}, `<p>see example.com and a@example.org</p><pre>x.com</pre>`},
		{[]Option{WithCallback(func(a *Anchor) bool { a.SetAttr("data-x", `"><script>`); return true })},
			`<p>see <a href="https://example.com/" data-x="&#34;&gt;&lt;script&gt;">example.com</a> and <a href="mailto:a@example.org" data-x="&#34;&gt;&lt;script&gt;">a@example.org</a></p><pre>x.com</pre>`},
	}
	for _, tt := range tests {
		got, err := LinkifyString(in, tt.opts...)
		if err != nil || got != tt.want {
			t.Errorf("\n got %s (%v)\nwant %s", got, err, tt.want)
		}
	}
}

func TestSecurityDefaults(t *testing.T) {
	// The override inside a refused link is closed before the next link,
	// which is isolated: the document holds bidi formatting.
	in := `<p>аррӏе.com/login аpple.com example.com/a` + "\u202E" + `b` + "\u202C" + ` apple.com</p>`
	want := `<p>аррӏе.com/login аpple.com example.com/a` + "\u202E" + `b` + "\u202C" + ` <a href="https://apple.com/" dir="ltr">apple.com</a></p>`
	if got, _ := LinkifyString(in); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	if got, _ := LinkifyString(`<p>see https://evil.example.com/x and bad@evil.example.org</p>`, WithDefang()); got != `<p>see hxxps://evil[.]example[.]com/x and bad@evil[.]example[.]org</p>` {
		t.Errorf("defang: %s", got)
	}
}

func TestTreeAPI(t *testing.T) {
	if Linkify(nil) == nil {
		t.Error("nil root: no error")
	}
	doc, _ := html.Parse(strings.NewReader(`<p>a <code>in code <b>x.com</b></code></p>`))
	// A root inside a skipped element changes nothing.
	var b *html.Node
	for n := doc; n != nil; n = next(n, doc) {
		if n.Data == "b" {
			b = n
		}
	}
	Linkify(b)
	var out strings.Builder
	html.Render(&out, doc)
	if !strings.Contains(out.String(), "<b>x.com</b>") {
		t.Errorf("linked inside <code>: %s", out.String())
	}
}
