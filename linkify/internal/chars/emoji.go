package chars

import (
	"unicode"
	"unicode/utf8"
)

// IsEmojiExtender reports whether r only extends an emoji sequence that
// stands before it (UTS #51): a variation selector (U+FE0E, U+FE0F), the
// combining keycap (U+20E3), ZERO WIDTH JOINER, or a tag character
// (U+E0020..U+E007F, the subdivision flags).
func IsEmojiExtender(r rune) bool {
	return r == 0xFE0F || r == 0xFE0E || r == 0x20E3 || r == 0x200D || 0xE0020 <= r && r <= 0xE007F
}

// EmojiBefore reports whether the code points ending at s[:i] close an
// emoji sequence: a run of extenders (see IsEmojiExtender) after something
// that no word goes on with (a symbol such as ❤ ✉ ➡, punctuation, a space,
// the text's start), or one holding a keycap, which encloses its base
// (1️⃣, #️⃣). A link never starts inside such a sequence: "✉️me@example.com"
// is the address me@example.com, "❤️example.com" the domain example.com.
// A variation selector after a letter ("x\uFE0Fexample.com") is no emoji:
// it stays in the word, as IDNA reads it. The scan back is bounded by the
// run of extenders.
func EmojiBefore(s string, i int) bool {
	keycap, seen := false, false
	for i > 0 && s[i-1] >= utf8.RuneSelf {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		if !IsEmojiExtender(r) {
			break
		}
		seen, keycap = true, keycap || r == 0x20E3
		i -= size
	}
	if !seen {
		return false
	}
	if keycap || i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return r < utf8.RuneSelf && !IsAlnum(byte(r)) || r >= utf8.RuneSelf && (!IsWordRune(r) || r == 'ℹ')
}

// EmojiStartsAt reports whether a run of domain or Link_Email code points
// scanned back from s[i:] starts at i, after an emoji sequence: the code
// point before i is U+FE0E, U+FE0F or ZWJ (the extenders that are domain
// and Link_Email code points; the keycap and tags end a run by their
// properties) and closes an emoji sequence. Only the last extender of a run
// asks, so that a scan back over a run of them stays linear.
func EmojiStartsAt(s string, i int) bool {
	return i >= 3 && runExtender(s[i-3], s[i-2], s[i-1]) &&
		!(i+3 <= len(s) && runExtender(s[i], s[i+1], s[i+2])) && EmojiBefore(s, i)
}

// runExtender reports whether a, b, c encode U+FE0E, U+FE0F or U+200D.
func runExtender(a, b, c byte) bool {
	return a == 0xEF && b == 0xB8 && (c == 0x8E || c == 0x8F) || a == 0xE2 && b == 0x80 && c == 0x8D
}

// KeycapAt reports whether a keycap sequence (UTS #51: a digit, U+FE0F if
// written, U+20E3) starts at s[i]: its digit is no part of a host before it
// ("example.com1️⃣"), whose run ends there.
func KeycapAt(s string, i int) bool {
	if !IsDigit(s[i]) {
		return false
	}
	t := s[i+1:]
	if HasPrefix(t, "\uFE0F") {
		t = t[3:]
	}
	return HasPrefix(t, "\u20E3")
}

// EmojiPresentationAt reports whether the code point of the given size at
// s[i:] is a symbol that U+FE0F after it shows as an emoji (ℹ️ ™️ Ⓜ️),
// which IDNA maps to letters (i, tm, m): an emoji after a host is no part
// of it ("example.comℹ️").
func EmojiPresentationAt(s string, i, size int) bool {
	if !HasPrefix(s[i+size:], "\uFE0F") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r == 'ℹ' || unicode.IsSymbol(r)
}
