package extension

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// untypesetter puts back the source of what a typographer replaced inside
// links (’ for ', – for --, … for ...): a link shows its source. A
// typographer's output is a run of String nodes that stands for the source
// between the texts around it (or the block's edge).
type untypesetter struct {
	links                []span // in order
	next                 int    // links before it end before the runs still to come
	blockStart, blockEnd int
	// made tells whether a link will be made (callbacks may keep it text,
	// and then what a typographer did inside it stays); nil: all will.
	made func(*span) bool
	// html follows the raw HTML of the block: no text inside a skipped
	// element is linked (rawhtml.go).
	html   htmlSkip
	source []byte
}

// appendTexts appends the text nodes under n (the block if top) that may
// hold a link, in order: none inside links, images, autolinks, code spans,
// raw HTML, or elements written in raw HTML that are not linked. A run of
// strings that lies inside a link becomes a text node of its source first.
func (u *untypesetter) appendTexts(texts []*ast.Text, n ast.Node, top bool) []*ast.Text {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch t := c.(type) {
		case *ast.Link, *ast.Image, *ast.AutoLink, *ast.CodeSpan:
		case *ast.RawHTML:
			u.html.tag(t, u.source)
		case *ast.Text:
			if !t.IsRaw() && t.Segment.Padding == 0 && u.html.name == nil {
				texts = append(texts, t)
			}
		case *ast.String:
			if u.html.name != nil {
				continue
			}
			if t := u.restore(n, t, top); t != nil {
				texts = append(texts, t)
				c = t
			}
		default:
			texts = u.appendTexts(texts, c, false)
		}
	}
	return texts
}

// restore replaces the run of strings from first, a child of n, by a text
// node of its source if it lies inside a link, and returns that node; or
// else nil, and first is left as it is.
func (u *untypesetter) restore(n ast.Node, first *ast.String, top bool) *ast.Text {
	last := ast.Node(first)
	for {
		if _, ok := last.NextSibling().(*ast.String); !ok {
			break
		}
		last = last.NextSibling()
	}
	start, stop := u.sourceEdge(first.PreviousSibling(), top, true), u.sourceEdge(last.NextSibling(), top, false)
	if start < 0 || stop < start || !u.inLink(start, stop) {
		return nil
	}
	t := ast.NewTextSegment(text.NewSegment(start, stop))
	n.InsertBefore(n, first, t)
	for r := ast.Node(first); ; {
		following := r.NextSibling()
		n.RemoveChild(n, r)
		if r == last {
			break
		}
		r = following
	}
	return t
}

// sourceEdge returns where the source of a run of strings starts (after
// the neighbour before it) or stops (before the neighbour after it, if
// before is false), or -1 if that is not known: the neighbour is no text,
// or is missing inside an inline container (top is false).
func (u *untypesetter) sourceEdge(neighbour ast.Node, top, before bool) int {
	switch t := neighbour.(type) {
	case *ast.Text:
		if t.Segment.Padding != 0 {
			return -1
		}
		if before {
			return t.Segment.Stop
		}
		return t.Segment.Start
	case nil:
		if !top {
			return -1
		}
		if before {
			return u.blockStart
		}
		return u.blockEnd
	}
	return -1
}

// inLink reports whether source[start:stop] lies inside one link that
// is still to be made.
func (u *untypesetter) inLink(start, stop int) bool {
	for u.next < len(u.links) && (u.links[u.next].end < stop || u.links[u.next].done) {
		u.next++
	}
	if u.next == len(u.links) || u.links[u.next].start > start {
		return false
	}
	return u.made == nil || u.made(&u.links[u.next])
}
