package linkify

import (
	"errors"
	"testing"
)

// TestWebHosts: after a scheme, hosts that WHATWG URL reads and browsers
// navigate to, with symbols and emoji, are found whole by detection; the
// presets refuse them by IdentifierStatus, naming the code point; a policy
// without IdentifierStatus links them.
func TestWebHosts(t *testing.T) {
	safe := MustNew(WithPolicy(SafePolicy()))
	lax := SafePolicy()
	lax.IdentifierStatus = false
	laxed := MustNew(WithPolicy(lax))
	for text, href := range map[string]string{
		"http://🍄.ga/":        "http://xn--ei8h.ga/",
		"http://✪df.ws/123":   "http://xn--df-oiy.ws/123",
		"http://xn--ls8h.la/": "http://xn--ls8h.la/",
		"https://☃.net/a":     "https://xn--n3h.net/a",
		"http://👍🏽.ws/x":      "http://xn--on8h5e.ws/x",
		"http://❤.com":        "http://xn--qei.com/",
	} {
		got := Find(text)
		if len(got) != 1 || got[0].Start != 0 || got[0].End != len(text) || got[0].Href != href {
			t.Errorf("Find(%q) = %v, want it whole with %s", text, got, href)
		}
		var pe *PolicyError
		if err := safe.policy.Check(text, URL); !errors.As(err, &pe) || pe.Check != "identifier-status" {
			t.Errorf("Check(%q) = %v, want identifier-status", text, err)
		}
		if got := safe.Find(text); len(got) != 0 {
			t.Errorf("SafePolicy links %q", text)
		}
		if got := laxed.Find(text); len(got) != 1 || got[0].End != len(text) {
			t.Errorf("a policy without IdentifierStatus: %q gives %v", text, got)
		}
	}
	// Without a scheme, a symbol is no part of a host (nor a domain's start).
	for _, text := range []string{"🍄.ga", "✪df.ws/123", "xn--ls8h.la"} {
		for _, l := range Find(text) {
			if l.Start == 0 {
				t.Errorf("Find(%q) links %q", text, text[l.Start:l.End])
			}
		}
	}
}
