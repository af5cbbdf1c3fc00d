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
// Detection (UTS58-C1, C3) is [Find] or a configured [Detector]: it returns
// the byte spans of links in order, each with its kind and an href that a
// browser accepts. Initiation follows the WHATWG URL standard for schemes and
// hosts (IDNA via golang.org/x/net/idna, registrable domains via the Public
// Suffix List in golang.org/x/net/publicsuffix); termination of the path,
// query and fragment is the UTS #58 algorithm driven by the Link_Term and
// Link_Bracket properties; e-mail local-parts use Link_Email.
//
// Opt-in, off by default and free when off: [WithKinds] finds @mentions,
// #hashtags and ticket references (#123, GH-123) in every script, as forums
// and trackers link them ([Mention], [Hashtag], [Ticket]); [WithTLDs] links
// hosts under more top-level names (onion, test, local); [WithBareIPv4]
// links IPv4 addresses written without a scheme.
//
// Minimal escaping (UTS58-C2) is [FormatURL]; e-mail minimal quoting is
// [FormatEmail]. For display, [ShortenText] shortens a long link without
// cutting its host, and [Defang] writes hxxps://example[.]com.
//
// The property tables are generated from the official Unicode data files by
// "go generate" (see internal/tablegen) and are for [UnicodeVersion].
package linkify
