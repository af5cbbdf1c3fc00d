package extension

import (
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/bidicheck"
	"github.com/yuin/goldmark"
	gmhtml "github.com/yuin/goldmark/renderer/html"
)

// TestScriptsEndToEnd: the classes of issue 22 through Markdown, where the
// front end matters: emoji before an address, bidi marks decoded from
// references, right-to-left overrides on another line of a paragraph or
// in a reference (isolated with dir), fullwidth at signs, national TLDs,
// Thai text, addresses next to symbols.
func TestScriptsEndToEnd(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(GFM))
	tests := []struct{ in, want string }{
		// Emoji sequences are no part of an address or a host.
		{"✉️me@example.com", `<p>✉️<a href="mailto:me@example.com">me@example.com</a></p>`},
		{"**✉️me@example.com**", `<p><strong>✉️<a href="mailto:me@example.com">me@example.com</a></strong></p>`},
		{"1️⃣example.com 2️⃣example.org", `<p>1️⃣<a href="https://example.com/">example.com</a> 2️⃣<a href="https://example.org/">example.org</a></p>`},
		{"❤️пример.рф/путь", `<p>❤️<a href="https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C">пример.рф/путь</a></p>`},
		// Bidi marks at a link's edge end it, raw or as references.
		{"راجع https://example.com/docs\u200F للمزيد", `<p>راجع <a href="https://example.com/docs">https://example.com/docs</a>` + "\u200F" + ` للمزيد</p>`},
		{"ראו https://example.co.il/a&rlm; עוד", `<p>ראו <a href="https://example.co.il/a">https://example.co.il/a</a>` + "\u200F" + ` עוד</p>`},
		{"\u2066https://example.com/a\u2069", "<p>\u2066" + `<a href="https://example.com/a" dir="ltr">https://example.com/a</a>` + "\u2069</p>"},
		// An override: refused on its line, isolated on the next.
		{"\u202Ehttps://attacker.net/moc.elgoog.www//:sptth", "<p>\u202Ehttps://attacker.net/moc.elgoog.www//:sptth</p>"},
		{"&#x202E; moc.elgoog@attacker.net", "<p>\u202E moc.elgoog@attacker.net</p>"},
		{"x &#8238;\nmoc.elgoog@attacker.net", "<p>x \u202E\n" + `<a href="mailto:moc.elgoog@attacker.net" dir="ltr">moc.elgoog@attacker.net</a></p>`},
		// The only link claimed at a trigger inside it ('_') is isolated too.
		{"x &#8238;\nhttps://x.example.com/a_b_c", "<p>x \u202E\n" + `<a href="https://x.example.com/a_b_c" dir="ltr">https://x.example.com/a_b_c</a></p>`},
		{"- \u202Ex\n  https://x.example.com/a", "<ul>\n<li>\u202Ex\n" + `<a href="https://x.example.com/a" dir="ltr">https://x.example.com/a</a></li>` + "\n</ul>"},
		// Fullwidth at signs leave no domain linked alone.
		{"お問い合わせ：info＠example.co.jp まで", "<p>お問い合わせ：info＠example.co.jp まで</p>"},
		// National TLDs, Thai text, addresses next to symbols.
		{"пример.рус/статья и сайт.укр", `<p><a href="https://xn--e1afmkfd.xn--p1acf/%D1%81%D1%82%D0%B0%D1%82%D1%8C%D1%8F">пример.рус/статья</a> и <a href="https://xn--80aswg.xn--j1amh/">сайт.укр</a></p>`},
		{"ดูที่www.example.co.th", `<p>ดูที่<a href="https://www.example.co.th/">www.example.co.th</a></p>`},
		{"me@example.com|you@example.org", `<p><a href="mailto:me@example.com">me@example.com</a>|<a href="mailto:you@example.org">you@example.org</a></p>`},
		// Hosts with symbols after a scheme: refused by the preset, whole.
		{"http://🍄.ga/ and http://✪df.ws/123", "<p>http://🍄.ga/ and http://✪df.ws/123</p>"},
		// IPv4 as a browser would not show it.
		{"http://0x7f.0.0.1/admin http://0177.0.0.1/ http://127.0.0.1/", `<p>http://0x7f.0.0.1/admin http://0177.0.0.1/ <a href="http://127.0.0.1/">http://127.0.0.1/</a></p>`},
	}
	for _, tt := range tests {
		if got := strings.TrimSpace(render(t, md, tt.in)); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// TestBidiIsolationUAX9: where an override stands beyond the line the
// detector's policy reads (another line of the paragraph, a reference in
// emphasis), the links the extension makes show their scheme and host as
// written by UAX #9 (golang.org/x/text, dir read as an isolate); without
// their dir attribute they would not.
func TestBidiIsolationUAX9(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(GFM))
	for _, in := range []string{
		"x \u202E\nhttps://attacker.net/moc.elgoog.www//:sptth",
		"x &#8238;\nmoc.elgoog@attacker.net",
		"*&#x202E;* x\nhttps://attacker.net/moc.elgoog.www//:sptth",
		"- a\u202E\n  moc.elgoog@attacker.net",
	} {
		out := render(t, md, in)
		if err := bidicheck.Isolated(out); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}

// TestBidiIsolationRawCSS: raw HTML whose CSS overrides the direction (a
// style attribute or a sheet) reorders a link as U+202E does: the links of
// such a document are isolated, as htmlwalk isolates them.
func TestBidiIsolationRawCSS(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(GFM), goldmark.WithRendererOptions(gmhtml.WithUnsafe()))
	for _, in := range []string{
		"<span style=\"unicode-bidi:bidi-override;direction:rtl\">https://attacker.net/moc.elgoog.www//:sptth</span>",
		"<style>p{UNICODE-BIDI:Bidi-Override;direction:rtl}</style>\n\nhttps://attacker.net/moc.elgoog.www//:sptth",
	} {
		if got := render(t, md, in); !strings.Contains(got, ` dir="ltr">https://attacker.net/`) {
			t.Errorf("%q: link not isolated: %s", in, got)
		}
	}
	if got := render(t, md, "You can override it at https://example.com/"); strings.Contains(got, "dir=") {
		t.Errorf("the word override isolates: %s", got)
	}
}

// TestBidiIsolationOnlyFromFormatting: links are isolated where the
// document holds bidi formatting as Markdown reads it, and only there: a
// reference without its ';' (or of more than 7 digits), <bdo> or a CSS
// override written as text are text, and isolate nothing; in raw HTML,
// which the browser reads, they are formatting.
func TestBidiIsolationOnlyFromFormatting(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(GFM), goldmark.WithRendererOptions(gmhtml.WithUnsafe()))
	for _, in := range []string{
		"&#8237 x.com", "see &#x202E example.com/a and &#X2067 b.org", "&#00000008238; example.com", "&#8238x example.com",
		"\\<bdo dir=rtl> example.com", "`<bdo dir=rtl>` example.com", "set `unicode-bidi: bidi-override` at example.com",
		"&amp;#8238; example.com",
	} {
		if got := render(t, md, in); !strings.Contains(got, "<a ") || strings.Contains(got, ` dir="ltr"`) {
			t.Errorf("%q: %s", in, got)
		}
	}
	for _, in := range []string{
		"&#x202D;a&#x202C; example.com", "\u202Da\u202C example.com", "&#0008237;a&#8236; example.com",
		"<span title=\"&#8237\">a</span> example.com", "<bdo dir=rtl>a</bdo> example.com", "<div>\n&#x202E a\n</div>\n\nexample.com",
		"<span style='unicode-bidi:bidi-override'>a</span> example.com",
	} {
		if got := render(t, md, in); !strings.Contains(got, ` dir="ltr">example.com</a>`) {
			t.Errorf("%q: not isolated: %s", in, got)
		}
	}
}
