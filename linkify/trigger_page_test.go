//go:build amd64 && !purego && linux

package linkify

import (
	"syscall"
	"testing"
	"unsafe"
)

// TestPageEdges puts short texts right before and right after pages that
// cannot be read: triggerIndex and asciiDomainRunEnd read whole blocks
// around short texts, and must stay inside the pages they touch.
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
	for n := 1; n < 32; n++ {
		for _, at := range []int{0, len(open) - n} { // at the start, at the end
			b := open[at : at+n]
			for p := -1; p < n; p++ {
				if p >= 0 {
					b[p] = '@'
				}
				s := unsafe.String(&b[0], n)
				want := n
				if p >= 0 {
					want = p
				}
				for from := 0; from <= n; from++ {
					w := want
					if from > p {
						w = n
					}
					if got := triggerIndex(s, from); got != w {
						t.Fatalf("n=%d at=%d trigger at %d: triggerIndex(s, %d) = %d, want %d", n, at, p, from, got, w)
					}
					// 'x' is a domain code point and '@' is not.
					if got := asciiDomainRunEnd(s, from); got != w {
						t.Fatalf("n=%d at=%d '@' at %d: asciiDomainRunEnd(s, %d) = %d, want %d", n, at, p, from, got, w)
					}
				}
				if p >= 0 {
					b[p] = 'x'
				}
			}
		}
	}
}
