package extension

import (
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// markedLinks returns src with this extension's links in it marked ⸠…⸡:
// the link nodes that start with no '[', '!' or '<' (as goldmark's own do),
// up to the end of their label or text.
func markedLinks(md goldmark.Markdown, src string) string {
	source := []byte(src)
	var links []linkify.Link
	_ = ast.Walk(md.Parser().Parse(text.NewReader(source)), func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && (n.Kind() == ast.KindLink || n.Kind() == ast.KindAutoLink) && !markdownWritten(n, source) {
			end := n.Pos()
			if a, ok := n.(*ast.AutoLink); ok {
				end += len(a.Label(source))
			}
			_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
				if t, ok := c.(*ast.Text); ok {
					end = max(end, t.Segment.Stop)
				}
				return ast.WalkContinue, nil
			})
			links = append(links, linkify.Link{Start: n.Pos(), End: end})
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return linkify.Mark(src, links)
}

// markdownWritten reports whether the link, image or autolink n was
// written in Markdown: it starts at a '[', '!' or '<'.
func markdownWritten(n ast.Node, source []byte) bool {
	p := n.Pos()
	return p >= 0 && p < len(source) && (source[p] == '[' || source[p] == '!' || source[p] == '<')
}

// markdownLinks counts the links and images written in Markdown in src
// parsed with md.
func markdownLinks(md goldmark.Markdown, src string) int {
	source, n := []byte(src), 0
	_ = ast.Walk(md.Parser().Parse(text.NewReader(source)), func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && (c.Kind() == ast.KindLink || c.Kind() == ast.KindImage) && markdownWritten(c, source) {
			n++
		}
		return ast.WalkContinue, nil
	})
	return n
}
