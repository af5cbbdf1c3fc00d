package linkify

import (
	"strconv"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// TestWebSchemes holds each decision of the scheme table in every place
// that reads it: a host is needed after the colon, the default port is
// left out of the href, FormatURL formats web addresses only, and
// AllowedHref takes web addresses whatever is linked.
func TestWebSchemes(t *testing.T) {
	d := MustNew(WithSchemes("http", "https", "ftp"), WithoutPolicy())
	ftpOnly := MustNew(WithSchemes("ftp"))
	for _, ws := range webSchemes {
		for _, name := range []string{ws.name, strings.ToUpper(ws.name)} {
			url := name + "://例え.jp:" + strconv.Itoa(ws.port) + "/パス"
			links := d.Find("see " + url + " now")
			if len(links) != 1 || links[0].Href != ws.name+"://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" {
				t.Errorf("%s: %+v, want one link without the default port", url, links)
			}
			other := name + "://example.com:8" + strconv.Itoa(ws.port) + "/"
			if links := d.Find(other); len(links) != 1 || !strings.Contains(links[0].Href, ":8"+strconv.Itoa(ws.port)+"/") {
				t.Errorf("%s: %+v, want the port kept", other, links)
			}
			if links := d.Find(name + ":example.com/a"); len(links) != 0 {
				t.Errorf("%s: without //: %+v, want none (a host is needed)", name, links)
			}
			if _, err := FormatURL(url); (err == nil) != ws.web {
				t.Errorf("FormatURL(%s): error %v, web %v", url, err, ws.web)
			}
			if ftpOnly.AllowedHref(url) != (ws.web || ws.name == "ftp") {
				t.Errorf("AllowedHref(%s) = %v", url, !(ws.web || ws.name == "ftp"))
			}
		}
	}
	if webSchemeOf("sftp") != nil || webSchemeOf("") != nil || webSchemeOf("HTTPS") != &webSchemes[1] {
		t.Error("webSchemeOf")
	}
}

// TestSchemeTriggers checks the trigger set a Detector chooses: every
// colon only for a scheme that may be linked with no "//" (magnet:), not
// for ftp, which needs "//" and a host as http and https do.
func TestSchemeTriggers(t *testing.T) {
	for _, c := range []struct {
		opts []Option
		want chars.TriggerSet
	}{
		{nil, chars.TriggersAll},
		{[]Option{WithSchemes("http", "https", "ftp")}, chars.TriggersAll},
		{[]Option{WithSchemes("FTP")}, chars.TriggersAll},
		{[]Option{WithSchemes("https", "magnet")}, chars.TriggersAllColons},
		{[]Option{WithSchemes("ftp", "news")}, chars.TriggersAllColons},
		{[]Option{WithSchemes("ftp"), WithSchemeless(false), WithEmail(false)}, chars.TriggersScheme},
		{[]Option{WithSchemes("magnet"), WithSchemeless(false), WithEmail(false)}, chars.TriggersSchemeColons},
	} {
		if got := MustNew(c.opts...).triggers; got != c.want {
			t.Errorf("%d options: triggers %d, want %d", len(c.opts), got, c.want)
		}
	}
	d, err := MustNew(WithSchemes("ftp")).With(WithSchemes("ftp", "magnet"))
	if err != nil || d.triggers != chars.TriggersAllColons {
		t.Errorf("With(magnet): triggers %d, %v", d.triggers, err)
	}
	// ftp links as before: with "//" and a host, not without (a domain
	// after "ftp:" misses its "//", as after "http:").
	for text, want := range map[string]int{"ftp://ftp.example.com/pub/": 1, "ftp:ftp.example.com": 0, "get ftp:/x.y": 0, "Steps: ftp://a.example.org": 1} {
		if got := len(MustNew(WithSchemes("http", "https", "ftp")).Find(text)); got != want {
			t.Errorf("%q: %d links, want %d", text, got, want)
		}
	}
}
