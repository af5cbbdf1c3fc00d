package extension

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
)

// linkRenderer renders the Links of this extension: their href as the
// detector wrote it (goldmark's renderer would percent-encode '|', '[',
// ']' … as in a written link) and every attribute that options and
// callbacks set (goldmark's link filter would drop aria-*), the text being
// their children's; and every other Link with goldmark's own HTML
// renderer. It holds nothing that changes: one renderer serves concurrent
// conversions.
type linkRenderer struct {
	html     *html.Renderer
	fallback renderer.NodeRendererFunc
}

func newLinkRenderer() *linkRenderer {
	r := &linkRenderer{html: html.NewRenderer().(*html.Renderer)}
	r.html.RegisterFuncs(funcCatcher{ast.KindLink, &r.fallback})
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
	reg.Register(ast.KindLink, r.renderLink)
}

func (r *linkRenderer) renderLink(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n, _ := linkOf(node)
	if n == nil {
		return r.fallback(w, source, node, entering)
	}
	if !entering {
		_, _ = w.WriteString(`</a>`)
		return ast.WalkContinue, nil
	}
	_, _ = w.WriteString(`<a href="`)
	_, _ = w.Write(util.EscapeHTML(n.Destination))
	_ = w.WriteByte('"')
	// The attributes options and callbacks set: their names are checked
	// when they are set; the mark is no attribute.
	for _, at := range n.Attributes() {
		var v []byte
		switch at := at.Value.(type) {
		case string:
			v = util.StringToReadOnlyBytes(at)
		case []byte:
			v = at
		default:
			continue
		}
		_ = w.WriteByte(' ')
		_, _ = w.Write(at.Name)
		_, _ = w.WriteString(`="`)
		_, _ = w.Write(util.EscapeHTML(v))
		_ = w.WriteByte('"')
	}
	_ = w.WriteByte('>')
	return ast.WalkContinue, nil
}
