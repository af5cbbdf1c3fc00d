package extension

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/util"
)

// Where Markdown ends a link that detection found longer: before a link or
// image written in Markdown that starts inside it, and before a final run
// of delimiters that closes emphasis opened before it. What then stands
// at its end is read as at the end of text: **Docs: https://example.com/docs.**
// links …/docs, https://example.com/a,[docs](…) links …/a.

// linkEnd returns where the link l, which the trigger at pos stands in,
// ends as Markdown reads it (see above); l.start if nothing is left.
func (p *linkifyParser) linkEnd(st *blockState, source []byte, l *span, pos int, pc parser.Context) int {
	end := l.end
	if cut := markdownLinkIn(source, pos, end, pc, &st.brackets); cut < end {
		end = p.endAsText(st, source, l, cut)
	}
	for end > l.start {
		run := st.closingRun(source, l.start, end, pc)
		if run == end {
			break
		}
		end = p.endAsText(st, source, l, run)
	}
	return end
}

// endAsText returns where the link l ends in the text source[l.start:end],
// read as the end of the text (its final punctuation and quotes left out,
// character references decoded): l.start if no link of its kind starts
// there.
func (p *linkifyParser) endAsText(st *blockState, source []byte, l *span, end int) int {
	start := l.start
	view := source[start:end]
	var refs refMap
	var decoded []byte
	if decoded, st.refs = decodeRefs(st.decoded[:0], view, st.refs[:0]); len(st.refs) > 0 {
		view, st.decoded, refs.refs = decoded, decoded, st.refs
	}
	st.found = p.d.AppendSpansBytes(st.found[:0], view)
	if len(st.found) == 0 || st.found[0].Start != 0 || st.found[0].Kind != l.kind {
		return start
	}
	e, ok := refs.source(st.found[0].End)
	if !ok {
		return start
	}
	return start + e
}

// closingRun returns where the final run of '*', '_' or '~' of the link
// source[start:end] starts if it closes emphasis opened before the link:
// CommonMark's flanking rules let it close, and an opener of its character
// is open. Else it returns end.
func (st *blockState) closingRun(source []byte, start, end int, pc parser.Context) int {
	c := source[end-1]
	if c != '*' && c != '_' && c != '~' {
		return end
	}
	run := end - 1
	for run > start && source[run-1] == c {
		run--
	}
	if run == start || !canClose(source, run, end, c) || !st.openers.open(c, pc) {
		return end
	}
	return run
}

// openers tells whether an emphasis opener of a delimiter character is
// among the delimiters of the block so far. Parse asks only outside link
// labels, so no delimiter it has seen is removed before the block ends
// (only those of a label are, when it closes): each search reads only the
// delimiters pushed since the last one, and a block costs linear time.
type openers [3]struct {
	top   *parser.Delimiter // the last delimiter when the character was last asked for
	found bool              // an opener of the character is at or below top
}

func (o *openers) open(c byte, pc parser.Context) bool {
	k := &o[strings.IndexByte("*_~", c)]
	last := pc.LastDelimiter()
	for d := last; d != nil && d != k.top && !k.found; d = d.PreviousDelimiter {
		k.found = d.Char == c && d.CanOpen
	}
	k.top = last
	return k.found
}

// canClose reports whether the delimiter run source[run:end] of c can
// close emphasis: it is right-flanking, and for '_' not left-flanking
// unless punctuation follows it (CommonMark 6.2).
func canClose(source []byte, run, end int, c byte) bool {
	before, _ := utf8.DecodeLastRune(source[:run])
	after := '\n' // the end of the source is a line end
	if end < len(source) {
		after, _ = utf8.DecodeRune(source[end:])
	}
	spaceBefore, punctBefore := util.IsSpaceRune(before), util.IsPunctRune(before)
	spaceAfter, punctAfter := util.IsSpaceRune(after), util.IsPunctRune(after)
	right := !spaceBefore && (!punctBefore || spaceAfter || punctAfter)
	if c != '_' {
		return right
	}
	left := !spaceAfter && (!punctAfter || spaceBefore || punctBefore)
	return right && (!left || punctAfter)
}

// markdownLinkIn returns where the first link or image written in
// Markdown that starts in source[from:end] starts (its '[', or the '!'
// before), or end if none does: a bracketed label that a '(' or '['
// follows, or that names a link reference definition. The link parser
// reads it when the text reaches it; a link made across it would take it.
// open is scratch space for the open brackets.
func markdownLinkIn(source []byte, from, end int, pc parser.Context, open *[]int) int {
	i := bytes.IndexByte(source[from:end], '[')
	if i < 0 {
		return end // most links hold no bracket
	}
	first := end
	stack := (*open)[:0]
	for i += from; i < end; i++ {
		switch source[i] {
		case '[':
			stack = append(stack, i)
		case ']':
			if len(stack) == 0 {
				continue
			}
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if b < first && (i+1 < len(source) && (source[i+1] == '(' || source[i+1] == '[') ||
				isReference(source[b+1:i], pc)) {
				first = imageStart(source, from, b)
			}
		}
	}
	*open = stack
	return first
}

// isReference reports whether label names a link reference definition.
func isReference(label []byte, pc parser.Context) bool {
	_, ok := pc.Reference(util.ToLinkReference(label))
	return ok
}

// imageStart returns where the construct whose '[' is at source[b] starts:
// at the '!' before it, if one stands there after from.
func imageStart(source []byte, from, b int) int {
	if b > from && source[b-1] == '!' {
		return b - 1
	}
	return b
}

// cutAtMarkdownLinks ends each link of the block that is still to be made
// where a link, image or other construct that starts with '[' begins
// inside it, made by another parser ([docs](…), ![x](i.png), [1] with a
// definition, a footnote), as at the end of text; a link with nothing left
// is done. It runs before CloseBlock reads the links, so that what a
// typographer did and what callbacks see are of the link as it is made.
func (p *linkifyParser) cutAtMarkdownLinks(st *blockState, block ast.Node, source []byte) {
	for i := range st.links {
		if l := &st.links[i]; !l.done && bytes.IndexByte(source[l.start:l.end], '[') >= 0 {
			next := i
			p.cutInside(st, block, source, &next)
			return
		}
	}
}

// cutInside cuts the links from st.links[*next] on at the constructs under
// n, in order (see cutAtMarkdownLinks).
func (p *linkifyParser) cutInside(st *blockState, n ast.Node, source []byte, next *int) {
	for c := n.FirstChild(); c != nil && *next < len(st.links); c = c.NextSibling() {
		switch c.(type) {
		case *ast.Text, *ast.String, *ast.RawHTML, *ast.CodeSpan, *ast.AutoLink:
			continue
		}
		q := c.Pos()
		if q < 0 || !(source[q] == '[' || source[q] == '!' && q+1 < len(source) && source[q+1] == '[') {
			p.cutInside(st, c, source, next) // emphasis and other containers
			continue
		}
		for *next < len(st.links) && st.links[*next].end <= q {
			*next++
		}
		if *next < len(st.links) {
			if l := &st.links[*next]; !l.done && l.start < q {
				if l.end = p.endAsText(st, source, l, q); l.end <= l.start {
					l.done = true
				}
			}
		}
	}
}
