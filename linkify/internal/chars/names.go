package chars

import (
	"unicode"
	"unicode/utf8"
)

// IsFullwidthable reports whether c is ASCII punctuation, which has a
// fullwidth form at c+0xFEE0.
func IsFullwidthable(c byte) bool { return '!' <= c && c <= '~' && !IsAlnum(c) }

// IsNameRune reports whether r may be part of the name of a kind: a
// letter, mark, decimal digit or '_'.
func IsNameRune(r rune) bool {
	if r < utf8.RuneSelf {
		return IsAlnum(byte(r)) || r == '_'
	}
	return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r)
}

// IsInnerJoiner reports whether r joins the parts of a name in its
// script: ZERO WIDTH NON-JOINER and JOINER (Persian, Indic), MIDDLE DOT
// (Catalan l·l) and KATAKANA MIDDLE DOT (東京・大阪).
func IsInnerJoiner(r rune) bool {
	return r == '\u200C' || r == '\u200D' || r == '\u00B7' || r == '\u30FB'
}
