package htmlwalk

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
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
						if err := Linkify(doc); err != nil {
							b.Fatal(err)
						}
					}
					html.Render(io.Discard, doc)
				}
			}
		})
	}
}

// renderFragment is what a program does without htmlwalk: parse the
// fragment s in <body> and render it to a string.
func renderFragment(s string) string {
	body := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
	nodes, err := html.ParseFragment(strings.NewReader(s), body)
	if err != nil {
		panic(err)
	}
	var b strings.Builder
	for _, n := range nodes {
		html.Render(&b, n)
	}
	return b.String()
}

// BenchmarkFragments gives comment-sized fragments (paragraphs of
// udhr-html, runs of email.txt lines in <p>) one at a time to
// x/net/html's parse and render, and to LinkifyString, side by side.
func BenchmarkFragments(b *testing.B) {
	frags := corpusFragments(b, 2000)
	size, links := 0, 0
	for _, f := range frags {
		size += len(f)
		out, _ := LinkifyString(f)
		links += strings.Count(out, "<a ") - strings.Count(f, "<a ")
	}
	for _, bench := range []struct {
		name string
		fn   func(string) string
	}{
		{"parse+render", renderFragment},
		{"LinkifyString", func(s string) string { out, _ := LinkifyString(s); return out }},
	} {
		b.Run(bench.name, func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				for _, f := range frags {
					bench.fn(f)
				}
			}
			b.ReportMetric(float64(len(frags)), "fragments")
			b.ReportMetric(float64(links), "links")
		})
	}
}

// BenchmarkLinkDense measures Linkify alone on link-dense HTML (email.txt
// in paragraphs, 6 MB; the tree is parsed outside the measurement) and
// reports what it allocates per link made (B/link, allocs/link).
func BenchmarkLinkDense(b *testing.B) {
	src := linkDenseHTML(b, 6<<20)
	var links, allocated, allocs uint64
	var before, after runtime.MemStats
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		doc, err := html.Parse(bytes.NewReader(src))
		if err != nil {
			b.Fatal(err)
		}
		old := countLinks(doc)
		runtime.ReadMemStats(&before)
		b.StartTimer()
		if err := Linkify(doc); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		runtime.ReadMemStats(&after)
		links += uint64(countLinks(doc) - old)
		allocated += after.TotalAlloc - before.TotalAlloc
		allocs += after.Mallocs - before.Mallocs
		b.StartTimer()
	}
	b.ReportMetric(float64(links)/float64(b.N), "links/op")
	b.ReportMetric(float64(allocated)/float64(links), "B/link")
	b.ReportMetric(float64(allocs)/float64(links), "allocs/link")
}

func countLinks(n *html.Node) int {
	links := 0
	for c := n; c != nil; c = next(c, n) {
		if c.Type == html.ElementNode && c.Data == "a" {
			links++
		}
	}
	return links
}

// BenchmarkScaling runs LinkifyDocument on link-dense HTML of 1 to 16 MB:
// the bytes allocated per input byte (B/inB) and the heap live after
// Linkify per input byte (live-B/inB) stay flat as the input grows.
func BenchmarkScaling(b *testing.B) {
	for _, mb := range []int{1, 2, 4, 8, 16} {
		src := linkDenseHTML(b, mb<<20)
		b.Run(fmt.Sprintf("%dMB", mb), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			var ms runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&ms)
			allocated := ms.TotalAlloc
			n := 0
			for b.Loop() {
				if err := LinkifyDocument(io.Discard, bytes.NewReader(src)); err != nil {
					b.Fatal(err)
				}
				n++
			}
			runtime.ReadMemStats(&ms)
			b.ReportMetric(float64(ms.TotalAlloc-allocated)/float64(n)/float64(len(src)), "B/inB")
			runtime.GC()
			runtime.ReadMemStats(&ms)
			base := ms.HeapAlloc
			doc, _ := html.Parse(bytes.NewReader(src))
			Linkify(doc)
			runtime.GC()
			runtime.ReadMemStats(&ms)
			b.ReportMetric(float64(ms.HeapAlloc-base)/float64(len(src)), "live-B/inB")
			runtime.KeepAlive(doc)
		})
	}
}
