// Package htmlwalk adds links to HTML with the Unicode UTS #58 detector of
// github.com/golinkify/uts58/linkify: in place on trees parsed by
// golang.org/x/net/html (Linkify), from a reader to a writer
// (LinkifyDocument, LinkifyFragment), on a string (LinkifyString); and it
// turns plain text into safe HTML with links (LinkifyText).
//
// Only text nodes change: a text node that holds links becomes text, <a>,
// text, … Attributes, comments, the doctype and other elements stay as
// they are. Text is never linked inside the skipped elements (DefaultSkip:
// a, code, pre, kbd, samp, var, template, object, select, option, button,
// …), inside SVG or MathML, under an element with the attribute
// data-nolinkify, nor, whatever the options, in the elements whose content
// is not HTML text (script, style, xmp, iframe, noembed, noframes,
// plaintext, textarea, title, and noscript as x/net/html parses it with
// scripting on). Skipping follows the tree the HTML5 parser builds, so
// mis-nested markup is judged as a browser would judge it. Links are found
// in the text the reader sees: character references are decoded first.
// Hrefs are only of the schemes the detector allows (http, https, mailto),
// also when a callback sets them, and a callback keeps a link's scheme
// (http may become https); running a linkifier on its own output
// changes nothing.
//
// The default detector applies linkify.DocumentPolicy, so that file names
// such as README.md stay text. WithPolicy, WithWWWOnly (GFM-compatible
// links), WithEmail and WithDetector change what is linked (a detector
// with linkify.WithKinds links @mentions, #hashtags and tickets too);
// WithRel, WithTarget,
// WithClass, WithMaxText and WithCallback shape the links, with the names
// and meaning of the goldmark extension's options (which add "Linkify":
// WithLinkifyRel, …). Invalid options, and options that mean nothing
// together, fail every call with an error that names them.
//
// A fragment without a context is parsed in the one its first start tag
// needs, so that table rows and cells keep their structure (see
// LinkifyFragment). When no link is added, the string and reader APIs give
// back the input as it was given, not parsed and rendered again; when the
// parser refuses the input (elements nested deeper than 512), they give it
// back unchanged with a *ParseError.
//
// Every function is safe for concurrent use: options, detectors and the
// context given to LinkifyFragment are only read.
//
// htmlwalk does not sanitize: run a sanitizer such as bluemonday on user
// HTML first (it also balances tags, which htmlwalk leaves as they are in
// input it does not change), then link it.
package htmlwalk
