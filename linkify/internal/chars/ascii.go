package chars

import "unicode/utf8"

// IsDigit reports whether c is an ASCII digit.
func IsDigit(c byte) bool { return '0' <= c && c <= '9' }

// HasPrefix reports whether s begins with prefix.
func HasPrefix(s, prefix string) bool { return len(s) >= len(prefix) && s[:len(prefix)] == prefix }

// EqualFoldASCII reports whether s equals the lower-case ASCII string lower, ignoring ASCII case.
func EqualFoldASCII(s, lower string) bool {
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

// IsSchemeByte reports whether c may stand in a URL scheme name after its
// first letter: a letter, digit, '+', '-' or '.'.
func IsSchemeByte(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || IsDigit(c) || c == '+' || c == '-' || c == '.'
}

// IsAlnum reports whether c is an ASCII letter or digit.
func IsAlnum(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' || IsDigit(c) }

// ASCIIPrefixLen returns the length of the longest prefix of s that is
// ASCII, to within a word: it tests 8 bytes at a time.
func ASCIIPrefixLen(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if Word(s, i)&0x8080808080808080 != 0 {
			break
		}
	}
	return i
}

// IsASCII reports whether s is all ASCII.
func IsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// IsDigits reports whether s is one ASCII digit or more.
func IsDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !IsDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// IsHex reports whether c is an ASCII hexadecimal digit.
func IsHex(c byte) bool { return IsDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }

// HexVal returns the value of the hexadecimal digit c.
func HexVal(c byte) int {
	if IsDigit(c) {
		return int(c - '0')
	}
	return int(c|0x20-'a') + 10
}
