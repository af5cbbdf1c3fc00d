package htmlwalk

import (
	"io"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// LinkifyDocument parses the HTML document from r, adds links, and writes
// it to w.
func LinkifyDocument(w io.Writer, r io.Reader, opts ...Option) error {
	doc, err := html.Parse(r)
	if err != nil {
		return err
	}
	if err := Linkify(doc, opts...); err != nil {
		return err
	}
	return html.Render(w, doc)
}

// LinkifyFragment parses the HTML fragment from r as the content of the
// element context (nil means <body>), adds links, and writes it to w.
func LinkifyFragment(w io.Writer, r io.Reader, context *html.Node, opts ...Option) error {
	if context == nil {
		context = &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
	}
	nodes, err := html.ParseFragment(r, context)
	if err != nil {
		return err
	}
	for _, n := range nodes {
		// Linkify the nodes under a parent, so that text nodes can be split.
		context.AppendChild(n)
	}
	defer func() {
		for c := context.FirstChild; c != nil; c = context.FirstChild {
			context.RemoveChild(c)
		}
	}()
	if err := Linkify(context, opts...); err != nil {
		return err
	}
	for c := context.FirstChild; c != nil; c = c.NextSibling {
		if err := html.Render(w, c); err != nil {
			return err
		}
	}
	return nil
}

// LinkifyString returns the HTML fragment s (in <body>) with links added.
func LinkifyString(s string, opts ...Option) (string, error) {
	var b strings.Builder
	err := LinkifyFragment(&b, strings.NewReader(s), nil, opts...)
	return b.String(), err
}
