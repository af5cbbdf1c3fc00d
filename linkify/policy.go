package linkify

// Policy is the higher-level layer that UTS #58 §8 puts over detection: it
// rejects links that detection finds but that are not safe or not useful to
// link, or moves their edges. Detection ([Find], a [Detector] without a
// policy) stays pure UTS #58; the linkifiers apply a preset by default: the
// goldmark extension and htmlwalk [DocumentPolicy], the linkify tool
// [SafePolicy] to plain text.
//
// A Policy has two jobs, which its fields' docs tell apart:
//
//   - Checks refuse a link by its text alone: MaxLength, MaxDomainLength,
//     MixedScript, WholeScriptConfusables, IdentifierStatus, TLDSyntax,
//     BidiControl (a Bidi_Control code point in the link), CodeGuard (a
//     file name, version, product name or name in code), Placeholders (a
//     template) and WWWOnly (a scheme-less URL without "www.").
//     [Policy.Check] runs them on any link text and names the one that
//     fails ([PolicyError], the Check constants).
//   - Detection rules act while a [Detector] with the policy scans, where
//     the text around a link is known: they move its edges (CJKBoundary,
//     CJKText, CJKPunctuation, TrimBareInitiator, TrimQuotes, TrimWrappers,
//     TrimModuleQueries, ListCommas, MarkdownEscapes, WWWOnly's move to a
//     "www." inside the first label, BidiControl's end before the marks
//     after a URL), refuse it by what stands around it (BidiControl's
//     overrides left open before it, CodeGuard's code context), or link
//     hosts that detection refuses (SpecialUseHosts, MarkdownEscapes).
//     Check knows no text around a link and applies none of them.
type Policy struct {
	// The checks: they refuse a link by its text (Policy.Check runs them).

	// MixedScript rejects a link whose domain has a label that is not at
	// least Highly Restrictive (UTS #39 §5.2): one script, or Latin with
	// Han and Hiragana/Katakana, Han and Bopomofo, or Han and Hangul.
	MixedScript bool
	// WholeScriptConfusables rejects a non-ASCII domain label whose UTS #39
	// skeleton is pure ASCII (all-Cyrillic "аррle", "рау") unless its
	// top-level domain, which is never judged alone, is of the label's
	// script (пример.рус, рау.рф) or a country code Chromium lists for it
	// (.ru .bg .ua …, .gr), as Chromium's IDN spoof checker shows them.
	WholeScriptConfusables bool
	// IdentifierStatus rejects a domain with a code point that is not
	// UTS #39 Identifier_Status=Allowed, or that is written with an
	// invisible one (Default_Ignorable_Code_Point, which IDNA drops: a
	// ZERO WIDTH SPACE or a soft hyphen) but the joiners some scripts need.
	// It refuses the hosts with symbols and emoji that detection finds
	// after a scheme (http://🍄.ga/, http://✪df.ws/).
	IdentifierStatus bool
	// BidiControl rejects a link holding a Bidi_Control code point (§8),
	// and one that a bidi override (RLO, LRO) left open before it reaches,
	// which shows it reordered. The marks and isolates at a URL's end
	// (LRM, RLM, PDI right after https://example.com/docs) end it instead.
	BidiControl bool
	// TLDSyntax rejects a top-level domain with digits or hyphens, or of a
	// single ASCII letter (§8, RZ-LGR).
	TLDSyntax bool
	// MaxLength is the longest link in bytes (0: no limit).
	MaxLength int
	// MaxDomainLength is the longest domain in ASCII octets (0 means 253).
	MaxDomainLength int
	// CodeGuard rejects a URL written with no scheme, no "www." and no
	// path or query whose host documents write as a file name (README.md,
	// index.en.md, main.rs, setup.py, Terminal.app, config.h.in, glibc.so,
	// markdown.pl: CheckFileName), a version (1.2.tv: CheckVersion), a
	// product's name that ends in a top-level label in capitals (ASP.NET,
	// BlogEngine.NET, Socket.IO: CheckProductName) or a name in code
	// (time.In, page.Page, Array.prototype.map, event.target, user.name,
	// SpringApplication.run, Foo.bar: CheckCodeName); and, without a
	// scheme, a container image's reference (docker.io/gitea/gitea:1.22.6:
	// CheckCodeName). In detection it also refuses such a URL where the
	// text around it writes code: a call (Connection.ping(), the argument
	// of GameObject.Find(target.id)), a key assigned a value
	// (logging.level.app = DEBUG), a TOML table alone on its line
	// ([languages.de]), a search's site:lists.debian.org. Domains still
	// link: example.com, GitHub.com, Crates.io, THAIWARE.COM, 例え.jp, and
	// the known sites on extensions (docs.rs, esm.sh); "https://README.md"
	// links too.
	CodeGuard bool
	// Placeholders rejects a URL or an e-mail address written as a
	// template for the reader to fill in (CheckPlaceholder): a masked value
	// (XXX.XXX.XXX.XXX:8000, xx.com), a word that names the kind of value
	// instead of one, alone or after "your", "my" (YOUR-TLD.wordpress.com,
	// https://your-domain.com/, mydomain.com, app.domain.com,
	// https://bugs.debian.org/package-name, email@example.com,
	// your.email.address@example.org), or template syntax ({a,b}@…,
	// https://api.example.com/users/{id}). A made-up name of a concrete
	// example still links: joe@noreply.example.org, example.com.
	Placeholders bool

	// The detection rules: they act while a Detector scans (WWWOnly and
	// BidiControl above have a part here too; Policy.Check applies none).

	// CJKBoundary moves the start of a scheme-less URL or an e-mail
	// address to where the text last switches between CJK (Line_Break ID,
	// CJ or Complex_Context, and Hangul) and other code points, as §8
	// suggests for "ウェブサイトはexample.com".
	CJKBoundary bool
	// TrimBareInitiator leaves a final '?' or '#' that starts an empty
	// query or fragment out of a link: "Is it example.com?" links
	// example.com. §3.5.1 keeps it (lastSafe is set after an initiator);
	// §3.1 says a final Soft '?' is not included, and readers agree.
	TrimBareInitiator bool
	// CJKPunctuation ends a link before ideographic or fullwidth
	// punctuation (、。，．！？：；) that CJK writers put right after it with
	// no space: where another link starts after it, and where the path
	// segment it would extend holds no CJK text of its own. A segment
	// that is CJK text keeps the UTS #58 reading, as real titles hold such
	// punctuation (wiki/联合国教育、科学及文化组织).
	CJKPunctuation bool
	// CJKText reads links in CJK text (Han, kana, Hangul, Thai, …)
	// written with no spaces: a host that detection rejects because it
	// runs on from other letters into CJK text ends where it does, and the
	// start of such a URL and of every e-mail local-part moves where CJK
	// and other letters meet (as CJKBoundary does): メールは⸠info@example.jp⸡まで,
	// 詳しくは⸠www.example.jp⸡をご覧ください, ⸠me@example.com⸡。谢谢. A valid
	// host is never cut: 普遍适用测试。我爱你 (LinkDetectionTest.txt) and
	// 例え。jp stay whole. A first label that runs Thai, Lao, Khmer or
	// Myanmar text into Latin letters (no Highly Restrictive label) starts
	// where they meet: ดูที่⸠www.example.co.th⸡.
	CJKText bool
	// TrimQuotes leaves the opening quote out of an e-mail address that
	// stands in ' or ` quotes ('jsmith@example.org'): Link_Email takes
	// both into a local-part, readers and code take them as quotes.
	TrimQuotes bool
	// TrimWrappers leaves out of a link the wrappers of plain text written
	// as Markdown is: a run of '`', '*', '_' or '~' at the end of a URL's
	// path, query or fragment that closes a run opened before the link
	// (`https://example.com/setup_` links https://example.com/setup_,
	// **see https://example.com/a** links https://example.com/a), and one
	// that begins an address's local-part and closes right after it
	// (**me@example.com**). UTS #58 takes them in as Include; a run that
	// nothing before the link opened stays (https://example.com/a_).
	TrimWrappers bool
	// TrimModuleQueries ends a scheme-less URL before the query of the go
	// command that ends its path: golang.org/x/tools/gopls@latest and
	// example.com/mod@v1.2.3 link the module's path, as no page has the
	// query (latest, upgrade, patch, none, master, main, HEAD, a version
	// with its "v", a commit's hash).
	TrimModuleQueries bool
	// MarkdownEscapes reads the backslash escapes of Markdown source
	// around a link in plain text: after an escaped opener (\<, \(, \[,
	// \*…) the link ends before the escaped closer, where UTS #58 reads a
	// backslash after a host as going on with it, and takes one after a
	// path in: \<support@example.com\> links support@example.com,
	// \(https://example.com/a\) https://example.com/a.
	MarkdownEscapes bool
	// ListCommas ends a URL before a ',' that follows a '/' of its path,
	// where a list of values goes on, not a path segment:
	// GOPROXY=https://goproxy.cn/,direct links https://goproxy.cn/, and
	// the text after the comma is scanned for links of its own
	// (https://a.example/,https://b.example/).
	ListCommas bool
	// WWWOnly links scheme-less URLs only when their host starts with
	// "www.", as GitHub's autolink extension does; URLs with a scheme and
	// e-mail addresses are linked as before. For sites that move from
	// goldmark's Linkify and want no new links.
	WWWOnly bool
	// SpecialUseHosts links a URL written with a scheme whose host is
	// "localhost" or a name under .localhost, .test, .internal, .local or
	// .home.arpa, reserved for local work (http://localhost:1313/,
	// http://myapp.test/), which detection refuses as no registrable
	// domain. It acts in detection; WithLocalHosts links every local host.
	SpecialUseHosts bool
}

// SafePolicy returns the security preset of the linkifiers: every check on
// but those of documents and forums (CodeGuard, Placeholders), links up to
// 2048 bytes, domains up to 253 octets, and the edges of links where
// readers expect them (TrimBareInitiator, CJKPunctuation, CJKText,
// TrimQuotes, TrimWrappers, TrimModuleQueries, MarkdownEscapes,
// ListCommas). Each call returns a new value: presets cannot be changed
// for others.
func SafePolicy() Policy {
	return Policy{
		MixedScript: true, WholeScriptConfusables: true, IdentifierStatus: true,
		BidiControl: true, TLDSyntax: true, MaxLength: 2048, MaxDomainLength: 253,
		TrimBareInitiator: true, CJKPunctuation: true, CJKText: true, TrimQuotes: true,
		TrimWrappers: true, TrimModuleQueries: true, MarkdownEscapes: true, ListCommas: true,
	}
}

// DocumentPolicy returns the default of the goldmark extension and htmlwalk:
// SafePolicy with CodeGuard, so that file names, versions, product names
// and code names in documents (README.md, setup.py, 1.2.tv, ASP.NET,
// Array.prototype.map) stay text unless written with a scheme, "www." or a
// path, Placeholders, so that templates (your-domain.com,
// email@example.com) stay text, and SpecialUseHosts, as documentation
// links its development servers (http://localhost:1313/).
func DocumentPolicy() Policy {
	p := SafePolicy()
	p.CodeGuard, p.Placeholders, p.SpecialUseHosts = true, true, true
	return p
}

// ForumPolicy returns the preset for forums where code is discussed:
// SafePolicy with CodeGuard and Placeholders. A local host means nothing
// to other readers: it stays text.
func ForumPolicy() Policy { p := SafePolicy(); p.CodeGuard, p.Placeholders = true, true; return p }

// ChatPolicy returns the preset for chat: ForumPolicy with shorter links
// (1024 bytes).
func ChatPolicy() Policy { p := ForumPolicy(); p.MaxLength = 1024; return p }
