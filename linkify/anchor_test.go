package linkify

import (
	"testing"
	"unicode/utf8"
)

func TestAnchorAttrs(t *testing.T) {
	a := Anchor{Href: "https://example.com/"}
	a.AddRel("nofollow")
	a.AddRel("ugc", "nofollow")
	a.SetAttr("class", "x")
	a.SetAttr("class", "y")
	if v, _ := a.GetAttr("rel"); v != "nofollow ugc" {
		t.Errorf("rel %q", v)
	}
	if v, ok := a.GetAttr("class"); v != "y" || !ok || len(a.Attr) != 2 {
		t.Errorf("class %q %v %v", v, ok, a.Attr)
	}
	if _, ok := a.GetAttr("target"); ok {
		t.Error("target set")
	}
}

func TestAnchorHost(t *testing.T) {
	for href, want := range map[string]string{
		"https://Example.COM/a?b#c":        "example.com",
		"http://example.com:8080":          "example.com",
		"https://[2001:db8::1]:443/x":      "[2001:db8::1]",
		"mailto:me@Example.org":            "example.org",
		"mailto:a@example.org?subject=x@y": "example.org",
		"/relative":                        "",
		"javascript:alert(1)":              "",
	} {
		a := Anchor{Href: href}
		if got := a.Host(); got != want {
			t.Errorf("Host(%q) = %q, want %q", href, got, want)
		}
	}
}

func TestShortenText(t *testing.T) {
	tests := []struct {
		text  string
		limit int
		want  string
	}{
		{"https://example.com/very/long/path/to/a/page", 26, "example.com/very/long/pat…"},
		{"example.com/very/long/path", 100, "example.com/very/long/path"},
		{"https://example.com/a", 20, "example.com/a"},                                  // the scheme alone made it too long
		{"https://example.com.evil.example.org/x", 10, "example.com.evil.example.org…"}, // the host stays whole
		{"https://例え.jp/パス/とても長いパスの名前", 12, "例え.jp/パス/とて…"},
		{"https://example.com/%E3%82%A2%E3%83%AB", 17, "example.com/%E3…"}, // not inside an escape
		{"https://example.com/cafe\u0301s", 16, "example.com/caf…"},        // not before a combining mark
		{"https://example.com/x", 0, "https://example.com/x"},
		{"verylongname@example.com", 5, "verylongname@example.com"},
	}
	for _, tt := range tests {
		kind := URL
		if tt.text == "verylongname@example.com" {
			kind = Email
		}
		got := ShortenText(tt.text, kind, tt.limit)
		if got != tt.want {
			t.Errorf("ShortenText(%q, %d) = %q, want %q", tt.text, tt.limit, got, tt.want)
		}
		if !utf8.ValidString(got) {
			t.Errorf("ShortenText(%q) is not UTF-8", tt.text)
		}
	}
}

func TestAllowedHref(t *testing.T) {
	d := MustNew()
	for href, want := range map[string]bool{
		"https://example.com/": true, "HTTP://example.com/": true, "mailto:a@example.com": true,
		"javascript:alert(1)": false, "data:text/html,x": false, "vbscript:x": false, "/x": false, "": false,
	} {
		if got := d.AllowedHref(href); got != want {
			t.Errorf("AllowedHref(%q) = %v", href, got)
		}
	}
}
