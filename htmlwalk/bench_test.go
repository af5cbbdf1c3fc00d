package htmlwalk

import (
	"bytes"
	"io"
	"os"
	"testing"

	"golang.org/x/net/html"
)

// BenchmarkUDHR parses and renders every document of the corpus, without
// and with Linkify, side by side.
func BenchmarkUDHR(b *testing.B) {
	var docs [][]byte
	size := 0
	for _, f := range udhrDocuments(b) {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		docs = append(docs, src)
		size += len(src)
	}
	for _, linkify := range []bool{false, true} {
		name := "parse+render"
		if linkify {
			name = "parse+Linkify+render"
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				for _, src := range docs {
					doc, err := html.Parse(bytes.NewReader(src))
					if err != nil {
						b.Fatal(err)
					}
					if linkify {
						Linkify(doc)
					}
					html.Render(io.Discard, doc)
				}
			}
		})
	}
}
