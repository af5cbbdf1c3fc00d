// Command compare measures uts58 side by side with its peers in one
// process, alternating them round by round, and prints one Markdown table
// of median throughput, ratios and link counts. In each round a contender
// repeats its pass over the input for at least -pass-time (once if a pass
// takes longer), so that each is timed warm and over many milliseconds, as
// a Go benchmark would:
//
//   - text: the corpora email.txt, mixed.txt, udhr.txt and cjk.txt, the
//     Japanese and Chinese declarations of udhr-html (prose alone), and
//     comments (the Markdown corpus cut into pieces of at most 144 bytes),
//     given line by line (comment by comment) and as whole files:
//     uts58 (linkify.Detector.AppendSpans and linkify.Find),
//     gitlab.com/golang-commonmark/linkify, mvdan.cc/xurls/v2 (Relaxed, on
//     the first MB: it runs at well under 1 MB/s) and the Rust linkify
//     crate (rustbench/, when it is built), also with URLs with a scheme
//     alone (uts58 WithSchemeless(false), WithEmail(false));
//   - Markdown: goldmark alone, with its stock Linkify and GFM, and with
//     this extension's Linkify and GFM, on the Markdown corpus (documents,
//     paragraphs and 144-byte comments, one at a time) and on the text
//     corpora as documents;
//   - HTML: x/net/html parse+render, and with htmlwalk.Linkify.
//
// Throughput is by the CPU time of the process (-clock cpu, the default:
// getrusage, which counts Go's background garbage collection too, and which
// other jobs on a shared machine do not lengthen), or by the wall clock
// (-clock wall).
//
// It is its own module so that the peers never enter the library's go.mod.
//
//	go run . [-shared ../../../shared] [-rounds 5] [-pass-time 250ms] [-clock cpu|wall] [-only text,markdown,html] [-inputs cjk,jpn]
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	cmlinkify "gitlab.com/golang-commonmark/linkify"
	"mvdan.cc/xurls/v2"

	"github.com/golinkify/uts58/extension"
	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// contender is one implementation run on one input. Either run makes one
// pass and returns the number of links found (compare times it), or timed
// makes passes for at least the given time and returns its own MB/s and
// links (the Rust harness, which times itself).
type contender struct {
	name  string
	run   func() int
	timed func(d time.Duration) (float64, int, error)
	bytes int    // what a pass reads
	rust  string // the Rust contender that does the same job, if any
	ref   bool   // the reference peer of its input
}

// input is one text to measure: its units (lines, or comments) and the
// file the Rust harness reads, with how it cuts it.
type input struct {
	name, file, unit string // unit: "lines" or "records" ('\x1e'-separated)
	text             string
	units            []string
	whole            bool // also measured as one text
}

var (
	passTime time.Duration
	cpuClock bool // throughput by CPU time, not wall time
	rust     *rustHarness
)

func main() {
	shared := flag.String("shared", defaultShared(), "the shared reference folder")
	rounds := flag.Int("rounds", 5, "rounds (the median is reported)")
	flag.DurationVar(&passTime, "pass-time", 250*time.Millisecond, "in each round, a contender repeats its pass for at least this long")
	xurlsBytes := flag.Int("xurls-bytes", 1<<20, "xurls is slow: it runs on this much of each input (0: not at all)")
	rustBin := flag.String("rust", filepath.Join("rustbench", "target", "release", "rustbench"), "the Rust harness (cargo build --release in rustbench/)")
	clock := flag.String("clock", "cpu", "what throughput is measured by: cpu (the CPU time of the process) or wall")
	only := flag.String("only", "text,markdown,html", "the sections to run")
	inputs := flag.String("inputs", "", "run only the inputs whose name holds one of these comma-separated words")
	flag.Parse()
	if *clock != "cpu" && *clock != "wall" {
		fmt.Fprintf(os.Stderr, "compare: -clock %q: want cpu or wall\n", *clock)
		os.Exit(2)
	}
	cpuClock = *clock == "cpu"
	c := &comparison{shared: *shared, rounds: *rounds, xurlsBytes: *xurlsBytes, inputs: splitList(*inputs)}
	if err := c.run(splitList(*only), *rustBin); err != nil {
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

func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

type comparison struct {
	shared     string
	rounds     int
	xurlsBytes int
	inputs     []string
	tmp        string // where the texts made here are written for Rust
}

// wanted reports whether the input name was asked for.
func (c *comparison) wanted(name string) bool {
	if len(c.inputs) == 0 {
		return true
	}
	for _, w := range c.inputs {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

func (c *comparison) run(sections []string, rustBin string) error {
	var err error
	if c.tmp, err = os.MkdirTemp("", "compare"); err != nil {
		return err
	}
	defer os.RemoveAll(c.tmp)
	rustNote := "Rust linkify: not built (`cd rustbench && cargo build --release`), skipped"
	if slices.Contains(sections, "text") {
		if rust, err = startRust(rustBin); err != nil {
			rustNote = fmt.Sprintf("Rust linkify: %v, skipped", err)
		} else {
			defer rust.close()
			rustNote = "Rust linkify crate " + rust.version + ", " + rustcVersion()
		}
	}
	clock := "wall-clock time"
	if cpuClock {
		clock = "CPU time"
	}
	fmt.Printf("Measured %s on %s; %d rounds of at least %v per contender, median MB/s by %s; Go %s %s/%s; %s.\n\n",
		time.Now().UTC().Format("2006-01-02"), machine(), c.rounds, passTime, clock, runtime.Version(), runtime.GOOS, runtime.GOARCH, rustNote)
	fmt.Println("| input | contender | MB/s | vs reference | vs Rust | links |")
	fmt.Println("| --- | --- | ---: | ---: | ---: | ---: |")
	for _, s := range sections {
		var err error
		switch s {
		case "text":
			err = c.text()
		case "markdown":
			err = c.markdown()
		case "html":
			err = c.html()
		default:
			err = fmt.Errorf("unknown section %q (text, markdown, html)", s)
		}
		if err != nil {
			return err
		}
	}
	fmt.Println("\nReferences: golang-commonmark/linkify line by line (text), goldmark + stock Linkify (Markdown), parse+render (HTML). \"vs Rust\": the Rust crate on the same job, cut the same way.")
	return nil
}

// text measures the text linkifiers on each text input.
func (c *comparison) text() error {
	all := linkify.MustNew()
	scheme := linkify.MustNew(linkify.WithSchemeless(false), linkify.WithEmail(false))
	relaxed := xurls.Relaxed()
	for i, load := range c.textInputs() {
		// One input at a time: the garbage collector's work during a pass
		// is then that of the contenders, not that of the other inputs.
		runtime.GC()
		in, err := load()
		if err != nil {
			return err
		}
		if err := c.writeForRust(&in, i); err != nil {
			return err
		}
		var spans []linkify.Link
		perUnit := func(d *linkify.Detector) func() int {
			return func() int {
				n := 0
				for _, u := range in.units {
					spans = d.AppendSpans(spans[:0], u)
					n += len(spans)
				}
				return n
			}
		}
		whole := func(d *linkify.Detector) func() int {
			return func() int { spans = d.AppendSpans(spans[:0], in.text); return len(spans) }
		}
		by := "lines"
		if in.unit == "records" {
			by = "comments"
		}
		cs := []contender{
			{name: "uts58 AppendSpans, " + by, run: perUnit(all), rust: "Rust linkify, " + by},
			{name: "uts58 Find (hrefs), " + by, run: func() int {
				n := 0
				for _, u := range in.units {
					n += len(all.Find(u))
				}
				return n
			}},
			{name: "golang-commonmark/linkify, " + by, ref: true, run: func() int {
				n := 0
				for _, u := range in.units {
					n += len(cmlinkify.Links(u))
				}
				return n
			}},
		}
		if c.xurlsBytes > 0 {
			cut := cutUnits(in.units, c.xurlsBytes)
			size := 0
			for _, u := range cut {
				size += len(u)
			}
			cs = append(cs, contender{name: "xurls Relaxed, " + by, bytes: size, run: func() int {
				n := 0
				for _, u := range cut {
					n += len(relaxed.FindAllStringIndex(u, -1))
				}
				return n
			}})
		}
		cs = append(cs, c.rustContender(in, "all", in.unit, "Rust linkify, "+by))
		if in.whole {
			cs = append(cs,
				contender{name: "uts58 AppendSpans, whole", run: whole(all), rust: "Rust linkify, whole"},
				c.rustContender(in, "all", "whole", "Rust linkify, whole"))
		}
		cs = append(cs,
			contender{name: "uts58 scheme only, " + by, run: perUnit(scheme), rust: "Rust scheme only, " + by},
			c.rustContender(in, "scheme", in.unit, "Rust scheme only, "+by))
		if in.whole {
			cs = append(cs,
				contender{name: "uts58 scheme only, whole", run: whole(scheme), rust: "Rust scheme only, whole"},
				c.rustContender(in, "scheme", "whole", "Rust scheme only, whole"))
		}
		cs = slices.DeleteFunc(cs, func(c contender) bool { return c.run == nil && c.timed == nil })
		for i := range cs {
			if cs[i].bytes == 0 {
				cs[i].bytes = len(in.text)
			}
		}
		c.report(in.name, cs)
	}
	return nil
}

// textInputs returns the loaders of the text inputs: the text corpora, the
// Japanese and Chinese prose of udhr-html, and the comments.
func (c *comparison) textInputs() []func() (input, error) {
	var ins []func() (input, error)
	for _, name := range []string{"email.txt", "mixed.txt", "udhr.txt", "cjk.txt"} {
		if c.wanted(name) {
			ins = append(ins, func() (input, error) {
				file := filepath.Join(c.shared, "corpus", name)
				b, err := os.ReadFile(file)
				return lines(input{name: name, file: file, unit: "lines", text: string(b), whole: true}), err
			})
		}
	}
	for _, p := range []struct{ name, doc string }{
		{"Japanese prose (udhr-html jpn)", "jpn.html"},
		{"Chinese prose (udhr-html cmn_hans)", "cmn_hans.html"},
	} {
		if c.wanted(p.name) {
			ins = append(ins, func() (input, error) {
				text, err := prose(filepath.Join(c.shared, "corpus", "udhr-html", p.doc))
				return lines(input{name: p.name, unit: "lines", text: text, whole: true}), err
			})
		}
	}
	if c.wanted("comments") {
		ins = append(ins, func() (input, error) {
			docs, err := shareddata.MarkdownDocs(c.shared)
			units := stringsOf(shareddata.Comments(docs, 144))
			return input{name: fmt.Sprintf("comments (%d, ≤144 bytes, of the Markdown corpus)", len(units)), unit: "records", text: strings.Join(units, ""), units: units}, err
		})
	}
	return ins
}

// lines returns in with its units, its lines.
func lines(in input) input {
	in.units = slices.Collect(strings.Lines(in.text))
	return in
}

// writeForRust writes in to c.tmp for the Rust harness, if it runs and in
// has no file yet.
func (c *comparison) writeForRust(in *input, i int) error {
	if in.file != "" || rust == nil {
		return nil
	}
	in.file = filepath.Join(c.tmp, fmt.Sprintf("input%d.txt", i))
	text := in.text
	if in.unit == "records" {
		text = strings.Join(in.units, "\x1e")
	}
	return os.WriteFile(in.file, []byte(text), 0o644)
}

// rustContender is the Rust crate on in, or no contender without it.
func (c *comparison) rustContender(in input, mode, unit, name string) contender {
	if rust == nil {
		return contender{}
	}
	return contender{name: name, timed: func(d time.Duration) (float64, int, error) {
		return rust.measure(mode, unit, d, in.file)
	}}
}

// prose returns the text of the paragraphs of an HTML document, one a line.
func prose(file string) (string, error) {
	f, err := os.Open(file)
	if err != nil {
		return "", err
	}
	defer f.Close()
	doc, err := html.Parse(f)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.DataAtom == atom.P {
			if t := strings.TrimSpace(textOf(n)); t != "" {
				b.WriteString(t)
				b.WriteByte('\n')
			}
			return
		}
		for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
			walk(ch)
		}
	}
	walk(doc)
	return b.String(), nil
}

func textOf(n *html.Node) string {
	if n.Type == html.TextNode {
		return n.Data
	}
	var b strings.Builder
	for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
		b.WriteString(textOf(ch))
	}
	return b.String()
}

// stringsOf returns bs as strings.
func stringsOf(bs [][]byte) []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = string(b)
	}
	return out
}

// cutUnits returns the first units of us that hold at most n bytes.
func cutUnits(us []string, n int) []string {
	size := 0
	for i, u := range us {
		if size += len(u); size > n {
			return us[:max(i, 1)]
		}
	}
	return us
}

// markdown measures goldmark with and without the linkifiers.
func (c *comparison) markdown() error {
	converters := []struct {
		name string
		md   goldmark.Markdown
		ref  bool
	}{
		{"goldmark", goldmark.New(), false},
		{"goldmark + stock Linkify", goldmark.New(goldmark.WithExtensions(gext.Linkify)), true},
		{"goldmark + uts58 Linkify", goldmark.New(goldmark.WithExtensions(extension.Linkify)), false},
		{"goldmark + stock GFM", goldmark.New(goldmark.WithExtensions(gext.GFM)), false},
		{"goldmark + uts58 GFM", goldmark.New(goldmark.WithExtensions(extension.GFM)), false},
	}
	measureDocs := func(name string, docs [][]byte, fresh bool) {
		size := 0
		for _, d := range docs {
			size += len(d)
		}
		var cs []contender
		for _, cv := range converters {
			var out bytes.Buffer
			cs = append(cs, contender{name: cv.name, ref: cv.ref, bytes: size, run: func() int {
				n := 0
				for _, d := range docs {
					w := &out
					if fresh {
						w = new(bytes.Buffer) // as a server answering requests
					} else {
						out.Reset()
					}
					cv.md.Convert(d, w)
					n += bytes.Count(w.Bytes(), []byte("<a href="))
				}
				return n
			}})
		}
		c.report(name, cs)
	}
	if c.wanted("Markdown") {
		docs, err := shareddata.MarkdownDocs(c.shared)
		if err != nil {
			return err
		}
		measureDocs(fmt.Sprintf("Markdown corpus, %d documents one at a time", len(docs)), docs, false)
		paras := shareddata.Paragraphs(docs)
		measureDocs(fmt.Sprintf("Markdown corpus, %d paragraphs one at a time", len(paras)), paras, false)
		var cs [][]byte
		for _, s := range shareddata.Comments(docs, 144) {
			cs = append(cs, bytes.Clone(s))
		}
		measureDocs(fmt.Sprintf("Markdown corpus, %d comments of ≤144 bytes, a new buffer each", len(cs)), cs, true)
	}
	for _, name := range []string{"email.txt", "mixed.txt", "udhr.txt"} {
		if !c.wanted(name + " as Markdown") {
			continue
		}
		in, err := os.ReadFile(filepath.Join(c.shared, "corpus", name))
		if err != nil {
			return err
		}
		measureDocs(name+" as Markdown", [][]byte{in}, false)
	}
	return nil
}

// html measures x/net/html with and without htmlwalk on udhr-html.
func (c *comparison) html() error {
	if !c.wanted("udhr-html") {
		return nil
	}
	docs, err := filepath.Glob(filepath.Join(c.shared, "corpus", "udhr-html", "*.html"))
	if err != nil || len(docs) == 0 {
		return fmt.Errorf("no HTML documents in %s", c.shared)
	}
	var all [][]byte
	size := 0
	for _, f := range docs {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		all = append(all, b)
		size += len(b)
	}
	each := func(linkifyIt bool) func() int {
		return func() int {
			for _, in := range all {
				doc, _ := html.Parse(bytes.NewReader(in))
				if linkifyIt {
					htmlwalk.Linkify(doc)
				}
				html.Render(io.Discard, doc)
			}
			return 0
		}
	}
	c.report(fmt.Sprintf("udhr-html (%d documents)", len(docs)), []contender{
		{name: "x/net/html parse+render", run: each(false), bytes: size, ref: true},
		{name: "parse+htmlwalk.Linkify+render", run: each(true), bytes: size},
	})
	return nil
}

type result struct {
	mbps  float64
	links int
}

// report measures cs and prints their rows.
func (c *comparison) report(input string, cs []contender) {
	res := c.measure(cs)
	var ref float64
	for _, ct := range cs {
		if ct.ref {
			ref = res[ct.name].mbps
		}
	}
	for _, ct := range cs {
		r := res[ct.name]
		vsRef, vsRust := "", ""
		if ref > 0 {
			vsRef = fmt.Sprintf("%.2f×", r.mbps/ref)
		}
		if rr, ok := res[ct.rust]; ok && rr.mbps > 0 {
			vsRust = fmt.Sprintf("%.2f×", r.mbps/rr.mbps)
		}
		links := strconv.Itoa(r.links)
		if r.links < 0 {
			links = "failed"
		}
		fmt.Printf("| %s | %s | %.1f | %s | %s | %s |\n", input, ct.name, r.mbps, vsRef, vsRust, links)
	}
}

// measure runs the contenders, round by round in alternating order, and
// returns each one's median throughput.
func (c *comparison) measure(cs []contender) map[string]result {
	times := map[string][]float64{}
	links := map[string]int{}
	for r := 0; r < c.rounds; r++ {
		order := slices.Clone(cs)
		if r%2 == 1 {
			slices.Reverse(order)
		}
		for _, ct := range order {
			if ct.timed != nil {
				mbps, n, err := ct.timed(passTime)
				if err != nil {
					fmt.Fprintln(os.Stderr, "compare:", ct.name+":", err)
					n = -1
				}
				times[ct.name] = append(times[ct.name], mbps)
				links[ct.name] = n
				continue
			}
			start, cpu, passes := time.Now(), cpuTime(), 0
			for passes == 0 || time.Since(start) < passTime {
				links[ct.name] = ct.run()
				passes++
			}
			secs := time.Since(start).Seconds()
			if cpuClock {
				secs = (cpuTime() - cpu).Seconds()
			}
			times[ct.name] = append(times[ct.name], float64(ct.bytes*passes)/1e6/secs)
		}
	}
	out := map[string]result{}
	for name, t := range times {
		slices.Sort(t)
		out[name] = result{t[len(t)/2], links[name]}
	}
	return out
}

// rustHarness is a running rustbench, which answers one request a line.
type rustHarness struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Scanner
	version string
}

func startRust(bin string) (*rustHarness, error) {
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("%s not built (cd rustbench && cargo build --release)", bin)
	}
	cmd := exec.Command(bin)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	h := &rustHarness{cmd: cmd, in: in, out: bufio.NewScanner(out), version: "0.9"}
	if lock, err := os.ReadFile(filepath.Join(filepath.Dir(bin), "..", "..", "Cargo.lock")); err == nil {
		if i := bytes.Index(lock, []byte("name = \"linkify\"\nversion = \"")); i >= 0 {
			v := lock[i+len("name = \"linkify\"\nversion = \""):]
			h.version = string(v[:bytes.IndexByte(v, '"')])
		}
	}
	return h, nil
}

// measure asks the harness for one round.
func (h *rustHarness) measure(mode, unit string, d time.Duration, file string) (float64, int, error) {
	fmt.Fprintf(h.in, "%s %s %d %s\n", mode, unit, d.Milliseconds(), file)
	if !h.out.Scan() {
		return 0, 0, fmt.Errorf("rustbench stopped: %v", h.out.Err())
	}
	var wall, cpu float64
	var links int
	if _, err := fmt.Sscanf(h.out.Text(), "%g %g %d", &wall, &cpu, &links); err != nil {
		return 0, 0, fmt.Errorf("rustbench: %s", h.out.Text())
	}
	if cpuClock {
		return cpu, links, nil
	}
	return wall, links, nil
}

func (h *rustHarness) close() {
	h.in.Close()
	h.cmd.Wait()
}

func rustcVersion() string {
	out, err := exec.Command("rustc", "--version").Output()
	if err != nil {
		return "rustc unknown"
	}
	return strings.Join(strings.Fields(string(out))[:2], " ")
}

// cpuTime returns the CPU time (user and system) of the process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// machine names the CPU and its count.
func machine() string {
	model := runtime.GOARCH
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
				model = strings.TrimSpace(v)
				break
			}
		}
	}
	return fmt.Sprintf("%s, %d CPUs", model, runtime.NumCPU())
}
