// Command compare measures uts58 side by side with its peers in one
// process, alternating them round by round, and prints one Markdown table
// of median throughput, ratios and link counts. In each round a contender
// repeats its pass over the input for at least -pass-time (once if a pass
// takes longer), so that each is timed warm and over many milliseconds, as
// a Go benchmark would:
//
//   - text, line by line: uts58 (linkify.Detector.AppendSpans and
//     linkify.Find), gitlab.com/golang-commonmark/linkify, mvdan.cc/xurls/v2
//     (Relaxed, on the first MB: it runs at well under 1 MB/s);
//   - Markdown: goldmark alone, with its stock Linkify, with this extension;
//   - HTML: x/net/html parse+render, and with htmlwalk.Linkify.
//
// It is its own module so that the peers never enter the library's go.mod.
//
//	go run . [-shared ../../../shared] [-rounds 5] [-pass-time 250ms]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	cmlinkify "gitlab.com/golang-commonmark/linkify"
	"mvdan.cc/xurls/v2"

	"github.com/golinkify/uts58/extension"
	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
	"golang.org/x/net/html"
)

// contender is one implementation run on one input; it returns the number
// of links it found.
type contender struct {
	name string
	run  func(in []byte) int
}

func main() {
	shared := flag.String("shared", defaultShared(), "the shared reference folder")
	rounds := flag.Int("rounds", 5, "rounds (the median is reported)")
	flag.DurationVar(&passTime, "pass-time", 250*time.Millisecond, "in each round, a contender repeats its pass for at least this long")
	xurlsBytes := flag.Int("xurls-bytes", 1<<20, "xurls is slow: it runs on this much of each corpus")
	flag.Parse()
	if err := run(*shared, *rounds, *xurlsBytes); err != nil {
		fmt.Fprintln(os.Stderr, "compare:", err)
		os.Exit(1)
	}
}

func defaultShared() string {
	if d := os.Getenv("UTS58_SHARED"); d != "" {
		return d
	}
	return filepath.Join("..", "..", "..", "shared")
}

func run(shared string, rounds, xurlsBytes int) error {
	d := linkify.MustNew()
	var spans []linkify.Link
	relaxed := xurls.Relaxed()
	// Each text contender gets the corpus line by line (a link never spans a
	// line): golang-commonmark/linkify takes quadratic time on a whole 6 MB
	// string (0.3 MB/s at 1 MB), and so would not be measured fairly.
	// The lines are cut once per corpus, outside the timed runs, so that
	// what is timed is the linkifiers alone; xurls gets the first ones.
	var lines []string
	var xurlsLines int
	perLine := func(f func(line string) int) func([]byte) int {
		return func([]byte) int {
			n := 0
			for _, line := range lines {
				n += f(line)
			}
			return n
		}
	}
	text := []contender{
		{"uts58 AppendSpans", perLine(func(l string) int { spans = d.AppendSpans(spans[:0], l); return len(spans) })},
		{"uts58 Find (hrefs)", perLine(func(l string) int { return len(d.Find(l)) })},
		{"golang-commonmark/linkify", perLine(func(l string) int { return len(cmlinkify.Links(l)) })},
		{"xurls Relaxed", func([]byte) int {
			n := 0
			for _, line := range lines[:xurlsLines] {
				n += len(relaxed.FindAllStringIndex(line, -1))
			}
			return n
		}},
	}
	fmt.Printf("Measured %s, %d rounds of at least %v per contender, median; Go %s, %d CPUs. Text is given line by line.\n\n",
		time.Now().UTC().Format("2006-01-02"), rounds, passTime, runtime.Version(), runtime.NumCPU())
	fmt.Println("| input | implementation | MB/s | vs golang-commonmark | links |")
	fmt.Println("| --- | --- | ---: | ---: | ---: |")
	err := forCorpora(shared, func(name string, in []byte) {
		lines = slices.Collect(strings.Lines(string(in)))
		xurlsLines = bytes.Count(in[:cutAtLine(in, xurlsBytes)], []byte("\n"))
		res := measure(text, in, rounds, map[string]int{"xurls Relaxed": xurlsBytes})
		base := res["golang-commonmark/linkify"].mbps
		for _, c := range text {
			r := res[c.name]
			fmt.Printf("| %s | %s | %.1f | %.2f× | %d |\n", name, c.name, r.mbps, r.mbps/base, r.links)
		}
	})
	if err != nil {
		return err
	}

	md := []contender{
		{"goldmark", convert(goldmark.New())},
		{"goldmark + stock Linkify", convert(goldmark.New(goldmark.WithExtensions(gext.Linkify)))},
		{"goldmark + uts58 Linkify", convert(goldmark.New(goldmark.WithExtensions(extension.Linkify)))},
	}
	fmt.Println("\n| Markdown input | converter | MB/s | vs stock Linkify |")
	fmt.Println("| --- | --- | ---: | ---: |")
	err = forCorpora(shared, func(name string, in []byte) {
		res := measure(md, in, rounds, nil)
		base := res["goldmark + stock Linkify"].mbps
		for _, c := range md {
			fmt.Printf("| %s | %s | %.1f | %.2f× |\n", name, c.name, res[c.name].mbps, res[c.name].mbps/base)
		}
	})
	if err != nil {
		return err
	}

	docs, err := filepath.Glob(filepath.Join(shared, "corpus", "udhr-html", "*.html"))
	if err != nil || len(docs) == 0 {
		return fmt.Errorf("no HTML documents in %s", shared)
	}
	var all []byte
	var bounds []int
	for _, f := range docs {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		all = append(all, b...)
		bounds = append(bounds, len(all))
	}
	each := func(linkifyIt bool) func([]byte) int {
		return func(in []byte) int {
			prev := 0
			for _, end := range bounds {
				doc, _ := html.Parse(bytes.NewReader(in[prev:end]))
				if linkifyIt {
					htmlwalk.Linkify(doc)
				}
				html.Render(io.Discard, doc)
				prev = end
			}
			return 0
		}
	}
	h := []contender{{"x/net/html parse+render", each(false)}, {"parse+htmlwalk.Linkify+render", each(true)}}
	res := measure(h, all, rounds, nil)
	base := res["x/net/html parse+render"].mbps
	fmt.Printf("\n| HTML input | pipeline | MB/s | vs parse+render |\n| --- | --- | ---: | ---: |\n")
	for _, c := range h {
		fmt.Printf("| udhr-html (%d documents) | %s | %.1f | %.2f× |\n", len(docs), c.name, res[c.name].mbps, res[c.name].mbps/base)
	}
	return nil
}

// forCorpora calls fn with each text corpus.
func forCorpora(shared string, fn func(name string, in []byte)) error {
	for _, name := range []string{"email.txt", "mixed.txt", "udhr.txt"} {
		in, err := os.ReadFile(filepath.Join(shared, "corpus", name))
		if err != nil {
			return err
		}
		fn(name, in)
	}
	return nil
}

// cutAtLine returns the length of in up to the last line end within n bytes.
func cutAtLine(in []byte, n int) int {
	if n >= len(in) {
		return len(in)
	}
	if i := bytes.LastIndexByte(in[:n], '\n'); i >= 0 {
		return i + 1
	}
	return n
}

func convert(m goldmark.Markdown) func([]byte) int {
	return func(in []byte) int {
		m.Convert(in, io.Discard)
		return 0
	}
}

type result struct {
	mbps  float64
	links int
}

// passTime is how long, at least, a contender repeats its pass in a round.
var passTime time.Duration

// measure runs the contenders on in, round by round in alternating order,
// and returns each one's median throughput; size overrides the bytes a
// contender reads.
func measure(cs []contender, in []byte, rounds int, size map[string]int) map[string]result {
	times := map[string][]float64{}
	links := map[string]int{}
	for r := 0; r < rounds; r++ {
		order := slices.Clone(cs)
		if r%2 == 1 {
			slices.Reverse(order)
		}
		for _, c := range order {
			n := len(in)
			if s, ok := size[c.name]; ok {
				n = cutAtLine(in, s)
			}
			start, passes := time.Now(), 0
			for passes == 0 || time.Since(start) < passTime {
				links[c.name] = c.run(in)
				passes++
			}
			times[c.name] = append(times[c.name], float64(n*passes)/1e6/time.Since(start).Seconds())
		}
	}
	out := map[string]result{}
	for name, t := range times {
		slices.Sort(t)
		out[name] = result{t[len(t)/2], links[name]}
	}
	return out
}
