package htmlwalk

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// inputKind is how an input without a given context is parsed, chosen
// from its first start tag as a browser needs the context to keep the
// fragment whole.
type inputKind uint8

const (
	// inBody: a fragment parsed as the content of <body>.
	inBody inputKind = iota
	// inTemplate: a fragment that starts with a part of a table (tr, td,
	// tbody, caption, col, …), parsed as the content of a <template>,
	// where the first start tag chooses the table context it needs. Text
	// before that tag is not linked: an <a> there would be the first start
	// tag, and the table parts after it would be dropped.
	inTemplate
	// inHTML: a fragment that starts with <head>, <body> or <frameset>,
	// parsed as the content of <html>, which keeps them.
	inHTML
	// document: a doctype or <html> comes first; parsed as a document.
	document
)

// context returns the element a fragment of kind k is parsed in: a new one,
// which also serves as the parent of the fragment's nodes.
func (k inputKind) context() *html.Node {
	a := atom.Body
	switch k {
	case inTemplate:
		a = atom.Template
	case inHTML:
		a = atom.Html
	}
	return &html.Node{Type: html.ElementNode, DataAtom: a, Data: a.String()}
}

// kindOf returns how the input s is parsed: by its first start tag, or as
// a document if a doctype comes before it. Comments, end tags and text
// before the first start tag are passed over as the HTML tokenizer reads
// them.
func kindOf[T string | []byte](s T) inputKind {
	for i := 0; i < len(s); i++ {
		if s[i] != '<' || i+1 == len(s) {
			continue
		}
		switch c := s[i+1]; {
		case isASCIILetter(c):
			j := i + 1
			for j < len(s) && !isTagNameEnd(s[j]) {
				j++
			}
			return tagKind(lowerAtom(s[i+1 : j]))
		case c == '!' && i+3 < len(s) && s[i+2] == '-' && s[i+3] == '-':
			i = commentEnd(s, i+4) - 1
		case c == '!' && i+9 <= len(s) && strings.EqualFold(string(s[i+2:i+9]), "doctype"):
			return document
		case c == '!' || c == '?' || c == '/': // a bogus comment, or an end tag
			i = indexByteFrom(s, i+2, '>')
		}
	}
	return inBody
}

// tagKind returns the kind of input whose first start tag is a.
func tagKind(a atom.Atom) inputKind {
	switch a {
	case atom.Html:
		return document
	case atom.Head, atom.Body, atom.Frameset:
		return inHTML
	case atom.Caption, atom.Colgroup, atom.Col, atom.Tbody, atom.Thead, atom.Tfoot, atom.Tr, atom.Td, atom.Th:
		return inTemplate
	}
	return inBody
}

// commentEnd returns the index after the comment whose text starts at i
// (after "<!--"): after "-->" or "--!>", or right away for "<!-->" and
// "<!--->", or the end of s.
func commentEnd[T string | []byte](s T, i int) int {
	switch {
	case i < len(s) && s[i] == '>':
		return i + 1
	case i+1 < len(s) && s[i] == '-' && s[i+1] == '>':
		return i + 2
	}
	for j := i; j < len(s); j++ {
		if s[j] != '>' {
			continue
		}
		if j-i >= 2 && s[j-1] == '-' && s[j-2] == '-' || j-i >= 3 && s[j-1] == '!' && s[j-2] == '-' && s[j-3] == '-' {
			return j + 1
		}
	}
	return len(s)
}

func indexByteFrom[T string | []byte](s T, i int, c byte) int {
	for ; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return len(s)
}

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// isTagNameEnd reports whether c ends a tag name in the HTML tokenizer.
func isTagNameEnd(c byte) bool { return isSpace(c) || c == '/' || c == '>' }

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' }

// lowerAtom returns the atom of the tag name, in any case; 0 if it has none.
func lowerAtom[T string | []byte](name T) atom.Atom {
	var b [16]byte
	if len(name) > len(b) {
		return 0
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return atom.Lookup(b[:len(name)])
}
