package linkify

import (
	"html"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

var corpora = []string{"email.txt", "mixed.txt", "udhr.txt", "cjk.txt"}

// prose returns the paragraphs of a declaration of udhr-html as text, one
// a line: prose in one script, with no link at all.
func prose(tb testing.TB, doc string) string {
	tb.Helper()
	var b strings.Builder
	for _, m := range paragraph.FindAllStringSubmatch(string(shareddata.Read(tb, "corpus/udhr-html/"+doc)), -1) {
		if p := strings.TrimSpace(html.UnescapeString(tag.ReplaceAllString(m[1], ""))); p != "" {
			b.WriteString(p)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

var paragraph, tag = regexp.MustCompile(`(?s)<p[^>]*>(.*?)</p>`), regexp.MustCompile(`<[^>]+>`)

// BenchmarkProse measures AppendSpans on the Japanese and Chinese
// declarations of udhr-html line by line and whole, in the default mode
// and with only URLs with a scheme (WithSchemeless(false), WithEmail(false)).
func BenchmarkProse(b *testing.B) {
	for _, doc := range []string{"jpn.html", "cmn_hans.html"} {
		text := prose(b, doc)
		lines := slices.Collect(strings.Lines(text))
		for _, m := range []struct {
			name string
			d    *Detector
		}{{"all", MustNew()}, {"scheme", MustNew(WithSchemeless(false), WithEmail(false))}} {
			var links []Link
			b.Run(doc+"/"+m.name+"/lines", func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					for _, l := range lines {
						links = m.d.AppendSpans(links[:0], l)
					}
				}
			})
			b.Run(doc+"/"+m.name+"/whole", func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					links = m.d.AppendSpans(links[:0], text)
				}
			})
		}
	}
}

// BenchmarkFind measures Find with hrefs on each corpus, as one text.
func BenchmarkFind(b *testing.B) {
	for _, name := range corpora {
		b.Run(name, func(b *testing.B) {
			text := string(shareddata.Read(b, "corpus/"+name))
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				Find(text)
			}
		})
	}
}

// BenchmarkAppendSpans measures a Detector appending spans into a reused
// slice: the allocation-free path.
func BenchmarkAppendSpans(b *testing.B) {
	for _, name := range corpora {
		b.Run(name, func(b *testing.B) {
			text := string(shareddata.Read(b, "corpus/"+name))
			d := MustNew()
			var links []Link
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				links = d.AppendSpans(links[:0], text)
			}
			b.ReportMetric(float64(len(links)), "links")
		})
	}
}

// BenchmarkLines gives each corpus line by line, as examples/compare does
// for every text linkifier: it shows the cost per call on top of the cost
// per byte, for Find (hrefs, a new slice) and AppendSpans (a reused slice),
// for AppendSpans with SafePolicy, with DocumentPolicy (the default of the
// linkifiers) and ForumPolicy, and for AppendSpans with URLs with a scheme
// alone (no scheme-less domains, no addresses).
func BenchmarkLines(b *testing.B) {
	for _, name := range corpora {
		text := string(shareddata.Read(b, "corpus/"+name))
		lines := slices.Collect(strings.Lines(text))
		d := MustNew()
		b.Run(name+"/Find", func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				for _, l := range lines {
					d.Find(l)
				}
			}
		})
		for _, v := range []struct {
			name string
			d    *Detector
		}{
			{"AppendSpans", d},
			{"AppendSpans-SafePolicy", MustNew(WithPolicy(SafePolicy()))},
			{"AppendSpans-DocumentPolicy", MustNew(WithPolicy(DocumentPolicy()))},
			{"AppendSpans-ForumPolicy", MustNew(WithPolicy(ForumPolicy()))},
			{"AppendSpans-SchemeOnly", MustNew(WithSchemeless(false), WithEmail(false))},
		} {
			b.Run(name+"/"+v.name, func(b *testing.B) {
				var links []Link
				b.SetBytes(int64(len(text)))
				b.ReportAllocs()
				for b.Loop() {
					for _, l := range lines {
						links = v.d.AppendSpans(links[:0], l)
					}
				}
			})
		}
	}
}

// BenchmarkLineShapes times AppendSpans on lines of the shapes that
// dominate e-mail text, each alone: the cost per line of each kind of
// candidate.
func BenchmarkLineShapes(b *testing.B) {
	d := MustNew()
	var links []Link
	for _, s := range []string{
		"This is a sentence. And another one, quite long for a line.\n",
		"Subject: hello there, meeting at 12:30 tomorrow\n",
		"From: John Doe <john.doe@example.com>\n",
		"http://www.example.com/path/to/page.html\n",
		"see www.example.com for more\n",
		"Received: from mail.example.com (localhost [127.0.0.1])\n",
		"Message-Id: <20020801.123456.7890@mail.example.com>\n",
	} {
		b.Run(strings.Fields(s)[0], func(b *testing.B) {
			b.SetBytes(int64(len(s)))
			for b.Loop() {
				links = d.AppendSpans(links[:0], s)
			}
		})
	}
}

// BenchmarkFindFloor bounds Find line by line: detection plus the new
// slice that Find returns for each line with links, with no href at all
// (Find also makes one string per call for its hrefs).
func BenchmarkFindFloor(b *testing.B) {
	for _, name := range corpora {
		text := string(shareddata.Read(b, "corpus/"+name))
		lines := slices.Collect(strings.Lines(text))
		d := MustNew()
		b.Run(name, func(b *testing.B) {
			var scratch []Link
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				for _, l := range lines {
					if scratch = d.AppendSpans(scratch[:0], l); len(scratch) > 0 {
						sink = slices.Clone(scratch)
					}
				}
			}
		})
	}
}

// sink keeps benchmark results alive.
var sink []Link
