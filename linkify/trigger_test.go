package linkify

import (
	"math/rand/v2"
	"testing"
)

// TestTriggerIndex compares triggerIndex (SIMD on amd64; run the tests with
// -tags purego for the portable version) with a byte loop: every length
// from 16 to 80, every trigger byte at every position, and random text.
func TestTriggerIndex(t *testing.T) { checkTriggerIndex(t) }

func checkTriggerIndex(t *testing.T) {
	want := func(s string) int {
		for i := 0; i < len(s); i++ {
			if isTrigger[s[i]] {
				return i
			}
		}
		return len(s)
	}
	check := func(s string) {
		t.Helper()
		if got, w := triggerIndex(s), want(s); got != w {
			t.Fatalf("triggerIndex(%q) = %d, want %d", s, got, w)
		}
	}
	fill := []byte("abcdefghijklmnopqrstuvwxyz0123456789 é€\x80\xff-/")
	for n := 16; n <= 80; n++ {
		b := make([]byte, n)
		for i := range b {
			b[i] = fill[i%len(fill)]
		}
		check(string(b))
		for _, c := range []byte{'.', ':', '@', 0xE3, 0xEF} {
			for p := 0; p < n; p++ {
				b2 := append([]byte(nil), b...)
				b2[p] = c
				check(string(b2))
				if p+3 < n {
					b2[p+3] = '.'
					check(string(b2))
				}
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		b := make([]byte, 16+r.IntN(200))
		for i := range b {
			b[i] = byte(r.IntN(256))
			if b[i] == '.' || b[i] == ':' || b[i] == '@' || b[i] == 0xE3 || b[i] == 0xEF {
				b[i] = 'x' // mostly free of triggers, so long runs are tested
			}
		}
		if r.IntN(2) == 0 {
			b[r.IntN(len(b))] = []byte{'.', ':', '@', 0xE3, 0xEF}[r.IntN(5)]
		}
		check(string(b))
	}
}
