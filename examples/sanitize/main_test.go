package main

import (
	"strings"
	"testing"

	"github.com/golinkify/uts58/htmlwalk"
	"golang.org/x/net/html"
)

// hostile are XSS filter-evasion inputs (in the style of the OWASP cheat
// sheet), each with text that gets linked.
var hostile = []string{
	`<script>alert(1)</script> example.com`,
	`<IMG SRC="javascript:alert('XSS');"> example.com`,
	`<img src=x onerror=alert(1)> mail a@example.org`,
	`<a href="javascript:alert(1)">example.com</a> x.com`,
	`<a href="jav&#x09;ascript:alert(1)">click</a> x.com`,
	`<svg/onload=alert(1)> x.com`,
	`<body onload=alert(1)>x.com`,
	`<iframe src="javascript:alert(1)"></iframe> x.com`,
	`<div style="background:url(javascript:alert(1))">x.com</div>`,
	`<<SCRIPT>alert("XSS");//<</SCRIPT> x.com`,
	`<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a> y.com`,
	`&lt;script&gt;alert(1)&lt;/script&gt; example.com/&quot;onmouseover=&quot;alert(1)`,
	`<p title="x.com" onmouseover="alert(1)">see example.com/a?b="><script>alert(1)</script></p>`,
	`<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></table></mtext></math> x.com`,
	`<noscript><p title="</noscript><img src=x onerror=alert(1)>">x.com`,
	`<form><button formaction=javascript:alert(1)>x.com</button></form>`,
	`https://example.com/"onmouseover="alert(1) and http://[::1]/<script>`,
	// Right-to-left overrides: no link holds one or stands where one
	// reaches in its line; on the next line the link is isolated (dir).
	"see example.com/\u202Eexe.txt and \u202Eevil.com\nthen example.org",
}

func TestHostileInputs(t *testing.T) {
	for _, in := range hostile {
		out, err := Clean(in)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := html.Parse(strings.NewReader(out))
		if err != nil {
			t.Fatal(err)
		}
		for n := doc; n != nil; n = walk(n) {
			if n.Type != html.ElementNode {
				continue
			}
			if n.Data == "script" || n.Data == "iframe" || n.Data == "style" || n.Data == "svg" {
				t.Errorf("%q: <%s> in %s", in, n.Data, out)
			}
			for _, a := range n.Attr {
				k := strings.ToLower(a.Key)
				if strings.HasPrefix(k, "on") || k == "style" || k == "formaction" {
					t.Errorf("%q: attribute %s in %s", in, a.Key, out)
				}
				if (k == "href" || k == "src") && !allowedURL(a.Val) {
					t.Errorf("%q: %s=%q in %s", in, a.Key, a.Val, out)
				}
			}
		}
		if !strings.Contains(out, `rel="nofollow`) {
			t.Errorf("%q: no link made: %s", in, out)
		}
	}
}

// allowedURL reports whether a URL is relative or of scheme http, https or mailto.
func allowedURL(v string) bool {
	v = strings.TrimSpace(strings.ToLower(v))
	i := strings.IndexAny(v, ":/?#")
	if i < 0 || v[i] != ':' {
		return true // relative
	}
	switch v[:i] {
	case "http", "https", "mailto":
		return true
	}
	return false
}

// walk returns the node after n in document order.
func walk(n *html.Node) *html.Node {
	if n.FirstChild != nil {
		return n.FirstChild
	}
	for ; n != nil; n = n.Parent {
		if n.NextSibling != nil {
			return n.NextSibling
		}
	}
	return nil
}

func TestClean(t *testing.T) {
	tests := []struct{ in, want string }{
		{`<p onclick="x()">see example.com &amp; <code>x.com</code></p><script>alert(1)</script>`,
			`<p>see <a href="https://example.com/" rel="nofollow ugc">example.com</a> &amp; <code>x.com</code></p>`},
		{`<p>a <a href="https://x.org/" rel="author">x.org</a> b https://example.com/?a=1&amp;b=2</p>`,
			`<p>a <a href="https://x.org/" rel="nofollow">x.org</a> b <a href="https://example.com/?a=1&amp;b=2" rel="nofollow ugc">https://example.com/?a=1&amp;b=2</a></p>`},
		{`<blockquote>詳細はhttps://例え.jp/パス<br>иван@пример.рф</blockquote>`,
			`<blockquote>詳細は<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" rel="nofollow ugc">https://例え.jp/パス</a><br/><a href="mailto:%D0%B8%D0%B2%D0%B0%D0%BD@xn--e1afmkfd.xn--p1ai" rel="nofollow ugc">иван@пример.рф</a></blockquote>`},
	}
	for _, tt := range tests {
		if got, err := Clean(tt.in); err != nil || got != tt.want {
			t.Errorf("Clean(%q):\n got %s (%v)\nwant %s", tt.in, got, err, tt.want)
		}
	}
}

// TestDeep: HTML nested deeper than the HTML parser accepts keeps its
// sanitized content, without links, and the error says why.
func TestDeep(t *testing.T) {
	in := strings.Repeat("<div>", 600) + "see example.com <script>x</script>" + strings.Repeat("</div>", 600)
	out, err := Clean(in)
	if want := policy.Sanitize(in); err == nil || out != want || strings.Contains(out, "<script") || !strings.Contains(out, "see example.com") {
		t.Errorf("600 nested divs: error %v, output unchanged from the sanitizer's: %v", err, out == want)
	}
}

// TestOrder shows why the sanitizer runs first: run after htmlwalk, it
// strips the attributes of the links htmlwalk made.
func TestOrder(t *testing.T) {
	const in = `<p>see example.com</p>`
	linkedFirst, _ := htmlwalk.LinkifyString(in, htmlwalk.WithNofollow(), htmlwalk.WithTargetBlank())
	if got := policy.Sanitize(linkedFirst); got != `<p>see <a href="https://example.com/" rel="nofollow">example.com</a></p>` {
		t.Errorf("htmlwalk, then bluemonday: %s", got)
	}
	got, _ := htmlwalk.LinkifyString(policy.Sanitize(in), htmlwalk.WithNofollow(), htmlwalk.WithTargetBlank())
	if got != `<p>see <a href="https://example.com/" target="_blank" rel="nofollow ugc noopener noreferrer">example.com</a></p>` {
		t.Errorf("bluemonday, then htmlwalk: %s", got)
	}
}
