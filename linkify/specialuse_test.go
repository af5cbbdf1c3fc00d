package linkify

import (
	"strings"
	"testing"
)

// TestSpecialUseHosts: under DocumentPolicy, a URL with a scheme links
// localhost and names under the special-use TLDs for local work; without
// a scheme, in e-mail addresses, under other presets and in pure
// detection they stay text.
func TestSpecialUseHosts(t *testing.T) {
	// One case a line.
	local := strings.Split(`Run hugo server, then open ⸠http://localhost:1313/⸡.
Open ⸠http://whoami.docker.localhost/⸡ in a browser.
Serve it at ⸠http://myapp.test/⸡, ⸠https://API.MyApp.Test:8443/v1?x=1⸡ or ⸠http://localhost⸡.
⸠http://printer.local/status⸡ and ⸠https://grafana.corp.internal/d/abc⸡
見るには ⸠http://localhost:8080/ページ⸡ を開く
⸠http://例え.test/パス⸡ (IDN under .test)
⸠http://foo_bar.localhost/⸡ and ⸠http://x.local./⸡ (trailing dot)
(see ⸠http://localhost:3000/api⸡)
«⸠https://dev.test/путь⸡»`, "\n")
	strict := strings.Split(`localhost:1313 and myapp.test and printer.local written bare
me@myapp.test and admin@localhost
http://test/ and http://local/ and http://internal/ and http://arpa.home/ (the names themselves)
http://foo.localhostx/ http://foo.testing/ http://foo.locals/ (not those names)
http://1.2.3.test5/ http://-bad.test/ http://xn--zz.test/
http://intranet/wiki http://printer.lan/ (local, but no special-use name)`, "\n")
	doc := MustNew(WithPolicy(DocumentPolicy()))
	expectMarked(t, doc, local)
	expectMarked(t, doc, strict)
	for name, p := range map[string]Policy{"Safe": SafePolicy(), "Forum": ForumPolicy(), "Chat": ChatPolicy()} {
		if p.SpecialUseHosts {
			t.Errorf("%sPolicy().SpecialUseHosts = true", name)
		}
		d := MustNew(WithPolicy(p))
		for _, s := range append(append([]string(nil), local...), strict...) {
			plain := strings.NewReplacer(MarkStart, "", MarkEnd, "").Replace(s)
			if got := d.Find(plain); len(got) != 0 {
				t.Errorf("%sPolicy links %q in %q", name, plain[got[0].Start:got[0].End], plain)
			}
			if got := Find(plain); len(got) != 0 {
				t.Errorf("Find links %q in %q", plain[got[0].Start:got[0].End], plain)
			}
		}
	}
	// home.arpa is a registrable domain: linked by every preset.
	expectMarked(t, MustNew(WithPolicy(ForumPolicy())), []string{"⸠http://nas.home.arpa/⸡ and ⸠http://printer.home.arpa/⸡"})
	// WithLocalHosts links every local host, with or without the field.
	d := MustNew(WithPolicy(ForumPolicy()), WithLocalHosts(true))
	expectMarked(t, d, []string{"⸠http://printer.lan/⸡ and ⸠http://myapp.test/⸡"})
}
