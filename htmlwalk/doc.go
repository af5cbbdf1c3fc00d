// Package htmlwalk adds links to the text of existing HTML with the
// Unicode UTS #58 detector of github.com/golinkify/uts58/linkify: in place
// on trees parsed by golang.org/x/net/html, or from a reader to a writer.
//
// Only text nodes change: a text node that holds links becomes text, <a>,
// text, … Attributes, comments, the doctype and other elements stay as they
// are. Text is never linked inside the skipped elements (a, code, pre, kbd,
// samp, var, script, style, textarea, title, template, noscript, iframe,
// object, select, option, button by default), inside SVG or MathML, or
// under an element with the attribute data-nolinkify. Skipping follows the
// tree the HTML5 parser builds, so mis-nested markup is judged as a browser
// would judge it. Hrefs are only of the schemes http, https and mailto;
// running Linkify on its own output changes nothing.
//
// Linkify does not sanitize: run a sanitizer such as bluemonday on user
// HTML first, then Linkify.
package htmlwalk
