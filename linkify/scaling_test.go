package linkify

import (
	"fmt"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

// adversarial are inputs built to make a linkifier backtrack or rescan,
// each repeated to a given size.
var adversarial = []struct {
	name string
	make func(n int) string
}{
	{"open-parens", func(n int) string { return strings.Repeat("(", n) }},
	{"labels", func(n int) string { return strings.Repeat("a.", n/2) }},
	{"ats", func(n int) string { return strings.Repeat("@", n) }},
	{"long-label", func(n int) string { return strings.Repeat("x", n-4) + ".com" }},
	{"brackets-in-path", func(n int) string { return "example.com/" + strings.Repeat("([", (n-12)/2) }},
	{"no-spaces", func(n int) string { return strings.Repeat("ab/.c?d#", n/8) }},
	{"com-com", func(n int) string { return strings.Repeat(".com", n/4) }},
	{"dense-links", func(n int) string { return strings.Repeat("a.com ", n/6) }},
	{"dense-emails", func(n int) string { return strings.Repeat("a@b.com ", n/8) }},
	{"soft-runs", func(n int) string { return strings.Repeat("x.com/a...... ", n/14) }},
	{"emoji-selectors", func(n int) string { return strings.Repeat("\uFE0F", n/3) }},
	{"emoji-links", func(n int) string { return strings.Repeat("❤\uFE0Fa.com1\uFE0F\u20E3", n/18) }},
	{"web-hosts", func(n int) string { return strings.Repeat("http://🍄.g", n/14) }},
	{"local-parts-joined", func(n int) string { return strings.Repeat("me@x.com|", n/9) }},
}

var sizes = []int{1 << 20, 4 << 20, 16 << 20}

// BenchmarkScaling runs Detector.AppendSpans on adversarial inputs and on
// the corpora (cut or repeated) at 1, 4 and 16 MB: the MB/s of the three
// sizes of one input should be the same (linear time).
func BenchmarkScaling(b *testing.B) {
	d := MustNew()
	run := func(b *testing.B, text string) {
		// A first, untimed pass grows the slice: what is timed is
		// detection into a reused slice, not the growth of one (up to
		// 2 million links of 40 bytes here).
		links := d.AppendSpans(nil, text)
		b.SetBytes(int64(len(text)))
		b.ReportAllocs()
		for b.Loop() {
			links = d.AppendSpans(links[:0], text)
		}
	}
	for _, a := range adversarial {
		for _, n := range sizes {
			text := a.make(n)
			b.Run(fmt.Sprintf("%s/%dMB", a.name, n>>20), func(b *testing.B) { run(b, text) })
		}
	}
	for _, name := range corpora {
		corpus := string(shareddata.Read(b, "corpus/"+name))
		for _, n := range sizes {
			text := strings.Repeat(corpus, n/len(corpus)+1)[:n]
			for !strings.HasSuffix(text, "\n") { // cut at a line end
				text = text[:len(text)-1]
			}
			b.Run(fmt.Sprintf("%s/%dMB", name, n>>20), func(b *testing.B) { run(b, text) })
		}
	}
}

// TestNoAllocationOnLinkFreeText: Find on link-free text allocates nothing.
func TestNoAllocationOnLinkFreeText(t *testing.T) {
	texts := []string{
		strings.Repeat("Всеобщая декларация прав человека. 世界人权宣言。 Déclaration universelle. ", 200),
		strings.Repeat("e.g. i.e. a.b 1.2.3 @@ :: x@y ", 200),
	}
	for _, text := range texts {
		Find(text) // warm the caches
		if n := testing.AllocsPerRun(20, func() { Find(text) }); n != 0 {
			t.Errorf("%v allocations on link-free text %.30q…", n, text)
		}
	}
}
