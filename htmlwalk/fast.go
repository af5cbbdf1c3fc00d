package htmlwalk

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Most comments and paragraphs hold no link. For a fragment of simple,
// well-nested markup, the text nodes the parser would make are exactly
// the runs of text between its tags (character references decoded, line
// breaks normalized): linkFree reads the tags as x/net/html's tokenizer
// does, and only where the whole fragment is of that kind does it run the
// detector on those runs; when none holds a link the fragment is returned
// as it is, without being parsed. Anything the
// parser could move, drop, join or read differently (tables, forms,
// comments, raw text elements, foreign content, misnested or unclosed
// tags, a block that would close an open <p>, a NUL byte) makes it give
// up, and the fragment is parsed. FuzzLinkFree checks that it never
// answers where the parse would add a link.

// maxFastDepth bounds the nesting linkFree follows.
const maxFastDepth = 64

// linkFree reports whether the fragment s, parsed in <body>, certainly
// gets no link; false when it cannot tell without parsing. It reads the
// markup first, so that a fragment it must parse anyway costs no detection.
func linkFree[T string | []byte](w *walker, s T) bool {
	runs, ok := textRuns(w, s, w.runs[:0])
	w.runs = runs
	if !ok {
		return false
	}
	for _, r := range runs {
		if w.holdsLink(s[r[0]:r[1]]) {
			return false
		}
	}
	return true
}

// textRuns appends to runs the runs of text of s that stand outside
// skipped elements; ok is false where the parser could read s otherwise
// than as those runs between well-nested simple tags.
func textRuns[T string | []byte](w *walker, s T, runs [][2]int) (_ [][2]int, ok bool) {
	var open [maxFastDepth]atom.Atom
	depth, skipped, anchors, paras := 0, 0, 0, 0
	text := 0 // where the current run of text starts
	for i := 0; i < len(s); {
		c := s[i]
		if c == 0 {
			return runs, false // the parser drops NUL, joining the text around it
		}
		if c != '<' || i+1 == len(s) {
			i++
			continue
		}
		name, end := i+1, false
		switch c := s[i+1]; {
		case isASCIILetter(c):
		case c == '/' && i+2 < len(s) && isASCIILetter(s[i+2]):
			name, end = i+2, true
		case c == '/' || c == '!' || c == '?':
			return runs, false // comments, doctypes, bogus comments
		default:
			i++ // a '<' in text
			continue
		}
		if skipped == 0 && i > text {
			runs = append(runs, [2]int{text, i})
		}
		nameEnd, tagEnd, ok := readTag(s, name)
		if !ok {
			return runs, false
		}
		a := lowerAtom(s[name:nameEnd])
		if end {
			if depth == 0 || open[depth-1] != a {
				return runs, false
			}
			depth--
		} else {
			cat := category(a)
			switch {
			case cat == other,
				cat == block && paras > 0, // it would close the <p>
				a == atom.A && anchors > 0,
				isHeading(a) && depth > 0 && isHeading(open[depth-1]),
				(a == atom.Li || a == atom.Dd || a == atom.Dt) && closesItem(open[:depth]):
				return runs, false
			case cat == void:
			case depth == len(open):
				return runs, false
			default:
				open[depth] = a
				depth++
			}
		}
		// Count the open elements that matter, as they are now.
		skipped, anchors, paras = 0, 0, 0
		for _, o := range open[:depth] {
			if w.c.skipsElement(o, o.String()) {
				skipped++
			}
			if o == atom.A {
				anchors++
			}
			if o == atom.P {
				paras++
			}
		}
		i, text = tagEnd, tagEnd
	}
	if skipped == 0 && text < len(s) {
		runs = append(runs, [2]int{text, len(s)})
	}
	return runs, true
}

// holdsLink reports whether the detector finds a link in the text token
// t, read as the tokenizer reads it: line breaks normalized to LF and
// character references decoded.
func (w *walker) holdsLink(t any) bool {
	var s string
	switch t := t.(type) {
	case string:
		s = t
	case []byte:
		if !hasAmpOrCR(t) {
			w.spans = w.c.d.AppendSpansBytes(w.spans[:0], t)
			return len(w.spans) > 0
		}
		s = string(t)
	}
	if hasAmpOrCR(s) {
		s = html.UnescapeString(strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n"))
	}
	w.spans = w.c.d.AppendSpans(w.spans[:0], s)
	return len(w.spans) > 0
}

func hasAmpOrCR[T string | []byte](s T) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '&' || s[i] == '\r' {
			return true
		}
	}
	return false
}

// readTag reads the tag whose name starts at i as x/net/html's tokenizer
// does (its readTag, readTagName, readTagAttrKey, readTagAttrVal): it
// returns where the name ends and the index after the closing '>'; ok is
// false if the input ends first, which drops the tag.
func readTag[T string | []byte](s T, i int) (nameEnd, end int, ok bool) {
	j := i
	for j < len(s) && !isTagNameEnd(s[j]) {
		j++
	}
	nameEnd = j
	for j = skipSpace(s, j); j < len(s); j = skipSpace(s, j) {
		if s[j] == '>' {
			return nameEnd, j + 1, true
		}
		// An attribute name: a leading '=' is part of it.
		k := j
		for ; k < len(s); k++ {
			if c := s[k]; c == '=' && k > j || c == '/' || c == '>' || isSpace(c) {
				break
			}
		}
		// Its value, if an '=' follows.
		if k = skipSpace(s, k); k == len(s) {
			return 0, 0, false
		}
		switch s[k] {
		case '/':
			k++
		case '=':
			if k = skipSpace(s, k+1); k == len(s) {
				return 0, 0, false
			}
			switch q := s[k]; q {
			case '>':
			case '"', '\'':
				for k++; k < len(s) && s[k] != q; k++ {
				}
				if k == len(s) {
					return 0, 0, false
				}
				k++
			default:
				for k < len(s) && s[k] != '>' && !isSpace(s[k]) {
					k++
				}
			}
		}
		j = k
	}
	return 0, 0, false
}

func skipSpace[T string | []byte](s T, i int) int {
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	return i
}

// The categories of elements linkFree follows.
const (
	other  = iota // anything else: linkFree gives up
	inline        // pushed and popped, nothing else
	block         // closes an open <p>
	void          // no content, no end tag
)

func category(a atom.Atom) int {
	switch a {
	case atom.A, atom.Abbr, atom.B, atom.Bdi, atom.Bdo, atom.Big, atom.Cite, atom.Code, atom.Data, atom.Del, atom.Dfn,
		atom.Em, atom.I, atom.Ins, atom.Kbd, atom.Mark, atom.Q, atom.S, atom.Samp, atom.Small, atom.Span, atom.Strike,
		atom.Strong, atom.Sub, atom.Sup, atom.Time, atom.Tt, atom.U, atom.Var:
		return inline
	case atom.Address, atom.Article, atom.Aside, atom.Blockquote, atom.Center, atom.Div, atom.Dl, atom.Figcaption,
		atom.Figure, atom.Footer, atom.Header, atom.Main, atom.Nav, atom.Ol, atom.P, atom.Section, atom.Ul,
		atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Li, atom.Dd, atom.Dt:
		return block
	case atom.Br, atom.Img, atom.Wbr:
		return void
	}
	return other
}

func isHeading(a atom.Atom) bool {
	switch a {
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return true
	}
	return false
}

// closesItem reports whether a new li, dd or dt would close one that is
// open: one stands above the nearest block other than address, div and p.
func closesItem(open []atom.Atom) bool {
	for i := len(open) - 1; i >= 0; i-- {
		switch a := open[i]; {
		case a == atom.Li || a == atom.Dd || a == atom.Dt:
			return true
		case category(a) == block && a != atom.Address && a != atom.Div && a != atom.P:
			return false
		}
	}
	return false
}
