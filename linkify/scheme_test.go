package linkify

import (
	"strconv"
	"strings"
	"testing"
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
