package linkify

import (
	"os"
	"path/filepath"
	"regexp"
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
	for i := range schemeTable {
		ws := &schemeTable[i]
		if !ws.special() {
			continue
		}
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
	if schemeNamed("sftp").special() || schemeNamed("") != nil || schemeNamed("HTTPS") != httpsScheme || httpScheme.name != "http" || httpsScheme.name != "https" {
		t.Error("schemeNamed")
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

// allSchemes returns the names of every scheme that WithSchemes takes.
func allSchemes() []string {
	var names []string
	for i := range schemeTable {
		if schemeTable[i].rest != restEmail {
			names = append(names, schemeTable[i].name)
		}
	}
	return names
}

// TestSchemeAllowlist: WithSchemes takes the names of schemeTable alone,
// in any case; any other name is an error that lists them: the schemes
// that run code, file:, and those that wrap another URL.
func TestSchemeAllowlist(t *testing.T) {
	for _, name := range allSchemes() {
		if len(name) > maxSchemeName {
			t.Errorf("%q is longer than maxSchemeName", name)
		}
		for _, n := range []string{name, strings.ToUpper(name)} {
			if _, err := New(WithSchemes("https", n)); err != nil {
				t.Errorf("WithSchemes(%q): %v", n, err)
			}
		}
	}
	for _, name := range []string{"javascript", "JavaScript", "vbscript", "data", "file", "FILE", "blob", "view-source",
		"feed", "jar", "intent", "search-ms", "ms-msdt", "smb", "gopher", "x1", "com.example", "", "a b", "https:", "mailto"} {
		_, err := New(WithSchemes("https", name))
		if err == nil {
			t.Errorf("WithSchemes(%q): no error", name)
			continue
		}
		if name != "mailto" && !strings.Contains(err.Error(), schemeNames) {
			t.Errorf("WithSchemes(%q): %v, want it to list %s", name, err, schemeNames)
		}
	}
	if !strings.HasPrefix(schemeNames, "http, https, ftp, ftps, sftp, ssh, git, irc, ircs, gemini, webcal, news, tel, sms, callto, geo, magnet, cid, xmpp, matrix;") {
		t.Errorf("schemeNames %q", schemeNames)
	}
}

// TestSchemeForms: each scheme of schemeTable is linked in its form, as
// real text writes it, and not where its text is no URL of that form; the
// href is the text as WHATWG URL serializes it (TestHrefsMatchWHATWG
// holds the hrefs against node's parser).
func TestSchemeForms(t *testing.T) {
	checkHrefs(t, MustNew(WithSchemes(allSchemes()...), WithPolicy(SafePolicy())), []hrefCase{
		// "//" and a host; ftp: without them is no link, as http: is not.
		{"get ftp://ftp.example.org/pub now; FTP:example.com/a, ftp:/pub/x, ftp:?x, ftp:A", "ftp://ftp.example.org/pub"},
		{"Files: ftps://ftp.example.org/pub/ and sftp://files.example.com:2222/home.", "ftps://ftp.example.org/pub/ sftp://files.example.com:2222/home"},
		{"ssh://example.com:2222/, git://github.com/graphql/graphql-js.git#npm", "ssh://example.com:2222/ git://github.com/graphql/graphql-js.git#npm"},
		{"Join irc://irc.libera.chat/#go or ircs://irc.libera.chat:6697/#go!", "irc://irc.libera.chat/#go ircs://irc.libera.chat:6697/#go"},
		{"gemini://gemini.example.org/α (webcal://example.com/cal.ics)", "gemini://gemini.example.org/%CE%B1 webcal://example.com/cal.ics"},
		{"SFTP://Files.Example.COM:0022/a/./b/../c", "sftp://Files.Example.COM:22/a/c"},
		{"sftp:files.example.com ssh:example.com irc:#go tel://+15550100 geo://1,2 ssh://git@github.com/x", ""},
		// news: both ways.
		{"See news:comp.lang.go and news://news.example.com/comp.lang.go.", "news:comp.lang.go news://news.example.com/comp.lang.go"},
		// Phone numbers: three digits or more; a label's "Tel: +1 …" is none.
		{"Call tel:+1-555-0100. Text sms:+15550100?body=hi or tel:911.", "tel:+1-555-0100 sms:+15550100?body=hi tel:911"},
		{"Tel: +1 555 0100, Tel:+1 555 0100, tel:12, tel:+1-555-0100x, tel:555;phone-context=example.com", "tel:555;phone-context=example.com"},
		{"(tel:+44(20)7946-0000)", "tel:+44(20)7946-0000"},
		// Coordinates.
		{"geo:37.786971,-122.399677 geo:-33.8688,151.2093;u=35 geo:1,2,3", "geo:37.786971,-122.399677 geo:-33.8688,151.2093;u=35 geo:1,2,3"},
		{"geo:37.78 geo:a,b geo:1.,2 geo:1,2,3,4", ""},
		// A query, a room or a user, a word.
		{"magnet:?xt=urn:btih:abc&dn=x, :magnet: :sftp: magnet:abc", "magnet:?xt=urn:btih:abc&dn=x"},
		{"matrix:r/room:example.org matrix:u/alice:example.org?action=chat matrix:x/y matrix:r/", "matrix:r/room:example.org matrix:u/alice:example.org?action=chat"},
		{"xmpp:user@example.org?message, cid:part1.abc@example.org, callto:echo123, callto:+15550100", "xmpp:user@example.org?message cid:part1.abc@example.org callto:echo123 callto:+15550100"},
		{"xmpp:jöran@example.de xmpp:-x xmpp:", "xmpp:j%C3%B6ran@example.de"},
	})
}

// hrefCase is a text and the hrefs of its links, between spaces.
type hrefCase struct{ in, want string }

// checkHrefs checks that d finds the links of each case with their hrefs.
func checkHrefs(t *testing.T, d *Detector, cases []hrefCase) {
	t.Helper()
	for _, c := range cases {
		var hrefs []string
		for _, l := range d.Find(c.in) {
			hrefs = append(hrefs, l.Href)
		}
		if got := strings.Join(hrefs, " "); got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestNestedSchemes: with every scheme linked, no href holds a scheme
// name and ':' after its own scheme's colon: a wrapper (feed:, view-source:,
// jar:), a scheme that needs "//", or one with no host whose path starts
// with a scheme is no link, nor is any part of it before the URL it wraps,
// which is linked on its own where it is one.
func TestNestedSchemes(t *testing.T) {
	checkHrefs(t, MustNew(WithSchemes(allSchemes()...)), []hrefCase{
		{"feed:javascript:alert(1) view-source:javascript:alert(1) jar:javascript:x ssh:javascript:x", ""},
		{"sms:javascript:alert(1) xmpp:javascript:alert(1) news:vbscript:msgbox callto:data:text/html,x cid:file:///etc/passwd", ""},
		{"tel:javascript:alert(1) geo:javascript:x matrix:javascript:x magnet:javascript:x news:tel:+15550100", "tel:+15550100"},
		{"feed:https://example.com/rss view-source:https://example.com/ jar:https://example.com/a.jar!/x", "https://example.com/rss https://example.com/ https://example.com/a.jar!/x"},
		{"xmpp:https://example.com news:sftp://files.example.com/x", "https://example.com/ sftp://files.example.com/x"},
		{"http://javascript:alert(1) https:javascript:alert(1) irc://javascript:x", ""},
		{"mailto:javascript:alert@example.com", "mailto:alert@example.com"},
		{"matrix:u/alice:example.org xmpp:a@example.org/res:x", "matrix:u/alice:example.org xmpp:a@example.org/res:x"},
	})
}

// TestAllowedHrefSchemes: AllowedHref takes the schemes a detector links
// (http, https and mailto always), none nested after another, whatever a
// kind's rule or a callback sets.
func TestAllowedHrefSchemes(t *testing.T) {
	d := MustNew(WithSchemes("https", "tel", "sms", "xmpp"))
	for href, want := range map[string]bool{
		"https://example.com/": true, "HTTP://example.com": true, "mailto:a@example.com": true, "tel:+15550100": true,
		"sms:+15550100?body=javascript:x": true, "xmpp:a@example.org": true,
		"sms:javascript:alert(1)": false, "xmpp:javascript:alert(1)": false, "tel:vbscript:x": false,
		"https:javascript:alert(1)": false, "mailto:javascript:alert(1)": false, "https:data:text/html,x": false,
		"javascript:alert(1)": false, "file:///etc/passwd": false, "feed:https://example.com": false, "sftp://example.com/": false,
		" https://example.com": false, "java\tscript:x": false, "": false, "https": false,
	} {
		if got := d.AllowedHref(href); got != want {
			t.Errorf("AllowedHref(%q) = %v, want %v", href, got, want)
		}
	}
}

// TestSchemesDocumented: the allowlist is written in one place, the table,
// and named wherever it is told: WithSchemes's doc, docs/security.md's
// table of schemes, and the generator of testdata/hrefs.tsv (which reads
// a line that starts with one as a URL of it).
func TestSchemesDocumented(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join("..", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	options := read("linkify/options.go")
	doc := options[strings.Index(options, "// WithSchemes sets"):strings.Index(options, "func WithSchemes")]
	security := read("docs/security.md")
	_, table, _ := strings.Cut(security, "## Schemes")
	table, _, _ = strings.Cut(table, "\n## ")
	gen := read("testdata/gen-hrefs.mjs")
	_, alts, _ := strings.Cut(gen, "/^(")
	alts, _, _ = strings.Cut(alts, "):/i")
	genRe := regexp.MustCompile("(?i)^(" + alts + "):")
	for i := range schemeTable {
		name := schemeTable[i].name
		if !strings.Contains(doc, `"`+name+`"`) {
			t.Errorf("WithSchemes's doc does not name %q", name)
		}
		if !strings.Contains(table, "| `"+name+"`") && !strings.Contains(table, ", `"+name+"`") {
			t.Errorf("docs/security.md's table of schemes does not name %q", name)
		}
		if !genRe.MatchString(strings.ToUpper(name) + ":x") {
			t.Errorf("gen-hrefs.mjs does not read %q", name)
		}
	}
	for _, name := range []string{"file", "feed", "javascript", "httpx", "smsto"} {
		if genRe.MatchString(name + ":x") {
			t.Errorf("gen-hrefs.mjs reads %q", name)
		}
	}
}
