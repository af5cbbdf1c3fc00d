package extension

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// BenchmarkConvert converts each corpus as one Markdown document with
// goldmark alone, goldmark with its stock Linkify, and goldmark with this
// Linkify, side by side.
func BenchmarkConvert(b *testing.B) {
	converters := []struct {
		name string
		md   goldmark.Markdown
	}{
		{"goldmark", goldmark.New()},
		{"stock-linkify", goldmark.New(goldmark.WithExtensions(gext.Linkify))},
		{"uts58-linkify", goldmark.New(goldmark.WithExtensions(Linkify))},
	}
	for _, name := range []string{"email.txt", "mixed.txt", "udhr.txt"} {
		src := shareddata.Read(b, "corpus/"+name)
		for _, c := range converters {
			b.Run(name+"/"+c.name, func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				b.ReportAllocs()
				for b.Loop() {
					if err := c.md.Convert(src, io.Discard); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkLongParagraph converts one paragraph of n links between
// emphasis (text nodes and links both grow with n), at three sizes: the
// time per byte stays flat.
func BenchmarkLongParagraph(b *testing.B) {
	md := goldmark.New(goldmark.WithExtensions(Linkify))
	for _, n := range []int{1000, 4000, 16000} {
		src := []byte(strings.Repeat("普遍适用测试。我爱你 *x* ", n))
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				md.Convert(src, io.Discard)
			}
		})
	}
}

// BenchmarkConvertFloor bounds what any linkifier that makes link
// nodes can reach: goldmark with an AST pass that splits the text nodes at
// the links found beforehand (no detection at all), rendered by goldmark
// ("floor") or by this extension's renderer ("floor-uts58-render"), side
// by side with goldmark and its stock Linkify. Links that goldmark's own
// text nodes cut in two are left out, which only makes the floor faster.
func BenchmarkConvertFloor(b *testing.B) {
	for _, name := range []string{"email.txt", "mixed.txt", "udhr.txt"} {
		src := shareddata.Read(b, "corpus/"+name)
		floor := &presetLinks{spans: linkSpans(src)}
		converters := []struct {
			name string
			md   goldmark.Markdown
		}{
			{"stock-linkify", goldmark.New(goldmark.WithExtensions(gext.Linkify))},
			{"floor", goldmark.New(goldmark.WithParserOptions(parser.WithASTTransformers(util.Prioritized(floor, 0))))},
			{"floor-uts58-render", goldmark.New(
				goldmark.WithParserOptions(parser.WithASTTransformers(util.Prioritized(floor, 0))),
				goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(newLinkRenderer(), rendererPriority))))},
		}
		for _, c := range converters {
			b.Run(name+"/"+c.name, func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				for b.Loop() {
					floor.made = 0
					if err := c.md.Convert(src, io.Discard); err != nil {
						b.Fatal(err)
					}
				}
				if c.name != "stock-linkify" {
					b.ReportMetric(float64(floor.made), "links")
				}
			})
		}
	}
}

// linkSpans returns the links that this extension makes in src, in order.
func linkSpans(src []byte) []linkify.Link {
	links, _ := linkNodes(goldmark.New(goldmark.WithExtensions(Linkify)), src)
	var spans []linkify.Link
	for _, l := range links {
		spans = append(spans, spanOf(l, src))
	}
	return spans
}

// presetLinks is an AST pass that turns spans, found beforehand with their
// hrefs, into this extension's Links where each lies inside one text node.
type presetLinks struct {
	spans []linkify.Link
	made  int
}

func (p *presetLinks) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	k := 0
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		t, ok := n.(*ast.Text)
		if !entering || !ok {
			return ast.WalkContinue, nil
		}
		for k < len(p.spans) && p.spans[k].Start < t.Segment.Start {
			k++
		}
		for ; k < len(p.spans) && p.spans[k].End <= t.Segment.Stop; k++ {
			l := p.spans[k]
			parent := t.Parent()
			parent.InsertBefore(parent, t, ast.NewTextSegment(t.Segment.WithStop(l.Start)))
			parent.InsertBefore(parent, t, newLinkNode(l.Start, l.End, l.Kind, []byte(l.Href)))
			t.Segment = t.Segment.WithStart(l.End)
			p.made++
		}
		return ast.WalkContinue, nil
	})
}

// corpusInputs are the Markdown corpus as the three inputs of the corpus
// benchmarks: whole documents, their paragraphs one at a time, and 144-byte
// comments each written to a fresh buffer (as a server answering requests
// does).
func corpusInputs(b *testing.B) []corpusInput {
	docs := markdownCorpus(b)
	return []corpusInput{
		{"documents", docs, false},
		{"paragraphs", shareddata.Paragraphs(docs), false},
		{"comments144", shareddata.Comments(docs, 144), true},
	}
}

type corpusInput struct {
	name  string
	texts [][]byte
	fresh bool // a new output buffer for each text
}

func (in *corpusInput) size() int {
	n := 0
	for _, t := range in.texts {
		n += len(t)
	}
	return n
}

// convert converts texts with md.
func (in *corpusInput) convert(b *testing.B, md goldmark.Markdown, texts [][]byte, out *bytes.Buffer) {
	for _, t := range texts {
		w := out
		if in.fresh {
			w = new(bytes.Buffer)
		} else {
			out.Reset()
		}
		if err := md.Convert(t, w); err != nil {
			b.Fatal(err)
		}
	}
}

// contender is a goldmark set-up of the corpus benchmarks.
type contender struct {
	name string
	md   goldmark.Markdown
}

func contenders() []contender {
	return []contender{
		{"goldmark", goldmark.New()},
		{"stock-linkify", goldmark.New(goldmark.WithExtensions(gext.Linkify))},
		{"uts58-linkify", goldmark.New(goldmark.WithExtensions(Linkify))},
		{"stock-gfm", goldmark.New(goldmark.WithExtensions(gext.GFM))},
		{"uts58-gfm", goldmark.New(goldmark.WithExtensions(GFM))},
		{"stock-hugo", hugoSet(gext.GFM)},
		{"uts58-hugo", hugoSet(GFM)},
	}
}

// hugoSet is goldmark with the extensions that Hugo turns on by default
// (GFM, typographer, footnotes, definition lists, attributes, heading
// IDs), gfm being the GFM bundle: what site builders run.
func hugoSet(gfm goldmark.Extender) goldmark.Markdown {
	return goldmark.New(
		goldmark.WithExtensions(gfm, gext.Typographer, gext.Footnote, gext.DefinitionList),
		goldmark.WithParserOptions(parser.WithAttribute(), parser.WithAutoHeadingID()))
}

// BenchmarkMarkdownCorpus converts the Markdown corpus (3,074 real
// documents) with plain goldmark, goldmark's stock Linkify and GFM, and
// this extension's Linkify and GFM (each GFM also with Hugo's set), each
// as a benchmark of its own (for -benchmem); BenchmarkMarkdownCorpusRatios
// gives the ratios.
func BenchmarkMarkdownCorpus(b *testing.B) {
	for _, in := range corpusInputs(b) {
		for _, c := range contenders() {
			b.Run(in.name+"/"+c.name, func(b *testing.B) {
				b.SetBytes(int64(in.size()))
				b.ReportAllocs()
				var out bytes.Buffer
				for b.Loop() {
					in.convert(b, c.md, in.texts, &out)
				}
			})
		}
	}
}

// BenchmarkMarkdownCorpusRatios converts the corpus inputs with every
// contender in turn, a batch of about 64 KB at a time in rotating order,
// so that all see the same conditions, and reports the CPU time each one
// spends on a pass (name-ms; process CPU time, garbage collection
// included: on a shared machine wall time also counts the waiting) and
// the speed of this extension relative to the others (x-name: their time
// over ours; above 1 is faster).
func BenchmarkMarkdownCorpusRatios(b *testing.B) {
	cs := contenders()
	for _, in := range corpusInputs(b) {
		var batches [][][]byte
		for i := 0; i < len(in.texts); {
			j, n := i, 0
			for ; j < len(in.texts) && n < 64<<10; j++ {
				n += len(in.texts[j])
			}
			batches = append(batches, in.texts[i:j])
			i = j
		}
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(in.size()) * int64(len(cs)))
			spent := make([]time.Duration, len(cs))
			var out bytes.Buffer
			turn := 0
			for b.Loop() {
				for _, batch := range batches {
					turn++
					for k := range cs {
						c := (k + turn) % len(cs)
						t0 := cpuTime()
						in.convert(b, cs[c].md, batch, &out)
						spent[c] += cpuTime() - t0
					}
				}
			}
			ns := func(name string) float64 {
				for i, c := range cs {
					if c.name == name {
						return float64(spent[i]) / float64(b.N)
					}
				}
				panic(name)
			}
			for _, c := range cs {
				b.ReportMetric(ns(c.name)/1e6, c.name+"-ms")
			}
			b.ReportMetric(ns("stock-linkify")/ns("uts58-linkify"), "x-stock-linkify")
			b.ReportMetric(ns("goldmark")/ns("uts58-linkify"), "x-goldmark")
			b.ReportMetric(ns("stock-gfm")/ns("uts58-gfm"), "x-stock-gfm")
			b.ReportMetric(ns("goldmark")/ns("uts58-gfm"), "gfm-x-goldmark")
			b.ReportMetric(ns("stock-hugo")/ns("uts58-hugo"), "x-stock-hugo")
		})
	}
}
