package extension

import (
	"unsafe"

	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/ast"
)

// hrefDetectors compute the hrefs of this extension's AutoLinks: the
// scheme-less ones carry their default scheme as Protocol.
var hrefDetectors = map[string]*linkify.Detector{
	"https": linkify.MustNew(),
	"http":  linkify.MustNew(linkify.WithDefaultScheme("http")),
}

// IsLinkifyNode reports whether n is an AutoLink that this extension made
// (its position is the start of its label in source), rather than a <…>
// autolink (whose position is its '<').
func IsLinkifyNode(n *ast.AutoLink, source []byte) bool {
	label := n.Label(source)
	pos := n.Pos()
	// A label is a slice of source: it starts at cap(source)-cap(label).
	return len(label) > 0 && pos >= 0 && pos < len(source) && cap(source)-cap(label) == pos
}

// Href returns the href that this extension renders for n, one of its
// AutoLinks: the detector's, computed from the text the reader sees
// (character references decoded): the scheme added to a scheme-less link,
// the host in ASCII, the path percent-encoded; for an e-mail address a
// mailto: URL; or what a callback set. It reports false for other
// AutoLinks, whose URL is n.URL(source).
func Href(n *ast.AutoLink, source []byte) (string, bool) {
	if !IsLinkifyNode(n, source) {
		return "", false
	}
	if t := linkTextOf(n); t != nil {
		return t.href, true
	}
	var buf []byte
	return string(appendHref(nil, n, decodedText(&buf, n.Label(source)))), true
}

// appendHref appends to dst the detector's href of this extension's
// AutoLink n, whose text the reader sees is text.
func appendHref(dst []byte, n *ast.AutoLink, text []byte) []byte {
	d := hrefDetectors["https"]
	if n.Protocol != nil {
		if hd, ok := hrefDetectors[string(n.Protocol)]; ok {
			d = hd
		}
	}
	// The detector keeps no reference to the text: no copy is needed.
	t := unsafe.String(unsafe.SliceData(text), len(text))
	return d.AppendHref(dst, t, linkify.Link{End: len(t), Kind: kindOf(n)})
}
