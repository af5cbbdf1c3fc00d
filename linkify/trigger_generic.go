//go:build !amd64 || purego

package linkify

import (
	"math/bits"
)

// The portable trigger functions test a word at a time (SWAR). A byte of x
// is zero where the bytes compared are equal, and zeroMask(x) has the high
// bit of the lowest zero byte set (higher bits can be set falsely, only
// above a zero byte, so the lowest bit of an OR of such masks is exact). A
// 3-byte sequence is tested as one: x = (w^a) | (w1^b) | (w2^c), with w1
// and w2 the words one and two bytes further on, is zero where it starts.

const lowBits, highBits = 0x0101010101010101, 0x8080808080808080

func zeroMask(x uint64) uint64 { return (x - lowBits) &^ x & highBits }

// sequenceMask marks the bytes of w that start the 3-byte sequence a b c,
// w1 and w2 being the words one and two bytes further on.
func sequenceMask(w, w1, w2 uint64, a, b, c byte) uint64 {
	return zeroMask((w ^ uint64(a)*lowBits) | (w1 ^ uint64(b)*lowBits) | (w2 ^ uint64(c)*lowBits))
}

// separatorMask marks the bytes of w that start 。．｡ or "://".
func separatorMask(w, w1, w2 uint64) uint64 {
	return sequenceMask(w, w1, w2, 0xE3, 0x80, 0x82) | sequenceMask(w, w1, w2, 0xEF, 0xBC, 0x8E) |
		sequenceMask(w, w1, w2, 0xEF, 0xBD, 0xA1) | sequenceMask(w, w1, w2, ':', '/', '/')
}

// triggerIndex returns the index of the first trigger of triggersAll in
// s[i:], or len(s). A word in which no byte is '.', '@', ':', 0xE3 or 0xEF
// (ASCII prose) costs five compares; the others are tested for the 3-byte
// triggers too.
func triggerIndex(s string, i int) int { return allIndex(s, i, false) }

// triggerIndexColons is triggerIndex for triggersAllColons.
func triggerIndexColons(s string, i int) int { return allIndex(s, i, true) }

func allIndex(s string, i int, colons bool) int {
	for ; i+10 <= len(s); i += 8 {
		w := word(s, i)
		dot, at, colon := zeroMask(w^('.'*lowBits)), zeroMask(w^('@'*lowBits)), zeroMask(w^(':'*lowBits))
		if dot|at|colon|zeroMask(w^(0xE3*lowBits))|zeroMask(w^(0xEF*lowBits)) == 0 {
			continue
		}
		m := dot | at | separatorMask(w, word(s, i+1), word(s, i+2))
		if colons {
			m |= colon
		}
		if m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	t := triggersAll
	if colons {
		t = triggersAllColons
	}
	return triggerTail(t, s, i)
}

// schemeIndex returns the index of the first "://" in s[i:], or len(s).
func schemeIndex(s string, i int) int {
	for ; i+10 <= len(s); i += 8 {
		w := word(s, i)
		if zeroMask(w^(':'*lowBits)) == 0 {
			continue
		}
		if m := sequenceMask(w, word(s, i+1), word(s, i+2), ':', '/', '/'); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	return triggerTail(triggersScheme, s, i)
}

// triggerTail returns the index of the first trigger of t in s[i:], or
// len(s), a byte at a time: the last bytes of the word loops.
func triggerTail(t triggerSet, s string, i int) int {
	for ; i < len(s); i++ {
		if isTriggerAt(t, s, i) {
			return i
		}
	}
	return i
}
