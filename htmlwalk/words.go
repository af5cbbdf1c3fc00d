package htmlwalk

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// isInline reports whether n is an element that does not break a run of
// text: a word goes on across it.
func isInline(n *html.Node) bool {
	if n.Type != html.ElementNode || n.Namespace != "" {
		return false
	}
	switch n.DataAtom {
	case atom.A, atom.Abbr, atom.B, atom.Bdi, atom.Bdo, atom.Big, atom.Cite, atom.Code, atom.Data, atom.Del, atom.Dfn,
		atom.Em, atom.Font, atom.I, atom.Ins, atom.Kbd, atom.Label, atom.Mark, atom.Q, atom.S, atom.Samp, atom.Small,
		atom.Span, atom.Strike, atom.Strong, atom.Sub, atom.Sup, atom.Time, atom.Tt, atom.U, atom.Var:
		return true
	}
	return false
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
