package linkify_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
)

// TestPunycodeOfASCIIIsNoHost: a label "xn--…" whose Punycode decodes to
// ASCII alone ("xn--example-" decodes to "example") is refused by IDNA
// (UTS #46), so it names no host. Read as its decoding, it would make a
// link that shows one host and leads to another: "http://xn--example-.com/"
// to example.com. golang.org/x/net/idna accepts such labels before v0.57.0
// (on Go 1.26; before v0.55.0 on Go 1.27).
func TestPunycodeOfASCIIIsNoHost(t *testing.T) {
	for _, host := range []string{"xn--example-.com", "www.xn--example-.com", "xn--a-.example.com", "xn--abc-.xn--p1ai"} {
		for _, text := range []string{"http://" + host + "/", "https://" + host + "/a", "see " + host + "/a", "me@" + host} {
			for _, l := range linkify.Find(text) {
				target := l.Href
				if l.Kind == linkify.Email {
					_, target, _ = strings.Cut(target, "@")
					target = "//" + target
				}
				u, err := url.Parse(target)
				if err != nil || !strings.Contains(text[l.Start:l.End], u.Hostname()) {
					t.Errorf("Find(%q): %q links to %q, another host", text, text[l.Start:l.End], l.Href)
				}
			}
		}
		if s, err := linkify.FormatURL("http://" + host + "/"); err == nil && !strings.Contains(s, host) {
			t.Errorf("FormatURL(%q) = %q, another host", "http://"+host+"/", s)
		}
	}
}
