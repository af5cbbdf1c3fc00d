//go:build !amd64 || purego

package linkify

import (
	"math/bits"
)

// triggerIndex returns the index of the first trigger byte in s[i:], or
// len(s). It tests a word at a time (SWAR): a byte equal to c makes
// (x-lo)&^x&hi nonzero in x = w^(c*lo), and the lowest such byte is exact.
func triggerIndex(s string, i int) int {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	for ; i+8 <= len(s); i += 8 {
		w := word(s, i)
		x1, x2, x3 := w^('.'*lo), w^(':'*lo), w^('@'*lo)
		x4, x5 := w^(0xE3*lo), w^(0xEF*lo)
		m := ((x1 - lo) &^ x1) | ((x2 - lo) &^ x2) | ((x3 - lo) &^ x3) | ((x4 - lo) &^ x4) | ((x5 - lo) &^ x5)
		if m &= hi; m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s); i++ {
		if isTrigger[s[i]] {
			return i
		}
	}
	return i
}
