package main

import (
	"slices"
	"strings"

	"github.com/golinkify/uts58/extension"
	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/internal/htmlskip"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/ast"
	"golang.org/x/net/html"
)

// A context is a range of the input and why the linkifier links nothing
// in it ("" for text that it links).
type context struct {
	start, end int
	why        string
}

// skippedLink is a link that detection finds in a context that is not linked.
type skippedLink struct {
	linkify.Link
	why string
}

// contextSkipped returns the links that pure detection finds in the input
// where the linkifier does not look, with the context that holds their
// start; a link in none of the contexts stands in Markdown markup (a
// link's destination, an autolink, a definition).
func contextSkipped(input string, contexts []context) []skippedLink {
	if contexts == nil {
		return nil
	}
	slices.SortStableFunc(contexts, func(a, b context) int { return a.start - b.start })
	var out []skippedLink
	for _, l := range linkify.Find(input) {
		why := "Markdown markup"
		// The last context that starts at or before the link.
		i, _ := slices.BinarySearchFunc(contexts, l.Start, func(c context, v int) int {
			if c.start <= v {
				return -1
			}
			return 1
		})
		if i > 0 && l.Start < contexts[i-1].end {
			why = contexts[i-1].why
		}
		if why != "" {
			out = append(out, skippedLink{l, why})
		}
	}
	return out
}

// markdownContexts returns the contexts of a parsed Markdown document: the
// text the extension links, and code spans, code blocks, raw HTML and the
// text of links, which it does not.
func markdownContexts(doc ast.Node, src []byte) []context {
	var cs []context
	add := func(why string, start, stop int) { cs = append(cs, context{start, stop, why}) }
	var texts func(n ast.Node, why string)
	texts = func(n ast.Node, why string) { // the text segments under n
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if t, ok := c.(*ast.Text); ok {
				add(why, t.Segment.Start, t.Segment.Stop)
			}
			texts(c, why)
		}
	}
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		if extension.IsLinkifyNode(n, src) {
			return ast.WalkSkipChildren, nil // a link made
		}
		switch n := n.(type) {
		case *ast.CodeSpan:
			texts(n, "code span")
			return ast.WalkSkipChildren, nil
		case *ast.Link, *ast.Image:
			texts(n, "existing link")
			return ast.WalkSkipChildren, nil
		case *ast.AutoLink:
			return ast.WalkSkipChildren, nil // an autolink: markup
		case *ast.RawHTML:
			for i := 0; i < n.Segments.Len(); i++ {
				s := n.Segments.At(i)
				add("HTML", s.Start, s.Stop)
			}
		case *ast.Text:
			add("", n.Segment.Start, n.Segment.Stop)
		}
		why := map[ast.NodeKind]string{ast.KindCodeBlock: "code block", ast.KindFencedCodeBlock: "code block", ast.KindHTMLBlock: "HTML"}[n.Kind()]
		if why != "" {
			for i := 0; i < n.Lines().Len(); i++ {
				s := n.Lines().At(i)
				add(why, s.Start, s.Stop)
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return cs
}

// htmlContexts tokenizes an HTML fragment as htmlwalk reads it and returns
// the ranges of text it links, and the contexts it does not link: tags
// and their attributes, comments, and the content of the elements it
// skips (htmlwalk.DefaultSkip, SVG and MathML, data-nolinkify). It follows
// the tokens, not the parser's tree: a skipped element ends at its end tag.
func htmlContexts(src string) (linkable, skipped []context) {
	skip := map[string]string{"svg": "in <svg>", "math": "in <math>", "a": "existing link"}
	for _, e := range htmlwalk.DefaultSkip() {
		if skip[e] == "" {
			skip[e] = "in <" + e + ">"
		}
	}
	type element struct{ name, why string }
	var open []element // the skipped elements open, innermost last
	z := html.NewTokenizer(strings.NewReader(src))
	for off := 0; ; {
		tt := z.Next()
		if tt == html.ErrorToken {
			return linkable, skipped
		}
		start := off
		off += len(z.Raw())
		switch tt {
		case html.TextToken:
			if len(open) == 0 {
				linkable = append(linkable, context{start, off, ""})
			} else {
				skipped = append(skipped, context{start, off, open[len(open)-1].why})
			}
			continue
		case html.StartTagToken:
			name, hasAttr := z.TagName()
			why := skip[string(name)]
			for hasAttr && why == "" {
				var key []byte
				key, _, hasAttr = z.TagAttr()
				if string(key) == htmlwalk.NoLinkifyAttr {
					why = htmlwalk.NoLinkifyAttr
				}
			}
			if why != "" && !htmlskip.Void(name) {
				open = append(open, element{string(name), why})
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			for i := len(open) - 1; i >= 0; i-- {
				if open[i].name == string(name) {
					open = open[:i]
					break
				}
			}
		}
		why := "tag or attribute"
		if tt == html.CommentToken {
			why = "comment"
		}
		skipped = append(skipped, context{start, off, why})
	}
}
