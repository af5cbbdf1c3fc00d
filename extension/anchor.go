package extension

import (
	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/ast"
)

// Anchor is a link about to be made, as a callback of WithLinkifyCallback
// sees it: the link as linkify.Anchor (Text, Href, Kind, Attr; SetAttr,
// AddRel, Host) and where it stands in the document. Text is what the
// reader sees (character references decoded, shortened by
// WithLinkifyMaxText); Kind is URL, Email or a kind of linkify.WithKinds
// (through WithLinkifyDetector); Attr holds the attributes after href (an
// "href" in any case, or a name that is no HTML attribute name, is
// dropped: set Href). A changed Href must keep the link's scheme (http may
// become https), else the link stays text.
type Anchor struct {
	linkify.Anchor
	// Block is the block whose text holds the link: a paragraph, a
	// heading, a table cell.
	Block ast.Node
	// Source is the Markdown source, and Source[Start:End] the link as
	// written.
	Source     []byte
	Start, End int
}

// anchorAttr names the AutoLink attribute that holds the text and href of
// a link that options or callbacks made (*linkText). goldmark's renderers
// leave it out: it is no HTML attribute they know, nor data-*.
var anchorAttr = []byte("linkify-anchor")

// linkText is what this extension renders for a link, when options or
// callbacks decided it at parse time, and its kind (a mention is an
// AutoLinkURL too). Links of a detector's kinds (linkify.WithKinds) always
// have one: only the detector knows their hrefs.
type linkText struct {
	text, href string
	kind       linkify.Kind
}

// newLink returns the AutoLink for the link source[start:end] of block, or
// nil if a callback or the href check keeps it text. With options that
// shape anchors, its text and href are decided here, once, and kept with
// the node; without, the renderer computes them.
func (p *linkifyParser) newLink(block ast.Node, source []byte, start, end int, kind linkify.Kind) *ast.AutoLink {
	if !p.anchored && kind <= linkify.Email {
		return p.newAutoLink(source, start, end, kind)
	}
	var buf []byte
	text := string(decodedText(&buf, source[start:end]))
	l := linkify.Link{End: len(text), Kind: kind}
	l.Href = p.d.Href(text, l)
	a := Anchor{Anchor: p.anchorOptions.New(text, l), Block: block, Source: source, Start: start, End: end}
	for _, fn := range p.Callbacks {
		if !fn(&a) {
			return nil
		}
	}
	if !anchors.HrefAllowed(p.d, l.Href, a.Href) {
		return nil
	}
	n := p.newAutoLink(source, start, end, kind)
	// A name that is no attribute name is dropped, as htmlwalk drops it (a
	// parse has no error to report it by): a renderer would write it as it
	// stands.
	a.Attr, _ = anchors.ValidAttrs(a.Attr)
	for _, at := range a.Attr {
		n.SetAttributeString(at.Key, at.Val)
	}
	n.SetAttribute(anchorAttr, &linkText{a.Text, a.Href, kind})
	return n
}

// linkTextOf returns the text and href decided for n at parse time, or nil.
func linkTextOf(n *ast.AutoLink) *linkText {
	if n.Attributes() == nil {
		return nil
	}
	v, _ := n.Attribute(anchorAttr)
	t, _ := v.(*linkText)
	return t
}

// AnchorOf returns the link n as this extension renders it: its text as
// the reader sees it (character references decoded, shortened by
// WithLinkifyMaxText), its href, kind and attributes, after callbacks; and
// false if n is no link of this extension. Renderers other than this
// extension's (a Hugo render hook, a Markdown writer) read an AutoLink's
// URL and Label, the source text: they call AnchorOf to render what this
// extension does.
func AnchorOf(n *ast.AutoLink, source []byte) (linkify.Anchor, bool) {
	if !IsLinkifyNode(n, source) {
		return linkify.Anchor{}, false
	}
	a := linkify.Anchor{Kind: kindOf(n)}
	if t := linkTextOf(n); t != nil {
		a.Text, a.Href, a.Kind = t.text, t.href, t.kind
	} else {
		var buf []byte
		text := decodedText(&buf, n.Label(source))
		a.Text, a.Href = string(text), string(appendHref(nil, n, text))
	}
	for _, at := range n.Attributes() {
		switch v := at.Value.(type) {
		case string:
			a.Attr = append(a.Attr, linkify.Attribute{Key: string(at.Name), Val: v})
		case []byte:
			a.Attr = append(a.Attr, linkify.Attribute{Key: string(at.Name), Val: string(v)})
		}
	}
	return a, true
}

func kindOf(n *ast.AutoLink) linkify.Kind {
	if n.AutoLinkType == ast.AutoLinkEmail {
		return linkify.Email
	}
	return linkify.URL
}
