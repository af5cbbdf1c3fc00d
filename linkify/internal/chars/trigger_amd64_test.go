//go:build amd64 && !purego

package chars

import "testing"

// triggerWidths names the loops of the trigger searches that the CPU can
// run, widest first, each with the flags that choose it.
var triggerWidths = []struct {
	name         string
	avx512, avx2 bool
}{
	{"AVX-512", true, true},
	{"AVX2", false, true},
	{"SSE2", false, false},
}

// forEachTriggerWidth runs f with the trigger searches reading blocks of
// each width the CPU has: 64, 32 and 16 bytes.
func forEachTriggerWidth(t *testing.T, f func(t *testing.T)) {
	defer func(avx512, avx2 bool) { useAVX512, useAVX2 = avx512, avx2 }(useAVX512, useAVX2)
	for _, w := range triggerWidths {
		if w.avx512 && !hasAVX512() || w.avx2 && !hasAVX2() {
			continue
		}
		useAVX512, useAVX2 = w.avx512, w.avx2
		t.Run(w.name, f)
	}
}

// TestTriggerSearchWidths runs TestTriggerSearch with each loop the CPU
// has (TestTriggerSearch tests the widest).
func TestTriggerSearchWidths(t *testing.T) { forEachTriggerWidth(t, checkTriggerSearches) }
