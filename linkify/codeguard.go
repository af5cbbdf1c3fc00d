package linkify

import (
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// The code guard (Policy.CodeGuard) keeps as text the hosts that documents
// write as file names, versions, product names and names in code rather
// than as links: README.md, main.rs, index.en.md, Terminal.app, 1.2.tv,
// ASP.NET, Socket.IO, time.In, page.Page, Array.prototype.map. It sees
// only a link with no scheme, no "www." and no path or query (a port or a
// fragment makes no link of a file: main.rs:12, README.md#usage), and of
// those with a path the references of container images
// (docker.io/gitea/gitea:1.22.6); it reads a host both as written
// (the case tells code from domains) and in lower-case ASCII. Its lists
// were measured on real documents (extension/corpus_links_test.go): every
// domain that they name still links.

// anyNameExts are top-level domains that, written after any name, are a
// file extension in documents far more often than a site: such a host is
// a file name unless it is one of knownSites.
var anyNameExts = wordSet(`md rs py sh pm ml java properties work zip mov pub`)

// knownSites are the sites on anyNameExts that documents name with no
// scheme (docs.rs, esm.sh): developers' sites, found in real documents.
// Others need their scheme ("https://lib.rs": lib.rs is Rust's library
// file first).
var knownSites = wordSet(`docs.rs rustup.rs tokio.rs serde.rs diesel.rs rocket.rs hyper.rs
	actix.rs yew.rs starship.rs rolldown.rs oxc.rs rspack.rs
	esm.sh bun.sh brew.sh helm.sh charm.sh scoop.sh ohmyz.sh volta.sh nushell.sh qlty.sh
	obsidian.md`)

// conventionalFiles are file names whose extension is a top-level domain
// with many sites: only these names make a file name of it.
var conventionalFiles = wordSet(`makefile.in manifest.in configure.in requirements.in configure.ac
	makefile.am makefile.pl build.pl markdown.pl config.fish readme.org changelog.org todo.org
	main.tf variables.tf outputs.tf providers.tf versions.tf backend.tf locals.tf terraform.tf`)

// identifierTLDs are top-level domains that are common member names in
// code (event.target, Date.now, Array.prototype.map, response.data,
// axios.post) and that hold no public sites: brand, restricted (.post, for
// postal operators) or unlaunched registries; and those
// whose few sites text seldom names, beside the fields that every program
// writes (user.name, spring.application.name, [queue.name], user.email,
// location.host).
var identifierTLDs = wordSet(`target author read save call now map channel data next open youtube
	post name email host`)

// templateSources are the extensions of the sources that build tools make
// files of, from templates named source.in (config.h.in, foo.pc.in,
// app.service.in: autoconf, CMake, Meson); no second-level label of .in
// (co.in, ac.in, gov.in) is among them.
var templateSources = wordSet(`h hh hpp c cc cpp pc py sh pl spec service desktop cmake conf cfg ini xml txt mk json html`)

// fileInfixes are the labels that stand between a file's name and its
// extension: app.min.js.zip, notes.test.md (language tags, as in
// index.en.md, are told by their shape).
var fileInfixes = wordSet(`min css js esm bundle rtl tar test spec config`)

// extKinds has, for each top-level domain that a list above names, which
// lists name it: the code guard asks one map of the extension, and the
// maps of whole names only for their extensions.
var extKinds = func() map[string]extKind {
	m := make(map[string]extKind)
	for ext := range anyNameExts {
		m[ext] |= extAnyName
	}
	for ext := range identifierTLDs {
		m[ext] |= extIdentifier
	}
	for ext := range classicTLDs {
		m[ext] |= extClassic
	}
	for name := range conventionalFiles {
		m[name[strings.LastIndexByte(name, '.')+1:]] |= extConventional
	}
	return m
}()

// extKind is a set of the lists that name a top-level domain.
type extKind uint8

const (
	extAnyName      extKind = 1 << iota // anyNameExts
	extIdentifier                       // identifierTLDs
	extClassic                          // classicTLDs
	extConventional                     // the extension of one of conventionalFiles
)

// codeGuard rejects a scheme-less, path-less host that reads as a file
// name, a version or a name in code. host is as written, with its own case
// and label separators; ascii is its lower-case ASCII form. Neither has a
// trailing dot.
func codeGuard(host, ascii string) refusal {
	dot := strings.LastIndexByte(ascii, '.')
	if dot < 0 || chars.HasPrefix(ascii, "www.") {
		return refusal{} // one label (Check is given any text), or written as a link
	}
	name, ext := ascii[:dot], ascii[dot+1:]
	kind := extKinds[ext]
	switch {
	case isVersion(name):
		return refuse(failVersion, host)
	case isFileName(host, ascii, name, ext, kind):
		return refuse(failFileName, host)
	case isCodeName(host, ascii, kind):
		return refuse(failCodeName, host)
	case 'A' <= host[len(host)-1] && host[len(host)-1] <= 'Z' && isProductName(host, kind):
		return refuse(failProductName, host)
	}
	return refusal{}
}

// isVersion reports whether the labels before the top-level domain are
// numbers, each with an optional "v": 1.2.tv, v1.2.tv.
func isVersion(name string) bool {
	for rest, more := name, true; more; {
		var l string
		l, rest, more = strings.Cut(rest, ".")
		if l = strings.TrimPrefix(l, "v"); !chars.IsDigits(l) {
			return false
		}
	}
	return true
}

// isFileName reports whether the host reads as a file name: name.ext with
// an extension of anyNameExts (its middle labels, if any, those of a file:
// index.en.md, but not sh.rustup.rs), a conventional file name, the
// template of a source (config.h.in), a shared object (libc.so, glibc.so,
// ld.so), a macOS application (Terminal.app), or a tar archive (tar.br).
// kind is what extKinds tells of ext.
func isFileName(host, ascii, name, ext string, kind extKind) bool {
	if name == "tar" || strings.HasSuffix(name, ".tar") {
		return true
	}
	first, middle, _ := strings.Cut(name, ".")
	switch {
	case kind&extAnyName != 0:
		return !knownSites[ascii] && fileMiddle(middle)
	case ext == "in" && middle != "":
		return templateSources[name[strings.LastIndexByte(name, '.')+1:]]
	case middle != "":
		return false
	case kind&extConventional != 0 && conventionalFiles[ascii]:
		return true
	case ext == "so":
		return strings.HasPrefix(first, "lib") || strings.HasSuffix(first, "lib") || strings.HasSuffix(first, "libc") || first == "ld"
	case ext == "app":
		return 'A' <= host[0] && host[0] <= 'Z'
	}
	return false
}

// fileMiddle reports whether the labels between a file's name and its
// extension, dot-separated, are those of a file: none, file infixes or
// language tags (en, pt-br).
func fileMiddle(labels string) bool {
	for rest, more := labels, labels != ""; more; {
		var l string
		l, rest, more = strings.Cut(rest, ".")
		if !fileInfixes[l] && !isLanguageTag(l) {
			return false
		}
	}
	return true
}

// isLanguageTag reports whether the lower-case label is a two-letter
// language code with an optional region or script: en, zh-cn, sr-latn.
func isLanguageTag(l string) bool {
	if len(l) < 2 || !isLowerLetter(l[0]) || !isLowerLetter(l[1]) {
		return false
	}
	if len(l) == 2 {
		return true
	}
	return l[2] == '-' && len(l) >= 5 && len(l) <= 7 && strings.Trim(l[3:], "abcdefghijklmnopqrstuvwxyz0123456789") == ""
}

func isLowerLetter(c byte) bool { return 'a' <= c && c <= 'z' }

// isProductName reports whether the host of two ASCII labels reads as
// the name of a product that ends in a top-level domain, which writers
// put in capitals where sites are written in lower case or wholly in
// capitals (THAIWARE.COM): ".NET", Microsoft's platform, after any name
// (ASP.NET, ADO.NET, BlogEngine.NET); another top-level label in capitals
// after a name with lower-case letters (Socket.IO, Engine.IO, System.IO),
// but a classic one, which older mail hosts capitalise (linuxmafia.COM,
// Sun.COM); a name in capitals under a generic top-level domain newer than
// those, as companies write theirs (VIA NET.WORKS). kind is what extKinds
// tells of its top-level domain.
func isProductName(host string, kind extKind) bool {
	name, tld, ok := strings.Cut(host, ".")
	if !ok || len(tld) < 2 || !isUpperASCII(tld) {
		return false
	}
	switch {
	case tld == "NET":
		return true
	case kind&extClassic != 0:
		return false
	case strings.ContainsFunc(name, func(r rune) bool { return 'a' <= r && r <= 'z' }):
		return true
	}
	return len(tld) > 2 && isUpperASCII(name)
}

// isUpperASCII reports whether s is upper-case ASCII letters, digits and
// hyphens with at least one letter.
func isUpperASCII(s string) bool {
	letter := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			letter = true
		} else if !chars.IsDigit(c) && c != '-' {
			return false
		}
	}
	return letter
}

// isCodeName reports whether the host reads as a name in code: a
// top-level domain of identifierTLDs; one written in mixed case
// (time.In, page.Page, js.Build, Service.Ports.Name, Time.In), except in
// a host capitalised throughout under a classic top-level domain, as
// older mail hosts are written (Golux.Com, Boron.MeepZor.Com); a generic
// top-level domain newer than those, which are English words, after a
// name in CamelCase, a type's (SpringApplication.run, WebApplication.run:
// sites are written as their domains or capitalised, Remix.run, Go.dev);
// Ruby's constructor after a capitalised name (User.new; sites on .new are
// written in lower case: docs.new); or metasyntactic names alone
// (Foo.bar). kind is what extKinds tells of its top-level domain; ascii is
// the host in lower case.
func isCodeName(host, ascii string, kind extKind) bool {
	if kind&extIdentifier != 0 || allMetasyntactic(ascii) {
		return true
	}
	if strings.HasSuffix(host, ".new") && 'A' <= host[0] && host[0] <= 'Z' {
		return true
	}
	tld := chars.LastLabel(host)
	upper, lower := false, false
	for i := 0; i < len(tld); i++ {
		upper = upper || 'A' <= tld[i] && tld[i] <= 'Z'
		lower = lower || 'a' <= tld[i] && tld[i] <= 'z'
	}
	if !upper {
		return lower && len(tld) > 2 && kind&extClassic == 0 &&
			camelCase(chars.LastLabel(chars.TrimLabelSep(host[:len(host)-len(tld)])))
	}
	if !lower {
		return false
	}
	return kind&extClassic == 0 || !capitalised(host)
}

// camelCase reports whether the label has an upper-case ASCII letter right
// after a lower-case one (GameObject, SpringApplication, getElementById).
func camelCase(label string) bool {
	for i := 1; i < len(label); i++ {
		if 'A' <= label[i] && label[i] <= 'Z' && 'a' <= label[i-1] && label[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// allMetasyntactic reports whether every label of the lower-case host is
// a name that examples of code give any variable, type or member (foo,
// bar, baz, qux, quux): a host of them alone is a member access (Foo.bar).
func allMetasyntactic(ascii string) bool {
	if ascii[0] != 'f' && ascii[0] != 'b' && ascii[0] != 'q' {
		return false // most hosts, at once
	}
	for rest, more := ascii, true; more; {
		var l string
		l, rest, more = strings.Cut(rest, ".")
		switch l {
		case "foo", "bar", "baz", "qux", "quux":
		default:
			return false
		}
	}
	return true
}

// classicTLDs are the generic top-level domains older than 1990.
var classicTLDs = wordSet(`com net org edu gov mil int`)

// capitalised reports whether every label of host starts with an
// upper-case ASCII letter.
func capitalised(host string) bool {
	start := true
	for i := 0; i < len(host); i++ {
		if n := chars.LabelSepLen(host, i); n > 0 {
			start = true
			i += n - 1
			continue
		}
		if start && !('A' <= host[i] && host[i] <= 'Z') {
			return false
		}
		start = false
	}
	return true
}

// bareHost reports whether rest, what follows a host in a link, leaves it
// to the code guard: nothing, a port or a fragment (main.rs:12,
// README.md#usage), but no path or query, which only links have.
func bareHost(rest string) bool {
	if rest != "" && rest[0] == ':' {
		rest = strings.TrimLeft(rest[1:], "0123456789")
	}
	return rest == "" || rest[0] == '#'
}

// imageReference reports whether rest, what follows the host of a
// scheme-less URL, makes it a container image's reference, which the
// docker command and Kubernetes read, no page: lower-case path components
// and a tag (docker.io/gitea/gitea:1.22.6, ghcr.io/org/app:latest,
// registry.example.com:5000/team/app:v2). A capital or a second ':' makes
// it a page (en.wikipedia.org/wiki/Help:Contents).
func imageReference(rest string) bool {
	if rest != "" && rest[0] == ':' {
		rest = strings.TrimLeft(rest[1:], "0123456789") // a registry's port
	}
	if rest == "" || rest[0] != '/' {
		return false
	}
	repo, tag, ok := strings.Cut(rest[1:], ":")
	if !ok || tag == "" || len(tag) > 128 || tag[0] == '.' || tag[0] == '-' {
		return false
	}
	for i := 0; i < len(tag); i++ {
		if c := tag[i]; !chars.IsAlnum(c) && c != '_' && c != '.' && c != '-' {
			return false
		}
	}
	chars.CountRead(len(rest))
	for more := true; more; {
		var c string
		c, repo, more = strings.Cut(repo, "/")
		if c == "" || !isLowerAlnum(c[0]) || !isLowerAlnum(c[len(c)-1]) {
			return false
		}
		for i := 0; i < len(c); i++ {
			if !isLowerAlnum(c[i]) && c[i] != '.' && c[i] != '_' && c[i] != '-' {
				return false
			}
		}
	}
	return true
}

func isLowerAlnum(c byte) bool { return isLowerLetter(c) || chars.IsDigit(c) }

// codeContext reports whether the bare URL l (no scheme, no path) stands
// where text writes code, not links: right before a call's arguments
// (Connection.ping(), Foo.bar(x, y); not a mail header's
// "example.com(209.162.229.98)"); as the first argument of a call
// (GameObject.Find(target.id), main(foo.edu)); as a key that a value is
// assigned to (spring.application.name = app; not a quoted-printable line
// that ends in '='); or alone in brackets on its line (a TOML table:
// [languages.de], [[params.menu]]). Only the text around the link tells
// these from domains, so the policy asks it as it finds links.
func codeContext(s string, l Link) bool {
	if l.End < len(s) && s[l.End] == '(' {
		return callArguments(s[l.End+1:])
	}
	if l.Start >= 2 && s[l.Start-1] == '(' && isIdentByte(s[l.Start-2]) && l.End < len(s) && (s[l.End] == ')' || s[l.End] == ',') {
		return !chars.EqualFoldASCII(s[l.Start:min(l.Start+4, l.End)], "www.")
	}
	if l.End < len(s) && (s[l.End] == '=' || s[l.End] == ' ' || s[l.End] == '\t') && assigned(s, l.End) {
		return true
	}
	open, close := l.Start, l.End
	for open > 0 && s[open-1] == '[' && close < len(s) && s[close] == ']' {
		open, close = open-1, close+1
	}
	if open == l.Start {
		return false
	}
	before := strings.TrimRight(s[:open], " \t")
	after := strings.TrimLeft(s[close:], " \t")
	chars.CountRead(open - len(before) + len(s) - close - len(after))
	return (before == "" || before[len(before)-1] == '\n') && (after == "" || after[0] == '\n' || after[0] == '\r')
}

// isIdentByte reports whether c ends a name that a call's '(' follows:
// an ASCII letter, digit or '_'.
func isIdentByte(c byte) bool { return chars.IsAlnum(c) || c == '_' }

// assigned reports whether s[end:] assigns a value to what ends there:
// '=' between spaces or tabs, and something on the line after it.
func assigned(s string, end int) bool {
	i := skipBlanks(s, end)
	if i == len(s) || s[i] != '=' {
		return false
	}
	i = skipBlanks(s, i+1)
	return i < len(s) && s[i] != '\n' && s[i] != '\r'
}

// skipBlanks returns the index of the first byte of s[i:] that is no
// space or tab.
func skipBlanks(s string, i int) int {
	from := i
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	chars.CountRead(i - from)
	return i
}

// searchOperand reports whether the scheme-less URL l stands after a
// search engine's "site:" operator, which names the site a search is
// limited to (site:lists.debian.org): the query is the text, not a link.
// "Website:example.com" is a link.
func searchOperand(s string, l Link) bool {
	const op = "site:"
	return l.Start >= len(op) && s[l.Start-len(op):l.Start] == op && (l.Start == len(op) || !chars.IsAlnum(s[l.Start-len(op)-1]))
}

// callArguments reports whether s starts with the arguments of a call and
// its ')': none, or identifiers separated by commas and spaces.
func callArguments(s string) bool {
	for i := 0; i < len(s); i++ {
		chars.CountRead(1)
		switch c := s[i]; {
		case c == ')':
			return true
		case 'a' <= c|0x20 && c|0x20 <= 'z' || c == '_' || c == ',' || c == ' ' || i > 0 && chars.IsDigit(c) && s[i-1] != ' ' && s[i-1] != ',':
		default:
			return false
		}
	}
	return false
}

// wordSet returns the set of the space-separated words of s.
func wordSet(s string) map[string]bool {
	set := make(map[string]bool)
	for _, w := range strings.Fields(s) {
		set[w] = true
	}
	return set
}
