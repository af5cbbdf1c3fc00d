package main

import (
	"bytes"
	"html"
	"net/url"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// siteHost is the site's own host: links elsewhere are marked external.
const siteHost = "example.org"

// linkHooks puts the site's link hooks above every other renderer, at
// priority 100, as Hugo puts its own.
var linkHooks = renderer.WithNodeRenderers(util.Prioritized(hooks{}, 100))

// hooks renders links as a Hugo site's link render hook does: it knows
// nothing of the linkify extension and reads each link from the node, as
// Hugo passes it to the hook template (Destination, the rendered text;
// for an autolink URL and Label).
type hooks struct{}

func (hooks) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindLink, renderLink)
	reg.Register(ast.KindAutoLink, renderAutoLink)
}

// renderLink writes a link, written or found, from its Destination; its
// children (the text) are rendered by goldmark in between.
func renderLink(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if entering {
		openAnchor(w, string(node.(*ast.Link).Destination))
	} else {
		_, _ = w.WriteString("</a>")
	}
	return ast.WalkContinue, nil
}

// renderAutoLink writes a <…> autolink from its URL and Label, as Hugo does.
func renderAutoLink(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.AutoLink)
	if entering {
		dest := string(n.URL(source))
		if n.AutoLinkType == ast.AutoLinkEmail && !strings.HasPrefix(strings.ToLower(dest), "mailto:") {
			dest = "mailto:" + dest
		}
		openAnchor(w, dest)
		_, _ = w.Write(util.EscapeHTML(n.Label(source)))
		_, _ = w.WriteString("</a>")
	}
	return ast.WalkContinue, nil
}

// openAnchor writes the start tag of a link to dest, with rel="external"
// for another site, as a hook template would.
func openAnchor(w util.BufWriter, dest string) {
	_, _ = w.WriteString(`<a href="` + html.EscapeString(dest) + `"`)
	if u, err := url.Parse(dest); err == nil && u.Host != "" && u.Hostname() != siteHost {
		_, _ = w.WriteString(` rel="external"`)
	}
	_ = w.WriteByte('>')
}

// toc returns the table of contents of a page as Hugo builds one: each
// heading's ID (goldmark's) and its plain text, read by a walk that skips
// autolinks.
func toc(doc ast.Node, source []byte) string {
	var b bytes.Buffer
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		h, ok := n.(*ast.Heading)
		if !ok || !entering {
			return ast.WalkContinue, nil
		}
		id, _ := h.AttributeString("id")
		b.WriteString(`<li><a href="#` + html.EscapeString(string(id.([]byte))) + `">` + html.EscapeString(plainText(h, source)) + "</a></li>\n")
		return ast.WalkSkipChildren, nil
	})
	if b.Len() == 0 {
		return ""
	}
	return "<nav><ul>\n" + b.String() + "</ul></nav>\n"
}
