// Package extension is a goldmark extension that links URLs and e-mail
// addresses in Markdown text with the Unicode UTS #58 detector of
// github.com/golinkify/uts58/linkify: a drop-in replacement for goldmark's
// extension.Linkify, and a GFM bundle that uses it.
//
//	md := goldmark.New(goldmark.WithExtensions(extension.Linkify)) // or extension.GFM
//
// Links are found where linkify.Find finds them in each line of a block's
// text, also with no space before them (詳細はhttps://例え.jp/パス), and the
// whole link stays together when it holds '_', '*' or '~'. Markdown wins at
// a link's edge and inside code spans, links, images, autolinks and raw
// HTML: **example.com** is strong emphasis around a link, and a trailing
// delimiter run that closes emphasis opened before a link ends it as the end
// of text does (**Docs: https://example.com/docs.** links …/docs). A link or
// image written in Markdown right after a URL ends it
// (https://example.com/a[docs](…)). Between raw HTML tags nothing is linked
// inside the elements htmlwalk skips (<a>, <code>, <kbd>, …, data-nolinkify).
// With goldmark's Typographer (on in Hugo), a link still shows its source:
// quotes, dashes and ellipses inside it stay as written.
//
// Character references are the characters they stand for, as the reader
// sees them: links are found in the decoded text, so &#32; and &nbsp; end a
// link, &#x29; is a closing bracket, and a bidi control written &#8238; is
// refused by the policy as a raw one is; &amp; in a query is '&' in the
// href. A link's text and href are computed from the decoded text.
//
// The detector applies linkify.DocumentPolicy by default: homographs,
// bidi controls and file names such as README.md stay text. Options set
// the policy (WithLinkifyPolicy, WithLinkifyWWWOnly for GitHub's rule of
// linking only www. hosts without a scheme), attributes (WithLinkifyRel,
// WithLinkifyTarget, WithLinkifyClass), shortened text
// (WithLinkifyMaxText), and a callback that sees each link before it is
// made (WithLinkifyCallback). Each is also a parser option, under its
// OptLinkify name, for config maps. A wrong value panics, naming the option
// and what it accepts.
//
// Links are ast.Link nodes that carry what this extension means, so that
// any renderer or render hook that reads the node (Hugo's) writes it: the
// Destination is the detector's href (scheme added, host in ASCII and lower
// case, path percent-encoded, &amp; decoded), the child a Text node of the
// source (decoded by every renderer as any text, and read as before by
// heading-ID walks), or a String node where options or callbacks made the
// text other than the source reads (shortened, rewritten); attributes are
// on the node. [AnchorOf] and [Href] read a link of this extension.
//
// The drop-in's defaults are goldmark's Linkify's: http:, https:, ftp: and
// e-mail; goldmark's options are taken, its regular expressions as
// conditions on the links found (see [WithLinkifyURLRegexp]).
//
// One goldmark.Markdown with this extension may convert documents from many
// goroutines at once; callbacks then run concurrently.
package extension
