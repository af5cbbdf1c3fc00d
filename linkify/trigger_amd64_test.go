//go:build amd64 && !purego

package linkify

import "testing"

// TestTriggerSearchSSE2 tests the SSE2 loops on CPUs where the trigger
// functions take the AVX2 ones.
func TestTriggerSearchSSE2(t *testing.T) {
	if !useAVX2 {
		t.Skip("the CPU has no AVX2: TestTriggerSearch tests the SSE2 loops")
	}
	useAVX2 = false
	defer func() { useAVX2 = true }()
	checkTriggerSearches(t)
}
