// Command linkify finds URLs and e-mail addresses in text as Unicode UTS #58
// specifies and prints the text with links.
//
// Usage:
//
//	linkify [flags] [FILE...]
//
// It reads the files, or standard input; with no file and a terminal on
// standard input (or with -sample) it runs on an embedded multilingual
// sample. Output formats (-out):
//
//	html  the text HTML-escaped, each link as <a href="…">…</a> (default; links
//	      are made under linkify.SafePolicy)
//	mark  the text with ⸠ before and ⸡ after each link, as the official test files
//	      write it (pure UTS #58 detection, as json)
//	json  one JSON object per link and line: {"start":…,"end":…,"text":…,"href":…,"kind":"url"|"email"},
//	      with byte offsets into the input (the files one after another)
//
// Inputs (-in): text (the default); markdown, which is converted to HTML by
// goldmark with this project's GFM extension; or html, a document (or with
// -fragment a fragment) whose text gets links, by htmlwalk. Without -in,
// files ending in .md or .markdown are Markdown, .html or .htm HTML.
//
// With -format, each input line is a URL, printed in its minimally escaped
// display form (UTS #58 §4.1), or as "ERROR: …" when it is not a URL.
//
// Links: -scheme sets the scheme of scheme-less links (https); -policy the
// security preset: safe (the default for HTML output), forum, chat (which
// also guard against file names like setup.py) or none (the default for
// mark and json, which show pure UTS #58 detection); -rel and -target set
// those attributes of the links (-target _blank adds rel="noopener
// noreferrer"); -guard adds the guard against file names and versions to
// the policy; -defang shows links as defanged text (hxxps://example[.]com).
package main

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/golinkify/uts58/linkify"
)

//go:embed sample.txt
var sample string

func main() {
	if err := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "linkify:", err)
		os.Exit(2)
	}
}

// config holds the parsed command line.
type config struct {
	in, out    string
	format     bool
	fragment   bool
	scheme     string
	policy     string
	rel        string
	target     string
	defang     bool
	guard      bool
	useSample  bool
	files      []string
	stdinIsTTY bool
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("linkify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.in, "in", "", "input format: text, markdown or html (default: by file extension, else text)")
	fs.BoolVar(&c.fragment, "fragment", false, "with -in html: the input is an HTML fragment, not a document")
	fs.StringVar(&c.out, "out", "html", "output format: html, mark or json")
	fs.BoolVar(&c.format, "format", false, "treat each input line as a URL and print its minimally escaped form")
	fs.BoolVar(&c.useSample, "sample", false, "run on the embedded multilingual sample")
	fs.StringVar(&c.scheme, "scheme", "https", "scheme of links written without one: https or http")
	fs.StringVar(&c.policy, "policy", "", "security preset: safe, forum, chat or none (default: safe for HTML, none for mark and json)")
	fs.StringVar(&c.rel, "rel", "", `rel attribute of the links, such as "nofollow ugc"`)
	fs.StringVar(&c.target, "target", "", "target attribute of the links, such as _blank")
	fs.BoolVar(&c.defang, "defang", false, "show links as defanged text (hxxps://example[.]com) instead of links")
	fs.BoolVar(&c.guard, "guard", false, "do not link file names and versions (setup.py, README.md, 1.2.tv) without a scheme or path")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: linkify [flags] [FILE...]\n\nFinds URLs and e-mail addresses (Unicode UTS #58) in the files or standard input.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	c.files = fs.Args()
	switch c.in {
	case "", "text":
	case "markdown", "html":
		if c.out != "html" || c.format {
			return c, fmt.Errorf("-in %s gives HTML only (no -out %s, no -format)", c.in, c.out)
		}
	default:
		return c, fmt.Errorf("-in %q: unknown input format (text, markdown, html)", c.in)
	}
	switch c.out {
	case "html", "mark", "json":
	default:
		return c, fmt.Errorf("-out %q: unknown output format (html, mark, json)", c.out)
	}
	if _, err := c.detector(); err != nil {
		return c, err
	}
	return c, nil
}

func run(args []string, stdin *os.File, stdout, stderr io.Writer) error {
	c, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	if fi, err := stdin.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
		c.stdinIsTTY = true
	}
	inputs, err := c.inputs(stdin, stderr)
	if err != nil {
		return err
	}
	w := newOutput(c, stdout)
	w.progress = newProgress(stderr)
	for _, in := range inputs {
		if err := w.process(in); err != nil {
			return err
		}
	}
	return w.flush()
}

// detector returns the detector the flags ask for.
func (c config) detector() (*linkify.Detector, error) {
	policy := c.policy
	if policy == "" {
		policy = "none"
		if c.out == "html" {
			policy = "safe"
		}
	}
	presets := map[string]func() linkify.Policy{"safe": linkify.SafePolicy, "forum": linkify.ForumPolicy, "chat": linkify.ChatPolicy, "none": nil}
	preset, ok := presets[policy]
	if !ok {
		return nil, fmt.Errorf("-policy %q: unknown preset (safe, forum, chat, none)", c.policy)
	}
	var p *linkify.Policy
	if preset != nil {
		pp := preset()
		p = &pp
	}
	opts := []linkify.Option{linkify.WithDefaultScheme(c.scheme)}
	if c.guard {
		g := linkify.Policy{}
		if p != nil {
			g = *p
		}
		g.CodeGuard = true
		p = &g
	}
	if p != nil {
		opts = append(opts, linkify.WithPolicy(*p))
	}
	d, err := linkify.New(opts...)
	if err != nil {
		return nil, fmt.Errorf("-scheme: %w", err)
	}
	return d, nil
}

// input is one named source of text.
type input struct {
	name string
	r    io.Reader
	file *os.File // closed after use; nil for stdin and the sample
}

func (c config) inputs(stdin *os.File, stderr io.Writer) ([]input, error) {
	if c.useSample || (len(c.files) == 0 && c.stdinIsTTY) {
		if !c.useSample {
			fmt.Fprintln(stderr, "linkify: no input: showing the embedded sample (pass files, pipe text in, or see -help)")
		}
		return []input{{name: "sample", r: strings.NewReader(sample)}}, nil
	}
	if len(c.files) == 0 {
		return []input{{name: "stdin", r: stdin}}, nil
	}
	var ins []input
	for _, name := range c.files {
		if name == "-" {
			ins = append(ins, input{name: "stdin", r: stdin})
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			for _, in := range ins {
				if in.file != nil {
					in.file.Close()
				}
			}
			return nil, err
		}
		ins = append(ins, input{name: name, r: f, file: f})
	}
	return ins, nil
}
