//go:build amd64 && !purego

package chars

// SearchTriggers records the triggers of c's set in s[i:] in c, as many as
// it holds, and returns the first, taken out of c, or len(s); i must be at
// most len(s). It jumps to the search of the set (see trigger_amd64.s).
//
//go:noescape
func SearchTriggers(c *TriggerCursor, s string, i int) int

// useAVX2 makes the trigger searches read 32 bytes at a time; the tests
// turn it off to test the SSE2 loops too.
var useAVX2 = hasAVX2()

// hasAVX2 reports whether the CPU has AVX2 and the OS saves its registers.
func hasAVX2() bool {
	if maxID, _, _, _ := cpuid(0, 0); maxID < 7 {
		return false
	}
	const osxsave, avx = 1 << 27, 1 << 28
	if _, _, ecx, _ := cpuid(1, 0); ecx&(osxsave|avx) != osxsave|avx {
		return false
	}
	if xcr0, _ := xgetbv(); xcr0&6 != 6 { // XMM and YMM state
		return false
	}
	_, ebx, _, _ := cpuid(7, 0)
	return ebx&(1<<5) != 0
}

// useAVX512 makes the searches of TriggersAll and TriggersAllColons read
// blocks of 64 bytes where 66 or more are left (the rest as useAVX2 does);
// the tests turn it off to test the narrower loops.
var useAVX512 = hasAVX512()

// hasAVX512 reports whether the CPU has AVX2, AVX512F and AVX512BW, and the
// OS saves the opmask and ZMM registers (XCR0 bits 5-7) besides the XMM and
// YMM ones.
func hasAVX512() bool {
	if !hasAVX2() {
		return false
	}
	if xcr0, _ := xgetbv(); xcr0&0xE6 != 0xE6 {
		return false
	}
	const f, bw = 1 << 16, 1 << 30
	_, ebx, _, _ := cpuid(7, 0)
	return ebx&(f|bw) == f|bw
}

func cpuid(eaxArg, ecxArg uint32) (eax, ebx, ecx, edx uint32)

func xgetbv() (eax, edx uint32)
