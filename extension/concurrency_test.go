package extension

import (
	"bytes"
	"strings"
	"sync"
	"testing"

	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
)

// TestConcurrentConvert converts real documents with one goldmark.Markdown
// per set-up shared by 16 goroutines, as a server does, and compares each
// output with the serial one. Run it with -race: nothing the extension
// shares between conversions may change.
func TestConcurrentConvert(t *testing.T) {
	docs := markdownCorpus(t)
	step := 5 // a sample of 615 documents (2.6 MB): -race is slow
	if testing.Short() {
		step = 50
	}
	var sample [][]byte
	for i := 0; i < len(docs); i += step {
		sample = append(sample, docs[i])
	}
	external := func(a *Anchor) bool {
		if a.Host() != "gohugo.io" {
			a.AddRel("nofollow", "ugc")
		}
		return !strings.HasSuffix(a.Host(), ".invalid")
	}
	setups := []struct {
		name string
		md   goldmark.Markdown
	}{
		{"Linkify", goldmark.New(goldmark.WithExtensions(Linkify))},
		{"GFM+Typographer", goldmark.New(goldmark.WithExtensions(GFM, gext.Typographer))},
		{"options", goldmark.New(goldmark.WithExtensions(NewLinkify(
			WithLinkifyDefaultScheme("http"), WithLinkifyTarget("_blank"), WithLinkifyClass("ext"),
			WithLinkifyMaxText(24), WithLinkifyCallback(external))))},
		{"parser options", goldmark.New(goldmark.WithExtensions(GFM),
			goldmark.WithParserOptions(WithLinkifyRel("ugc"), WithLinkifyWWWOnly(true), WithLinkifyCallback(external)))},
	}
	for _, s := range setups {
		t.Run(s.name, func(t *testing.T) {
			want := make([]string, len(sample))
			for i, d := range sample {
				want[i] = render(t, s.md, string(d))
			}
			const workers = 16
			var wg sync.WaitGroup
			errs := make(chan string, workers)
			for w := range workers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					var out bytes.Buffer
					// Each worker starts elsewhere, so that different
					// documents are converted at the same time.
					for k := range sample {
						i := (k + w*len(sample)/workers) % len(sample)
						out.Reset()
						if err := s.md.Convert(sample[i], &out); err != nil {
							errs <- err.Error()
							return
						}
						if out.String() != want[i] {
							errs <- "document " + string(sample[i][:min(60, len(sample[i]))]) + ": output differs from the serial one"
							return
						}
					}
				}()
			}
			wg.Wait()
			close(errs)
			for e := range errs {
				t.Error(e)
			}
		})
	}
}
