package chars

import (
	"math/bits"
	"unicode/utf8"
)

// LabelSepLen returns the byte length of the label separator at s[i:], or 0.
func LabelSepLen(s string, i int) int {
	switch c := s[i]; {
	case c == '.':
		return 1
	case c == 0xE3 && i+2 < len(s) && s[i+1] == 0x80 && s[i+2] == 0x82: // 。
		return 3
	case c == 0xEF && i+2 < len(s) && ((s[i+1] == 0xBC && s[i+2] == 0x8E) || (s[i+1] == 0xBD && s[i+2] == 0xA1)): // ． ｡
		return 3
	}
	return 0
}

// TrimLabelSep returns name without a trailing label separator (. 。 ． ｡).
func TrimLabelSep(name string) string {
	return name[:len(name)-LabelSepLenBefore(name, len(name))]
}

// LabelSepLenBefore returns the length of the label separator ending at s[:i], or 0.
func LabelSepLenBefore(s string, i int) int {
	if i < 1 {
		return 0
	}
	switch s[i-1] {
	case '.':
		return 1
	case 0x82, 0x8E, 0xA1: // the last bytes of 。 ． ｡
		if i >= 3 && LabelSepLen(s, i-3) == 3 {
			return 3
		}
	}
	return 0
}

// DomainRunEnd returns the end of the run of domain code points and label
// separators starting at s[i:].
func DomainRunEnd(s string, i int) int {
	from := i
	for i < len(s) {
		i = ASCIIDomainRunEnd(s, i)
		if i == len(s) || s[i] < utf8.RuneSelf {
			break
		}
		if i > 0 && KeycapAt(s, i-1) {
			// "example.com1️⃣": the digit is the keycap's (a caller may
			// start past it: after a host's ASCII code points).
			return i - 1
		}
		p, size := PropAt(s, i)
		if p&(PropDomain|PropLabelSep) == 0 || EmojiPresentationAt(s, i, size) {
			break
		}
		i += size
	}
	CountRead(i - from)
	return i
}

// InASCIIDomainRun marks the ASCII domain code points and label separator.
var InASCIIDomainRun = func() (t [256]bool) {
	for c := range utf8.RuneSelf {
		t[c] = ASCIIProps[c]&(PropDomain|PropLabelSep) != 0
	}
	return t
}()

// DomainRunStart returns the start of the run of domain code points and label
// separators ending at s[:i], not going below lo.
func DomainRunStart(s string, lo, i int) int {
	from := i
	for i > lo {
		if c := s[i-1]; c < utf8.RuneSelf {
			if ASCIIProps[c]&(PropDomain|PropLabelSep) == 0 {
				break
			}
			i--
			continue
		}
		p, size := PropBefore(s, i)
		if p&(PropDomain|PropLabelSep) == 0 || EmojiStartsAt(s, i) {
			break
		}
		i -= size
	}
	CountRead(from - i)
	return i
}

// LabelStartBefore returns where the last label of the run of domain code
// points ending at s[:i] starts, after the label separator before it, or -1
// if the run surely holds no separator (not going below lo), by a byte scan
// back that decodes nothing: an ASCII byte that is no domain code point, or
// lo, comes before any label separator.
func LabelStartBefore(s string, lo, i int) int {
	from := i
	for {
		for i > lo && inOneLabel[s[i-1]] {
			i--
		}
		CountRead(from - i)
		from = i
		if i == lo {
			return -1
		}
		switch c := s[i-1]; {
		case c == '.':
			return i
		case c < utf8.RuneSelf:
			return -1
		case LabelSepLen(s, i-1) > 0:
			return i + 2
		}
		i-- // 0xE3 or 0xEF, no separator
	}
}

// inOneLabel marks the bytes that LabelStartBefore passes over: those of
// ASCII domain code points but '.', and the non-ASCII bytes but the lead
// bytes of the other label separators.
var inOneLabel = func() (t [256]bool) {
	for c := range t {
		t[c] = c < utf8.RuneSelf && c != '.' && ASCIIProps[c]&PropDomain != 0 || c >= utf8.RuneSelf && c != 0xE3 && c != 0xEF
	}
	return t
}()

// EndsInDigit reports whether the host s[from:end] (no trailing label
// separator) ends in an ASCII digit: it is no domain, as no top-level
// domain ends in a digit (a test checks the list). validHost would reject
// it too, after more work.
func EndsInDigit(s string, from, end int) bool {
	return end > from && IsDigit(s[end-1])
}

// FirstLabelLen returns the length of the first label of name: up to its
// first label separator (. 。 ． ｡), or all of it.
func FirstLabelLen(name string) int {
	for i := sepCandidateAt(name, 0, len(name)); i < len(name); i = sepCandidateAt(name, i+1, len(name)) {
		if sepLenAt(name, i) > 0 {
			return i
		}
	}
	return len(name)
}

// HasLabelSep reports whether name holds a label separator. It reads
// name up to the first one only: a candidate cut from a long run of
// domain code points reads no more than its first label.
func HasLabelSep(name string) bool {
	n := FirstLabelLen(name)
	CountRead(n)
	return n < len(name)
}

// LastLabel returns the last label of name, after its last label separator.
func LastLabel(name string) string {
	for i := len(name); i > 0; i-- {
		if n := LabelSepLenBefore(name, i); n > 0 {
			return name[i:]
		}
	}
	return name
}

// EllipsisAt returns where the first run of two or more label separators in
// s[from:end] starts and ends, or end twice.
func EllipsisAt(s string, from, end int) (int, int) {
	for i := sepCandidateAt(s, from, end); i < end; i = sepCandidateAt(s, i, end) {
		n := sepLenAt(s, i)
		if n == 0 {
			i++
			continue
		}
		j := i + n
		for j < end {
			m := sepLenAt(s, j)
			if m == 0 {
				break
			}
			j += m
		}
		if j-i > n {
			CountRead(j - from)
			return i, j
		}
		i = j
	}
	CountRead(end - from)
	return end, end
}

// sepCandidateAt returns the index of the first byte of s[i:end] that may
// start a label separator, '.' or a byte that is not ASCII, or end. It
// passes 8 bytes at a time over host names and local-parts.
func sepCandidateAt(s string, i, end int) int {
	for ; i+8 <= end; i += 8 {
		w := Word(s, i)
		if m := zeroMask(w^('.'*lowBits)) | w&highBits; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < end && s[i] != '.' && s[i] < utf8.RuneSelf {
		i++
	}
	return i
}

// sepLenAt is LabelSepLen with no call where s[i] is '.' or can start no
// separator: for loops over every byte of a run.
func sepLenAt(s string, i int) int {
	switch c := s[i]; c {
	case '.':
		return 1
	case 0xE3, 0xEF:
		return LabelSepLen(s, i)
	}
	return 0
}
