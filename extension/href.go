package extension

import (
	"bytes"
	"unsafe"

	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"
)

// hrefDetectors compute the hrefs of this extension's AutoLinks: the
// scheme-less ones carry their default scheme as Protocol.
var hrefDetectors = map[string]*linkify.Detector{
	"https": linkify.MustNew(),
	"http":  linkify.MustNew(linkify.WithDefaultScheme("http")),
}

// IsLinkifyNode reports whether n is an AutoLink that this extension made
// (its position is the start of its label), rather than a <…> autolink.
func IsLinkifyNode(n *ast.AutoLink, source []byte) bool {
	label := n.Label(source)
	return len(label) > 0 && len(source) > 0 && n.Pos() >= 0 && n.Pos() < len(source) &&
		unsafe.SliceData(label) == &source[n.Pos()]
}

// Href returns the href that the UTS #58 detector gives the AutoLink n, one
// this extension made: the scheme added to a scheme-less link, the host in
// ASCII, the path percent-encoded; for an e-mail address a mailto: URL.
// Entity references in the Markdown source are resolved first. It reports
// false for other AutoLinks, whose URL is n.URL(source).
func Href(n *ast.AutoLink, source []byte) (string, bool) {
	if !IsLinkifyNode(n, source) {
		return "", false
	}
	return string(appendHref(nil, n, source)), true
}

// appendHref appends the href of this extension's AutoLink n to dst.
func appendHref(dst []byte, n *ast.AutoLink, source []byte) []byte {
	label := n.Label(source)
	if bytes.IndexByte(label, '&') >= 0 {
		label = util.ResolveEntityNames(util.ResolveNumericReferences(label))
	}
	d := hrefDetectors["https"]
	if n.Protocol != nil {
		if hd, ok := hrefDetectors[string(n.Protocol)]; ok {
			d = hd
		}
	}
	kind := linkify.URL
	if n.AutoLinkType == ast.AutoLinkEmail {
		kind = linkify.Email
	}
	// The detector keeps no reference to the text: no copy is needed.
	t := unsafe.String(unsafe.SliceData(label), len(label))
	return d.AppendHref(dst, t, linkify.Link{End: len(t), Kind: kind})
}
