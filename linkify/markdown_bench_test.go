package linkify

import (
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

// BenchmarkMarkdownDocs measures AppendSpansBytes on the Markdown corpus,
// one document at a time, with the detector of the goldmark extension
// (DocumentPolicy, emphasis marks, the schemes of goldmark's Linkify) and
// with the defaults without a policy: the detector's cost on README prose,
// file names, versions and code.
func BenchmarkMarkdownDocs(b *testing.B) {
	shareddata.Path(b, "corpus/markdown") // or skip
	docs, err := shareddata.MarkdownDocs(shareddata.Dir(b))
	if err != nil {
		b.Fatal(err)
	}
	size := 0
	for _, d := range docs {
		size += len(d)
	}
	for _, v := range []struct {
		name string
		d    *Detector
	}{
		{"extension", MustNew(WithPolicy(DocumentPolicy()), WithEmphasisMarks(true), WithSchemes("http", "https", "ftp"))},
		{"nopolicy", MustNew()},
	} {
		b.Run(v.name, func(b *testing.B) {
			var links []Link
			n := 0
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				n = 0
				for _, d := range docs {
					links = v.d.AppendSpansBytes(links[:0], d)
					n += len(links)
				}
			}
			b.ReportMetric(float64(n), "links")
		})
	}
}
