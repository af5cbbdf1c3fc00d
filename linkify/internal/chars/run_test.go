package chars

import (
	"math/rand/v2"
	"testing"
)

// TestASCIIDomainRunEnd compares ASCIIDomainRunEnd (SIMD on amd64; -tags
// purego for the portable version) with a table loop: every byte value at
// every position of runs from 1 to 40 bytes, and random text, each
// searched from every start.
func TestASCIIDomainRunEnd(t *testing.T) {
	check := func(s string) {
		t.Helper()
		want := len(s)
		for i := len(s); i >= 0; i-- {
			if i < len(s) && !InASCIIDomainRun[s[i]] {
				want = i
			}
			if got := ASCIIDomainRunEnd(s, i); got != want {
				t.Fatalf("asciiDomainRunEnd(%q, %d) = %d, want %d", s, i, got, want)
			}
		}
	}
	check("")
	run := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-."
	for n := 1; n <= 40; n++ {
		b := []byte(run[:min(n, len(run))])
		for len(b) < n {
			b = append(b, 'x')
		}
		check(string(b))
		for c := range 256 {
			p := c % n
			b2 := append([]byte(nil), b...)
			b2[p] = byte(c)
			check(string(b2))
		}
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		b := make([]byte, r.IntN(80))
		for i := range b {
			if r.IntN(8) == 0 {
				b[i] = byte(r.IntN(256))
			} else {
				b[i] = run[r.IntN(len(run))]
			}
		}
		check(string(b))
	}
}
