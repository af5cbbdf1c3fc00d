package linkify

import (
	"math/rand/v2"
	"testing"
)

// TestNonLDHMask checks the word-at-a-time test of letters, digits and '-'
// against the table, for each byte in each place among others of each
// kind (a carry from a byte would show in the next).
func TestNonLDHMask(t *testing.T) {
	for _, fill := range []byte{'a', 'Z', '0', '-', '.', 0x80, 0xFF, 0x7F, 0} {
		for pos := range 8 {
			for c := range 256 {
				var b [8]byte
				for i := range b {
					b[i] = fill
				}
				b[pos] = byte(c)
				m := nonLDHMask(word(string(b[:]), 0))
				for i := range b {
					if got, want := m>>(8*i)&0xFF, uint64(0); !inOneASCIILabel[b[i]] && got != 0x80 || inOneASCIILabel[b[i]] && got != want {
						t.Fatalf("nonLDHMask(%q): byte %d is %#x", b, i, got)
					}
				}
			}
		}
	}
}

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
