package linkify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// isFullwidthable reports whether c is ASCII punctuation, which has a
// fullwidth form at c+0xFEE0.
func isFullwidthable(c byte) bool { return '!' <= c && c <= '~' && !isAlnum(c) }

// isNameRune reports whether r may be part of the name of a kind: a
// letter, mark, decimal digit or '_'.
func isNameRune(r rune) bool {
	if r < utf8.RuneSelf {
		return isAlnum(byte(r)) || r == '_'
	}
	return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r)
}

// isInnerJoiner reports whether r joins the parts of a name in its
// script: ZERO WIDTH NON-JOINER and JOINER (Persian, Indic), MIDDLE DOT
// (Catalan l·l) and KATAKANA MIDDLE DOT (東京・大阪).
func isInnerJoiner(r rune) bool {
	return r == '\u200C' || r == '\u200D' || r == '\u00B7' || r == '\u30FB'
}

// kindName returns the name of a link of a kind as Policy.Check, which
// knows no rule, reads it: its text from its first name code point (the
// detector passes the name after its rule's prefix instead).
func kindName(text string) string {
	return strings.TrimLeftFunc(text, func(r rune) bool { return !isNameRune(r) })
}
