package htmlwalk

import (
	"bytes"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TestConcurrentUse: 16 goroutines linkify real documents, fragments and
// text through every API at once, with shared options, a shared detector
// and a shared fragment context, and get what a serial run gets. Run it
// with -race.
func TestConcurrentUse(t *testing.T) {
	const workers = 16
	var docs []string
	for i, f := range udhrDocuments(t) {
		if i%2 != 0 || testing.Short() && i%8 != 0 {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, string(src))
	}
	frags := corpusFragments(t, 400)
	texts := strings.SplitAfter(string(shareddata.Read(t, "corpus/mixed.txt")), "\n")[:4000]
	if testing.Short() {
		frags, texts = frags[:200], texts[:500]
	}
	// Shared by all: options (with callbacks), and a context inside a
	// tree, which LinkifyFragment must only read.
	opts := []Option{WithNofollow(), WithMaxText(30), WithCallback(func(a *Anchor) bool {
		if a.Host() == "example.com" {
			a.SetAttr("class", "own")
		}
		return true
	})}
	section := &html.Node{Type: html.ElementNode, Data: "section", DataAtom: atom.Section}
	context := &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div}
	section.AppendChild(context)

	jobs := []struct {
		name  string
		items []string
		run   func(string) (string, error)
	}{
		{"LinkifyString", frags, func(s string) (string, error) { return LinkifyString(s, opts...) }},
		{"LinkifyFragment", frags, func(s string) (string, error) {
			var b strings.Builder
			err := LinkifyFragment(&b, strings.NewReader(s), context, opts...)
			return b.String(), err
		}},
		{"LinkifyDocument", docs, func(s string) (string, error) {
			var b bytes.Buffer
			err := LinkifyDocument(&b, strings.NewReader(s), opts...)
			return b.String(), err
		}},
		{"Linkify", docs, func(s string) (string, error) {
			doc, err := html.Parse(strings.NewReader(s))
			if err != nil {
				return "", err
			}
			if err := Linkify(doc, opts...); err != nil {
				return "", err
			}
			var b strings.Builder
			err = html.Render(&b, doc)
			return b.String(), err
		}},
		{"LinkifyText", texts, func(s string) (string, error) { return LinkifyText(s, opts...) }},
	}
	for _, job := range jobs {
		serial := make([]string, len(job.items))
		for i, s := range job.items {
			out, err := job.run(s)
			if err != nil {
				t.Fatal(err)
			}
			serial[i] = out
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		differ := 0
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// Four workers take each item, each from its own
				// starting point.
				for k := range job.items {
					i := (k + w*len(job.items)/workers) % len(job.items)
					if i%4 != w%4 {
						continue
					}
					out, err := job.run(job.items[i])
					if err != nil || out != serial[i] {
						mu.Lock()
						differ++
						mu.Unlock()
					}
				}
			}()
		}
		wg.Wait()
		if differ > 0 {
			t.Errorf("%s: %d concurrent results differ from the serial ones", job.name, differ)
		}
		if context.FirstChild != nil || context.Parent != section || section.FirstChild != context {
			t.Fatalf("%s: the shared context changed", job.name)
		}
	}
}
