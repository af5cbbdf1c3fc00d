package linkify

import "testing"

// TestBareIPv4: scheme-less IPv4 addresses link with WithBareIPv4 alone,
// standing alone, with port and path; those with a scheme link anyway.
func TestBareIPv4(t *testing.T) {
	d := MustNew(WithBareIPv4(true), WithPolicy(SafePolicy()))
	for _, tc := range []struct{ in, want string }{
		{"router at 192.168.0.1:8080/admin.", "router at ⸠192.168.0.1:8080/admin⸡."},
		// 0.0.0.0 is the machine itself, as 127.0.0.1: SafePolicy leaves it
		// as text (Policy.SpecialUseHosts).
		{"(10.0.0.1) 0.0.0.0, 255.255.255.255!", "(⸠10.0.0.1⸡) 0.0.0.0, ⸠255.255.255.255⸡!"},
		{"1.2.3.4.5 v1.2.3.4 10.0.0.256 010.1.1.1 1.2.3.4a 1.2.3 1.2.3.4@x /1.2.3.4 _1.2.3.4", "1.2.3.4.5 v1.2.3.4 10.0.0.256 010.1.1.1 1.2.3.4a 1.2.3 1.2.3.4@x /1.2.3.4 _1.2.3.4"},
		{"路由器192.168.0.1。 IP:10.0.0.1 http:10.0.0.1 192.168.1.1:99999", "路由器⸠192.168.0.1⸡。 IP:⸠10.0.0.1⸡ http:10.0.0.1 192.168.1.1:99999"},
		{"Адрес 172.16.0.1; العنوان 172.16.0.2", "Адрес ⸠172.16.0.1⸡; العنوان ⸠172.16.0.2⸡"},
		{"http://192.168.0.1:8080/x example.com", "⸠http://192.168.0.1:8080/x⸡ ⸠example.com⸡"},
		// Numbers and dots that are no address, before a top-level domain:
		// the domain is found, as without the option.
		{"0.0.AC 1.2.3.4.com 1.2.example.org 10.0.0.1.example.com", "⸠0.0.AC⸡ ⸠1.2.3.4.com⸡ ⸠1.2.example.org⸡ ⸠10.0.0.1.example.com⸡"},
		{"1.2.3.4。中国 192.168.0.1．com 1.2.3.4｡jp", "⸠1.2.3.4。中国⸡ ⸠192.168.0.1．com⸡ ⸠1.2.3.4｡jp⸡"},
		// A sentence that ends after the address, in any script; a
		// fullwidth digit before it is a digit of it (IDNA reads it so).
		{"地址是192.168.0.1。然后 IP 10.0.0.1.然后 １92.168.0.1", "地址是⸠192.168.0.1⸡。然后 IP ⸠10.0.0.1⸡.然后 １92.168.0.1"},
	} {
		in := tc.in
		if got := Mark(in, d.Find(in)); got != tc.want {
			t.Errorf("%s:\n got  %s\n want %s", in, got, tc.want)
		}
	}
	if links := d.Find("192.168.0.1:8080"); len(links) != 1 || links[0].Href != "https://192.168.0.1:8080/" {
		t.Errorf("href: %v", links)
	}
	http := MustNew(WithBareIPv4(true), WithDefaultScheme("http"), WithSchemeless(false), WithEmail(false))
	if links := http.Find("at 10.1.2.3/x"); len(links) != 1 || links[0].Href != "http://10.1.2.3/x" {
		t.Errorf("alone: %v", links)
	}
	for _, s := range []string{"192.168.0.1", "http://192.168.0.1:8080/"} {
		want := map[string]int{"192.168.0.1": 0, "http://192.168.0.1:8080/": 1}[s]
		if got := len(Find(s)); got != want {
			t.Errorf("default Find(%q): %d links, want %d", s, got, want)
		}
	}
}

// FuzzOptIn checks detection with WithBareIPv4 and WithTLDs on any input:
// spans in bounds and in order, hrefs of the linked schemes, and each link
// found whole on its own.
func FuzzOptIn(f *testing.F) {
	addSeeds(f)
	for _, s := range []string{"192.168.0.1:8080/x", "1.2.3.4.5 abc.onion me@a.local", "路由器10.0.0.1。", "(10.0.0.1) x.test:80"} {
		f.Add(s)
	}
	d := MustNew(WithBareIPv4(true), WithTLDs("onion", "local", "test"))
	f.Fuzz(func(t *testing.T, text string) {
		links := d.Find(text)
		checkLinks(t, text, links)
		for _, l := range links {
			lt := text[l.Start:l.End]
			if !d.AllowedHref(l.Href) {
				t.Fatalf("%q: href %q", lt, l.Href)
			}
			if alone := d.Find(lt); len(alone) != 1 || alone[0].End-alone[0].Start != len(lt) {
				t.Fatalf("%q in %q is not detected whole on its own: %s", lt, text, Mark(lt, alone))
			}
		}
	})
}
