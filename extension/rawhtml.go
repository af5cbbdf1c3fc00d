package extension

import (
	"bytes"

	"github.com/golinkify/uts58/internal/htmlskip"
	"github.com/yuin/goldmark/ast"
)

// htmlSkip follows the raw HTML tags of a block in source order, outside
// links and images, to tell whether text stands inside an element whose
// content is not linked (the elements htmlwalk skips: <a>, <code>, <kbd>,
// <script>, …, and any element with the data-nolinkify attribute), as it
// will in the HTML written. An HTML comment is one
// raw HTML node: its text is never linked anyway. An element that is not
// closed in the block is skipped to the block's end, as the </p> closes it.
type htmlSkip struct {
	read  int    // the raw HTML before this offset of the source has been read (Parse)
	name  []byte // the skipped element open, as written in the source, or nil
	depth int    // how many elements of that name are open in it
}

// tag reads the raw HTML node r: an opening tag of a skipped element (or
// one of the same name inside it) opens one, a closing tag closes one.
// Comments, declarations and processing instructions change nothing. As in
// HTML, "/>" does not close an element that is not void; no skipped
// element is void.
func (h *htmlSkip) tag(r *ast.RawHTML, source []byte) {
	if r.Segments.Len() == 0 {
		return
	}
	seg := r.Segments.At(0)
	t := source[seg.Start:seg.Stop]
	i, closing := 1, false
	if len(t) > i && t[i] == '/' {
		i, closing = i+1, true
	}
	j := i
	for j < len(t) && (isASCIILetter(t[j]) || j > i && (t[j] == '-' || '0' <= t[j] && t[j] <= '9')) {
		j++
	}
	name := t[i:j] // ASCII: bytes.EqualFold compares it in ASCII case
	switch {
	case len(name) == 0:
		// no tag: a comment, a declaration, a processing instruction
	case h.name == nil:
		if !closing && (htmlskip.Skipped(name) || !htmlskip.Void(name) && noLinkify(r, source, seg.Start+j)) {
			h.name, h.depth = name, 1
		}
	case bytes.EqualFold(name, h.name):
		if !closing {
			h.depth++
		} else if h.depth--; h.depth == 0 {
			h.name = nil
		}
	}
}

// noLinkify reports whether the tag r, whose attributes start at
// source[from:], has the attribute htmlskip.NoLinkifyAttr. The tag is an
// open tag as CommonMark reads it: attribute names, each with a value
// after '=' (quoted, or unquoted up to a space or '>'), on one or more
// lines.
func noLinkify(r *ast.RawHTML, source []byte, from int) bool {
	quote, value := byte(0), false // in a quoted value; a value comes next
	for k := 0; k < r.Segments.Len(); k++ {
		seg := r.Segments.At(k)
		t := source[max(seg.Start, from):seg.Stop]
		for i := 0; i < len(t); i++ {
			switch c := t[i]; {
			case quote != 0:
				if c == quote {
					quote = 0
				}
			case c == '"' || c == '\'':
				quote, value = c, false
			case c == '=':
				value = true
			case attrEnd(c, false):
			default: // a name, or an unquoted value
				j := i
				for j < len(t) && !attrEnd(t[j], value) {
					j++
				}
				if !value && bytes.EqualFold(t[i:j], []byte(htmlskip.NoLinkifyAttr)) {
					return true
				}
				i, value = j-1, false
			}
		}
	}
	return false
}

// attrEnd reports whether c ends an attribute name, or an unquoted value
// (which may hold '/').
func attrEnd(c byte, value bool) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '\f', '=', '>':
		return true
	case '/':
		return !value
	}
	return false
}

// readTo reads the raw HTML nodes that parent (a block being parsed, whose
// inline nodes are its children until emphasis is processed) gained
// since the last call, up to pos, and reports whether pos stands inside a
// skipped element. The nodes read before are not read again: the calls
// of a block cost linear time.
func (h *htmlSkip) readTo(parent ast.Node, source []byte, pos int) bool {
	var first ast.Node
	for n := parent.LastChild(); n != nil; n = n.PreviousSibling() {
		if s := n.Pos(); s >= 0 && s < h.read {
			break
		}
		first = n
	}
	for n := first; n != nil; n = n.NextSibling() {
		if r, ok := n.(*ast.RawHTML); ok {
			h.tag(r, source)
		}
	}
	h.read = pos
	return h.name != nil
}

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
