//go:build !amd64 || purego

package chars

import (
	"math/bits"
	"strings"
)

// SearchTriggers records the triggers of c's set in s[i:] in c, as many as
// it holds, and returns the first, taken out of c, or len(s); i must be at
// most len(s). A trigger function finds each, which takes a block of its
// own.
func SearchTriggers(c *TriggerCursor, s string, i int) int {
	f := triggerFuncs[c.Set]
	c.k, c.n, c.lo, c.end = 0, 0, i, len(s)
	for ; int(c.n) < triggerBatch; c.n++ {
		if i = f(s, i); i >= len(s) {
			break
		}
		c.at[c.n], c.mask[c.n] = i, 1
		i++
	}
	if c.n == 0 {
		return len(s)
	}
	if c.n == triggerBatch {
		c.end = i // there may be more
	}
	c.k, c.mask[0] = 1, 0
	c.lo = c.at[0] + 1
	return c.at[0]
}

// A triggerFunc returns the index of the first trigger of its set in
// s[i:], or len(s) (i must be at most len(s)); it may stop at a colon that
// is none.
type triggerFunc func(s string, i int) int

// triggerFuncs holds the trigger function of each set.
var triggerFuncs = [...]triggerFunc{
	TriggersAll:          triggerIndex,
	TriggersAllColons:    triggerIndexColons,
	TriggersScheme:       schemeIndex,
	TriggersSchemeColons: colonIndex,
}

// The portable trigger functions test a word at a time (SWAR, zeroMask in
// swar.go). A 3-byte sequence is tested as one: x = (w^a) | (w1^b) |
// (w2^c), with w1 and w2 the words one and two bytes further on, is zero
// where it starts.

// sequenceMask marks the bytes of w that start the 3-byte sequence a b c,
// w1 and w2 being the words one and two bytes further on.
func sequenceMask(w, w1, w2 uint64, a, b, c byte) uint64 {
	return zeroMask((w ^ uint64(a)*lowBits) | (w1 ^ uint64(b)*lowBits) | (w2 ^ uint64(c)*lowBits))
}

// triggerIndex returns the index of the first trigger of TriggersAll in
// s[i:], or len(s). A word costs five compares; a byte it finds that is a
// colon, 0xE3 or 0xEF is then tested where it stands.
func triggerIndex(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		w := Word(s, i)
		x1, x2, x3, x4, x5 := w^('.'*lowBits), w^('@'*lowBits), w^(':'*lowBits), w^(0xE3*lowBits), w^(0xEF*lowBits)
		m := ((x1-lowBits)&^x1 | (x2-lowBits)&^x2 | (x3-lowBits)&^x3 | (x4-lowBits)&^x4 | (x5-lowBits)&^x5) & highBits
		for ; m != 0; m &= m - 1 {
			if k := i + bits.TrailingZeros64(m)/8; startsTrigger(s, k) {
				return k
			}
		}
	}
	return triggerTail(TriggersAll, s, i)
}

// startsTrigger reports whether a trigger of TriggersAll starts at s[k], a
// byte that the word test found ('.', '@', ':', 0xE3 or 0xEF): isTriggerAt
// written out for that set, small enough for the compiler to inline.
func startsTrigger(s string, k int) bool {
	c := s[k]
	if c == '.' || c == '@' {
		return true
	}
	if k+2 >= len(s) {
		return false
	}
	next := uint16(s[k+1]) | uint16(s[k+2])<<8 // the two bytes on
	return c == ':' && next == 0x2F2F || c == 0xE3 && next == 0x8280 || c == 0xEF && (next == 0x8EBC || next == 0xA1BD)
}

// triggerIndexColons is triggerIndex for TriggersAllColons: the first of
// its trigger and the first colon.
func triggerIndexColons(s string, i int) int {
	return min(triggerIndex(s, i), colonIndex(s, i))
}

// schemeIndex returns the index of the first "://" in s[i:], or len(s).
func schemeIndex(s string, i int) int {
	for ; i+10 <= len(s); i += 8 {
		w := Word(s, i)
		if zeroMask(w^(':'*lowBits)) == 0 {
			continue
		}
		if m := sequenceMask(w, Word(s, i+1), Word(s, i+2), ':', '/', '/'); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	return triggerTail(TriggersScheme, s, i)
}

// triggerTail returns the index of the first trigger of t in s[i:], or
// len(s), a byte at a time: the last bytes of the word loops.
func triggerTail(t TriggerSet, s string, i int) int {
	for ; i < len(s); i++ {
		if mayTrigger[s[i]] && isTriggerAt(t, s, i) {
			return i
		}
	}
	return i
}

// mayTrigger marks the bytes a trigger can start with.
var mayTrigger = [256]bool{'.': true, ':': true, '@': true, 0xE3: true, 0xEF: true}

// colonIndex returns the index of the first ':' in s[i:], or len(s).
func colonIndex(s string, i int) int {
	if j := strings.IndexByte(s[i:], ':'); j >= 0 {
		return i + j
	}
	return len(s)
}
