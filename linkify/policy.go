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
//     CJKText, CJKPunctuation, TrimBareInitiator, TrimQuotes, URLLists,
//     HyphenSuffix, TrimWrappers, TrimModuleQueries, MarkdownEscapes,
//     WWWOnly's move to a "www." inside the first label, BidiControl's end
//     before the marks after a URL), refuse it by what stands around it
//     (BidiControl's overrides left open before it, CodeGuard's code
//     context, SSHTargets' logins and remotes), link hosts that detection
//     refuses (SpecialUseHosts, Userinfo, MarkdownEscapes), or leave as
//     text hosts that it links (loopback addresses without SpecialUseHosts).
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
	// written with no spaces, where a reader sees the link start and end:
	//   - A scheme-less host that starts with CJK text starts at its first
	//     other letter or digit (请访问⸠github.com⸡, ดูที่⸠www.example.co.th⸡,
	//     …ています。⸠irc.debian.org⸡); where no valid host is left there, a
	//     CJK word or sentence is glued to a top-level domain and there is
	//     no link (例如.com, そうです。me too), but for CJK labels under the
	//     country code whose registry sells them (例え。jp, 한국어.kr). CJK
	//     text alone is a host (普遍适用测试。我爱你, LinkDetectionTest.txt).
	//   - A host that detection rejects because it runs on into CJK text
	//     ends where it does (⸠example.jp⸡まで, ⸠example.com⸡。谢谢), and two
	//     hosts in one run are taken apart (⸠a.example.com⸡与⸠b.example.org⸡).
	//   - A path, query or fragment ends before CJK text right after an
	//     ASCII letter, digit or . , : ; ! ) (⸠https://example.org/Teams⸡を参照,
	//     ⸠…/fhs⸡을), or after an ASCII '(' that follows one (….html(说明)),
	//     before a particle right after a '/' (⸠https://example.org/⸡にある,
	//     ⸠…/hurd/⸡를), and before CJK text that another link's scheme or
	//     "www." follows (⸠https://a.example/x/⸡改为⸠https://b.example/⸡). A path
	//     written in CJK is kept (https://zh.wikipedia.org/wiki/北京).
	//   - The local-part of an e-mail address starts where CJK and other
	//     letters meet (as CJKBoundary does): メールは⸠info@example.jp⸡まで.
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
	// URLLists ends a URL before an ASCII ',' that starts a path segment
	// or that another link's scheme or "www." follows: the comma of a list
	// of URLs written with no space (GOPROXY=⸠https://goproxy.cn/⸡,direct;
	// ⸠https://a.example/x⸡,⸠https://b.example/y⸡). UTS #58 reads the
	// comma as Soft punctuation inside the path.
	URLLists bool
	// HyphenSuffix ends a host before a grammatical suffix that Hungarian,
	// Georgian or Russian joins to it with a hyphen (a ⸠google.com⸡-on,
	// ⸠example.com⸡-ის, ⸠example.com⸡-а, ⸠info@example.hu⸡-ra), where the
	// last label would stop being a top-level domain and the link would be
	// lost: when the host before it is valid and the letters after it are a
	// Hungarian case ending or of another script than the top-level
	// domain's. Other words stay as detection reads them: names and keys
	// (socket.io-client, languages.pt-BR).
	HyphenSuffix bool
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
	// Loopback names and addresses are alike: without it (and without
	// WithLocalHosts) a detector with the policy leaves as text the
	// addresses of the reader's own machine too, which detection links
	// (http://127.0.0.1:8080/, http://[::1]:3000/, http://0.0.0.0:8000/,
	// as a server's log prints them): a click on one in a comment
	// requests the reader's local services, not the writer's. The
	// hosts of WithSiteHosts are linked either way.
	SpecialUseHosts bool
	// SSHTargets leaves as text an e-mail address that is an SSH login or
	// remote, not a mailbox: one that a ':' and a path follow with no
	// space (git@try.gitea.io:go-gitea/gitea.git, user@host.example:~/dir,
	// a shell prompt's root@web.example:~#), the git user before a ':'
	// (git@github.com: Permission denied), and the login after a command
	// that takes one, options between (ssh -p 2222 deploy@build.example.com,
	// scp, sftp, rsync, mosh, ssh-copy-id, finger); and a scheme-less host
	// that ':' and a path from the root or home follow, a remote without a
	// user (master.debian.org:~debian/misc). Nothing inside a remote is
	// linked either. Mailboxes stay linked: me@example.com: I reply…,
	// git@vger.kernel.org, "mailto:" written before.
	SSHTargets bool
	// Userinfo links a URL with a scheme whose userinfo cannot pass for a
	// host, which detection refuses with any userinfo: a user name, and a
	// password if any, of ASCII letters, digits, '-' and '_', neither a
	// number (https://git@github.com/o/r.git, as forges show clone URLs;
	// http://elastic:changeme@localhost:9200, as setup guides show
	// connection strings). The text keeps the userinfo; the href drops it,
	// so that a click goes to the host the text shows without a credential
	// prompt and sends no name or password. Userinfo with a '.', a '%', a
	// number or a second ':' stays text under every policy: it can pose as
	// a host or a port (https://google.com@evil.example/,
	// https://www.google.com:443@evil.example/).
	Userinfo bool
}

// SafePolicy returns the security preset of the linkifiers: every check on
// but those of documents and forums (CodeGuard, Placeholders), links up to
// 2048 bytes, domains up to 253 octets, the edges of links where readers
// expect them (TrimBareInitiator, CJKPunctuation, CJKText, TrimQuotes,
// HyphenSuffix, URLLists, TrimWrappers, TrimModuleQueries,
// MarkdownEscapes), and SSH logins and remotes as text (SSHTargets). Each
// call returns a new value: presets cannot be changed
// for others.
func SafePolicy() Policy {
	return Policy{
		MixedScript: true, WholeScriptConfusables: true, IdentifierStatus: true,
		BidiControl: true, TLDSyntax: true, MaxLength: 2048, MaxDomainLength: 253,
		TrimBareInitiator: true, CJKPunctuation: true, CJKText: true, TrimQuotes: true,
		SSHTargets: true, HyphenSuffix: true, URLLists: true,
		TrimWrappers: true, TrimModuleQueries: true, MarkdownEscapes: true,
	}
}

// DocumentPolicy returns the default of the goldmark extension and htmlwalk:
// SafePolicy with CodeGuard, so that file names, versions, product names
// and code names in documents (README.md, setup.py, 1.2.tv, ASP.NET,
// Array.prototype.map) stay text unless written with a scheme, "www." or a
// path, Placeholders, so that templates (your-domain.com,
// email@example.com) stay text, SpecialUseHosts, as documentation links
// its development servers (http://localhost:1313/, http://127.0.0.1:8080/),
// and Userinfo (clone URLs).
func DocumentPolicy() Policy {
	p := SafePolicy()
	p.CodeGuard, p.Placeholders, p.SpecialUseHosts, p.Userinfo = true, true, true, true
	return p
}

// ForumPolicy returns the preset for forums where code is discussed:
// SafePolicy with CodeGuard, Placeholders and Userinfo (forges show clone
// URLs in issues). A local host means nothing to other readers: localhost
// and loopback addresses stay text (see SpecialUseHosts).
func ForumPolicy() Policy {
	p := SafePolicy()
	p.CodeGuard, p.Placeholders, p.Userinfo = true, true, true
	return p
}

// ChatPolicy returns the preset for chat: ForumPolicy with shorter links
// (1024 bytes).
func ChatPolicy() Policy { p := ForumPolicy(); p.MaxLength = 1024; return p }
