package htmlwalk

import (
	"github.com/golinkify/uts58/internal/anchors"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// isolating reports whether the anchors of this call are isolated with a
// dir attribute (anchors.Isolate): where the tree that the text node n is
// in (or LinkifyText's text, when n is nil) holds explicit bidi formatting,
// an override in another text node or a <bdo> around a link reorders what
// the reader sees of it, beyond the text the detector's policy sees. It is
// decided once per call, by one pass over the tree (or the text) when the
// first link is made.
func (w *walker) isolating(text string, n *html.Node) bool {
	if w.bidi == bidiUnknown {
		w.bidi = bidiPlain
		if n == nil && anchors.HoldsBidiFormatting(text) || n != nil && treeHoldsBidiFormatting(n) {
			w.bidi = bidiFormatted
		}
	}
	return w.bidi == bidiFormatted
}

// What a call knows of explicit bidi formatting (walker.bidi).
const (
	bidiUnknown = iota
	bidiPlain
	bidiFormatted
)

// treeHoldsBidiFormatting reports whether the tree that n is in holds
// explicit bidi formatting: an embedding, override or isolate initiator in
// a text node, a <bdo> element, or CSS that overrides the direction
// (unicode-bidi: bidi-override, isolate-override) in a style attribute or
// a <style> sheet (whose rule may select any element around a link).
func treeHoldsBidiFormatting(n *html.Node) bool {
	root := n
	for root.Parent != nil {
		root = root.Parent
	}
	for c := root; c != nil; {
		switch c.Type {
		case html.TextNode:
			if anchors.HoldsBidiFormatting(c.Data) || c.Parent != nil && c.Parent.DataAtom == atom.Style && anchors.CSSOverrides(c.Data) {
				return true
			}
		case html.ElementNode:
			if c.DataAtom == atom.Bdo {
				return true
			}
			for _, a := range c.Attr {
				if a.Key == "style" && anchors.CSSOverrides(a.Val) {
					return true
				}
			}
		}
		// Depth first, without recursion.
		if c.FirstChild != nil {
			c = c.FirstChild
			continue
		}
		for c != root && c.NextSibling == nil {
			c = c.Parent
		}
		if c == root {
			break
		}
		c = c.NextSibling
	}
	return false
}
