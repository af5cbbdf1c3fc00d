package htmlwalk

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A ParseError reports that the HTML parser refused the input: the
// linkifier then returns or writes the input unchanged. golang.org/x/net/html
// refuses elements nested deeper than 512.
type ParseError struct {
	Err error // the parser's error
}

// Error implements error.
func (e *ParseError) Error() string {
	return "htmlwalk: the HTML parser refuses the input, which is left unchanged: " + e.Err.Error()
}

// Unwrap returns the parser's error.
func (e *ParseError) Unwrap() error { return e.Err }

// LinkifyDocument parses the HTML document from r, adds links, and writes
// it to w. When it adds none, it writes the input as read, not parsed and
// rendered again. What it writes parses back to the tree it linkified.
// When the parser refuses the input (a *ParseError), when the tree with
// links would not come back from its HTML (a *RenderError), or when a
// callback sets an attribute that a callback may not set, it writes the
// input unchanged and returns the error. Invalid options are reported
// before anything is read, and a failing reader's error with nothing
// written.
func LinkifyDocument(w io.Writer, r io.Reader, opts ...Option) error {
	wk, err := newWalker(opts, false)
	if err != nil {
		return err
	}
	defer wk.release()
	src, err := readAll(r)
	if err != nil {
		return err
	}
	return wk.linkifyTo(w, src, document, nil)
}

// LinkifyFragment parses the HTML fragment from r as the content of the
// element context, adds links, and writes it to w. LinkifyFragment never
// changes context; a context in (or under) content that is not linked
// leaves the fragment as it is.
//
// A nil context is chosen from the fragment's first start tag, as the
// fragment needs to keep its structure: a part of a table (tr, td, th,
// tbody, thead, tfoot, caption, colgroup, col) is parsed as the content of
// a <template>, which takes any of them (text before that first tag is not
// linked); head, body or frameset as the content of <html>; a fragment
// that starts with a doctype or <html> is parsed as a document; anything
// else as the content of <body>.
//
// When no link is added, the input is written as read, not parsed and
// rendered again. Errors are as for LinkifyDocument; an invalid context
// is reported before anything is read.
func LinkifyFragment(w io.Writer, r io.Reader, context *html.Node, opts ...Option) error {
	wk, err := newWalker(opts, false)
	if err != nil {
		return err
	}
	defer wk.release()
	if err := checkContext(context); err != nil {
		return err
	}
	src, err := readAll(r)
	if err != nil {
		return err
	}
	kind := inBody
	if context == nil {
		if kind = kindOf(src); kind == inBody && linkFree(wk, src) {
			_, err := w.Write(src)
			return err
		}
	}
	return wk.linkifyTo(w, src, kind, context)
}

// LinkifyString returns the HTML s with links added: a fragment, parsed in
// the context its first start tag needs (see LinkifyFragment), or a
// document if it starts with a doctype or <html>. When no link is added,
// the result is s itself, not parsed and rendered again; else the result,
// parsed in the same context, is the tree it linkified. On any error it
// returns s unchanged with the error: a *ParseError when the parser
// refuses s, a *RenderError when the tree with links would not come back
// from its HTML, or the error of an invalid option or of a callback that
// sets an attribute that a callback may not set.
func LinkifyString(s string, opts ...Option) (string, error) {
	w, err := newWalker(opts, false)
	if err != nil {
		return s, err
	}
	defer w.release()
	kind := kindOf(s)
	if kind == inBody && linkFree(w, s) {
		return s, nil
	}
	root, err := w.linkify(strings.NewReader(s), kind, nil)
	switch {
	case err != nil:
		return s, err
	case w.err != nil:
		return s, w.err
	case !w.changed:
		return s, nil
	}
	var b strings.Builder
	b.Grow(len(s) + w.extra)
	if err := output(&b, root, kind, nil, len(s)+w.extra); err != nil {
		return s, err
	}
	return b.String(), nil
}

// checkContext reports a context that x/net/html cannot parse in.
func checkContext(context *html.Node) error {
	switch {
	case context == nil:
		return nil
	case context.Type != html.ElementNode:
		return errors.New("htmlwalk: LinkifyFragment: the context is not an element")
	case context.DataAtom != atom.Lookup([]byte(context.Data)):
		return errors.New("htmlwalk: LinkifyFragment: the context's DataAtom does not match its Data")
	}
	return nil
}

// linkifyTo linkifies src, of the given kind, in context, and writes it
// to w: rendered if links were added, else as it is.
func (wk *walker) linkifyTo(w io.Writer, src []byte, kind inputKind, context *html.Node) error {
	root, err := wk.linkify(bytes.NewReader(src), kind, context)
	var perr *ParseError
	if err != nil && !errors.As(err, &perr) {
		return err
	}
	if err == nil && wk.err == nil && wk.changed {
		var rerr *RenderError
		if err = output(w, root, kind, context, len(src)+wk.extra); !errors.As(err, &rerr) {
			return err // nil, or w's
		}
	}
	if _, werr := w.Write(src); werr != nil {
		return werr
	}
	if err != nil {
		return err
	}
	return wk.err
}

// linkify parses r as kind in context (nil: the context of kind) and links
// its text. It returns the document, or an element holding the
// fragment's nodes; nil when context stands in content that is not linked.
func (w *walker) linkify(r io.Reader, kind inputKind, context *html.Node) (*html.Node, error) {
	if kind == document {
		doc, err := html.Parse(r)
		if err != nil {
			return nil, &ParseError{err}
		}
		w.walk(doc, doc)
		return doc, nil
	}
	var root *html.Node
	if context == nil {
		context = kind.context()
		root = context
	} else {
		if w.c.skipped(context) || literalText(context) || w.insideSkipped(context) {
			return nil, nil
		}
		// The fragment's nodes get a parent of their own, so that text
		// nodes can be split: a copy of context, which stays as it is.
		root = &html.Node{Type: html.ElementNode, DataAtom: context.DataAtom, Data: context.Data,
			Namespace: context.Namespace, Attr: context.Attr}
	}
	nodes, err := html.ParseFragment(r, context)
	if err != nil {
		return nil, &ParseError{err}
	}
	for _, n := range nodes {
		root.AppendChild(n)
	}
	first := root.FirstChild
	if kind == inTemplate {
		for first != nil && first.Type != html.ElementNode {
			first = first.NextSibling
		}
	}
	w.walk(root, first)
	return root, nil
}

// writer is what html.Render writes to without a buffer of its own.
type writer interface {
	io.Writer
	io.ByteWriter
	io.StringWriter
}

// render writes root to w: a document whole, the children of a
// fragment's parent one after another.
func render(w io.Writer, root *html.Node) error {
	bw, ok := w.(writer)
	var buf *bufio.Writer
	if !ok {
		buf = bufio.NewWriter(w)
		bw = buf
	}
	if root.Type == html.DocumentNode {
		if err := html.Render(bw, root); err != nil {
			return err
		}
	} else {
		for c := root.FirstChild; c != nil; c = c.NextSibling {
			if err := html.Render(bw, c); err != nil {
				return err
			}
		}
	}
	if buf != nil {
		return buf.Flush()
	}
	return nil
}

// readAll reads r to its end, into a buffer of r's size when r tells it.
func readAll(r io.Reader) ([]byte, error) {
	size := 512
	switch r := r.(type) {
	case interface{ Len() int }:
		size = r.Len() + 1
	case interface{ Stat() (fs.FileInfo, error) }:
		if fi, err := r.Stat(); err == nil && fi.Mode().IsRegular() {
			size = int(fi.Size()) + 1
		}
	}
	b := make([]byte, 0, size)
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return nil, err
		}
	}
}
