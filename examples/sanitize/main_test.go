package main

import (
	"strings"
	"testing"

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
	"see example.com/\u202Eexe.txt and \u202Eevil.com",
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
