package main

import (
	"testing"

	"github.com/golinkify/uts58/internal/bidicheck"
)

// TestScriptsEndToEnd: the classes of issue 22 through the tool, in each
// input kind: emoji before an address, bidi marks at a link's end, an
// override (refused on its line, isolated after it), fullwidth at signs,
// national TLDs, Thai text, addresses next to symbols; pure detection in
// -out mark.
func TestScriptsEndToEnd(t *testing.T) {
	tests := []struct {
		args     []string
		in, want string
	}{
		{nil, "✉️me@example.com\n", `✉️<a href="mailto:me@example.com">me@example.com</a>` + "\n"},
		{nil, "راجع https://example.com/docs\u200F للمزيد\n", `راجع <a href="https://example.com/docs">https://example.com/docs</a>` + "\u200F للمزيد\n"},
		{nil, "\u202E moc.elgoog@attacker.net\nmoc.elgoog@attacker.net\n",
			"\u202E moc.elgoog@attacker.net\n" + `<a href="mailto:moc.elgoog@attacker.net" dir="ltr">moc.elgoog@attacker.net</a>` + "\n"},
		{nil, "info＠example.co.jp пример.рус ดูที่www.example.co.th me@example.com|you@example.org\n",
			`info＠example.co.jp <a href="https://xn--e1afmkfd.xn--p1acf/">пример.рус</a> ดูที่<a href="https://www.example.co.th/">www.example.co.th</a> <a href="mailto:me@example.com">me@example.com</a>|<a href="mailto:you@example.org">you@example.org</a>` + "\n"},
		{[]string{"-out", "mark"}, "✉️me@example.com 1️⃣example.com me@example.com|you@example.org\n", "✉️⸠me@example.com⸡ 1️⃣⸠example.com⸡ ⸠me@example.com⸡|⸠you@example.org⸡\n"},
		// Hosts with symbols: found whole by detection, refused by the preset.
		{[]string{"-out", "mark"}, "http://🍄.ga/ http://0x7f.0.0.1/admin\n", "⸠http://🍄.ga/⸡ http://0x7f.0.0.1/admin\n"},
		{nil, "http://🍄.ga/ http://0300.0.2.1/ http://192.0.2.1/\n", `http://🍄.ga/ http://0300.0.2.1/ <a href="http://192.0.2.1/">http://192.0.2.1/</a>` + "\n"},
		{[]string{"-in", "markdown"}, "x &#x202E;\nmoc.elgoog@attacker.net ✉️me@example.com\n",
			"<p>x \u202E\n" + `<a href="mailto:moc.elgoog@attacker.net" dir="ltr">moc.elgoog@attacker.net</a> ✉️<a href="mailto:me@example.com" dir="ltr">me@example.com</a></p>` + "\n"},
		{[]string{"-in", "html", "-fragment"}, "<p>\u202E<b>x</b> moc.elgoog@attacker.net</p>",
			"<p>\u202E<b>x</b> " + `<a href="mailto:moc.elgoog@attacker.net" dir="ltr">moc.elgoog@attacker.net</a></p>`},
	}
	for _, tt := range tests {
		got, _, err := runWith(t, tt.in, tt.args...)
		if err != nil || got != tt.want {
			t.Errorf("linkify %v %q:\n got %q (%v)\nwant %q", tt.args, tt.in, got, err, tt.want)
		}
	}
}

// TestBidiIsolationUAX9: the anchors the tool writes, from text, Markdown
// and HTML with an override beyond what its policy reads of a line, show
// their scheme and host as written by UAX #9 (golang.org/x/text, dir read
// as an isolate); without their dir attribute they would not.
func TestBidiIsolationUAX9(t *testing.T) {
	for _, tt := range []struct {
		args []string
		in   string
	}{
		{nil, "abc \u202E\nhttps://attacker.net/moc.elgoog.www//:sptth\n"},
		{[]string{"-in", "markdown"}, "x &#8238;\nmoc.elgoog@attacker.net\n"},
		{[]string{"-in", "html", "-fragment"}, "<p>\u202E<b>x</b> https://attacker.net/moc.elgoog.www//:sptth</p>"},
	} {
		out, _, err := runWith(t, tt.in, tt.args...)
		// The text output is a fragment whose lines are one paragraph once shown.
		if err != nil {
			t.Fatal(err)
		}
		if err := bidicheck.Isolated(out); err != nil {
			t.Errorf("%v %q: %v", tt.args, tt.in, err)
		}
	}
}
