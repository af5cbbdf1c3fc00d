package extension

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
)

// A link is made of one run of text: the text nodes of a block that
// joinText joins, and the strings a typographer put between them (whose
// source the untypesetter puts back). Wherever another parser made
// something else of the source (a link or image written in Markdown, a
// footnote, an emoji, strikethrough, a math span, …), or took delimiters
// around text (~~x~~, ==x==), the run ends, and a link that runs on past it
// ends there as at the end of text: https://example.com/:tada: links
// https://example.com/ before the emoji, https://example.com/a![x](i.png)
// …/a before the image. No other parser's output changes, and no link
// vanishes for holding another syntax.

// cutAtSyntax ends each link of the block still to be made where the run
// of text that holds its start ends, as at the end of text; a link whose
// start no run holds (inside a code span, a link, raw HTML, another
// parser's node), or with nothing left, is done. It runs before CloseBlock
// reads the links, so that what a typographer did and what callbacks see
// are of the link as it is made. u gives the block's edges.
func (p *linkifyParser) cutAtSyntax(st *blockState, block ast.Node, source []byte, u *untypesetter) {
	next := 0
	w := textRuns{u: u, stop: -1}
	w.flush = func(start, stop int) {
		for ; next < len(st.links) && st.links[next].start < stop; next++ {
			l := &st.links[next]
			switch {
			case l.done:
			case l.start < start:
				l.done = true // it starts where no run is
			case l.end > stop:
				p.cut(st, source, l, stop)
			}
		}
	}
	w.walk(block, true)
	for ; next < len(st.links); next++ {
		st.links[next].done = true // after the last run
	}
}

// textRuns reads the runs of text under a block, in source order, and
// calls flush with the source each covers.
type textRuns struct {
	u           *untypesetter // sourceEdge, for the strings of a typographer
	start, stop int           // the run being read; stop < 0 if none is
	flush       func(start, stop int)
}

// walk reads the inline nodes under n (the block if top).
func (w *textRuns) walk(n ast.Node, top bool) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch t := c.(type) {
		case *ast.Text:
			if t.IsRaw() || t.Segment.Padding != 0 {
				w.end()
				continue
			}
			w.add(t.Segment.Start, t.Segment.Stop)
			if t.SoftLineBreak() || t.HardLineBreak() {
				w.end() // joinText joins nothing across a line end
			}
		case *ast.String:
			last := c
			for {
				if _, ok := last.NextSibling().(*ast.String); !ok {
					break
				}
				last = last.NextSibling()
			}
			start, stop := w.u.sourceEdge(c.PreviousSibling(), top, true), w.u.sourceEdge(last.NextSibling(), top, false)
			if start < 0 || stop < start {
				w.end()
			} else {
				w.add(start, stop)
			}
			c = last
		case *ast.Link, *ast.Image, *ast.AutoLink, *ast.CodeSpan, *ast.RawHTML:
			w.end() // no link inside them
		default:
			w.end() // emphasis and other inline containers: runs of their own
			w.walk(c, false)
		}
	}
	w.end()
}

// add adds source[start:stop] to the run, or starts a new one with it if
// it does not follow the run's end.
func (w *textRuns) add(start, stop int) {
	if start != w.stop {
		w.end()
		w.start = start
	}
	w.stop = stop
}

// end ends the run being read.
func (w *textRuns) end() {
	if w.stop >= 0 {
		w.flush(w.start, w.stop)
		w.stop = -1
	}
}

// cut ends the link l where another syntax begins, at source[at], as at
// the end of text. Made at a trigger before the syntax was read, it is
// made again as it ends: callbacks see it again.
func (p *linkifyParser) cut(st *blockState, source []byte, l *span, at int) {
	l.decided, l.node = false, nil
	if l.end = p.endAsText(st, source, l, at); l.end <= l.start {
		l.done = true
	}
}

// runSoFar returns where the run of text that holds the start of the link
// l ends among the inline nodes that parent has so far: pos, the current
// position, if it reaches it; where the first node of another syntax
// starts if not; l.start if no text node holds it. A delimiter that
// another parser pushed does not end it: most pair with nothing and stay
// text, and CloseBlock cuts the link at those that pair. It reads only the
// nodes added since its last call for l (l.tail): a link costs linear time.
func runSoFar(parent ast.Node, l *span, pos int) int {
	n := l.tail
	if n == nil {
		if pos == l.start {
			return pos
		}
		// A typographer's strings have no position: the text before them holds it.
		for n = parent.LastChild(); n != nil && (n.Pos() < 0 || n.Pos() > l.start); n = n.PreviousSibling() {
		}
		if t, ok := n.(*ast.Text); !ok || t.Segment.Stop < l.start {
			return l.start
		}
	}
	stop := l.start // where the last text node read ends
	for next := n.NextSibling(); next != nil; n, next = next, next.NextSibling() {
		if t, ok := n.(*ast.Text); ok {
			stop = t.Segment.Stop
		}
		if !joins(n, next) {
			return max(stop, next.Pos())
		}
	}
	l.tail = n
	return pos
}

// joins reports whether the inline node next continues the run of text of
// n, its previous sibling, as textRuns and joinText join them: text
// nodes that follow each other in the source, and the strings a
// typographer put between them.
func joins(n, next ast.Node) bool {
	if t, ok := n.(*ast.Text); ok && (t.SoftLineBreak() || t.HardLineBreak()) {
		return false
	}
	switch next := next.(type) {
	case *ast.String, *parser.Delimiter:
		return true
	case *ast.Text:
		t, ok := n.(*ast.Text)
		return !next.IsRaw() && next.Segment.Padding == 0 && (!ok || t.Segment.Stop == next.Segment.Start)
	}
	return false
}
