package linkify

import (
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

var corpora = []string{"email.txt", "mixed.txt", "udhr.txt"}

// BenchmarkFind measures Find with hrefs on each corpus, as one text.
func BenchmarkFind(b *testing.B) {
	for _, name := range corpora {
		b.Run(name, func(b *testing.B) {
			text := string(shareddata.Read(b, "corpus/"+name))
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				Find(text)
			}
		})
	}
}

// BenchmarkAppendSpans measures a Detector appending spans into a reused
// slice: the allocation-free path.
func BenchmarkAppendSpans(b *testing.B) {
	for _, name := range corpora {
		b.Run(name, func(b *testing.B) {
			text := string(shareddata.Read(b, "corpus/"+name))
			d := MustNew()
			var links []Link
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				links = d.AppendSpans(links[:0], text)
			}
			b.ReportMetric(float64(len(links)), "links")
		})
	}
}
