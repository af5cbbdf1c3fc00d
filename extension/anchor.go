package extension

import (
	"unsafe"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/ast"
)

// Anchor is a link about to be made, as a callback of WithLinkifyCallback
// sees it: the link as linkify.Anchor (Text, Href, Kind, Attr; SetAttr,
// AddRel, Host) and where it stands in the document. Text is what the
// reader sees (character references decoded, shortened by
// WithLinkifyMaxText); Kind is URL, Email or a kind of linkify.WithKinds
// (through WithLinkifyDetector); Attr holds the attributes after href, of
// the set WithLinkifyCallback lists, else the link stays text. A changed
// Href must keep the link's scheme (http may become https), else the link
// stays text.
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

// anchorAttr names the Link attribute that marks a link as this
// extension's, its value the link's *linkMark. goldmark's renderers leave
// it out: it is no HTML attribute they know, nor data-*.
var anchorAttr = []byte("linkify-anchor")

// linkMark is what the mark of a link tells: its kind.
type linkMark struct{ kind linkify.Kind }

// The marks, one for each kind (those of linkify.WithKinds too), shared
// by every link.
var marks = [...]*linkMark{{linkify.URL}, {linkify.Email}, {linkify.KindMention}, {linkify.KindHashtag}, {linkify.KindTicket}}

func markOf(kind linkify.Kind) *linkMark { return marks[kind] }

// newLink returns the Link for the link source[start:end] of block, or
// nil if an expression of goldmark's options, a callback or the href check
// keeps it text. Its href, and with options that shape anchors its text
// and attributes, are decided here, once, and kept in the node.
func (p *linkifyParser) newLink(block ast.Node, source []byte, start, end int, kind linkify.Kind) *ast.Link {
	written := source[start:end]
	if p.conditioned && !p.conds.accepts(written, kind) {
		return nil
	}
	var buf []byte
	decoded := decodedText(&buf, written)
	l := linkify.Link{End: len(decoded), Kind: kind}
	if !p.anchored {
		// The detector keeps no reference to the text: no copy is needed.
		href := p.d.AppendHref(nil, unsafe.String(unsafe.SliceData(decoded), len(decoded)), l)
		if kind > linkify.Email && !p.d.AllowedHref(unsafe.String(unsafe.SliceData(href), len(href))) {
			return nil // a kind's Href function that answers otherwise than in detection
		}
		return newLinkNode(start, end, kind, href)
	}
	text := string(decoded)
	l.Href = p.d.Href(text, l)
	a := Anchor{Anchor: p.anchorMaker.New(text, l), Block: block, Source: source, Start: start, End: end}
	// An attribute a callback may not set leaves the link text, as in
	// htmlwalk, which also returns the error: a parse has none to return.
	if made, _ := anchors.Decide(p.d, &a, &a.Anchor, l.Href, p.Callbacks); !made {
		return nil
	}
	n := newLinkNode(start, end, kind, []byte(a.Href))
	if a.Text != text {
		showText(n, a.Text)
	}
	for _, at := range a.Attr {
		n.SetAttributeString(at.Key, at.Val)
	}
	return n
}

// linkOf returns n as a link of this extension, and its mark; or nil.
func linkOf(n ast.Node) (*ast.Link, *linkMark) {
	l, ok := n.(*ast.Link)
	if !ok || l.Attributes() == nil {
		return nil, nil
	}
	v, _ := l.Attribute(anchorAttr)
	m, _ := v.(*linkMark)
	if m == nil {
		return nil, nil
	}
	return l, m
}

// IsLinkifyNode reports whether n is a link that this extension made: an
// ast.Link that it marks as its own. (source is not read: it is there for
// callers of earlier versions, whose links were ast.AutoLinks.)
func IsLinkifyNode(n ast.Node, source []byte) bool {
	l, _ := linkOf(n)
	return l != nil
}

// Href returns the href of n, a link of this extension: its Destination,
// the detector's href computed from the text the reader sees (character
// references decoded): the scheme added to a scheme-less link, the host in
// ASCII, the path percent-encoded; for an e-mail address a mailto: URL; or
// what a callback set. It reports false for other nodes.
func Href(n ast.Node, source []byte) (string, bool) {
	l, _ := linkOf(n)
	if l == nil {
		return "", false
	}
	return string(l.Destination), true
}

// AnchorOf returns the link n as this extension renders it: its text as
// the reader sees it (character references decoded, shortened by
// WithLinkifyMaxText), its href, kind and attributes, after callbacks; and
// false if n is no link of this extension. The node carries all of it as
// goldmark's API gives any link (Destination, the text of its children,
// attributes): AnchorOf reads it in one call.
func AnchorOf(n ast.Node, source []byte) (linkify.Anchor, bool) {
	l, m := linkOf(n)
	if l == nil {
		return linkify.Anchor{}, false
	}
	a := linkify.Anchor{Kind: m.kind, Href: string(l.Destination)}
	var text, buf []byte
	for c := l.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			text = append(text, decodedText(&buf, c.Value(source))...)
		case *ast.String:
			text = append(text, c.Value...)
		}
	}
	a.Text = string(text)
	for _, at := range l.Attributes() {
		switch v := at.Value.(type) { // the mark, a *linkMark, is neither
		case string:
			a.Attr = append(a.Attr, linkify.Attribute{Key: string(at.Name), Val: v})
		case []byte:
			a.Attr = append(a.Attr, linkify.Attribute{Key: string(at.Name), Val: string(v)})
		}
	}
	return a, true
}
