package linkify

import (
	"errors"
	"strings"
	"testing"
)

// TestUserinfo: a URL with userinfo that Policy.Userinfo links keeps it
// in its text and drops it from its href; what reads a link's host
// reads the host after it; FormatURL still refuses it, as detection does.
func TestUserinfo(t *testing.T) {
	d := MustNew(WithPolicy(DocumentPolicy()))
	for text, href := range map[string]string{
		"https://git@github.com/golinkify/uts58.git": "https://github.com/golinkify/uts58.git",
		"HTTPS://Git@GitHub.com":                     "https://github.com/",
		"http://ci_bot@例え.jp:8080/パス":                "http://xn--r8jz45g.jp:8080/%E3%83%91%E3%82%B9",
		"https://u@[2001:db8::1]/x":                  "https://[2001:db8::1]/x",
		"http://elastic:changeme@localhost:9200":     "http://localhost:9200/",
		"http://:apikey@localhost:7700":              "http://localhost:7700/",
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
	// Check reads userinfo that could pass for a host as part of the host,
	// which it refuses, as it did before Policy.Userinfo.
	for _, text := range []string{"https://google.com@evil.example/", "http://a@b@evil.example/", "https://paypal.com%40x@evil.example/"} {
		p := DocumentPolicy()
		if err := p.Check(text, URL); err == nil {
			t.Errorf("Check(%s) passes", text)
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
	// Names that could pass for a host or a port, numbers, long names.
	for _, auth := range []string{"google.com@x", "3627733515@x", "0x7f000001@x", "google:443@x", "a:b:c@x", ":@x", "u:@x", "-u@x", "@x", "u",
		"u%40v@x", "é@x", "0123456789012345678901234567890123456789012345678901234567890123456789@x"} {
		if n := userinfoLen(auth); n != 0 {
			t.Errorf("userinfoLen(%q) = %d", auth, n)
		}
	}
	for auth, n := range map[string]int{"git@github.com": 4, "deploy_bot@x": 11, "a-1@x": 4, "user:pw@x": 8, ":apikey@x": 8} {
		if got := userinfoLen(auth); got != n {
			t.Errorf("userinfoLen(%q) = %d, want %d", auth, got, n)
		}
	}
}

// FuzzUserinfo: under the presets that link userinfo, an http or https
// href holds none, and a URL with userinfo is linked as the same text
// without it is, to the same href: its text shows its host honestly.
func FuzzUserinfo(f *testing.F) {
	addSeeds(f)
	for _, s := range []string{"git clone https://git@github.com/o/r.git", "(http://elastic:changeme@localhost:9200)", "https://google.com@evil.example/",
		"git@github.com:o/r.git; ssh -p 22 a@b.co", "https://a@b@c.example/", "http://:k@[::1]:80/x", "HTTPS://U@例え.JP。/パス"} {
		f.Add(s)
	}
	d := MustNew(WithPolicy(DocumentPolicy()), WithSiteHosts("gitea"))
	f.Fuzz(func(t *testing.T, text string) {
		links := d.Find(text)
		checkLinks(t, text, links)
		for _, l := range links {
			lt := text[l.Start:l.End]
			if l.Kind != URL || !strings.HasPrefix(l.Href, "http") {
				continue
			}
			if auth, _, _ := strings.Cut(l.Href[strings.Index(l.Href, "//")+2:], "/"); strings.Contains(auth, "@") {
				t.Fatalf("%q: href %q holds userinfo", lt, l.Href)
			}
			at := l.Start + webPrefixLen(lt)
			n := 0
			if at > l.Start {
				n = userinfoLen(text[at:l.End])
			}
			if n == 0 {
				continue
			}
			bare := text[:at] + text[at+n:]
			found := false
			for _, b := range d.Find(bare) {
				found = found || b.Start == l.Start && b.End == l.End-n && b.Href == l.Href
			}
			if !found {
				t.Fatalf("%q in %q goes to %q; without its userinfo: %s", lt, text, l.Href, Mark(bare, d.Find(bare)))
			}
		}
	})
}
