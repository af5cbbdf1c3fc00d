// Package chars holds the character data and scans of linkify: the Unicode
// property tables generated from the official data (Link_Term,
// Link_Bracket, Link_Email, the domain bits of UTS #46, UTS #39 and the
// scripts), the ASCII classes, label separators and runs of domain code
// points, emoji sequences next to links, the SIMD searches for the scan
// loop's triggers, and the work counter of the tests. It imports nothing
// of the project.
package chars

import (
	"unicode"
	"unicode/utf8"
)

// LinkTerm is a value of the UTS #58 Link_Term property (§3.4.1).
type LinkTerm uint8

// The Link_Term values. Hard is the zero value: it is the value of every
// code point the data file does not list.
const (
	Hard    LinkTerm = termHard
	Include LinkTerm = termInclude
	Soft    LinkTerm = termSoft
	Open    LinkTerm = termOpen
	Close   LinkTerm = termClose
)

var linkTermNames = [...]string{"Hard", "Include", "Soft", "Open", "Close"}

// String returns the property value's name as the data files spell it.
func (t LinkTerm) String() string {
	if int(t) < len(linkTermNames) {
		return linkTermNames[t]
	}
	return "LinkTerm(?)"
}

func trieProp(r rune) uint8 {
	if r < 0 || r > utf8.MaxRune {
		return 0
	}
	return propBlocks[int(propIndex[r>>propBlockBits])<<propBlockBits|int(r&(1<<propBlockBits-1))]
}

// Prop returns the property byte of r.
func Prop(r rune) uint8 {
	if r < utf8.RuneSelf && r >= 0 {
		return ASCIIProps[r]
	}
	return trieProp(r)
}

// LinkTermOf returns the Link_Term property value of r.
func LinkTermOf(r rune) LinkTerm { return LinkTerm(Prop(r) & PropTermMask) }

// IsLinkEmail reports whether r has Link_Email=Yes (§5.1): it may stand in
// an unquoted e-mail local-part.
func IsLinkEmail(r rune) bool { return Prop(r)&PropEmail != 0 }

// LinkBracketOf returns the Link_Bracket property value of r (§3.4.2): the
// opening bracket that a Link_Term=Close code point matches, or -1 for <none>.
func LinkBracketOf(r rune) rune {
	switch r { // ASCII fast path
	case ')':
		return '('
	case ']':
		return '['
	case '}':
		return '{'
	case '>':
		return '<'
	}
	if r < utf8.RuneSelf {
		return -1
	}
	lo, hi := 0, len(bracketPairs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if bracketPairs[m][0] < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(bracketPairs) && bracketPairs[lo][0] == r {
		return bracketPairs[lo][1]
	}
	return -1
}

// PropAt returns the property byte of the code point at s[i:] and its size.
// A byte that is not valid UTF-8 has the properties of Hard: it ends links.
func PropAt(s string, i int) (p uint8, size int) {
	c := s[i]
	if c < utf8.RuneSelf {
		return ASCIIProps[c], 1
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && size == 1 {
		return 0, 1
	}
	return trieProp(r), size
}

// PropBefore returns the property byte of the code point ending at s[:i] and its size.
func PropBefore(s string, i int) (p uint8, size int) {
	c := s[i-1]
	if c < utf8.RuneSelf {
		return ASCIIProps[c], 1
	}
	r, size := utf8.DecodeLastRuneInString(s[:i])
	if r == utf8.RuneError && size == 1 {
		return 0, 1
	}
	return trieProp(r), size
}

// DecodeRuneAt decodes the code point at s[i:]. Invalid UTF-8 decodes to -1
// (size 1), whose properties are those of an unassigned code point: Hard.
// A 3-byte sequence (most of CJK text, which it reads after each 。) is
// decoded here, without the general decoder's call.
func DecodeRuneAt(s string, i int) (rune, int) {
	if i+2 < len(s) && s[i]&0xF0 == 0xE0 && s[i+1]&0xC0 == 0x80 && s[i+2]&0xC0 == 0x80 {
		// Not overlong (below U+0800) and no surrogate (U+D800-DFFF).
		if r := rune(s[i]&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F); r >= 0x800 && r&^0x7FF != 0xD800 {
			return r, 3
		}
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && size == 1 {
		return -1, 1
	}
	return r, size
}

// InBMPSet reports whether the bit of r is set in t, a generated set of
// BMP code points (one bit per code point); r outside the BMP is in none.
func InBMPSet(t *[1024]uint64, r rune) bool {
	return uint32(r) <= 0xFFFF && t[r>>6]&(1<<(r&63)) != 0
}

// IsWordRune reports whether r is a letter, mark or number.
func IsWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsNumber(r)
}
