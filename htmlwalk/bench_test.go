package htmlwalk

import (
	"bytes"
	"fmt"
	stdhtml "html"
	"io"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/golinkify/uts58/internal/shareddata"
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
	each := func(src []byte, linkify bool) {
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
	run := func(linkify bool) {
		for _, src := range docs {
			each(src, linkify)
		}
	}
	b.Run("parse+render", func(b *testing.B) {
		b.SetBytes(int64(size))
		b.ReportAllocs()
		for b.Loop() {
			run(false)
		}
	})
	b.Run("parse+Linkify+render", func(b *testing.B) {
		b.SetBytes(int64(size))
		b.ReportAllocs()
		for b.Loop() {
			run(true)
		}
	})
	b.Run("side-by-side", func(b *testing.B) {
		sideBySide(b, len(docs), func(i int) { each(docs[i], false) }, func(i int) { each(docs[i], true) })
	})
	// LinkifyDocument writes a document it adds no link to as it read it.
	b.Run("LinkifyDocument-side-by-side", func(b *testing.B) {
		sideBySide(b, len(docs), func(i int) { each(docs[i], false) }, func(i int) {
			if err := LinkifyDocument(io.Discard, bytes.NewReader(docs[i])); err != nil {
				b.Fatal(err)
			}
		})
	})
}

// sideBySide runs base(i) and fn(i) for each of n inputs in turn, the
// first of the two alternating, and reports their times and the speed of
// fn relative to base (x-base: above 1 is faster). Input by input, the
// load of a shared machine weighs on both alike.
func sideBySide(b *testing.B, n int, base, fn func(i int)) {
	var tBase, tFn time.Duration
	for b.Loop() {
		for i := range n {
			t0 := time.Now()
			if i%2 == 0 {
				base(i)
				t1 := time.Now()
				fn(i)
				tBase += t1.Sub(t0)
				tFn += time.Since(t1)
			} else {
				fn(i)
				t1 := time.Now()
				base(i)
				tFn += t1.Sub(t0)
				tBase += time.Since(t1)
			}
		}
	}
	b.ReportMetric(float64(tBase.Nanoseconds())/float64(b.N), "base-ns/op")
	b.ReportMetric(float64(tFn.Nanoseconds())/float64(b.N), "fn-ns/op")
	b.ReportMetric(float64(tBase)/float64(tFn), "x-base")
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
	b.Run("side-by-side", func(b *testing.B) {
		sideBySide(b, len(frags), func(i int) { renderFragment(frags[i]) }, func(i int) { LinkifyString(frags[i]) })
	})
}

// BenchmarkLinkDense measures Linkify alone on link-dense HTML (email.txt
// in paragraphs, 6 MB; the tree is parsed outside the measurement) and
// reports what it allocates per link made (B/link, allocs/link), and what
// the new nodes need at the least (need-B/link): the nodes (the <a>, its
// text, and the text before it when there is some), the href attribute and
// the href's bytes.
func BenchmarkLinkDense(b *testing.B) {
	src := linkDenseHTML(b, 6<<20)
	var links, allocated, allocs, need uint64
	var before, after runtime.MemStats
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		doc, err := html.Parse(bytes.NewReader(src))
		if err != nil {
			b.Fatal(err)
		}
		old, oldNodes := countLinks(doc), countNodes(doc)
		runtime.ReadMemStats(&before)
		b.StartTimer()
		if err := Linkify(doc); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		runtime.ReadMemStats(&after)
		links += uint64(countLinks(doc) - old)
		need = uint64(countNodes(doc)-oldNodes)*uint64(unsafe.Sizeof(html.Node{})) + uint64(hrefBytes(doc))
		allocated += after.TotalAlloc - before.TotalAlloc
		allocs += after.Mallocs - before.Mallocs
		b.StartTimer()
	}
	b.ReportMetric(float64(links)/float64(b.N), "links/op")
	b.ReportMetric(float64(allocated)/float64(links), "B/link")
	b.ReportMetric(float64(allocs)/float64(links), "allocs/link")
	b.ReportMetric(float64(need)*float64(b.N)/float64(links), "need-B/link")
}

func countNodes(n *html.Node) int {
	nodes := 0
	for c := n; c != nil; c = next(c, n) {
		nodes++
	}
	return nodes
}

// hrefBytes returns what the href attributes of the links under n take:
// the attributes and their values.
func hrefBytes(n *html.Node) int {
	size := 0
	for c := n; c != nil; c = next(c, n) {
		if c.Type == html.ElementNode && c.Data == "a" {
			size += int(unsafe.Sizeof(html.Attribute{})) + len(attr(c, "href"))
		}
	}
	return size
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

// BenchmarkLinkifyText gives the lines of email.txt and mixed.txt one at a
// time to html.EscapeString (the least a program must do with plain text),
// to LinkifyText, and to LinkifyString after html.EscapeString (the way
// without LinkifyText).
func BenchmarkLinkifyText(b *testing.B) {
	for _, name := range []string{"email.txt", "mixed.txt"} {
		lines := strings.SplitAfter(string(shareddata.Read(b, "corpus/"+name)), "\n")
		size := 0
		for _, l := range lines {
			size += len(l)
		}
		b.Run(name+"/EscapeString", func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				for _, l := range lines {
					stdhtml.EscapeString(l)
				}
			}
		})
		b.Run(name+"/LinkifyText", func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				for _, l := range lines {
					LinkifyText(l)
				}
			}
		})
		b.Run(name+"/EscapeString+LinkifyString", func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				for _, l := range lines {
					LinkifyString(stdhtml.EscapeString(l))
				}
			}
		})
	}
}
