package linkify

import "testing"

// TestPlaceholderChecks gives each link text, as detection finds it, the
// check of DocumentPolicy that it fails ("" for a link): templates fail
// CheckPlaceholder, concrete examples and real names pass.
func TestPlaceholderChecks(t *testing.T) {
	expectChecks(t, DocumentPolicy(), []checkCase{
		{"XXX.XXX.XXX.XXX:8000", "placeholder"},
		{"http://XXX.XXX.XXX.XXX:8000/", "placeholder"},
		{"https://XXX.sharefile.com", "placeholder"},
		{"xx.com", "placeholder"},
		{"YOUR-TLD.wordpress.com", "placeholder"},
		{"https://your-domain.com/path", "placeholder"},
		{"mydomain.com", "placeholder"},
		{"my-domain.com", "placeholder"},
		{"myhost.example.com", "placeholder"},
		{"app.domain.com", "placeholder"},
		{"hostname.example.org", "placeholder"},
		{"myfiles.customdomain.com", "placeholder"},
		{"https://anotherwebsite.com", "placeholder"},
		{"https://bugs.debian.org/package-name", "placeholder"},
		{"https://people.debian.org/~your-user-id/", "placeholder"},
		{"https://github.com/username/repo", "placeholder"},
		{"https://api.example.com/users/{id}", "placeholder"},
		{"https://github.com/<user>/<repo>", "placeholder"},
		{"your.email.address@example.org", "placeholder"},
		{"you-aliasname@debian.org", "placeholder"},
		{"yourlogin@db.debian.org", "placeholder"},
		{"email@example.com", "placeholder"},
		{"user@example.org", "placeholder"},
		{"mailto:username@example.org", "placeholder"},
		{"firstname.lastname@example.com", "placeholder"},
		{"xyz@packages.debian.org", "placeholder"},
		{"xxxx@gmail.com", "placeholder"},
		{"spanish}@lists.debian.org", "placeholder"},
		{"name@domain.com", "placeholder"},
		// Concrete examples and real names.
		{"joe@noreply.example.org", ""},
		{"you@example.com", ""},
		{"someone@example.com", ""},
		{"info@example.com", ""},
		{"example.com", ""},
		{"myspace.com", ""},
		{"mysql.com", ""},
		{"myaccount.google.com", ""},
		{"yourls.org", ""},
		{"you.com", ""},
		{"x.com", ""},
		{"abc.xyz", ""}, // a top-level domain is never judged
		{"foo.xxx", ""},
		{"http://www.Be-Your-Own-ISP.com", ""},
		{"https://api.github.com/user", ""},
		{"https://example.com/login", ""},
		{"https://en.wikipedia.org/wiki/Domain_name", ""},
		{"https://example.com/a?x={y}", ""}, // a query, not a template's path
		{"https://en.wikipedia.org/wiki/Username", ""},
		{"https://github.com/USERNAME/REPO", "placeholder"},
	})
}

// TestPlaceholderAllocs: the check allocates nothing, as the scan asks it
// of every link.
func TestPlaceholderAllocs(t *testing.T) {
	p := DocumentPolicy()
	for _, tt := range []struct {
		text string
		kind Kind
	}{{"YOUR-TLD.wordpress.com", URL}, {"https://people.debian.org/~Your-User-Id/", URL}, {"FirstName.LastName@example.com", Email}, {"https://例え.jp/{id}", URL}} {
		hs, he, scheme := linkHost(tt.text, tt.kind)
		if !p.check(tt.text, tt.kind, hs, he, scheme).failed() {
			t.Errorf("%s: no template", tt.text)
		}
		if n := testing.AllocsPerRun(100, func() { _ = p.check(tt.text, tt.kind, hs, he, scheme) }); n != 0 {
			t.Errorf("%s: %v allocations", tt.text, n)
		}
	}
	d := MustNew(WithPolicy(DocumentPolicy()))
	var spans []Link
	text := "Mail YOUR.Name@Example.com or open https://My-Domain.com/Your-Page and XXX.example.com."
	if n := testing.AllocsPerRun(100, func() { spans = d.AppendSpans(spans[:0], text) }); n != 0 {
		t.Errorf("AppendSpans: %v allocations", n)
	}
}
