//go:build amd64 && !purego

package linkify

import "testing"

// TestTriggerIndexSSE2 tests the SSE2 loop on CPUs where triggerIndex
// takes the AVX2 one.
func TestTriggerIndexSSE2(t *testing.T) {
	if !useAVX2 {
		t.Skip("the CPU has no AVX2: TestTriggerIndex tests the SSE2 loop")
	}
	useAVX2 = false
	defer func() { useAVX2 = true }()
	checkTriggerIndex(t)
}
