package anchors

import (
	"strings"

	"github.com/golinkify/uts58/linkify"
)

// The attribute that isolates an anchor: an element with dir is a bidi
// isolate by HTML's rendering rules, so no embedding or override of the
// text around it reorders its text. URLs and addresses read left to right.
const (
	IsolateAttr = "dir"
	IsolateVal  = "ltr"
)

// Isolate gives a the attribute that isolates it (see IsolateAttr).
func Isolate(a *linkify.Anchor) { a.SetAttr(IsolateAttr, IsolateVal) }

// HoldsBidiFormatting reports whether s holds an explicit bidi embedding,
// override or isolate initiator (U+202A, U+202B, U+202D, U+202E,
// U+2066–U+2068), raw or as a numeric character reference (&#x202E;,
// &#8238;), or a <bdo> element: where one stands, the direction around a
// link written after it may reorder what the reader sees of the link
// ("\u202Ehttps://attacker.net/moc.elgoog.www//:sptth" shows google.com)
// beyond what the detector's policy sees (another line of a paragraph,
// another text node), so the linkifiers isolate their anchors. Three byte
// searches (0xE2, '&', '<'), each looking further only where its byte stands.
func HoldsBidiFormatting(s string) bool {
	return HoldsInitiator(s) || holdsAt(s, '&', func(t string) bool {
		r, ok := numericRef(t[1:])
		return ok && isInitiator(r)
	}) || holdsAt(s, '<', func(t string) bool {
		return len(t) >= 4 && strings.EqualFold(t[1:4], "bdo")
	})
}

// HoldsInitiator reports whether s holds an explicit bidi embedding,
// override or isolate initiator as a raw code point: what
// HoldsBidiFormatting finds in text that holds no markup and no character
// reference, or in the text a Markdown parser decoded them in.
func HoldsInitiator(s string) bool {
	return holdsAt(s, 0xE2, func(t string) bool {
		return len(t) >= 3 && t[1]&0xFE == 0x80 && isInitiator(0x2000|rune(t[1]&0x3F)<<6|rune(t[2]&0x3F))
	})
}

// CSSOverrides reports whether s names a CSS value that overrides the
// direction, bidi-override or isolate-override, in any ASCII case: in a
// style attribute or sheet it reorders a link as U+202E does. Found by
// their common "-override", without the copy strings.ToLower makes.
func CSSOverrides(s string) bool {
	return holdsAt(s, '-', func(t string) bool { return len(t) >= 9 && strings.EqualFold(t[1:9], "override") })
}

// holdsAt reports whether is holds at one of the bytes c in s (found with
// strings.IndexByte, many at a time), at the text from there on.
func holdsAt(s string, c byte, is func(string) bool) bool {
	for i := strings.IndexByte(s, c); i >= 0; i = strings.IndexByte(s, c) {
		if is(s[i:]) {
			return true
		}
		s = s[i+1:]
	}
	return false
}

// isInitiator reports whether r opens an embedding, override or isolate.
func isInitiator(r rune) bool {
	return 0x202A <= r && r <= 0x202E && r != 0x202C || 0x2066 <= r && r <= 0x2068
}

// numericRef returns the code point of the numeric character reference
// whose "&" s follows ("#x202E;", "#8238", leading zeros allowed), and
// whether it is one.
func numericRef(s string) (rune, bool) {
	if len(s) < 2 || s[0] != '#' {
		return 0, false
	}
	base, i := rune(10), 1
	if s[1] == 'x' || s[1] == 'X' {
		base, i = 16, 2
	}
	r, start := rune(0), i
	for ; i < len(s); i++ {
		c, d := s[i], rune(-1)
		if '0' <= c && c <= '9' {
			d = rune(c - '0')
		} else if base == 16 && 'a' <= c|0x20 && c|0x20 <= 'f' {
			d = rune(c|0x20-'a') + 10
		}
		if d < 0 {
			break
		}
		if r = r*base + d; r > 0x10FFFF {
			return 0, false
		}
	}
	return r, i > start
}
