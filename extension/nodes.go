package extension

import (
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// newLinkNode returns the Link for the link source[start:end], to href:
// an ast.Link with the href as Destination and the source as its text, so
// that a renderer or render hook that reads the node as goldmark's API
// gives it (Destination, the text of its children) writes what this
// extension means. Its text child is a Text node of the source, which
// renderers decode as any text (&amp; is &), and which heading IDs and
// other plain-text walks read as they would without the link. Its position
// is the link's first byte (goldmark's links have theirs at their '[').
func newLinkNode(start, end int, kind linkify.Kind, href []byte) *ast.Link {
	// The node and its text in one allocation: a document may hold many.
	pair := &struct {
		link ast.Link
		text ast.Text
	}{text: *ast.NewTextSegment(text.NewSegment(start, end))}
	n := &pair.link
	n.Destination = href
	n.AppendChild(n, &pair.text)
	n.SetPos(start)
	n.SetAttribute(anchorAttr, markOf(kind))
	return n
}

// showText makes text the text of the link n, where options or callbacks
// made it other than the source reads (shortened, rewritten): a String
// node, written as it stands (escaped, no reference decoded).
func showText(n *ast.Link, text string) {
	s := ast.NewString([]byte(text))
	s.SetRaw(true)
	n.ReplaceChild(n, n.FirstChild(), s)
}

// joinText joins to t the text nodes that follow it in the source, up to
// end: another parser's trigger splits text in two even where it leaves it
// as it is. Nodes with a line break, padding or raw text are not joined.
func joinText(t *ast.Text, end int) {
	for t.Segment.Stop < end && !t.SoftLineBreak() && !t.HardLineBreak() {
		next, ok := t.NextSibling().(*ast.Text)
		if !ok || next.Segment.Start != t.Segment.Stop || next.Segment.Padding != 0 || next.IsRaw() {
			return
		}
		t.Segment = t.Segment.WithStop(next.Segment.Stop)
		t.SetSoftLineBreak(next.SoftLineBreak())
		t.SetHardLineBreak(next.HardLineBreak())
		t.Parent().RemoveChild(t.Parent(), next)
	}
}

// splitText replaces the part start:end of the text node t by the link n.
func splitText(t *ast.Text, n ast.Node, start, end int) {
	parent := t.Parent()
	seg := t.Segment
	if seg.Start < start {
		before := ast.NewTextSegment(seg.WithStop(start))
		parent.InsertBefore(parent, t, before)
	}
	parent.InsertBefore(parent, t, n)
	if end < seg.Stop {
		t.Segment = seg.WithStart(end)
	} else {
		// The link ends the node: keep its line break after the link.
		if t.SoftLineBreak() || t.HardLineBreak() {
			after := ast.NewTextSegment(text.NewSegment(end, end))
			after.SetSoftLineBreak(t.SoftLineBreak())
			after.SetHardLineBreak(t.HardLineBreak())
			parent.InsertBefore(parent, t, after)
		}
		parent.RemoveChild(parent, t)
	}
}
