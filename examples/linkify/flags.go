package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
)

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
	maxText    int
	schemes    string // -schemes, comma-separated
	localHosts bool
	detection  detection // -mentions, -hashtags, -tickets, -tlds, -site-hosts, -ipv4
	useSample  bool
	files      []string
	set        map[string]bool // the flags given on the command line
	anchor     anchors.Options // -rel, -target, -max-text
}

// presets are the values of -policy; none is pure UTS #58 detection.
var presets = map[string]func() linkify.Policy{
	"safe": linkify.SafePolicy, "document": linkify.DocumentPolicy,
	"forum": linkify.ForumPolicy, "chat": linkify.ChatPolicy, "none": nil,
}

const usageText = `usage: linkify [flags] [FILE...]

Finds URLs and e-mail addresses (Unicode UTS #58) in the files, or in
standard input, and writes them with links. A FILE of - is standard input.
With no FILE and a terminal on standard input it shows an embedded sample
(as -sample does); empty input that is not a terminal gives empty output.

Files are read one after another. One that cannot be opened or read is
reported on standard error when it is reached, and the others are still
written. HTML that the parser refuses (nesting deeper than 512 elements) is
written unchanged and reported. Flags that conflict, or that do nothing with
the others given (-rel with -out json), are usage errors.

Exit status: 0 success; 1 an input could not be read or processed, or with
-format a line is no URL (after writing all that could be); 2 usage error.

Flags:
`

// parseFlags parses and checks the command line; it reports errors on
// stderr and returns them as usage errors (flag.ErrHelp for -help).
func parseFlags(args []string, stderr io.Writer) (*config, error) {
	c := &config{set: map[string]bool{}}
	fs := flag.NewFlagSet("linkify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.in, "in", "", "input `format`: text, markdown or html (default: by file extension, else text)")
	fs.BoolVar(&c.fragment, "fragment", false, "with HTML input: it is a fragment, not a document")
	fs.StringVar(&c.out, "out", "html", "output `format`: html, mark or json")
	fs.BoolVar(&c.format, "format", false, "treat each input line as a URL and print its minimally escaped form")
	fs.BoolVar(&c.useSample, "sample", false, "run on the embedded multilingual sample")
	fs.StringVar(&c.scheme, "scheme", "https", "`scheme` of links written without one: https or http")
	fs.StringVar(&c.policy, "policy", "", "security `preset`: safe, document, forum, chat or none\n(default: document for Markdown and HTML input, safe for text to HTML, none for mark and json)")
	fs.BoolVar(&c.guard, "guard", false, "turn on (-guard) or off (-guard=false) the guard against file names and versions\n(setup.py, README.md, 1.2.tv without a scheme or path) in the preset")
	fs.StringVar(&c.rel, "rel", "", "rel attribute of the links: `tokens` such as \"nofollow ugc\"")
	fs.StringVar(&c.target, "target", "", "target attribute of the links: a `name` such as _blank (which adds rel=\"noopener noreferrer\")")
	fs.IntVar(&c.maxText, "max-text", 0, "show links longer than `N` characters shortened, the href whole (0: never)")
	fs.BoolVar(&c.defang, "defang", false, "show links as defanged text (hxxps://example[.]com) instead of links")
	fs.StringVar(&c.schemes, "schemes", "http,https", "the explicit URL `schemes` that are linked, comma-separated:\nhttp, https and others such as ftp, sftp, magnet (never javascript, vbscript, data)")
	fs.BoolVar(&c.localHosts, "local-hosts", false, "also link local and intranet hosts written with a scheme (http://localhost:1313/, http://intranet/wiki)")
	c.detection.addFlags(fs)
	fs.Usage = func() {
		fmt.Fprint(stderr, usageText)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil { // reported by fs
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, &exitError{exitUsage, err}
	}
	fs.Visit(func(f *flag.Flag) { c.set[f.Name] = true })
	c.files = fs.Args()
	c.anchor = anchors.Options{Rel: strings.Fields(c.rel), Target: c.target, MaxText: c.maxText}
	if err := c.check(args); err != nil {
		fmt.Fprintf(stderr, "linkify: %v\n(linkify -help shows the flags)\n", err)
		return nil, err
	}
	return c, nil
}

// check reports the first flag value that is unknown or not valid, and
// the first combination of flags that conflict or do nothing together.
func (c *config) check(args []string) error {
	if err := c.checkValues(); err != nil {
		return err
	}
	// Flags after the first FILE are taken for files; say so rather than
	// report a missing file named -out. After "--" they are files.
	if n := len(args) - len(c.files); n == 0 || args[n-1] != "--" {
		for _, f := range c.files {
			if len(f) > 1 && f[0] == '-' {
				return usageErrorf("%s after the files: flags go before the files (a file named so: ./%s)", f, f)
			}
		}
	}
	stdin := 0
	for _, f := range c.files {
		if f == "-" {
			stdin++
		}
	}
	if stdin > 1 {
		return usageErrorf("standard input (-) is given %d times", stdin)
	}
	if c.useSample && len(c.files) > 0 {
		return usageErrorf("-sample runs on the embedded sample: it takes no FILE (%s)", c.files[0])
	}
	if c.format {
		return c.checkFormat()
	}
	if c.out != "html" {
		if c.in == "markdown" || c.in == "html" {
			return usageErrorf("-in %s writes HTML: it conflicts with -out %s", c.in, c.out)
		}
		for _, f := range []string{"rel", "target", "max-text", "defang"} {
			if c.set[f] {
				return usageErrorf("-%s is for HTML output: it conflicts with -out %s", f, c.out)
			}
		}
		if c.out == "mark" && c.set["scheme"] {
			return usageErrorf("-scheme sets hrefs, which -out mark does not show")
		}
	}
	if c.defang {
		for _, f := range []string{"rel", "target", "max-text", "scheme"} {
			if c.set[f] {
				return usageErrorf("-defang writes links as text, without href or attributes: it conflicts with -%s", f)
			}
		}
	}
	return c.checkKinds()
}

// checkValues reports the first flag value that is not one the flag takes.
func (c *config) checkValues() error {
	switch c.in {
	case "", "text", "markdown", "html":
	default:
		return usageErrorf("-in %q: unknown input format (text, markdown, html)", c.in)
	}
	switch c.out {
	case "html", "mark", "json":
	default:
		return usageErrorf("-out %q: unknown output format (html, mark, json)", c.out)
	}
	if _, ok := presets[c.policy]; c.policy != "" && !ok {
		return usageErrorf("-policy %q: unknown preset (safe, document, forum, chat, none)", c.policy)
	}
	if _, err := linkify.New(linkify.WithDefaultScheme(c.scheme)); err != nil {
		return usageErrorf("-scheme %q: not https or http", c.scheme)
	}
	if _, err := linkify.New(linkify.WithSchemes(strings.Split(c.schemes, ",")...)); err != nil {
		return usageErrorf("-schemes %q: %s", c.schemes, strings.TrimPrefix(err.Error(), "linkify: "))
	}
	if _, err := c.detection.options(); err != nil {
		return err
	}
	// internal/anchors names the options as the packages do (Rel, Target,
	// MaxText); the tool names its flags.
	for _, o := range []struct {
		flag, field string
		opts        anchors.Options
	}{
		{"rel", "Rel", anchors.Options{Rel: c.anchor.Rel}},
		{"target", "Target", anchors.Options{Target: c.anchor.Target}},
		{"max-text", "MaxText", anchors.Options{MaxText: c.anchor.MaxText}},
	} {
		if err := o.opts.Validate(""); err != nil {
			return usageErrorf("-%s: %s", o.flag, strings.TrimPrefix(err.Error(), o.field+": "))
		}
	}
	return nil
}

// checkFormat reports a flag that does not go with -format.
func (c *config) checkFormat() error {
	if c.in == "markdown" || c.in == "html" {
		return usageErrorf("-format reads a URL a line: it conflicts with -in %s", c.in)
	}
	for _, f := range append([]string{"out", "fragment", "sample", "policy", "guard", "scheme", "schemes", "local-hosts", "rel", "target", "max-text", "defang"}, detectionFlags...) {
		if c.set[f] {
			return usageErrorf("-format prints each line's URL in its display form: it conflicts with -%s", f)
		}
	}
	return nil
}

// checkKinds reports a flag that the kind of an input cannot take: -fragment
// without HTML input, and -defang for Markdown.
func (c *config) checkKinds() error {
	names := c.files
	if len(names) == 0 {
		names = []string{"-"}
	}
	html := false
	for _, name := range names {
		what := "the input (-in " + c.in + ")"
		if c.in == "" {
			what = name
		}
		switch c.kind(name) {
		case "html":
			html = true
		case "markdown":
			if c.set["defang"] {
				return usageErrorf("-defang: %s is Markdown, which the goldmark extension does not defang (-in text reads it as text)", what)
			}
		}
	}
	if c.fragment && !html {
		return usageErrorf("-fragment is for HTML input: it needs -in html (or files ending in .html or .htm) and -out html")
	}
	return nil
}

// kind returns the input format of the named input: -in, else by file
// extension for HTML output, else text.
func (c *config) kind(name string) string {
	if c.in != "" {
		return c.in
	}
	if c.out == "html" && !c.format {
		switch strings.ToLower(filepath.Ext(name)) {
		case ".md", ".markdown":
			return "markdown"
		case ".html", ".htm":
			return "html"
		}
	}
	return "text"
}

// policyFor returns the policy of inputs of the kind: -policy, or the default
// for the output and the kind (none for mark and json, document for
// Markdown and HTML, safe for text), with -guard applied; nil is none.
func (c *config) policyFor(kind string) *linkify.Policy {
	name := c.policy
	if name == "" {
		switch {
		case c.out != "html":
			name = "none"
		case kind == "text":
			name = "safe"
		default:
			name = "document"
		}
	}
	var p *linkify.Policy
	if preset := presets[name]; preset != nil {
		pp := preset()
		p = &pp
	}
	if c.set["guard"] {
		if p == nil && c.guard {
			p = &linkify.Policy{} // the guard alone on pure detection
		}
		if p != nil {
			p.CodeGuard = c.guard
		}
	}
	return p
}

// detector returns the detector of inputs of the kind.
func (c *config) detector(kind string) (*linkify.Detector, error) {
	opts := []linkify.Option{linkify.WithDefaultScheme(c.scheme), linkify.WithLocalHosts(c.localHosts),
		linkify.WithSchemes(strings.Split(c.schemes, ",")...)}
	if p := c.policyFor(kind); p != nil {
		opts = append(opts, linkify.WithPolicy(*p))
	}
	more, err := c.detection.options()
	if err != nil {
		return nil, err
	}
	return linkify.New(append(opts, more...)...)
}
