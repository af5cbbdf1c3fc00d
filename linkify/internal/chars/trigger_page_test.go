//go:build amd64 && !purego && linux

package chars

import (
	"syscall"
	"testing"
	"unsafe"
)

// TestPageEdges puts texts right before and right after pages that cannot
// be read: the trigger searches and ASCIIDomainRunEnd read whole blocks
// around short texts, and bytes past a block in long ones, and must stay
// inside the pages the text touches. Each trigger pattern stands at every
// position, also running past the end, in texts of 1 to 80 bytes and some
// longer ones that the AVX-512 loop reads, with each loop the CPU has.
func TestPageEdges(t *testing.T) {
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 3*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip("mmap:", err)
	}
	defer syscall.Munmap(mem)
	if err := syscall.Mprotect(mem[:page], syscall.PROT_NONE); err != nil {
		t.Skip("mprotect:", err)
	}
	if err := syscall.Mprotect(mem[2*page:], syscall.PROT_NONE); err != nil {
		t.Skip("mprotect:", err)
	}
	open := mem[page : 2*page] // readable, between two pages that are not
	for i := range open {
		open[i] = 'x'
	}
	forEachTriggerWidth(t, func(t *testing.T) {
		for _, n := range triggerTextLengths() {
			for _, at := range []int{0, len(open) - n} { // at the start, at the end
				b := open[at : at+n]
				s := unsafe.String(&b[0], n)
				for _, p := range append(triggerPatterns, "") {
					for q := 0; q < n; q++ {
						copy(b[q:], p)
						for set := range triggerSetNames {
							checkTriggerSearch(t, TriggerSet(set), s)
						}
						for i := range b {
							b[i] = 'x'
						}
						if p == "" {
							break
						}
					}
				}
				// 'x' is a domain code point and '@' is not.
				for p := -1; p < n; p++ {
					if p >= 0 {
						b[p] = '@'
					}
					for from := 0; from <= n; from++ {
						want := n
						if p >= from {
							want = p
						}
						if got := ASCIIDomainRunEnd(s, from); got != want {
							t.Fatalf("n=%d at=%d '@' at %d: asciiDomainRunEnd(s, %d) = %d, want %d", n, at, p, from, got, want)
						}
					}
					if p >= 0 {
						b[p] = 'x'
					}
				}
			}
		}
	})
}
