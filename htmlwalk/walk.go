package htmlwalk

import (
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Linkify adds links to the text under root (a document, a fragment's node,
// or any element), in place.
func Linkify(root *html.Node, opts ...Option) error {
	if root == nil {
		return errors.New("htmlwalk: nil root")
	}
	c := newConfig(opts)
	for a := root.Parent; a != nil; a = a.Parent {
		if c.skipped(a) {
			return nil // root stands inside content that is not linked
		}
	}
	var links []linkify.Link
	// An iterative walk: the depth of the input never deepens the stack.
	for n := root; n != nil; {
		switch {
		case n.Type == html.ElementNode && c.skipped(n):
			n = nextSkippingChildren(n, root)
		case n.Type == html.TextNode:
			next := nextSkippingChildren(n, root)
			links = c.linkifyText(n, links[:0])
			n = next
		default:
			n = next(n, root)
		}
	}
	return nil
}

// skipped reports whether the content of the element n is not linked.
func (c *config) skipped(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if n.Namespace != "" { // SVG, MathML
		return true
	}
	if c.skip[n.Data] {
		return true
	}
	for _, a := range n.Attr {
		if a.Key == NoLinkifyAttr && a.Namespace == "" {
			return true
		}
	}
	return false
}

// next returns the node after n in document order within root.
func next(n, root *html.Node) *html.Node {
	if n.FirstChild != nil {
		return n.FirstChild
	}
	return nextSkippingChildren(n, root)
}

// nextSkippingChildren returns the node after n and its subtree within root.
func nextSkippingChildren(n, root *html.Node) *html.Node {
	for ; n != nil && n != root; n = n.Parent {
		if n.NextSibling != nil {
			return n.NextSibling
		}
	}
	return nil
}

// allowedHref reports whether href is of a scheme that may be linked.
func allowedHref(href string) bool {
	i := strings.IndexByte(href, ':')
	if i < 0 {
		return false
	}
	switch strings.ToLower(href[:i]) {
	case "http", "https", "mailto":
		return true
	}
	return false
}

// made is a link that linkifyText makes.
type made struct {
	l linkify.Link
	a Anchor
}

// maxGapRounds bounds the rescans of the text between links.
const maxGapRounds = 4

// linkifyText replaces the text node n by text and <a> nodes for its links.
func (c *config) linkifyText(n *html.Node, links []linkify.Link) []linkify.Link {
	text := n.Data
	links = c.d.Append(links, text)
	if len(links) == 0 {
		return links
	}
	out := c.decide(n, text, links, 0, nil)
	// Detection next to a link can depend on the link's text (an address
	// after "host:"); a second run sees the text between the links on its
	// own. Scanning those gaps again until nothing changes makes Linkify
	// idempotent.
	for round := 0; round < maxGapRounds; round++ {
		var more []made
		prev := 0
		for i := 0; i <= len(out); i++ {
			end := len(text)
			if i < len(out) {
				end = out[i].l.Start
			}
			if end > prev {
				more = c.decide(n, text, c.d.Append(nil, text[prev:end]), prev, more)
			}
			if i < len(out) {
				prev = out[i].l.End
			}
		}
		if len(more) == 0 {
			break
		}
		out = append(out, more...)
		slices.SortFunc(out, func(x, y made) int { return x.l.Start - y.l.Start })
	}
	if len(out) == 0 {
		return links
	}
	parent := n.Parent
	prev := 0
	for _, m := range out {
		if c.defang {
			parent.InsertBefore(&html.Node{Type: html.TextNode, Data: text[prev:m.l.Start] + linkify.Defang(m.a.Text, m.a.Kind)}, n)
			prev = m.l.End
			continue
		}
		if m.l.Start > prev {
			parent.InsertBefore(&html.Node{Type: html.TextNode, Data: text[prev:m.l.Start]}, n)
		}
		attr := append([]html.Attribute{{Key: "href", Val: m.a.Href}}, withoutHref(m.a.Attr)...)
		el := &html.Node{Type: html.ElementNode, Data: "a", DataAtom: atom.A, Attr: attr}
		el.AppendChild(&html.Node{Type: html.TextNode, Data: m.a.Text})
		parent.InsertBefore(el, n)
		prev = m.l.End
	}
	if prev < len(text) {
		n.Data = text[prev:] // the node keeps the rest of the text
	} else {
		parent.RemoveChild(n)
	}
	return links
}

// decide appends to out the links (found in the text of n at offset off)
// that are made: not cutting a word that goes on in the next node, not
// vetoed by a callback, of an allowed scheme.
func (c *config) decide(n *html.Node, text string, links []linkify.Link, off int, out []made) []made {
	for _, l := range links {
		l.Start += off
		l.End += off
		if (l.Start == 0 && continuesWord(n, true)) || (l.End == len(text) && continuesWord(n, false)) {
			continue // the link would cut a word that goes on in the next node
		}
		a := Anchor{Text: text[l.Start:l.End], Href: l.Href, Kind: l.Kind, Parent: n.Parent}
		ok := true
		for _, cb := range c.callbacks {
			if ok = cb(&a); !ok {
				break
			}
		}
		if ok && allowedHref(a.Href) {
			out = append(out, made{l, a})
		}
	}
	return out
}

func withoutHref(attr []html.Attribute) []html.Attribute {
	out := attr[:0:0]
	for _, a := range attr {
		if a.Key != "href" {
			out = append(out, a)
		}
	}
	return out
}

// inlineElements are the elements that do not break a run of text: a word
// goes on across them.
var inlineElements = map[atom.Atom]bool{
	atom.A: true, atom.Abbr: true, atom.B: true, atom.Bdi: true, atom.Bdo: true, atom.Big: true, atom.Cite: true,
	atom.Code: true, atom.Data: true, atom.Del: true, atom.Dfn: true, atom.Em: true, atom.Font: true, atom.I: true,
	atom.Ins: true, atom.Kbd: true, atom.Label: true, atom.Mark: true, atom.Q: true, atom.S: true, atom.Samp: true,
	atom.Small: true, atom.Span: true, atom.Strike: true, atom.Strong: true, atom.Sub: true, atom.Sup: true,
	atom.Time: true, atom.Tt: true, atom.U: true, atom.Var: true,
}

func isInline(n *html.Node) bool {
	return n.Type == html.ElementNode && n.Namespace == "" && inlineElements[n.DataAtom]
}

// continuesWord reports whether the text next to the text node n, before it
// (backward) or after it, across inline elements only, has a code point
// there that a link at that edge of n would take in (Link_Term=Include).
func continuesWord(n *html.Node, backward bool) bool {
	t, ok := adjacentText(n, backward)
	if !ok || t == "" {
		return false
	}
	var r rune
	if backward {
		r, _ = utf8.DecodeLastRuneInString(t)
	} else {
		r, _ = utf8.DecodeRuneInString(t)
	}
	return linkify.LinkTermOf(r) == linkify.Include
}

// adjacentText returns the text of the text node that comes right before
// (or after) n in the run of text n is in, crossing inline elements and
// comments; false where the run ends (a block, a <br>, an image, …).
func adjacentText(n *html.Node, backward bool) (string, bool) {
	sibling := func(c *html.Node) *html.Node {
		if backward {
			return c.PrevSibling
		}
		return c.NextSibling
	}
	child := func(c *html.Node) *html.Node {
		if backward {
			return c.LastChild
		}
		return c.FirstChild
	}
	cur := n
	for {
		s := sibling(cur)
		for s == nil {
			if cur = cur.Parent; cur == nil || !isInline(cur) {
				return "", false
			}
			s = sibling(cur)
		}
		cur = s
		for { // into cur, to the text nearest to n
			switch {
			case cur.Type == html.TextNode:
				return cur.Data, true
			case cur.Type == html.CommentNode:
			case isInline(cur) && child(cur) != nil:
				cur = child(cur)
				continue
			case isInline(cur): // empty
			default:
				return "", false
			}
			break
		}
	}
}
