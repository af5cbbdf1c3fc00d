package extension

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/util"
)

// Where Markdown ends a link that detection found longer: before a link or
// image written in Markdown that starts inside it, and before the first
// run of delimiters in it that closes emphasis opened before it, as
// goldmark pairs delimiters (pairing.go). What then stands at its end is
// read as at the end of text: **Docs: https://example.com/docs.** links
// …/docs, *see https://example.com/a*b …/a, https://example.com/a,[docs](…)
// …/a. The other runs in it are its text: https://example.com/a_b_c,
// example.com/a*b*.

// linkEnd returns where the link l, which the trigger at pos stands in,
// ends as Markdown reads it (see above); l.start if nothing is left.
func (p *linkifyParser) linkEnd(st *blockState, source []byte, l *span, pos int, pc parser.Context) int {
	end := l.end
	if cut := st.markdownLinkIn(source, pos, end, pc); cut < end {
		end = p.endAsText(st, source, l, cut)
	}
	if run := p.closingRun(st, source, pos, end, pc); run < end {
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

// closingRun returns where the first run of '*', '_' or '~' in
// source[from:end] starts that closes emphasis opened before it: one of
// goldmark's emphasis and strikethrough reads it (peers.go), CommonMark's
// flanking rules let it close, and goldmark will pair it with an opener.
// Else it returns end.
func (p *linkifyParser) closingRun(st *blockState, source []byte, from, end int, pc parser.Context) int {
	if !st.openers.any(pc) {
		return end // most links have no opener before them
	}
	for i := from; i < end; {
		c := source[i]
		k := strings.IndexByte(triggers, c)
		if k < 0 {
			i++
			continue
		}
		j := i + 1
		for j < len(source) && source[j] == c {
			j++
		}
		if p.peers.own[k] && !p.peers.yield[k] && (c != '~' || j-i <= 2) { // strikethrough reads "~" and "~~"
			if open, closes := flanking(source, i, j, c); closes && st.openers.closes(c, j-i, open, pc) {
				return i
			}
		}
		i = j
	}
	return end
}

// flanking reports whether the delimiter run source[run:end] of c can open
// and close emphasis, as goldmark reads it (parser.ScanDelimiter: CommonMark
// 6.2's flanking rules).
func flanking(source []byte, run, end int, c byte) (canOpen, canClose bool) {
	before, _ := utf8.DecodeLastRune(source[:run])
	after := '\n' // the end of the source is a line end
	if end < len(source) {
		after, _ = utf8.DecodeRune(source[end:])
	}
	spaceBefore, punctBefore := util.IsSpaceRune(before), util.IsPunctRune(before)
	spaceAfter, punctAfter := util.IsSpaceRune(after), util.IsPunctRune(after)
	left := !spaceAfter && (!punctAfter || spaceBefore || punctBefore)
	right := !spaceBefore && (!punctBefore || spaceAfter || punctAfter)
	if c != '_' {
		return left, right
	}
	return left && (!right || punctBefore), right && (!left || punctAfter)
}

// markdownLinkIn returns where the first link or image written in
// Markdown that starts in source[from:end] starts (its '[', or the '!'
// before), or end if none does: a bracketed label, closed in the block
// (also after end), that a '(' or '[' follows, or that names a link
// reference definition. The link parser makes it; the link ends before it,
// and the delimiters before that are its end (closingRun).
func (st *blockState) markdownLinkIn(source []byte, from, end int, pc parser.Context) int {
	if bytes.IndexByte(source[from:end], '[') < 0 {
		return end // most links hold no bracket
	}
	pairs := st.bracketPairs(source)
	for st.nextPair < len(pairs) && pairs[st.nextPair].open < from {
		st.nextPair++ // links and their triggers come in order: one pass
	}
	for _, b := range pairs[st.nextPair:] {
		if b.open >= end {
			break
		}
		if b.close > 0 && (b.close+1 < len(source) && (source[b.close+1] == '(' || source[b.close+1] == '[') ||
			isReference(source[b.open+1:b.close], pc)) {
			return imageStart(source, from, b.open)
		}
	}
	return end
}

// A bracketPair is a '[' of a block and the ']' that closes it (0 if none),
// as the link parser pairs them: each ']' closes the last '[' still open.
type bracketPair struct{ open, close int }

// bracketPairs returns the brackets of the block, in the order of their
// '[', found on first use; a backslash-escaped bracket is text.
func (st *blockState) bracketPairs(source []byte) []bracketPair {
	if st.paired {
		return st.pairs
	}
	st.paired = true
	pairs, open := st.pairs[:0], st.openPairs[:0]
	lines := st.block.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		for j := seg.Start; j < seg.Stop; j++ {
			switch source[j] {
			case '\\':
				j++
			case '[':
				open = append(open, len(pairs))
				pairs = append(pairs, bracketPair{open: j})
			case ']':
				if len(open) > 0 {
					pairs[open[len(open)-1]].close = j
					open = open[:len(open)-1]
				}
			}
		}
	}
	st.pairs, st.openPairs = pairs, open
	return pairs
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
