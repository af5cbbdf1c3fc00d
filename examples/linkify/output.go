package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/golinkify/uts58/extension"
	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
)

// output writes the results of one run; text is processed line by line (a
// link never spans a line break), so memory stays bounded by the longest line.
type output struct {
	c        config
	w        *bufio.Writer
	d        *linkify.Detector
	links    []linkify.Link
	offset   int // bytes of input before the current line
	json     *json.Encoder
	md       goldmark.Markdown
	progress *progress
}

func newOutput(c config, w io.Writer) *output {
	d, _ := c.detector() // checked by parseFlags
	o := &output{c: c, w: bufio.NewWriterSize(w, 64<<10), d: d}
	o.json = json.NewEncoder(o.w)
	o.json.SetEscapeHTML(false)
	return o
}

func (o *output) flush() error { return o.w.Flush() }

// process reads one input to its end.
func (o *output) process(in input) error {
	if in.file != nil {
		defer in.file.Close()
	}
	switch o.format(in) {
	case "markdown":
		return o.markdown(in)
	case "html":
		opts := o.htmlOptions()
		if o.c.fragment {
			return htmlwalk.LinkifyFragment(o.w, in.r, nil, opts...)
		}
		return htmlwalk.LinkifyDocument(o.w, in.r, opts...)
	}
	r := bufio.NewReaderSize(in.r, 64<<10)
	o.progress.start(in)
	defer o.progress.done()
	for {
		line, err := r.ReadString('\n')
		if line != "" {
			if werr := o.line(line); werr != nil {
				return werr
			}
			o.offset += len(line)
			o.progress.add(len(line))
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", in.name, err)
		}
	}
}

// rel returns the rel tokens of the links: -rel, and with -target _blank
// noopener noreferrer.
func (o *output) rel() []string {
	rel := strings.Fields(o.c.rel)
	if o.c.target == "_blank" {
		for _, t := range []string{"noopener", "noreferrer"} {
			if !slices.Contains(rel, t) {
				rel = append(rel, t)
			}
		}
	}
	return rel
}

// attrs returns the attributes of the links after href, for text input.
func (o *output) attrs() string {
	var b strings.Builder
	if o.c.target != "" {
		fmt.Fprintf(&b, ` target="%s"`, html.EscapeString(o.c.target))
	}
	if rel := o.rel(); len(rel) > 0 {
		fmt.Fprintf(&b, ` rel="%s"`, html.EscapeString(strings.Join(rel, " ")))
	}
	return b.String()
}

// htmlOptions returns the htmlwalk options of the flags.
func (o *output) htmlOptions() []htmlwalk.Option {
	opts := []htmlwalk.Option{htmlwalk.WithDetector(o.d)}
	if o.c.defang {
		opts = append(opts, htmlwalk.WithDefang())
	}
	rel, target := o.rel(), o.c.target
	if len(rel) > 0 || target != "" {
		opts = append(opts, htmlwalk.WithCallback(func(a *htmlwalk.Anchor) bool {
			if target != "" {
				a.SetAttr("target", target)
			}
			if len(rel) > 0 {
				a.AddRel(rel...)
			}
			return true
		}))
	}
	return opts
}

// format returns the input format of in: -in, else by file extension.
func (o *output) format(in input) string {
	if o.c.in != "" {
		return o.c.in
	}
	if o.c.out == "html" && !o.c.format {
		switch strings.ToLower(filepath.Ext(in.name)) {
		case ".md", ".markdown":
			return "markdown"
		case ".html", ".htm":
			return "html"
		}
	}
	return "text"
}

// markdown converts a whole Markdown input to HTML.
func (o *output) markdown(in input) error {
	src, err := io.ReadAll(in.r)
	if err != nil {
		return fmt.Errorf("%s: %w", in.name, err)
	}
	if o.md == nil {
		o.md = goldmark.New(goldmark.WithExtensions(extension.NewGFM(extension.WithLinkifyDetector(o.d))))
	}
	return o.md.Convert(src, o.w)
}

// jsonLink is one line of -out json; its field order is part of the interface.
type jsonLink struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
	Href  string `json:"href"`
	Kind  string `json:"kind"`
}

// line handles one line of input, with its line break if it has one.
func (o *output) line(line string) error {
	if o.c.format {
		return o.formatLine(line)
	}
	o.links = o.d.Append(o.links[:0], line)
	switch o.c.out {
	case "mark":
		_, err := o.w.WriteString(linkify.Mark(line, o.links))
		return err
	case "json":
		for _, l := range o.links {
			j := jsonLink{o.offset + l.Start, o.offset + l.End, line[l.Start:l.End], l.Href, l.Kind.String()}
			if err := o.json.Encode(j); err != nil {
				return err
			}
		}
		return nil
	}
	prev := 0
	for _, l := range o.links {
		o.w.WriteString(html.EscapeString(line[prev:l.Start]))
		text := line[l.Start:l.End]
		if o.c.defang {
			o.w.WriteString(html.EscapeString(linkify.Defang(text, l.Kind)))
		} else {
			fmt.Fprintf(o.w, `<a href="%s"%s>%s</a>`, html.EscapeString(l.Href), o.attrs(), html.EscapeString(text))
		}
		prev = l.End
	}
	_, err := o.w.WriteString(html.EscapeString(line[prev:]))
	return err
}

// formatLine prints the minimally escaped form of the URL on a line.
func (o *output) formatLine(line string) error {
	url := trimEOL(line)
	if url == "" {
		return o.w.WriteByte('\n')
	}
	s, err := linkify.FormatURL(url)
	if err != nil {
		s = "ERROR: " + err.Error()
	}
	o.w.WriteString(s)
	return o.w.WriteByte('\n')
}

func trimEOL(s string) string {
	if n := len(s); n > 0 && s[n-1] == '\n' {
		s = s[:n-1]
		if n := len(s); n > 0 && s[n-1] == '\r' {
			s = s[:n-1]
		}
	}
	return s
}
