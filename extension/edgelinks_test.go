package extension

import (
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// markedLinks returns src with this extension's links in it marked ⸠…⸡,
// up to the end of their text.
func markedLinks(md goldmark.Markdown, src string) string {
	source := []byte(src)
	var links []linkify.Link
	_ = ast.Walk(md.Parser().Parse(text.NewReader(source)), func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && IsLinkifyNode(n, source) {
			end := n.Pos()
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

// markdownLinks counts the links and images written in Markdown in src
// parsed with md: all but this extension's.
func markdownLinks(md goldmark.Markdown, src string) int {
	source, n := []byte(src), 0
	_ = ast.Walk(md.Parser().Parse(text.NewReader(source)), func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && (c.Kind() == ast.KindLink || c.Kind() == ast.KindImage) && !IsLinkifyNode(c, source) {
			n++
		}
		return ast.WalkContinue, nil
	})
	return n
}
