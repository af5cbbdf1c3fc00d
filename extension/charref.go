package extension

import (
	"bytes"
	"strconv"
	"unicode/utf8"

	"github.com/yuin/goldmark/util"
)

// Markdown character references (&amp; &#32; &#x29;) are text: links are
// found in the text they decode to, which is what the reader sees, and a
// link's text and href are computed from it. What counts as a reference is
// what goldmark's HTML writer decodes in text: "&#" and 1–7 decimal digits,
// "&#x" and 1–6 hex digits, or "&" and an HTML5 entity name, each ending
// with ';', in one pass (a reference's output is not read again).

// A charRef is a character reference of a line: line[src:srcEnd] stands
// for view[view:viewEnd] in the decoded copy of the line.
type charRef struct {
	src, srcEnd   int
	view, viewEnd int
}

// refAt returns the length of the character reference that starts at
// s[i] ('&'), and the UTF-8 text it stands for (in buf, or the entity
// table's), or 0 if none starts there.
func refAt(s []byte, i int, buf *[utf8.UTFMax]byte) (int, []byte) {
	j := i + 1
	if j >= len(s) {
		return 0, nil
	}
	if s[j] != '#' {
		k := j
		for k < len(s) && util.IsAlphaNumeric(s[k]) {
			k++
		}
		if k == j || k >= len(s) || s[k] != ';' {
			return 0, nil
		}
		e, ok := util.LookUpHTML5EntityByName(util.BytesToReadOnlyString(s[j:k]))
		if !ok {
			return 0, nil
		}
		return k + 1 - i, e.Characters
	}
	j++ // after "&#"
	base, limit, digit := 10, 7, util.IsNumeric
	if j < len(s) && s[j]|0x20 == 'x' {
		base, limit, digit = 16, 6, util.IsHexDecimal
		j++
	}
	k := j
	for k < len(s) && k-j <= limit && digit(s[k]) {
		k++
	}
	if k == j || k-j > limit || k >= len(s) || s[k] != ';' {
		return 0, nil
	}
	v, _ := strconv.ParseUint(util.BytesToReadOnlyString(s[j:k]), base, 32) // fits: at most 7 digits
	n := utf8.EncodeRune(buf[:], util.ToValidRune(rune(v)))
	return k + 1 - i, buf[:n]
}

// decodeRefs appends to dst the text of line with its character
// references decoded, and to refs where each one is, in order. The decoded
// text is line itself (and dst is not touched) when line holds none.
func decodeRefs(dst, line []byte, refs []charRef) ([]byte, []charRef) {
	var buf [utf8.UTFMax]byte
	n := len(refs)
	copied := 0 // line[:copied] is in dst
	start := len(dst)
	for i := bytes.IndexByte(line, '&'); i >= 0; {
		size, text := refAt(line, i, &buf)
		if size > 0 {
			dst = append(dst, line[copied:i]...)
			v := len(dst) - start
			dst = append(dst, text...)
			refs = append(refs, charRef{i, i + size, v, len(dst) - start})
			copied = i + size
		} else {
			size = 1
		}
		j := bytes.IndexByte(line[i+size:], '&')
		if j < 0 {
			break
		}
		i += size + j
	}
	if len(refs) == n {
		return line, refs
	}
	return append(dst, line[copied:]...), refs
}

// refMap maps offsets in a decoded line back to the line, for offsets
// asked for in increasing order.
type refMap struct {
	refs  []charRef
	shift int // srcEnd - viewEnd of the references passed
}

// source returns the offset in the line of the offset p of the decoded
// text, and false if p falls inside the text of a reference (a link edge
// there would cut it).
func (m *refMap) source(p int) (int, bool) {
	for len(m.refs) > 0 && m.refs[0].viewEnd <= p {
		m.shift = m.refs[0].srcEnd - m.refs[0].viewEnd
		m.refs = m.refs[1:]
	}
	if len(m.refs) > 0 && m.refs[0].view < p {
		return 0, false
	}
	return p + m.shift, true
}

// decodedText returns the text of a link's source as the reader sees it:
// label, or its decoded copy in *buf if it holds a reference.
func decodedText(buf *[]byte, label []byte) []byte {
	text, refs := decodeRefs((*buf)[:0], label, nil)
	if refs != nil {
		*buf = text
	}
	return text
}
