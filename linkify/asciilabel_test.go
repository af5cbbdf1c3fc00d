package linkify

import (
	"math/rand/v2"
	"testing"
)

// TestASCIILabelBounds checks asciiLabelStart and asciiLabelEnd against
// byte-by-byte scans on random texts of labels and other bytes.
func TestASCIILabelBounds(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := "abcXYZ019-.-_ é/"
	for range 2000 {
		b := make([]byte, r.IntN(40))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		s := string(b)
		for i := 0; i <= len(s); i++ {
			end := i
			for end < len(s) && inOneASCIILabel[s[end]] {
				end++
			}
			if got := asciiLabelEnd(s, i); got != end {
				t.Fatalf("asciiLabelEnd(%q, %d) = %d, want %d", s, i, got, end)
			}
			for lo := 0; lo <= i; lo++ {
				start := i
				for start > lo && inOneASCIILabel[s[start-1]] {
					start--
				}
				if got := asciiLabelStart(s, lo, i); got != start {
					t.Fatalf("asciiLabelStart(%q, %d, %d) = %d, want %d", s, lo, i, got, start)
				}
			}
		}
	}
}
