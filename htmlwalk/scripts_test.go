package htmlwalk

import (
	"testing"

	"github.com/golinkify/uts58/internal/bidicheck"
)

// TestScriptsEndToEnd: the classes of issue 22 through HTML, where the
// front end matters: emoji before an address, &rlm; decoded at a link's
// end, overrides in another text node or a <bdo> (isolated with dir),
// fullwidth at signs, national TLDs, Thai text, addresses next to symbols;
// and LinkifyText.
func TestScriptsEndToEnd(t *testing.T) {
	tests := []struct{ in, want string }{
		{"<p>✉️me@example.com</p>", `<p>✉️<a href="mailto:me@example.com">me@example.com</a></p>`},
		{"<p>1️⃣example.com 2️⃣example.org</p>", `<p>1️⃣<a href="https://example.com/">example.com</a> 2️⃣<a href="https://example.org/">example.org</a></p>`},
		{"<p>راجع https://example.com/docs&rlm; للمزيد</p>", `<p>راجع <a href="https://example.com/docs">https://example.com/docs</a>` + "\u200F" + ` للمزيد</p>`},
		// An override in the same text node is refused by the policy.
		{"<p>&#x202E; moc.elgoog@attacker.net</p>", "<p>&#x202E; moc.elgoog@attacker.net</p>"},
		// In another node, or a <bdo>, the anchor is isolated.
		{"<p>\u202E<b>x</b> https://attacker.net/moc.elgoog.www//:sptth</p>", "<p>\u202E<b>x</b> " + `<a href="https://attacker.net/moc.elgoog.www//:sptth" dir="ltr">https://attacker.net/moc.elgoog.www//:sptth</a></p>`},
		{"<p>a <span>&#8238;</span> moc.elgoog@attacker.net</p>", "<p>a <span>\u202E</span> " + `<a href="mailto:moc.elgoog@attacker.net" dir="ltr">moc.elgoog@attacker.net</a></p>`},
		{`<p><bdo dir="rtl">moc.elgoog@attacker.net</bdo></p>`, `<p><bdo dir="rtl"><a href="mailto:moc.elgoog@attacker.net" dir="ltr">moc.elgoog@attacker.net</a></bdo></p>`},
		{`<p><span style="unicode-bidi: bidi-override; direction: rtl">moc.elgoog@attacker.net</span></p>`, `<p><span style="unicode-bidi: bidi-override; direction: rtl"><a href="mailto:moc.elgoog@attacker.net" dir="ltr">moc.elgoog@attacker.net</a></span></p>`},
		{`<p><span style="UNICODE-BIDI: Bidi-Override; direction: rtl">moc.elgoog@attacker.net</span></p>`, `<p><span style="UNICODE-BIDI: Bidi-Override; direction: rtl"><a href="mailto:moc.elgoog@attacker.net" dir="ltr">moc.elgoog@attacker.net</a></span></p>`},
		// A style sheet's rule may override the direction of any element.
		{`<style>span{unicode-bidi:bidi-override;direction:rtl}</style><p><span>moc.elgoog@attacker.net</span></p>`, `<style>span{unicode-bidi:bidi-override;direction:rtl}</style><p><span><a href="mailto:moc.elgoog@attacker.net" dir="ltr">moc.elgoog@attacker.net</a></span></p>`},
		{`<style>p{color:red}</style><p>override: me@example.com</p>`, `<style>p{color:red}</style><p>override: <a href="mailto:me@example.com">me@example.com</a></p>`},
		{"<p>info＠example.co.jp</p>", "<p>info＠example.co.jp</p>"},
		{"<p>пример.бг и ดูที่www.example.co.th</p>", `<p><a href="https://xn--e1afmkfd.xn--90ae/">пример.бг</a> и ดูที่<a href="https://www.example.co.th/">www.example.co.th</a></p>`},
		{"<p>me@example.com|you@example.org</p>", `<p><a href="mailto:me@example.com">me@example.com</a>|<a href="mailto:you@example.org">you@example.org</a></p>`},
		{"<p>http://🍄.ga/ and http://✪df.ws/123</p>", "<p>http://🍄.ga/ and http://✪df.ws/123</p>"},
		{"<p>http://0x7f.0.0.1/admin http://0177.0.0.1/ http://127.0.0.1/</p>", `<p>http://0x7f.0.0.1/admin http://0177.0.0.1/ <a href="http://127.0.0.1/">http://127.0.0.1/</a></p>`},
	}
	for _, tt := range tests {
		if got, err := LinkifyString(tt.in); err != nil || got != tt.want {
			t.Errorf("%q:\n got %s (%v)\nwant %s", tt.in, got, err, tt.want)
		}
	}
	for in, want := range map[string]string{
		"✉️me@example.com":                              `✉️<a href="mailto:me@example.com">me@example.com</a>`,
		"\u202Ex\nmoc.elgoog@attacker.net":              "\u202Ex\n" + `<a href="mailto:moc.elgoog@attacker.net" dir="ltr">moc.elgoog@attacker.net</a>`,
		"\u202E moc.elgoog@attacker.net":                "\u202E moc.elgoog@attacker.net",
		"\u2066https://example.com/a\u2069 example.org": "\u2066" + `<a href="https://example.com/a" dir="ltr">https://example.com/a</a>` + "\u2069 " + `<a href="https://example.org/" dir="ltr">example.org</a>`,
		"see https://example.com/a\u200F.":              `see <a href="https://example.com/a">https://example.com/a</a>` + "\u200F.",
	} {
		if got, err := LinkifyText(in); err != nil || got != want {
			t.Errorf("LinkifyText(%q):\n got %s (%v)\nwant %s", in, got, err, want)
		}
	}
}

// bidiAttacks put a right-to-left override where the detector's policy
// does not see it: in another text node, a <bdo>, a style, a reference in
// another element.
var bidiAttacks = []string{
	"<p>\u202E<b>x</b> https://attacker.net/moc.elgoog.www//:sptth</p>",
	"<p>a <span>&#8238;</span> moc.elgoog@attacker.net</p>",
	`<p><bdo dir="rtl">moc.elgoog@attacker.net</bdo></p>`,
	`<p><span style="unicode-bidi: bidi-override; direction: rtl">https://attacker.net/moc.elgoog.www//:sptth</span></p>`,
	"<p>&#x202E;<i>abc</i> https://attacker.net/moc.elgoog.www//:sptth and me@example.org</p>",
}

// TestBidiIsolationUAX9: the anchors htmlwalk makes show their scheme and
// host as written in their paragraph by UAX #9 (golang.org/x/text, HTML's
// dir read as an isolate); without their dir attribute they would not.
func TestBidiIsolationUAX9(t *testing.T) {
	for _, in := range bidiAttacks {
		out, err := LinkifyString(in)
		if err != nil {
			t.Fatal(err)
		}
		if err := bidicheck.Isolated(out); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}
