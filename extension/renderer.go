package extension

import (
	"bytes"
	"sync"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
)

// linkRenderer renders the AutoLinks of this extension: the text the
// reader sees and the detector's href (or what options and callbacks made
// of them), and every other AutoLink with goldmark's own HTML renderer. It
// holds nothing that changes: one renderer serves concurrent conversions.
type linkRenderer struct {
	html     *html.Renderer
	fallback renderer.NodeRendererFunc
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

// scratch holds a link's decoded text and href while it is written.
type scratch struct{ text, href []byte }

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func (r *linkRenderer) renderAutoLink(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.AutoLink)
	if !IsLinkifyNode(n, source) {
		return r.fallback(w, source, node, entering)
	}
	if !entering {
		return ast.WalkContinue, nil
	}
	var text, href []byte
	if t := linkTextOf(n); t != nil {
		text, href = util.StringToReadOnlyBytes(t.text), util.StringToReadOnlyBytes(t.href)
	} else {
		s := scratchPool.Get().(*scratch)
		defer scratchPool.Put(s)
		text = decodedText(&s.text, n.Label(source))
		s.href = appendHref(s.href[:0], n, text)
		href = s.href
	}
	_, _ = w.WriteString(`<a href="`)
	_, _ = w.Write(util.EscapeHTML(href))
	_ = w.WriteByte('"')
	// The attributes options and callbacks set, all of them (goldmark's
	// link filter would drop aria-*, say): their names are checked when
	// they are set, and the anchor's own record is no attribute.
	for _, at := range n.Attributes() {
		if bytes.Equal(at.Name, anchorAttr) {
			continue
		}
		_ = w.WriteByte(' ')
		_, _ = w.Write(at.Name)
		_, _ = w.WriteString(`="`)
		switch v := at.Value.(type) {
		case string:
			_, _ = w.Write(util.EscapeHTML(util.StringToReadOnlyBytes(v)))
		case []byte:
			_, _ = w.Write(util.EscapeHTML(v))
		}
		_ = w.WriteByte('"')
	}
	_ = w.WriteByte('>')
	_, _ = w.Write(util.EscapeHTML(text))
	_, _ = w.WriteString(`</a>`)
	return ast.WalkContinue, nil
}
