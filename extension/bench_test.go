package extension

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"testing"

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

// BenchmarkConvertFloor bounds what any linkifier that makes AutoLink
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
	var spans []linkify.Link
	doc := goldmark.New(goldmark.WithExtensions(Linkify)).Parser().Parse(text.NewReader(src))
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l, ok := n.(*ast.AutoLink); ok && entering && IsLinkifyNode(l, src) {
			kind := linkify.URL
			if l.AutoLinkType == ast.AutoLinkEmail {
				kind = linkify.Email
			}
			spans = append(spans, linkify.Link{Start: l.Pos(), End: l.Pos() + len(l.Label(src)), Kind: kind})
		}
		return ast.WalkContinue, nil
	})
	return spans
}

// presetLinks is an AST pass that turns spans, found beforehand, into
// AutoLinks where each lies inside one text node.
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
			typ := ast.AutoLinkURL
			if l.Kind == linkify.Email {
				typ = ast.AutoLinkEmail
			}
			parent := t.Parent()
			parent.InsertBefore(parent, t, ast.NewTextSegment(t.Segment.WithStop(l.Start)))
			link := ast.NewAutoLink(typ, ast.NewTextSegment(text.NewSegment(l.Start, l.End)))
			link.SetPos(l.Start) // as this extension's links are
			parent.InsertBefore(parent, t, link)
			t.Segment = t.Segment.WithStart(l.End)
			p.made++
		}
		return ast.WalkContinue, nil
	})
}

// BenchmarkMarkdownCorpus converts the Markdown corpus (3,074 real
// documents) with plain goldmark, goldmark's stock Linkify and GFM, and
// this extension's Linkify and GFM, side by side in one run: whole
// documents, their paragraphs one at a time, and 144-byte comments each
// written to a fresh buffer (as a server answering requests does). Compare
// the contenders' ns/op of one run; ratios between runs mean little on a
// shared machine.
func BenchmarkMarkdownCorpus(b *testing.B) {
	docs := markdownCorpus(b)
	inputs := []struct {
		name  string
		texts [][]byte
		fresh bool // a new output buffer for each text
	}{
		{"documents", docs, false},
		{"paragraphs", paragraphs(docs), false},
		{"comments144", comments(docs, 144), true},
	}
	converters := []struct {
		name string
		md   goldmark.Markdown
	}{
		{"goldmark", goldmark.New()},
		{"stock-linkify", goldmark.New(goldmark.WithExtensions(gext.Linkify))},
		{"uts58-linkify", goldmark.New(goldmark.WithExtensions(Linkify))},
		{"stock-gfm", goldmark.New(goldmark.WithExtensions(gext.GFM))},
		{"uts58-gfm", goldmark.New(goldmark.WithExtensions(GFM))},
	}
	for _, in := range inputs {
		size := 0
		for _, t := range in.texts {
			size += len(t)
		}
		for _, c := range converters {
			b.Run(in.name+"/"+c.name, func(b *testing.B) {
				b.SetBytes(int64(size))
				b.ReportAllocs()
				var out bytes.Buffer
				for b.Loop() {
					for _, t := range in.texts {
						w := &out
						if in.fresh {
							w = new(bytes.Buffer)
						} else {
							out.Reset()
						}
						if err := c.md.Convert(t, w); err != nil {
							b.Fatal(err)
						}
					}
				}
			})
		}
	}
}
