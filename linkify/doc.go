// Package linkify finds URLs and e-mail addresses in plain text as Unicode
// UTS #58 ("Unicode Link Detection and Formatting: URLs and Email Addresses")
// specifies, for every writing system, and formats URLs for display with
// minimal escaping.
//
//	text := "詳細は https://例え.jp/パス を参照。Mail: アルベルト@example.com"
//	for _, l := range linkify.Find(text) {
//		fmt.Println(l.Kind, text[l.Start:l.End], l.Href) // byte offsets; an href a browser accepts
//	}
//
//	// What a page or a forum should link: a Detector with a policy (made once, shared).
//	d := linkify.MustNew(linkify.WithPolicy(linkify.DocumentPolicy()))
//	links := d.Find(text)
//
// [Find] is pure UTS #58 detection and applies no policy: it links what the
// specification calls a link, file names (setup.py, README.md) and
// homographs (аpple.com in Cyrillic) too. The linkifiers (the goldmark
// extension, htmlwalk) apply a [Policy] by default and leave those as text;
// so does a [Detector] made with [WithPolicy] ([SafePolicy],
// [DocumentPolicy], [ForumPolicy], [ChatPolicy]). [Policy.Check] tells
// which check a link fails.
//
// The module's README has recipes for Markdown, HTML, sites, forums and
// content management systems; its docs folder holds the reference of the
// rules beyond this overview: docs/rules.md (detection rules beyond UTS #58)
// and docs/security.md (the policy's checks and the security model).
//
// # Detection
//
// Detection (UTS58-C1, C3) is [Find] or a configured [Detector]: it returns
// the byte spans of links in order, not overlapping, each with its kind
// ([URL] or [Email]) and an href that a browser accepts. It finds URLs with
// http:// or https://, scheme-less domains (example.com/path) and e-mail
// addresses, with or without mailto:, which may carry a query
// (mailto:a@example.com?subject=hi).
//
// Initiation follows the WHATWG URL standard for schemes and hosts: IDNA
// (UTS #46, via golang.org/x/net/idna) with 。．｡ as label separators, a
// top-level domain listed in the ICANN section of the Public Suffix List
// (golang.org/x/net/publicsuffix) and a registrable domain, IPv4 as four
// decimal numbers and [IPv6] after a scheme, '_' in labels after a scheme,
// ports up to 65535. Termination of the path, query and fragment is the
// UTS #58 algorithm driven by the Link_Term and Link_Bracket properties;
// e-mail local-parts use Link_Email. Where UTS #58 leaves initiation open
// (§3.2), the rules are listed in docs/rules.md.
//
// [Detector.AppendSpans] appends the spans to a slice and allocates nothing
// when the slice is reused; [Detector.Href] gives a span's href on demand.
//
// # Opt-in detection
//
// These options are off by default, and cost nothing when off: without them
// the scan loop is the same and no text costs more.
//
//   - [WithSchemes] links more schemes by name (ftp, sftp, magnet): with //
//     and a host as http is, or without them as magnet:?xt=…; javascript,
//     vbscript and data are refused whatever the caller asks.
//   - [WithLocalHosts] links hosts that are no registrable domain when a
//     scheme is written (localhost:1313, intranet/wiki, printer.lan after
//     http://). The document policy links the special-use names for local
//     work alone ([Policy.SpecialUseHosts]).
//   - [WithSiteHosts] names hosts linked with a scheme whatever they are:
//     the site's own, such as an intranet forge's (http://gitea:3000/o/r).
//   - [WithTLDs] ("onion", "test", "local") links hosts of two labels or more
//     under those names too, with or without a scheme and in addresses
//     (abc.onion/news, me@svc.onion).
//   - [WithBareIPv4] links IPv4 addresses written without a scheme
//     (192.168.0.1:8080/admin: four decimal numbers up to 255 standing alone,
//     not 1.2.3.4.5 or v1.2.3.4); with a scheme they are always linked.
//     Without it, "version 1.2.3.4" and foo.local stay text.
//
// # Link kinds
//
// [WithKinds] finds @mentions, #hashtags and ticket references (#123,
// GH-123), as forums and trackers link them (linkify-it's add(), linkifyjs's
// plugins, Twitter's text library). [Mention], [Hashtag] and [Ticket] are
// ready to use; a [KindRule] says what starts a kind (its Prefix, whose
// fullwidth form ＠ ＃ counts too), what its name holds (letters, marks,
// digits and '_' in any script, the rule's Joiners such as ".-" inside, or
// ASCII digits when Numeric) and how its href is made (Href(name);
// [PathHref] escapes the name as a path segment; "" leaves the text, as for
// an unknown user). [Link.Kind] is then [KindMention], [KindHashtag] or
// [KindTicket].
//
// Where a kind starts and ends follows the edge rules of links: only at the
// start of the text or after a space, opening or separating punctuation, a
// symbol, or CJK text (written without spaces), never after a letter, digit,
// '_', '/', '#', '&', '.' or ':' (a@b, page#top and x.com/#tag hold none); a
// name never ends with punctuation ("@bob." links @bob, "(#go)" #go, "#東京。"
// #東京); hashtags hold a letter or mark (#2024 is none), and a ticket number
// ends before any letter but CJK text (#123を見て). URLs and addresses are
// found first and a kind never overlaps one: a@example.com is never a
// mention, a fragment never a hashtag. An href a rule makes must be of a
// linked scheme (javascript: leaves the text), and the policy checks a name
// as a local-part (@аpple with a Cyrillic а is refused by the presets).
// [Find] and the default detector stay URLs and e-mail alone; with kinds, a
// second pass reads the text between the links.
//
// # Hrefs
//
// An href is what a browser's URL parser serializes for the text: the
// scheme (https by default, [WithDefaultScheme]) added to scheme-less
// links, the host in ASCII, "." and ".." segments resolved, default ports
// dropped, the path, query and fragment percent-encoded with the WHATWG
// encode sets. An e-mail address gets mailto: with the local-part encoded
// as RFC 6068 requires.
//
// # Minimal escaping
//
// Minimal escaping (UTS58-C2, §4.1) is [FormatURL]: the display form with
// the host in Unicode and only what must be escaped: Hard code points,
// unmatched closing brackets, a final Soft code point, and escaped syntax
// characters, which stay escaped. It is detected whole between spaces and
// keeps the URL's target. A host label that mixes scripts or is a
// whole-script confusable of an ASCII one stays in punycode, as browsers
// show it (xn--80ak6aa92e.com, never аррӏе.com), unless a top-level domain
// of its script vouches for it (пример.рус, see
// [Policy.WholeScriptConfusables]). E-mail minimal quoting is [FormatEmail]:
//
//	linkify.FormatURL("https://xn--bcher-kva.de/b%C3%BCcher") // "https://bücher.de/bücher"
//	linkify.FormatEmail("john..doe@example.com")             // `"john..doe"@example.com`
//
// # Policy
//
// A [Policy] is the layer over detection that UTS #58 §8 describes: it
// refuses unsafe links (homographs, mixed scripts, bidi controls, invisible
// code points) and moves edges where readers expect them. [SafePolicy] has
// every check and every edge rule; [DocumentPolicy] adds [Policy.CodeGuard]
// (file names, versions and code names written without a scheme or path
// stay text) and [Policy.SpecialUseHosts]; [ForumPolicy] is SafePolicy with
// the code guard; [ChatPolicy] is ForumPolicy with links up to 1024 bytes.
// Presets are functions returning fresh values, and [Detector.Policy]
// returns a copy: nobody can change them for others. [Policy.Check] tells
// which check a link fails (a [*PolicyError]).
//
// # Display
//
// [ShortenText] shows a long link as example.com/very/long/pa… without ever
// cutting its host; [Anchor] is a link about to be written as HTML, as the
// linkifiers' callbacks see it ([Anchor.SetAttr], [Anchor.AddRel],
// [Anchor.Host]); [Defang] writes hxxps://example[.]com.
//
// # Properties
//
// [LinkTermOf], [LinkBracketOf] and [IsLinkEmail] give the UTS #58
// properties of every code point. The tables are generated from the
// official Unicode data files by "go generate" (see internal/tablegen) and
// are for [UnicodeVersion].
//
// # Concurrency
//
// Every function and every [Detector] is safe for concurrent use.
package linkify
