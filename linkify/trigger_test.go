package linkify

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestTriggerIndex compares triggerIndex (SIMD on amd64; run the tests with
// -tags purego for the portable version) with a byte loop: every length
// from 1 to 80, every trigger byte at every position, and random text,
// each searched from every start. It must stop at every trigger byte but
// colons that follow neither 'p' nor 's', which it may pass over.
func TestTriggerIndex(t *testing.T) { checkTriggerIndex(t) }

func checkTriggerIndex(t *testing.T) {
	mustStop := func(s string, k int) bool {
		return isTrigger[s[k]] && (s[k] != ':' || k > 0 && (s[k-1]|0x20 == 'p' || s[k-1]|0x20 == 's'))
	}
	check := func(s string) {
		t.Helper()
		next := len(s) // the first byte from i on where triggerIndex must stop
		for i := len(s); i >= 0; i-- {
			if i < len(s) && mustStop(s, i) {
				next = i
			}
			got := triggerIndex(s, i)
			if got < i || got > next || got < len(s) && !isTrigger[s[got]] {
				t.Fatalf("triggerIndex(%q, %d) = %d, want a trigger byte up to %d", s, i, got, next)
			}
		}
	}
	if got := triggerIndex("", 0); got != 0 {
		t.Fatalf("triggerIndex(\"\", 0) = %d, want 0", got)
	}
	for _, s := range []string{"http://x.com", "xxxxxxxxxxxxxxxxHTTPS://x.com", "a: b: p: S: http:", strings.Repeat("Subject: x ", 9) + "see http://a.b"} {
		check(s)
		if i := strings.Index(s, "://"); i >= 0 && triggerIndex(s, 0) > i {
			t.Fatalf("triggerIndex(%q, 0) passes over the scheme's colon", s)
		}
	}
	fill := []byte("abcdefghijklmnopqrstuvwxyz0123456789 é€\x80\xff-/")
	for n := 1; n <= 80; n++ {
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
		b := make([]byte, 1+r.IntN(200))
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
