package linkify

import "testing"

// FuzzSchemes checks, for any set of the schemes of schemeTable (mask
// picks them, and whether addresses and a policy are on) and any text,
// that every href is of a scheme that is linked (http and https, which
// scheme-less links get, and mailto for addresses), that no scheme name
// and ':' follow its scheme's colon, that the detector allows it, and that
// it is its own serialization (serializing it again changes nothing).
func FuzzSchemes(f *testing.F) {
	names := allSchemes()
	all := uint32(1)<<len(names) - 1
	for _, line := range fixtureLines(f, "href-inputs.txt", "edges-schemes.txt") {
		f.Add(line, all)
	}
	for _, s := range []string{"feed:javascript:alert(1) sms:javascript:x news:tel:+15550100", "tel:+1-555-0100. Tel:+1 555",
		"geo:-1.5,2;u=3?q=x matrix:u/a:b.org", "mailto:?to=a@example.com&subject=x mailto:a%40b@example.com?cc=c@d.org",
		"xmpp:a@b.org/c:d callto:echo123 cid:x@y.org magnet:?xt=urn:btih:a", "SFTP://h.example.com:0022/a/%2e/../b?c#d"} {
		f.Add(s, all|1<<31|1<<30)
	}
	f.Fuzz(func(t *testing.T, text string, mask uint32) {
		var on []string
		for i, name := range names {
			if mask&(1<<i) != 0 {
				on = append(on, name)
			}
		}
		opts := []Option{WithSchemes(on...), WithEmail(mask&(1<<30) != 0)}
		if mask&(1<<31) != 0 {
			opts = append(opts, WithPolicy(SafePolicy()))
		}
		d := MustNew(opts...)
		links := d.Find(text)
		checkLinks(t, text, links)
		for _, l := range links {
			sch, n := schemeAt(l.Href)
			switch {
			case sch == nil || !(sch.web || sch.rest == restEmail && l.Kind == Email || d.isExtraScheme(sch.name)):
				t.Fatalf("%q in %q: href %q of a scheme not linked (%v)", text[l.Start:l.End], text, l.Href, on)
			case nestedScheme(l.Href[n+1:]):
				t.Fatalf("%q in %q: href %q holds a scheme after its own", text[l.Start:l.End], text, l.Href)
			case !d.AllowedHref(l.Href):
				t.Fatalf("%q in %q: href %q not allowed", text[l.Start:l.End], text, l.Href)
			}
			if again, ok := appendAbsoluteHref(nil, l.Href); !ok || string(again) != l.Href {
				t.Fatalf("%q in %q: href %q serializes to %q (%v)", text[l.Start:l.End], text, l.Href, again, ok)
			}
		}
	})
}
