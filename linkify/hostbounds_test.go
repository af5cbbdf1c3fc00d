package linkify

import "testing"

// TestHostBoundsMove holds what the policy's rules read: the host bounds
// found once (hostOf) give, after a rule moved the link's end back or its
// start forward (within a scheme-less host's first label, or an address's
// local-part; its end not before the host), what linkHost finds in the
// link's text then.
func TestHostBoundsMove(t *testing.T) {
	d := MustNew(WithoutPolicy(), WithSchemes("http", "https", "ftp", "magnet"))
	for _, s := range []string{
		"詳細はwww.例え.jp/パス?q#f",
		"see https://[2001:db8::1]:8443/a?b and http://例え.テスト:8080/x",
		"write to 山田@例え.jp? or user.name+tag@example.com",
		"magnet:?xt=urn:btih:abc and ftp://files.example.org/pub/",
		"مثال.إختبار/مسار\u200F and пример.рф:80#frag",
	} {
		links := d.Find(s)
		if len(links) == 0 {
			t.Fatalf("no link in %q", s)
		}
		for _, l := range links {
			h := hostOf(s, l)
			for start := l.Start; start < l.End; start++ {
				if start > l.Start && (l.Kind == URL && (h.hasScheme || start >= h.end) || l.Kind == Email && start >= h.start-1) {
					break // no rule moves a start there
				}
				minEnd := h.start // no rule moves an end before the host
				if h.start < h.end && s[h.start] == '[' {
					minEnd = h.end // nor into an IPv6 address, which holds no mark
				}
				for end := l.End; end > start && end >= minEnd; end-- {
					m := Link{Start: start, End: end, Kind: l.Kind}
					hs, he := h.in(m)
					ws, we, wscheme := linkHost(s[start:end], l.Kind)
					if hs != ws || he != we || h.hasScheme != wscheme {
						t.Errorf("%q [%d:%d]: in gives %d %d %v, linkHost %d %d %v", s, start, end, hs, he, h.hasScheme, ws, we, wscheme)
					}
				}
			}
		}
	}
}

// TestLinkHostPrefix checks linkHost on the http:// and https:// prefixes
// it reads as a word, in any case, against texts that only look like them.
func TestLinkHostPrefix(t *testing.T) {
	for _, c := range []struct {
		text       string
		start, end int
		scheme     bool
	}{
		{"https://example.com/x", 8, 19, true},
		{"HTTPS://Example.com", 8, 19, true},
		{"hTtP://example.com:80/", 7, 18, true},
		{"http://x", 7, 8, true},
		{"https:/example.com", 6, 6, true},     // no "//": a URL with no host, as schemeAt reads it
		{"sftp://example.com", 7, 18, true},    // another scheme of the table
		{"httpx://example.com", 0, 5, false},   // no scheme of the table: no link has it
		{"https//example.com/", 0, 5, false},   // no colon
		{"http;//example.com", 0, 5, false},    // ';' is no ':'
		{"example.com/https://", 0, 11, false}, // a scheme-less URL
	} {
		s, e, scheme := linkHost(c.text, URL)
		if s != c.start || e != c.end || scheme != c.scheme {
			t.Errorf("linkHost(%q) = %d, %d, %v; want %d, %d, %v", c.text, s, e, scheme, c.start, c.end, c.scheme)
		}
	}
}
