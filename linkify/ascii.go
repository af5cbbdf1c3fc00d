package linkify

import "unicode/utf8"

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func hasPrefix(s, prefix string) bool { return len(s) >= len(prefix) && s[:len(prefix)] == prefix }

// equalFoldASCII reports whether s equals the lower-case ASCII string lower, ignoring ASCII case.
func equalFoldASCII(s, lower string) bool {
	if len(s) != len(lower) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// isSchemeByte reports whether c may stand in a URL scheme name after its
// first letter: a letter, digit, '+', '-' or '.'.
func isSchemeByte(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || isDigit(c) || c == '+' || c == '-' || c == '.'
}

func isAlnum(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' || isDigit(c) }

// asciiPrefixLen returns the length of the longest prefix of s that is
// ASCII, to within a word: it tests 8 bytes at a time.
func asciiPrefixLen(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if word(s, i)&0x8080808080808080 != 0 {
			break
		}
	}
	return i
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
