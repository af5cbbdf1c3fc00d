// Package extension is a goldmark extension that links URLs and e-mail
// addresses in Markdown text with the Unicode UTS #58 detector of
// github.com/golinkify/uts58/linkify: a drop-in replacement for goldmark's
// extension.Linkify, and a GFM bundle that uses it.
//
//	md := goldmark.New(goldmark.WithExtensions(extension.Linkify)) // was: goldmark's extension.Linkify
//	md = goldmark.New(goldmark.WithExtensions(extension.GFM))      // was: goldmark's extension.GFM
//	md = goldmark.New(goldmark.WithExtensions(extension.NewLinkify(
//		extension.WithLinkifyWWWOnly(true), // GitHub's rule: no scheme-less link without www.
//		extension.WithLinkifyDefaultScheme("http"),
//		extension.WithLinkifyRel("ugc"),
//		extension.WithLinkifyMaxText(40), // example.com/very/long/pa… (href whole)
//		extension.WithLinkifyCallback(func(a *extension.Anchor) bool {
//			if a.Host() != "example.org" {
//				a.AddRel("nofollow")
//			}
//			return a.Host() != "spam.example.net" // false: stays text
//		}),
//	)))
//
// Switching is one import. [GFM] is goldmark's GFM bundle (tables,
// strikethrough, task lists) with this Linkify and its defaults; [NewGFM]
// takes the Linkify options. One goldmark.Markdown with this extension may
// convert documents from many goroutines at once; callbacks then run
// concurrently.
//
// # Options
//
// The options have goldmark's names and are also parser options
// (goldmark.WithParserOptions), or, under the names in parentheses (the
// OptLinkify… constants), entries of a config map:
//
//   - [WithLinkifyAllowedProtocols] (LinkifyAllowedProtocols): the explicit
//     schemes linked; goldmark's default http:, https:, ftp:, and others
//     of the list that linkify.WithSchemes documents, such as sftp:; any
//     other panics, naming the list. mailto: is accepted and changes
//     nothing, and the ':' may be left out, as in goldmark.
//   - [WithLinkifyDefaultScheme] (LinkifyDefaultScheme): the scheme of
//     scheme-less links, https by default.
//   - [WithLinkifyEmail] (LinkifyEmail): e-mail addresses on or off.
//   - [WithLinkifyPolicy] (LinkifyPolicy): the policy, by default
//     linkify.DocumentPolicy().
//   - [WithLinkifyWWWOnly] (LinkifyWWWOnly): GFM-compatible, scheme-less URLs
//     only with www.
//   - [WithLinkifyRel], [WithLinkifyTarget], [WithLinkifyClass] (LinkifyRel,
//     LinkifyTarget, LinkifyClass): attributes; rel tokens add up; target
//     _blank adds rel="noopener noreferrer".
//   - [WithLinkifyMaxText] (LinkifyMaxText): links longer than n code points
//     shown shortened, the host whole.
//   - [WithLinkifyCallback] (LinkifyCallback): sees each link once, with its
//     Kind: may veto it, change Href or Text, set or remove attributes (as
//     linkifyjs's render). An href of a scheme that is not linked, or of
//     another scheme than the link's own (http: may become https:, a mailto:
//     stays one), leaves the text.
//   - [WithLinkifyDetector] (LinkifyDetector): start from a configured
//     linkify.Detector (WithLocalHosts, WithSiteHosts, WithKinds for
//     mentions, hashtags and tickets, WithTLDs, WithBareIPv4, and the like;
//     its schemes, not ftp:, unless given); the options above refine it.
//   - [WithLinkifyURLRegexp], [WithLinkifyWWWRegexp], [WithLinkifyEmailRegexp]
//     (LinkifyURLRegexp, LinkifyWWWRegexp, LinkifyEmailRegexp: a
//     *regexp.Regexp or a pattern): goldmark's options; a link with a
//     scheme, without one, or an address is kept only where the expression
//     matches its source text whole. An expression that starts with www.
//     links only www. hosts without a scheme, as goldmark's does.
//
// A wrong value panics with the option's name and what it accepts: at once
// from the With… function, at the first conversion when it comes from a
// config map. The drop-in's defaults are goldmark's Linkify's: http:,
// https:, ftp: and e-mail.
//
// # What is linked
//
// Links are found where the detector finds them in each line of a block's
// text, also with no space before them (詳細はhttps://例え.jp/パス), and the
// whole link stays together when it holds '_', '*' or '~'. The detector
// applies linkify.DocumentPolicy by default: homographs, bidi controls and
// file names such as README.md stay text.
//
// Markdown wins at a link's edge (*see example.com/a*, **example.com** and
// **me@example.org** are emphasis around links) and inside code spans,
// links, images, autolinks, raw HTML and link reference definitions;
// backslash escapes and line breaks end links, and a link starts after an
// escaped bracket or double quote as after the character itself
// (\<support@example.com\>), not after one that would go on with it
// (\_example.com reads as an identifier). The first delimiter run in a
// link that closes emphasis opened before it, as goldmark pairs
// delimiters, ends the link, and what stands before it ends it as at the
// end of text, for '*', '_', "~~" and '.', '!', '?', ',', ':' and quotes:
//
//	**Docs: https://example.com/docs.**   links https://example.com/docs
//	**"https://example.com/docs"**        links https://example.com/docs
//
// A run that cannot close (CommonMark's flanking rules) or has no opener
// stays in the link: example.com/a_b_c is one link, and in
// ~a~ https://example.com/b~ the last '~' closes nothing.
//
// Beside other extensions, a link is one run of text: where another
// parser's syntax begins inside it (an emoji, a footnote, Hugo's delete,
// insert, mark, sub or sup, math passthrough), the link ends there as at
// the end of text, and that parser's output is what it is without this
// extension; where the other syntax takes the link's first character, the
// link is left to it. Parsers after this one that read '*', '_' or '~' get
// them first, and a character another parser reads before this one (Hugo's
// extras read '~') is left to the parsers. A callback sees a link again in
// the rare case that syntax read after the link's first delimiter cuts it.
//
// A link, image or reference written in Markdown right after a URL is not
// taken into it: the URL ends where the construct starts and both are
// links, as GFM does; brackets that make no link stay in the URL:
//
//	https://example.com/a[docs](https://example.org/)
//	https://example.com/a![x](i.png)
//	https://example.com/report[1]          with [1] defined
//	https://example.com/a,[docs](…)
//	https://example.com/wiki/A_[b]
//
// Between raw inline HTML tags of a paragraph, nothing is linked inside the
// elements htmlwalk skips (<a …>, <code>, <kbd>, <samp>, <var>, <pre>,
// <script>, <style>, <textarea>, …, <svg>, <math>, and any element with
// data-nolinkify; any case, with attributes, nested, over line breaks; an
// element not closed is skipped to the paragraph's end), nor in comments.
// These stay as written, with the renderer's WithUnsafe or without:
//
//	See <a href="https://x.org">example.com</a>
//	<kbd>example.org/k</kbd>
//
// Character references are the characters they stand for: links are found
// in the text the reader sees, so &#32; and &nbsp; end a link, &#x29; is a
// closing bracket, a bidi control written &#8238; is refused by the policy
// as a raw one is, and ?a=1&amp;b=2 links ?a=1&b=2. A link's text and href
// are computed from the decoded text. With goldmark's Typographer (on in
// Hugo), a link still shows its source: quotes, dashes and ellipses inside
// it stay as written.
//
// # Link nodes
//
// Links are ast.Link nodes that carry what this extension means, so that
// any renderer or render hook that reads the node (Hugo's) writes it: the
// Destination is the detector's href (scheme added, host in ASCII and lower
// case, path percent-encoded, &amp; decoded), the child a Text node of the
// source (decoded by every renderer as any text, and read as before by
// heading-ID walks), or a String node where options or callbacks made the
// text other than the source reads (shortened, rewritten); attributes are
// on the node. goldmark's renderer, Hugo's render hooks and any renderer
// that reads the node write the same href and text as the extension's own
// renderer. [AnchorOf] reads a found link in one call, with its kind;
// [Href] and [IsLinkifyNode] tell a link of this extension. Mentions,
// hashtags and tickets of a detector's kinds are such links too (**@bob**
// and _#go_ are emphasis around them; code spans and written links keep
// them as text).
//
// The module's docs/markdown.md compares the extension with goldmark's
// Linkify and GFM on the CommonMark suite and on real documents, and says
// what changes for a Hugo site.
package extension
