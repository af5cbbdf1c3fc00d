package linkify

import (
	"strings"
	"testing"
)

// TestWithTLDs: hosts under the names of WithTLDs link with and without a
// scheme and in addresses; other unlisted names still do not; the policy
// still checks them.
func TestWithTLDs(t *testing.T) {
	d := MustNew(WithTLDs("onion", "Test", "local"))
	for _, tc := range []struct{ in, want string }{
		{"see abc.onion/x, http://foo.test/ and printer.local.", "see ⸠abc.onion/x⸡, ⸠http://foo.test/⸡ and ⸠printer.local⸡."},
		{"me@svc.onion PRINTER.LOCAL:631 例え.test", "⸠me@svc.onion⸡ ⸠PRINTER.LOCAL:631⸡ ⸠例え.test⸡"},
		{"local test onion .onion a..onion 1.2.3.onion x.lan", "local test onion .onion a..onion ⸠1.2.3.onion⸡ x.lan"},
		{"-a.onion a-.onion a_b.onion", "-a.onion a-.onion a_b.onion"}, // as -example.com
	} {
		if got := Mark(tc.in, d.Find(tc.in)); got != tc.want {
			t.Errorf("%s:\n got  %s\n want %s", tc.in, got, tc.want)
		}
	}
	if got := Mark("abc.onion", Find("abc.onion")); got != "abc.onion" {
		t.Errorf("default: %s", got)
	}
	safe := MustNew(WithTLDs("test"), WithPolicy(SafePolicy()))
	if got := Mark("аpple.test ok.test", safe.Find("аpple.test ok.test")); got != "аpple.test ⸠ok.test⸡" {
		t.Errorf("policy: %s", got)
	}
	if links := d.Find("https://abc.onion/p"); len(links) != 1 || links[0].Href != "https://abc.onion/p" {
		t.Errorf("href: %v", links)
	}
	for _, bad := range []string{"", "-x", "x-", "123", "a.b", "é", "a b", strings.Repeat("a", 64)} {
		if _, err := New(WithTLDs(bad)); err == nil {
			t.Errorf("WithTLDs(%q) passed", bad)
		}
	}
	off, _ := d.With(WithTLDs())
	if links := off.Find("abc.onion"); len(links) != 0 {
		t.Errorf("WithTLDs(): %v", links)
	}
}

// TestWithTLDsCJKText checks that the hosts of WithTLDs are hosts where
// Policy.CJKText cuts a host from the CJK text after it, as listed ones
// are: every host check of detection knows them.
func TestWithTLDsCJKText(t *testing.T) {
	d := MustNew(WithTLDs("onion", "local"), WithPolicy(DocumentPolicy()))
	for _, c := range []struct{ text, want string }{
		{"见abc.onion中文", "abc.onion"},
		{"见abc.onion。中文", "abc.onion"},
		{"プリンターはprinter.localです", "printer.local"},
		{"http://abc.onion中文", "http://abc.onion"},
		{"me@abc.onion中文", "me@abc.onion"},
		{"주소는printer.local입니다", "printer.local"},
		{"见example.com中文", "example.com"},
	} {
		links := d.Find(c.text)
		if len(links) != 1 || c.text[links[0].Start:links[0].End] != c.want {
			t.Errorf("Find(%q) = %v, want one link %q", c.text, links, c.want)
		}
	}
}
