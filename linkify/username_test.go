package linkify

import (
	"errors"
	"testing"
)

// TestUserNames: a URL with a user name that Policy.UserNames links keeps
// it in its text and drops it from its href; what reads a link's host
// reads the host after it; FormatURL still refuses it, as detection does.
func TestUserNames(t *testing.T) {
	d := MustNew(WithPolicy(DocumentPolicy()))
	for text, href := range map[string]string{
		"https://git@github.com/golinkify/uts58.git": "https://github.com/golinkify/uts58.git",
		"HTTPS://Git@GitHub.com":                     "https://github.com/",
		"http://ci_bot@例え.jp:8080/パス":                "http://xn--r8jz45g.jp:8080/%E3%83%91%E3%82%B9",
		"https://u@[2001:db8::1]/x":                  "https://[2001:db8::1]/x",
	} {
		links := d.Find(text)
		if len(links) != 1 || links[0].End-links[0].Start != len(text) || links[0].Href != href {
			t.Errorf("%s: %v, want the whole text with href %s", text, links, href)
			continue
		}
		p := DocumentPolicy()
		if err := p.Check(text, URL); err != nil {
			t.Errorf("Check(%s): %v", text, err)
		}
	}
	// Another scheme's clients need the name: its href keeps the text.
	ssh := MustNew(WithPolicy(DocumentPolicy()), WithSchemes("https", "ssh"))
	if links := ssh.Find("ssh://git@github.com:22/o/r.git"); len(links) != 1 || links[0].Href != "ssh://git@github.com:22/o/r.git" {
		t.Errorf("ssh: %v", links)
	}
	const clone = "https://git@github.com/o/r.git"
	if got := (&Anchor{Text: clone, Href: "https://github.com/o/r.git", Kind: URL}).Host(); got != "github.com" {
		t.Errorf("Host: %q", got)
	}
	if got := Defang(clone, URL); got != "hxxps://git@github[.]com/o/r.git" {
		t.Errorf("Defang: %q", got)
	}
	if got := ShortenText(clone, URL, 20); got != "github.com/o/r.git" {
		t.Errorf("ShortenText: %q", got)
	}
	if _, err := FormatURL(clone); !errors.Is(err, errUserinfo) {
		t.Errorf("FormatURL: %v", err)
	}
	// Names that could pass for a host, numbers, passwords, long names.
	for _, auth := range []string{"google.com@x", "3627733515@x", "0x7f000001@x", "user:pw@x", "-u@x", "@x", "u",
		"u%40v@x", "é@x", "0123456789012345678901234567890123456789012345678901234567890123456789@x"} {
		if n := userNameLen(auth); n != 0 {
			t.Errorf("userNameLen(%q) = %d", auth, n)
		}
	}
	for auth, n := range map[string]int{"git@github.com": 4, "deploy_bot@x": 11, "a-1@x": 4} {
		if got := userNameLen(auth); got != n {
			t.Errorf("userNameLen(%q) = %d, want %d", auth, got, n)
		}
	}
}
