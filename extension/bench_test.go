package extension

import (
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
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
