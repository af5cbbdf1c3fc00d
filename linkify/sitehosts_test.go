package linkify

import "testing"

// TestWithSiteHosts: a site's own hosts link with a scheme under every
// policy and without one, in Find as in rendering; other intranet hosts,
// its hosts without a scheme and in addresses stay text; names that are
// no host are errors.
func TestWithSiteHosts(t *testing.T) {
	const in = "See http://gitea:3000/o/r/issues/1, HTTP://Gitea.Corp./o/r/pulls/2 and http://127.0.0.1:3000/o/r; " +
		"not http://wiki:8080/, gitea.corp/o/r, admin@gitea.corp or http://gitea.corpx/."
	const want = "See ⸠http://gitea:3000/o/r/issues/1⸡, ⸠HTTP://Gitea.Corp./o/r/pulls/2⸡ and ⸠http://127.0.0.1:3000/o/r⸡; " +
		"not http://wiki:8080/, gitea.corp/o/r, admin@gitea.corp or http://gitea.corpx/."
	for _, p := range []Option{WithoutPolicy(), WithPolicy(SafePolicy()), WithPolicy(ForumPolicy()), WithPolicy(DocumentPolicy())} {
		d := MustNew(p, WithSiteHosts("gitea", "gitea.corp", "127.0.0.1"))
		if got := Mark(in, d.Find(in)); got != want {
			t.Errorf("\n got  %s\n want %s", got, want)
		}
	}
	d := MustNew(WithPolicy(ForumPolicy()), WithSiteHosts("例え.corp", "[::1]"))
	for text, want := range map[string]string{
		"http://例え.corp/x":          "http://xn--r8jz45g.corp/x",
		"http://xn--r8jz45g.corp/x": "http://xn--r8jz45g.corp/x",
		"http://[::1]:3000/":        "http://[::1]:3000/",
	} {
		if links := d.Find(text); len(links) != 1 || links[0].Href != want {
			t.Errorf("%s: %v", text, links)
		}
	}
	if links := MustNew(WithPolicy(ForumPolicy())).Find("http://[::1]:3000/ http://gitea:3000/"); len(links) != 0 {
		t.Errorf("without site hosts: %v", links)
	}
	for _, bad := range []string{"", "http://gitea", "gitea:3000", "gitea/o", "a b", "-x.corp", "me@gitea", "[::1", "[x]", "1.2.3.256", "a..b"} {
		if _, err := New(WithSiteHosts(bad)); err == nil {
			t.Errorf("WithSiteHosts(%q) passed", bad)
		}
	}
	off, _ := MustNew(WithSiteHosts("gitea")).With(WithSiteHosts())
	if links := off.Find("http://gitea/"); len(links) != 0 {
		t.Errorf("WithSiteHosts(): %v", links)
	}
}
