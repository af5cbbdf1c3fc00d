package extension

import (
	"github.com/golinkify/uts58/internal/anchors"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// bidiIsolator is the AST transformer that isolates the links of a
// document whose source holds explicit bidi formatting
// (anchors.HoldsBidiFormatting), or raw HTML's CSS that overrides the
// direction (anchors.CSSOverrides), with a dir attribute: an override on one
// line of a paragraph reaches a link on the next once rendered, and a
// reference (&#x202E;) in another inline, beyond what the detector's
// policy sees of a line. Documents without a link are not read; those
// without any bidi formatting (nearly all) are read once by byte searches
// and left as they are.
type bidiIsolator struct{}

// Transform implements parser.ASTTransformer.
func (bidiIsolator) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	if st, _ := pc.Get(stateKey).(*blockState); st == nil || !st.linked {
		return
	}
	source := reader.Source()
	if src := util.BytesToReadOnlyString(source); !anchors.HoldsBidiFormatting(src) && !anchors.CSSOverrides(src) {
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
