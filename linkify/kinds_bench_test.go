package linkify

import (
	"slices"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

// BenchmarkKinds measures AppendSpans line by line on each corpus with the
// forum's kinds (mentions, hashtags, tickets) and without: the cost of
// turning them on. Off, the scan is the default detector's.
func BenchmarkKinds(b *testing.B) {
	for _, name := range corpora {
		text := string(shareddata.Read(b, "corpus/"+name))
		lines := slices.Collect(strings.Lines(text))
		for _, v := range []struct {
			name string
			d    *Detector
		}{{"off", MustNew()}, {"on", MustNew(WithKinds(forumKinds()...))}} {
			b.Run(name+"/"+v.name, func(b *testing.B) {
				var links []Link
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					for _, l := range lines {
						links = v.d.AppendSpans(links[:0], l)
					}
				}
			})
		}
	}
}
