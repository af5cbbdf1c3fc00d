package linkify

import (
	"math/bits"
	"unicode/utf8"
)

// labelSepLen returns the byte length of the label separator at s[i:], or 0.
func labelSepLen(s string, i int) int {
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

// trimLabelSep returns name without a trailing label separator (. 。 ． ｡).
func trimLabelSep(name string) string {
	return name[:len(name)-labelSepLenBefore(name, len(name))]
}

// labelSepLenBefore returns the length of the label separator ending at s[:i], or 0.
func labelSepLenBefore(s string, i int) int {
	if i < 1 {
		return 0
	}
	switch s[i-1] {
	case '.':
		return 1
	case 0x82, 0x8E, 0xA1: // the last bytes of 。 ． ｡
		if i >= 3 && labelSepLen(s, i-3) == 3 {
			return 3
		}
	}
	return 0
}

// domainRunEnd returns the end of the run of domain code points and label
// separators starting at s[i:].
func domainRunEnd(s string, i int) int {
	from := i
	for i < len(s) {
		i = asciiDomainRunEnd(s, i)
		if i == len(s) || s[i] < utf8.RuneSelf {
			break
		}
		if i > 0 && keycapAt(s, i-1) {
			// "example.com1️⃣": the digit is the keycap's (a caller may
			// start past it: after a host's ASCII code points).
			return i - 1
		}
		p, size := propAt(s, i)
		if p&(propDomain|propLabelSep) == 0 || emojiPresentationAt(s, i, size) {
			break
		}
		i += size
	}
	countRead(i - from)
	return i
}

// inASCIIDomainRun marks the ASCII domain code points and label separator.
var inASCIIDomainRun = func() (t [256]bool) {
	for c := range utf8.RuneSelf {
		t[c] = asciiProps[c]&(propDomain|propLabelSep) != 0
	}
	return t
}()

// domainRunStart returns the start of the run of domain code points and label
// separators ending at s[:i], not going below lo.
func domainRunStart(s string, lo, i int) int {
	from := i
	for i > lo {
		if c := s[i-1]; c < utf8.RuneSelf {
			if asciiProps[c]&(propDomain|propLabelSep) == 0 {
				break
			}
			i--
			continue
		}
		p, size := propBefore(s, i)
		if p&(propDomain|propLabelSep) == 0 || emojiStartsAt(s, i) {
			break
		}
		i -= size
	}
	countRead(from - i)
	return i
}

// labelStartBefore returns where the last label of the run of domain code
// points ending at s[:i] starts, after the label separator before it, or -1
// if the run surely holds no separator (not going below lo), by a byte scan
// back that decodes nothing: an ASCII byte that is no domain code point, or
// lo, comes before any label separator.
func labelStartBefore(s string, lo, i int) int {
	from := i
	for {
		for i > lo && inOneLabel[s[i-1]] {
			i--
		}
		countRead(from - i)
		from = i
		if i == lo {
			return -1
		}
		switch c := s[i-1]; {
		case c == '.':
			return i
		case c < utf8.RuneSelf:
			return -1
		case labelSepLen(s, i-1) > 0:
			return i + 2
		}
		i-- // 0xE3 or 0xEF, no separator
	}
}

// inOneLabel marks the bytes that labelStartBefore passes over: those of
// ASCII domain code points but '.', and the non-ASCII bytes but the lead
// bytes of the other label separators.
var inOneLabel = func() (t [256]bool) {
	for c := range t {
		t[c] = c < utf8.RuneSelf && c != '.' && asciiProps[c]&propDomain != 0 || c >= utf8.RuneSelf && c != 0xE3 && c != 0xEF
	}
	return t
}()

// endsInDigit reports whether the host s[from:end] (no trailing label
// separator) ends in an ASCII digit: it is no domain, as no top-level
// domain ends in a digit (a test checks the list). validHost would reject
// it too, after more work.
func endsInDigit(s string, from, end int) bool {
	return end > from && isDigit(s[end-1])
}

// firstLabelLen returns the length of the first label of name: up to its
// first label separator (. 。 ． ｡), or all of it.
func firstLabelLen(name string) int {
	for i := sepCandidateAt(name, 0, len(name)); i < len(name); i = sepCandidateAt(name, i+1, len(name)) {
		if sepLenAt(name, i) > 0 {
			return i
		}
	}
	return len(name)
}

// hasLabelSep reports whether name holds a label separator. It reads
// name up to the first one only: a candidate cut from a long run of
// domain code points reads no more than its first label.
func hasLabelSep(name string) bool {
	n := firstLabelLen(name)
	countRead(n)
	return n < len(name)
}

// lastLabel returns the last label of name, after its last label separator.
func lastLabel(name string) string {
	for i := len(name); i > 0; i-- {
		if n := labelSepLenBefore(name, i); n > 0 {
			return name[i:]
		}
	}
	return name
}

// ellipsisAt returns where the first run of two or more label separators in
// s[from:end] starts and ends, or end twice.
func ellipsisAt(s string, from, end int) (int, int) {
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
			countRead(j - from)
			return i, j
		}
		i = j
	}
	countRead(end - from)
	return end, end
}

// sepCandidateAt returns the index of the first byte of s[i:end] that may
// start a label separator, '.' or a byte that is not ASCII, or end. It
// passes 8 bytes at a time over host names and local-parts.
func sepCandidateAt(s string, i, end int) int {
	for ; i+8 <= end; i += 8 {
		w := word(s, i)
		if m := zeroMask(w^('.'*lowBits)) | w&highBits; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for i < end && s[i] != '.' && s[i] < utf8.RuneSelf {
		i++
	}
	return i
}

// sepLenAt is labelSepLen with no call where s[i] is '.' or can start no
// separator: for loops over every byte of a run.
func sepLenAt(s string, i int) int {
	switch c := s[i]; c {
	case '.':
		return 1
	case 0xE3, 0xEF:
		return labelSepLen(s, i)
	}
	return 0
}
