package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/golinkify/uts58/extension"
	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
)

// output writes the results of one run; text is processed line by line (a
// link never spans a line break), written as HTML a run of whole lines at
// a time, so memory stays bounded by the longest line and textChunk.
type output struct {
	c         *config
	w         *bufio.Writer
	detectors map[string]*linkify.Detector // by input kind
	links     []linkify.Link
	textOpts  []htmlwalk.Option // the options of text lines written as HTML
	text      []byte            // lines to write as HTML, whole (writeText)
	doc       bytes.Buffer      // a document's HTML
	offset    int               // bytes of input before the current line
	json      *json.Encoder
	md        goldmark.Markdown
	progress  *progress
	isolate   bool // the text so far holds explicit bidi formatting: anchors get dir (anchors.Isolate)
	notURLs   int  // -format: lines written as "ERROR: …"
}

func newOutput(c *config, w io.Writer) *output {
	o := &output{c: c, w: bufio.NewWriterSize(w, 64<<10), detectors: map[string]*linkify.Detector{}}
	o.json = json.NewEncoder(o.w)
	o.json.SetEscapeHTML(false)
	return o
}

func (o *output) flush() error { return o.w.Flush() }

// detector returns the detector of inputs of the kind.
func (o *output) detector(kind string) *linkify.Detector {
	d := o.detectors[kind]
	if d == nil {
		d, _ = o.c.detector(kind) // its flags are checked by parseFlags
		o.detectors[kind] = d
	}
	return d
}

// process reads the named input to its end and writes what it gives.
func (o *output) process(name string, stdin *os.File) error {
	in, err := open(name, stdin)
	if err != nil {
		return err
	}
	if in.file != nil {
		defer in.file.Close()
	}
	switch o.c.kind(name) {
	case "markdown":
		return o.markdown(in)
	case "html":
		return o.html(in)
	}
	d := o.detector("text")
	r := bufio.NewReaderSize(in.r, 64<<10)
	o.progress.start(in)
	defer o.progress.done()
	for {
		line, err := r.ReadString('\n')
		if line != "" {
			if werr := o.line(d, line); werr != nil {
				return werr
			}
			o.offset += len(line)
			o.progress.add(len(line))
			if in.interactive {
				if werr := o.writeText(); werr != nil {
					return werr
				}
				if werr := o.flush(); werr != nil {
					return werr
				}
			}
		}
		if err != nil {
			if werr := o.writeText(); werr != nil {
				return werr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return inputError(in.name, err)
		}
	}
}

// inputError names the input in err, unless err names its file already.
func inputError(name string, err error) error {
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		return err
	}
	return fmt.Errorf("%s: %w", name, err)
}

// html adds links to a whole HTML input. When htmlwalk fails (the parser
// refuses documents nested deeper than 512 elements) the input is written
// unchanged, so that nothing is lost, and the error returned.
func (o *output) html(in input) error {
	src, err := io.ReadAll(in.r)
	if err != nil {
		return inputError(in.name, err)
	}
	opts := o.htmlOptions("html")
	o.doc.Reset()
	if o.c.fragment {
		err = htmlwalk.LinkifyFragment(&o.doc, bytes.NewReader(src), nil, opts...)
	} else {
		err = htmlwalk.LinkifyDocument(&o.doc, bytes.NewReader(src), opts...)
	}
	if err != nil {
		o.w.Write(src)
		return fmt.Errorf("%s: %w (written unchanged)", in.name, err)
	}
	_, err = o.w.Write(o.doc.Bytes())
	return err
}

// htmlOptions returns the htmlwalk options of the flags, for inputs of
// the kind.
func (o *output) htmlOptions(kind string) []htmlwalk.Option {
	opts := []htmlwalk.Option{htmlwalk.WithDetector(o.detector(kind))}
	if o.c.defang {
		opts = append(opts, htmlwalk.WithDefang())
	}
	if a := o.c.anchor; len(a.Rel) > 0 || a.Target != "" || a.MaxText > 0 {
		opts = append(opts, htmlwalk.WithRel(a.Rel...), htmlwalk.WithMaxText(a.MaxText))
		if a.Target != "" {
			opts = append(opts, htmlwalk.WithTarget(a.Target))
		}
	}
	return opts
}

// markdown converts a whole Markdown input to HTML.
func (o *output) markdown(in input) error {
	src, err := io.ReadAll(in.r)
	if err != nil {
		return inputError(in.name, err)
	}
	if o.md == nil {
		a := o.c.anchor
		opts := []extension.LinkifyOption{extension.WithLinkifyDetector(o.detector("markdown")),
			extension.WithLinkifyRel(a.Rel...), extension.WithLinkifyMaxText(a.MaxText)}
		if a.Target != "" {
			opts = append(opts, extension.WithLinkifyTarget(a.Target))
		}
		o.md = goldmark.New(goldmark.WithExtensions(extension.NewGFM(opts...)))
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

// line handles one line of input, with its line break if it has one:
// as HTML, it is written as htmlwalk.LinkifyText writes it.
func (o *output) line(d *linkify.Detector, line string) error {
	if o.c.format {
		return o.formatLine(line)
	}
	switch o.c.out {
	case "mark":
		o.links = d.Append(o.links[:0], line)
		_, err := o.w.WriteString(linkify.Mark(line, o.links))
		return err
	case "json":
		o.links = d.Append(o.links[:0], line)
		for _, l := range o.links {
			j := jsonLink{o.offset + l.Start, o.offset + l.End, line[l.Start:l.End], l.Href, l.Kind.String()}
			if err := o.json.Encode(j); err != nil {
				return err
			}
		}
		return nil
	}
	// An override on one line reaches the links of the next once the
	// output is shown as HTML, where a line break is no paragraph's end:
	// the lines before it are written first, their links not isolated.
	if !o.isolate && anchors.HoldsBidiFormatting(line) {
		if err := o.writeText(); err != nil {
			return err
		}
		o.isolate = true
	}
	o.text = append(o.text, line...)
	if len(o.text) < textChunk {
		return nil
	}
	return o.writeText()
}

// textChunk is about how much text is given to htmlwalk.LinkifyText at a
// time: whole lines, so that the calls cost little beside the text.
const textChunk = 64 << 10

// writeText writes the lines held as htmlwalk.LinkifyText writes them.
func (o *output) writeText() error {
	if len(o.text) == 0 {
		return nil
	}
	if o.textOpts == nil {
		o.textOpts = append(o.htmlOptions("text"), htmlwalk.WithCallback(func(a *htmlwalk.Anchor) bool {
			if o.isolate {
				anchors.Isolate(&a.Anchor)
			}
			return true
		}))
	}
	s, err := htmlwalk.LinkifyText(string(o.text), o.textOpts...)
	o.text = o.text[:0]
	if err != nil {
		return err
	}
	_, err = o.w.WriteString(s)
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
		o.notURLs++
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
