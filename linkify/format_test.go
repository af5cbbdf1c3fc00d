package linkify

import "testing"

// TestFormatURLHonestHost checks that a host that fails the mixed-script
// or whole-script-confusable check is shown in punycode (issue 14 item 8),
// and that others are shown in Unicode.
func TestFormatURLHonestHost(t *testing.T) {
	for raw, want := range map[string]string{
		"https://аррӏе.com/":           "https://xn--80ak6aa92e.com/",
		"https://xn--80ak6aa92e.com/a": "https://xn--80ak6aa92e.com/a",
		"рау.com":                      "xn--80a5ak.com",
		"https://аpple.com/":           "https://xn--pple-43d.com/",
		"https://пример.рф/путь":       "https://пример.рф/путь",
		"https://bücher.de/":           "https://bücher.de/",
		"https://例え.jp/":               "https://例え.jp/",
	} {
		got, err := FormatURL(raw)
		if err != nil || got != want {
			t.Errorf("FormatURL(%q) = %q, %v; want %q", raw, got, err, want)
		}
	}
	if got, _ := FormatEmail("me@xn--80ak6aa92e.com"); got != "me@xn--80ak6aa92e.com" {
		t.Errorf("FormatEmail shows a confusable domain in Unicode: %q", got)
	}
}

// TestFormatURLForbiddenDomainCodePoints: a host that IDNA maps to a
// forbidden domain code point of WHATWG URL (＠ to '@', ＃ to '#') is no
// host, as the URL parser rejects it; it was shown as the mapped text,
// which FormatURL then refused.
func TestFormatURLForbiddenDomainCodePoints(t *testing.T) {
	for _, in := range []string{"_＠", "a_b＠example.com", "http://x_y＃z.com/", "x_y：80.com"} {
		if s, err := FormatURL(in); err == nil {
			t.Errorf("FormatURL(%q) = %q, want an error", in, s)
		}
	}
	if s, err := FormatURL("https://foo_bar.example.com/a"); err != nil || s != "https://foo_bar.example.com/a" {
		t.Errorf("FormatURL(underscore host) = %q, %v", s, err)
	}
}
