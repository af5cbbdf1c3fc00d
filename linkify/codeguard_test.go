package linkify

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/golinkify/uts58/linkify/internal/chars"
)

// TestBareHost: what may follow a host that the guard reads: nothing, a
// port, a fragment; not a path or a query.
func TestBareHost(t *testing.T) {
	for rest, want := range map[string]bool{
		"": true, "#usage": true, ":12": true, ":8080#x": true,
		"/": false, "/x": false, "?q": false, ":8080/x": false, "\\x": false,
	} {
		if got := bareHost(rest); got != want {
			t.Errorf("bareHost(%q) = %v, want %v", rest, got, want)
		}
	}
}

// TestCodeGuardAnyText: Check takes any text, not only what detection
// finds; the guard reads hosts of one label too.
func TestCodeGuardAnyText(t *testing.T) {
	p := DocumentPolicy()
	for _, text := range []string{"localhost", "README", "例え", "a", "x.", "#x", ":1"} {
		if err := p.Check(text, URL); err != nil {
			var pe *PolicyError
			if !errors.As(err, &pe) || guardCheck(pe.Check) {
				t.Errorf("Check(%q) = %v", text, err)
			}
		}
	}
}

// TestCodeGuardChecks gives each link text, as detection finds it, the check
// of DocumentPolicy that it fails ("" for a link). Most come from the
// Markdown corpus (Hugo's docs, the Rust book, npm and Go READMEs) and the
// e-mail corpus; the rest are variations.
func TestCodeGuardChecks(t *testing.T) {
	tests := []checkCase{
		// File names: extensions that are also top-level domains.
		{"README.md", "file-name"},
		{"CHANGELOG.md", "file-name"},
		{"index.md", "file-name"},
		{"index.en.md", "file-name"},           // Hugo's translations
		{"CHANGELOG.zh-CN.md", "file-name"},    // a language tag with a region
		{"bootstrap.min.test.md", "file-name"}, // file infixes
		{"lesson-1.md", "file-name"},
		{"README.md#usage", "file-name"}, // a file's section is no link
		{"main.rs", "file-name"},
		{"lib.rs", "file-name"}, // the site needs its scheme
		{"hosting.rs", "file-name"},
		{"setup.py", "file-name"},
		{"Setup.PY", "file-name"},
		{"verify-doctoc.sh", "file-name"},
		{"go.work", "file-name"},
		{"Moose.pm", "file-name"},
		{"lexer.ml", "file-name"},
		{"Main.java", "file-name"},
		{"application.properties", "file-name"},
		{"dist.zip", "file-name"},
		{"clip.mov", "file-name"},
		{"cosign.pub", "file-name"},
		{"Makefile.in", "file-name"},
		{"configure.ac", "file-name"},
		{"Makefile.am", "file-name"},
		{"Makefile.PL", "file-name"},
		{"config.fish", "file-name"},
		{"README.org", "file-name"},
		{"main.tf", "file-name"},
		{"libvorbis.so", "file-name"},
		{"glibc.so", "file-name"}, // shared objects: a "lib" name, ld.so
		{"zlib.so", "file-name"},
		{"ld.so", "file-name"},
		{"config.h.in", "file-name"}, // templates of sources
		{"foo.pc.in", "file-name"},
		{"app.service.in", "file-name"},
		{"markdown.pl", "file-name"},  // the original Markdown's script
		{"Terminal.app", "file-name"}, // macOS applications
		{"tar.br", "file-name"},
		{"archive.tar.sz", "file-name"},
		// Versions.
		{"1.2.tv", "version"},
		{"v1.2.tv", "version"},
		{"4.Ch", "version"}, // "Artikel 4.Ch…" in the UDHR: no site either
		// Names in code: a top-level label in mixed case…
		{"time.In", "code-name"},
		{"Time.In", "code-name"}, // Go's method, as its docs write it
		{"page.Page", "code-name"},
		{"PAGE.Site", "code-name"},
		{"js.Build", "code-name"},
		{"Service.Ports.Name", "code-name"},
		{"privacy.youTube", "code-name"},
		{"R.Hughes", "code-name"},
		{"claim.To", "code-name"}, // two sentences with no space
		// …or a top-level domain that is a member name and has no sites.
		{"Array.prototype.map", "code-name"},
		{"new.target", "code-name"},
		{"event.target", "code-name"},
		{"params.author", "code-name"},
		{"members.read", "code-name"},
		{"Date.now", "code-name"},
		{"response.data", "code-name"},
		{"privacy.youtube", "code-name"},
		{"WebSocket.OPEN", "code-name"},
		{"user.name", "code-name"}, // fields that every program writes
		{"spring.application.name", "code-name"},
		{"queue.name", "code-name"},
		{"user.email", "code-name"},
		{"location.host", "code-name"},
		{"axios.post", "code-name"},
		{"User.new", "code-name"}, // Ruby's constructor
		// …or a generic TLD (an English word) after a name in CamelCase.
		{"SpringApplication.run", "code-name"},
		{"WebApplication.run", "code-name"},
		{"ViewModel.page", "code-name"},
		// …or metasyntactic names alone.
		{"Foo.bar", "code-name"},
		{"foo.bar", "code-name"},
		// Product names: a top-level label in capitals after a name.
		{"ASP.NET", "product-name"}, // .NET, Microsoft's platform
		{"ADO.NET", "product-name"},
		{"BlogEngine.NET", "product-name"},
		{"Kaizoku.NET", "product-name"},
		{"UNFORTU.NET", "product-name"}, // a sponsor's site, written as .NET is
		{"Socket.IO", "product-name"},
		{"Engine.IO", "product-name"},
		{"System.IO", "product-name"},
		{"Dify.AI", "product-name"},
		{"NET.WORKS", "product-name"}, // VIA NET.WORKS: a name in capitals, a new generic TLD
		// Domains.
		{"example.com", ""},
		{"docs.example.org", ""},
		{"例え.jp", ""},
		{"bücher.de", ""},
		{"пример.рф", ""},
		{"go.dev", ""},
		{"pkg.go.dev", ""},
		{"web.dev", ""},
		{"crates.io", ""},
		{"npm.im", ""},
		{"vuejs.org", ""},
		{"gohugo.io", ""},
		{"vuejs.github.io", ""},
		{"docs.rs", ""}, // known sites on file extensions
		{"rustup.rs", ""},
		{"Docs.rs", ""},
		{"esm.sh", ""},
		{"bun.sh", ""},
		{"obsidian.md", ""},
		{"sh.rustup.rs", ""}, // a subdomain is no file name
		{"lychee.cli.rs", ""},
		{"help.obsidian.md", ""},
		{"stuff.charm.sh", ""},
		{"notion.so", ""},  // not a library
		{"tb.tf", ""},      // not Terraform's
		{"allegro.pl", ""}, // Perl's .pl is not guarded
		{"perl.pl", ""},
		{"wzrd.in", ""},
		{"bsky.app", ""},
		{"x.ai", ""},
		{"buf.build", ""},
		{"codeberg.page", ""},
		{"nssm.cc", ""},
		{"Files.com", ""}, // brands, capitalised
		{"GitHub.com", ""},
		{"Mail.ru", ""},
		{"freeCodeCamp.org", ""},
		{"socket.io", ""},
		{"Socket.io", ""}, // the library's site: written as Crates.io is
		{"Remix.run", ""}, // capitalised sites on generic TLDs
		{"Go.dev", ""},
		{"docs.new", ""},
		{"Nest.land", ""},
		{"GitHub.io", ""},    // CamelCase on a country code or classic TLD
		{"THAIWARE.COM", ""}, // hosts wholly in capitals
		{"ASP.net", ""},
		{"linuxmafia.COM", ""}, // classic TLDs capitalised by older mail hosts
		{"Sun.COM", ""},
		{"munnari.OZ.AU", ""},
		{"go.yaml.in", ""}, // no source's extension before .in
		{"iitb.ac.in", ""},
		{"notion.so", ""},
		{"foo.com", ""},
		{"EXAMPLE.COM", ""},
		{"Golux.Com", ""}, // mail hosts of old
		{"Boron.MeepZor.Com", ""},
		{"relay1.EECS.Berkeley.EDU", ""},
		{"mir.eWare.com", ""},
		{"B.Sc", "code-name"}, // a degree
		// Written as links: a scheme, "www." or a path.
		{"https://setup.py", ""},
		{"http://README.md", ""},
		{"www.example.md", ""},
		{"www.README.md", ""},
		{"setup.py/", ""},
		{"example.com/README.md", ""},
		{"README.md?plain=1", ""},
		{"example.md:8080/x", ""},
		{"https://time.In", ""},
		{"www.new.target", ""},
		// E-mail addresses are not guarded.
		{"ann@readme.md", ""},
		{"a@time.In", ""},
	}
	expectChecks(t, DocumentPolicy(), tests)
}

// A checkCase is a link text, detected whole, and the check of a policy
// that it fails ("" for none).
type checkCase struct{ text, check string }

// expectChecks checks that each text is detected whole and fails the
// check of p that it names.
func expectChecks(t *testing.T, p Policy, tests []checkCase) {
	t.Helper()
	d := MustNew()
	for _, tt := range tests {
		links := d.Find(tt.text)
		if len(links) != 1 || links[0].Start != 0 || links[0].End != len(tt.text) {
			t.Errorf("%s: detected as %s", tt.text, Mark(tt.text, links))
			continue
		}
		var got PolicyCheck
		var pe *PolicyError
		if err := p.Check(tt.text, links[0].Kind); errors.As(err, &pe) {
			got = pe.Check
		} else if err != nil {
			t.Errorf("%s: %v is no PolicyError", tt.text, err)
		}
		if string(got) != tt.check {
			t.Errorf("%s: check %q, want %q", tt.text, got, tt.check)
		}
	}
}

// TestCodeGuardInText: file and code names in running text, in several
// languages, stay text; domains around them link.
func TestCodeGuardInText(t *testing.T) {
	doc := MustNew(WithPolicy(DocumentPolicy()))
	expectMarked(t, doc, []string{
		"詳しくは README.md を読んでください。サイトは ⸠例え.jp⸡ です。",
		"設定は「config.toml」と「index.ja.md」に書きます（⸠gohugo.io⸡）。",
		"Hugo の _index.md と ⸠https://gohugo.io/content-management/⸡",
		"参见 main.rs 和 ⸠例子.中国⸡。",
		"Siehe CHANGELOG.md und ⸠bücher.de⸡.",
		"Подробности в README.md и на ⸠пример.рф⸡.",
		"Voir index.fr.md ou ⸠exemple.fr⸡ ou ⸠docs.example.org/guide⸡.",
		"Use time.In and page.Page, not Array.prototype.map or new.target; see ⸠go.dev⸡.",
		"Install with ⸠rustup.rs⸡, then edit src/main.rs; docs on ⸠docs.rs⸡, CDN ⸠esm.sh⸡.",
		"Bump to v2.1.md, not ⸠https://v2.1.md⸡ nor ⸠www.example.md⸡; see CONTRIBUTING.md#tests.",
	})
	// SafePolicy, without the guard, links them.
	expectMarked(t, MustNew(WithPolicy(SafePolicy())), []string{
		"read ⸠README.md⸡ and ⸠time.In⸡, ⸠1.2.tv⸡",
	})
}

// TestCodeGuardOnEmailCorpus: in real e-mail (headers, signatures, prose
// with many hosts), the guard and Placeholders keep as text only what is
// no site: the file names, product names, degrees, joined sentences and
// templates listed here.
func TestCodeGuardOnEmailCorpus(t *testing.T) {
	text := string(shareddata.Read(t, "corpus/email.txt"))
	notSites := []string{
		"Post.Office", // an MTA: "(Post.Office MTA v3.1.2 release …)"
		"claim.To", "favorite.To", "image.It", "techniques.It", "Toolbar.It", "site.Plus", "like.Free", "1.Bo", "3.Energy",
		"B.Sc", "M.Sc", "R.Hughes", "DR.WALTER",
		"boot.zip", "libvorbis.so", "glibc.so", "Dns.pm",
		"NET.WORKS", "UNFORTU.NET", // VIA NET.WORKS; a sponsor named as .NET is written
		// Templates: "Register your domain name (http://your-name.com)",
		// "Mail me at name@domain.com".
		"http://your-name.com", "name@domain.com", "yourname@yourdomain.com", "email@yourgroup.org",
		"Your.Web.Site@webnote.net",
		// Quoted-printable: "mailto:reports=40the-financial-news.com=22>",
		// the host of an address whose '@' is escaped as =40.
		"40the-financial-news.com", "40btamail.net.cn",
	}
	doc := MustNew(WithPolicy(DocumentPolicy()))
	kept := map[Link]bool{}
	for _, l := range doc.Find(text) {
		kept[l] = true
	}
	guarded := map[string]int{}
	for _, l := range MustNew(WithPolicy(SafePolicy())).Find(text) {
		if !kept[l] {
			guarded[text[l.Start:l.End]]++
		}
	}
	var texts []string
	for s, n := range guarded {
		texts = append(texts, s)
		if !slices.Contains(notSites, s) {
			t.Errorf("the guard stops linking %s (%d times)", s, n)
		}
	}
	slices.Sort(texts)
	t.Logf("kept as text: %s", strings.Join(texts, ", "))
}

// FuzzCodeGuard: the guard's checks fail only links written with no
// scheme, no "www." and no path or query, but for the references of
// container images, and only URLs; Check never panics, whatever the text.
func FuzzCodeGuard(f *testing.F) {
	for _, s := range []string{"README.md", "see time.In or https://time.In", "www.x.md/a?b#c", "a@b.md", "例え。Md", "v1.2.tv:80#x", "localhost",
		"ASP.NET Core", "docker.io/a/b:1 x.io:5000/c:d", "f(x.id)", "site:x.com"} {
		f.Add(s)
	}
	d, p := MustNew(), DocumentPolicy()
	f.Fuzz(func(t *testing.T, s string) {
		_ = p.Check(s, URL)
		for _, l := range d.Find(s) {
			text := s[l.Start:l.End]
			var pe *PolicyError
			if !errors.As(p.Check(text, l.Kind), &pe) || !guardCheck(pe.Check) {
				continue
			}
			u, err := splitURL(text)
			if l.Kind != URL || err != nil || u.scheme != "" || chars.HasPrefix(strings.ToLower(u.host), "www.") || u.hasQuery {
				t.Errorf("%q: %s fails %s", text, l.Kind, pe.Check)
			}
			if _, he, _ := linkHost(text, URL); u.path != "" && (pe.Check != CheckCodeName || !imageReference(text[he:])) {
				t.Errorf("%q: with a path, fails %s", text, pe.Check)
			}
		}
	})
}

// guardCheck reports whether c is a check of the code guard.
func guardCheck(c PolicyCheck) bool {
	return c == CheckFileName || c == CheckVersion || c == CheckCodeName || c == CheckProductName
}

// TestCodeContext: the text around a bare host tells code from a link.
func TestCodeContext(t *testing.T) {
	d := MustNew(WithPolicy(DocumentPolicy()))
	for _, tt := range []struct{ text, want string }{
		{"[languages.de]", "[languages.de]"},
		{"  [[params.menu]]\nweight = 1", "  [[params.menu]]\nweight = 1"},
		{"[cascade.build]\r\n", "[cascade.build]\r\n"},
		{"Call Connection.ping() first.", "Call Connection.ping() first."},
		{"Foo.bar(x)", "Foo.bar(x)"},
		{"GameObject.Find(target.id)", "GameObject.Find(target.id)"}, // an argument
		{"f(example.com, 1)", "f(example.com, 1)"},
		{"main(foo.edu).user.js", "main(foo.edu).user.js"},
		{"logging.level.app = DEBUG", "logging.level.app = DEBUG"}, // a key
		{"example.com=value", "example.com=value"},
		{"search site:lists.debian.org or site:example.com/docs", "search site:lists.debian.org or site:example.com/docs"},
		// A host in parentheses after a word or a space, one after '=',
		// or with "www.", a quoted-printable line's end, "Website:".
		{"官网(example.com)", "官网(⸠example.com⸡)"},
		{"see (example.com)", "see (⸠example.com⸡)"},
		{"visit(www.example.com)", "visit(⸠www.example.com⸡)"},
		{"--host=example.com", "--host=⸠example.com⸡"},
		{"example.com = \n", "⸠example.com⸡ = \n"},
		{"at example.com=\nnext", "at ⸠example.com⸡=\nnext"},
		{"Website:example.com", "Website:⸠example.com⸡"},
		// Domains in brackets within text, or before " (", still link.
		{"See [example.com] for more.", "See [⸠example.com⸡] for more."},
		{"[example.com](https://example.com)", "[⸠example.com⸡](⸠https://example.com⸡)"},
		{"example.com (the site)", "⸠example.com⸡ (the site)"},
		{"[example.com/docs]", "[⸠example.com/docs⸡]"},
		{"[https://example.com]", "[⸠https://example.com⸡]"},
	} {
		if got := Mark(tt.text, d.Find(tt.text)); got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}
