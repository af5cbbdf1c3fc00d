// Package htmlwalk adds links to HTML with the Unicode UTS #58 detector of
// github.com/golinkify/uts58/linkify: in place on trees parsed by
// golang.org/x/net/html (Linkify), from a reader to a writer
// (LinkifyDocument, LinkifyFragment), on a string (LinkifyString); and it
// turns plain text into safe HTML with links (LinkifyText).
//
//	out, err := htmlwalk.LinkifyString(userHTML, htmlwalk.WithRel("nofollow", "ugc")) // a fragment (or a document)
//	err = htmlwalk.LinkifyDocument(w, r, htmlwalk.WithTargetBlank())                  // a whole document
//	err = htmlwalk.Linkify(node, opts...)                                             // in place on an x/net/html tree
//	html, err := htmlwalk.LinkifyText(comment, htmlwalk.WithLineBreaks(true))          // plain text → safe HTML
//
// # What changes
//
// Only text nodes change: a text node that holds links becomes text, <a>,
// text, … Attributes, comments, the doctype and other elements stay as
// they are. Text is never linked inside the skipped elements (DefaultSkip:
// a, code, pre, kbd, samp, var, template, object, select, option, button,
// …; WithSkip and WithoutSkip change the set), inside SVG or MathML, under
// an element with the attribute data-nolinkify, nor, whatever the options,
// in the elements whose content is not HTML text (script, style, xmp,
// iframe, noembed, noframes, plaintext, textarea, title, and noscript as
// x/net/html parses it with scripting on). Skipping follows the tree the
// HTML5 parser builds, so mis-nested markup is judged as a browser would
// judge it: <a href=#>foo <p>bar.com</p> stays unlinked, as a browser shows
// it.
//
// A word that goes on across elements is never cut into a link: a word
// ends only where rendering ends it, at a block (p, div, li, td, …), a line
// break (br, hr) or an object that shows no text (img, video, input,
// button, iframe, svg, …); it goes on into every other element (wbr, span,
// b, unknown and custom elements such as <x-crumb>) and past those not
// rendered (script, template, hidden). So these stay text rather than link
// bar.com or …/very/:
//
//	<span>foo</span>bar.com
//	https://example.com/very/<wbr>long/path
//
// Links are found in the text the reader sees: character references are
// decoded first (x&#46;com is linked, a=1&amp;b=2 links a=1&b=2).
//
// A fragment without a context is parsed in the one its first start tag
// needs, so that <tr><td>…</td></tr>, <td>, <li>, <option> and <dt>
// fragments come back as they went in, plus links (see LinkifyFragment,
// which never changes the context node it is given). When no link is
// added, the string and reader APIs give back the input as it was given,
// not parsed and rendered again; when the parser refuses the input
// (elements nested deeper than 512), they give it back unchanged with a
// *ParseError.
//
// What the string and stream APIs write, parsed again in the same context,
// is the tree they linkified. html.Render writes some trees the parser
// builds from misnested markup so that they parse back otherwise (content
// after <plaintext>, a heading that the adoption agency put in another,
// raw text under foreign content); there they give the input back
// unchanged with a *RenderError that says where the trees part. Linkify,
// in place, leaves rendering to its caller.
//
// # Plain text
//
// LinkifyText is the one call from plain text to safe HTML (as
// bleach.linkify or linkify-string): it escapes the text, adds links with
// every option below, and with WithLineBreaks(true) writes each line break
// (LF, CR LF or CR) as <br>.
//
// # Options
//
// The default detector applies linkify.DocumentPolicy, so that file names
// such as README.md stay text. The options are the goldmark extension's,
// without its "Linkify" (WithLinkifyRel is WithRel): WithPolicy,
// WithWWWOnly (GFM-compatible links), WithEmail (addresses on or off),
// WithRel (tokens add up), WithTarget (_blank adds rel="noopener
// noreferrer"), WithClass, WithMaxText, WithCallback (sees each *Anchor
// with its Kind: may veto, change Text, Href or attributes; a.Host() tells
// other sites apart); also WithNofollow, WithTargetBlank, WithDefang, and
// WithDetector (a detector with linkify.WithKinds links @mentions,
// #hashtags and tickets, one with WithTLDs or WithBareIPv4 those hosts).
// Invalid options, and options that mean nothing together, fail every call
// with an error that names them.
//
// Hrefs are only of the schemes the detector links (http, https, mailto by
// default), also when a callback sets them, and a callback keeps a link's
// scheme (http may become https); running a linkifier on its own output
// changes nothing. A callback may set the attributes class, dir, download,
// hreflang, lang, referrerpolicy, rel, role, target, title, translate,
// type, data-* and aria-*, in lower case, each once: no event handler,
// style, id or name, nor a URL-valued attribute. A link whose callback
// sets another is not made, as in the goldmark extension, and the call
// returns an error (the string and stream APIs with the input unchanged,
// LinkifyText with "").
//
// Every function is safe for concurrent use: options, detectors and the
// context given to LinkifyFragment are only read.
//
// htmlwalk does not sanitize: run a sanitizer such as bluemonday on user
// HTML first (it also balances tags, which htmlwalk leaves as they are in
// input it does not change), then link it; the module's examples/sanitize
// does so.
package htmlwalk
