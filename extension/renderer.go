package extension

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
)

// linkRenderer renders the AutoLinks of this extension with the detector's
// href, and every other AutoLink with goldmark's own HTML renderer.
type linkRenderer struct {
	html     *html.Renderer
	fallback renderer.NodeRendererFunc
	buf      []byte // the href being written
}

func newLinkRenderer() *linkRenderer {
	r := &linkRenderer{html: html.NewRenderer().(*html.Renderer)}
	r.html.RegisterFuncs(funcCatcher{ast.KindAutoLink, &r.fallback})
	return r
}

// funcCatcher keeps the function goldmark registers for one node kind.
type funcCatcher struct {
	kind ast.NodeKind
	fn   *renderer.NodeRendererFunc
}

func (c funcCatcher) Register(k ast.NodeKind, f renderer.NodeRendererFunc) {
	if k == c.kind {
		*c.fn = f
	}
}

// SetOption passes the renderer's options (XHTML, unsafe, …) on to goldmark's renderer.
func (r *linkRenderer) SetOption(name renderer.OptionName, value any) { r.html.SetOption(name, value) }

// RegisterFuncs implements renderer.NodeRenderer.
func (r *linkRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindAutoLink, r.renderAutoLink)
}

func (r *linkRenderer) renderAutoLink(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.AutoLink)
	if !IsLinkifyNode(n, source) {
		return r.fallback(w, source, node, entering)
	}
	if !entering {
		return ast.WalkContinue, nil
	}
	r.buf = appendHref(r.buf[:0], n, source)
	_, _ = w.WriteString(`<a href="`)
	_, _ = w.Write(util.EscapeHTML(r.buf))
	_ = w.WriteByte('"')
	if n.Attributes() != nil {
		html.RenderAttributes(w, n, html.LinkAttributeFilter)
	}
	_ = w.WriteByte('>')
	if label := n.Label(source); bytes.IndexByte(label, '&') < 0 && bytes.IndexByte(label, '\\') < 0 && bytes.IndexByte(label, 0) < 0 {
		_, _ = w.Write(util.EscapeHTML(label)) // what the Writer does with no reference, escape or NUL
	} else {
		r.html.Writer.Write(w, label)
	}
	_, _ = w.WriteString(`</a>`)
	return ast.WalkContinue, nil
}
