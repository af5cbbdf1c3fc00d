package extension

import (
	"bytes"
	"unicode/utf8"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// bidiIsolator is the AST transformer that isolates the links of a
// document that holds explicit bidi formatting (holdsBidiFormatting) with
// a dir attribute: an override on one line of a paragraph reaches a link
// on the next once rendered, and a reference (&#x202E;) in another inline,
// beyond what the detector's policy sees of a line. Documents without a
// link are not read; those without any bidi formatting (nearly all) are
// read once by byte searches and left as they are.
type bidiIsolator struct{}

// Transform implements parser.ASTTransformer.
func (bidiIsolator) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	if st, _ := pc.Get(stateKey).(*blockState); st == nil || !st.linked {
		return
	}
	source := reader.Source()
	if !holdsBidiFormatting(doc, source) {
		return
	}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && IsLinkifyNode(n, source) {
			n.SetAttributeString(anchors.IsolateAttr, anchors.IsolateVal)
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
}

// holdsBidiFormatting reports whether the document doc of source holds
// explicit bidi formatting as Markdown reads it: an embedding, override
// or isolate initiator written raw, or as a character reference that
// Markdown decodes (&#x202E;, &#8238;, ending with ';'); or, in raw HTML,
// which the browser reads, what HTML reads as bidi formatting
// (anchors.HoldsBidiFormatting, anchors.CSSOverrides: also &#8238 without
// ';', <bdo>, a style that overrides the direction). Elsewhere those are
// text: CommonMark decodes no reference without its ';'. A byte search of
// the source that finds none of them ends it, in nearly every document.
func holdsBidiFormatting(doc ast.Node, source []byte) bool {
	src := util.BytesToReadOnlyString(source)
	if !anchors.HoldsBidiFormatting(src) && !anchors.CSSOverrides(src) {
		return false
	}
	if anchors.HoldsInitiator(src) || referencesInitiator(source) {
		return true
	}
	found := false
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		var lines *text.Segments
		switch n := n.(type) {
		case *ast.RawHTML:
			lines = n.Segments
		case *ast.HTMLBlock:
			lines = n.Lines()
			found = entering && n.HasClosure() && rawHTMLHolds(n.ClosureLine.Value(source))
		default:
			return ast.WalkContinue, nil
		}
		for i := 0; entering && i < lines.Len() && !found; i++ {
			seg := lines.At(i)
			found = rawHTMLHolds(seg.Value(source))
		}
		if found {
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	return found
}

// referencesInitiator reports whether source holds a character reference
// that Markdown decodes (charref.go) to a bidi initiator.
func referencesInitiator(source []byte) bool {
	var buf [utf8.UTFMax]byte
	for i := bytes.IndexByte(source, '&'); i >= 0; {
		if size, text := refAt(source, i, &buf); size > 0 && anchors.HoldsInitiator(util.BytesToReadOnlyString(text)) {
			return true
		}
		j := bytes.IndexByte(source[i+1:], '&')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// rawHTMLHolds reports whether raw HTML holds bidi formatting as HTML
// reads it.
func rawHTMLHolds(b []byte) bool {
	s := util.BytesToReadOnlyString(b)
	return anchors.HoldsBidiFormatting(s) || anchors.CSSOverrides(s)
}
