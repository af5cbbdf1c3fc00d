package ecosystem

import (
	"github.com/gohugoio/hugo-goldmark-extensions/extras"
	"github.com/gohugoio/hugo-goldmark-extensions/passthrough"
	"github.com/yuin/goldmark"
	emoji "github.com/yuin/goldmark-emoji"
	east "github.com/yuin/goldmark-emoji/ast"
	highlighting "github.com/yuin/goldmark-highlighting/v2"
	meta "github.com/yuin/goldmark-meta"
	"github.com/yuin/goldmark/ast"
	gext "github.com/yuin/goldmark/extension"
	gast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
)

// A peer is an extension (or a stack of them) of the goldmark ecosystem.
type peer struct {
	name  string
	exts  []goldmark.Extender
	kinds []ast.NodeKind           // the nodes it makes
	state func(parser.Context) any // what else it makes of a document, or nil
}

// parserOptions is an extender that adds parser options.
type parserOptions []parser.Option

func (o parserOptions) Extend(m goldmark.Markdown) { m.Parser().AddOptions(o...) }

var (
	extraKinds = []ast.NodeKind{extras.KindDelete, extras.KindInsert, extras.KindMark, extras.KindSubscript, extras.KindSuperscript}
	footnotes  = []ast.NodeKind{gast.KindFootnoteLink, gast.KindFootnoteBacklink, gast.KindFootnote, gast.KindFootnoteList}
	defLists   = []ast.NodeKind{gast.KindDefinitionList, gast.KindDefinitionTerm, gast.KindDefinitionDescription}
	math       = []ast.NodeKind{passthrough.KindPassthroughInline, passthrough.KindPassthroughBlock}
)

// allExtras is Hugo's extras extension with every tag on.
var allExtras = extras.Config{
	Delete: extras.DeleteConfig{Enable: true}, Insert: extras.InsertConfig{Enable: true}, Mark: extras.MarkConfig{Enable: true},
	Subscript: extras.SubscriptConfig{Enable: true}, Superscript: extras.SuperscriptConfig{Enable: true},
}

// hugoMath are the passthrough delimiters Hugo's documentation sets for math.
var hugoMath = passthrough.Config{
	InlineDelimiters: []passthrough.Delimiters{{Open: "$", Close: "$"}, {Open: `\(`, Close: `\)`}},
	BlockDelimiters:  []passthrough.Delimiters{{Open: "$$", Close: "$$"}, {Open: `\[`, Close: `\]`}},
}

// peers are the extensions checked: those of goldmark's README list that the
// module proxy serves, and Hugo's (v0.165) with its extras.
func peers() []peer {
	one := func(tag string, c extras.Config, k ast.NodeKind) peer {
		return peer{name: "extras-" + tag, exts: []goldmark.Extender{extras.New(c)}, kinds: []ast.NodeKind{k}}
	}
	hugo := func() []goldmark.Extender {
		return []goldmark.Extender{extras.New(allExtras), gext.Table, gext.Strikethrough, gext.TaskList, gext.DefinitionList,
			gext.Footnote, passthrough.New(hugoMath), emoji.Emoji, parserOptions{parser.WithAttribute(), parser.WithAutoHeadingID()}}
	}
	return []peer{
		{name: "emoji", exts: []goldmark.Extender{emoji.Emoji}, kinds: []ast.NodeKind{east.KindEmoji}},
		one("delete", extras.Config{Delete: allExtras.Delete}, extras.KindDelete),
		one("insert", extras.Config{Insert: allExtras.Insert}, extras.KindInsert),
		one("mark", extras.Config{Mark: allExtras.Mark}, extras.KindMark),
		one("subscript", extras.Config{Subscript: allExtras.Subscript}, extras.KindSubscript),
		one("superscript", extras.Config{Superscript: allExtras.Superscript}, extras.KindSuperscript),
		{name: "passthrough", exts: []goldmark.Extender{passthrough.New(hugoMath)}, kinds: math},
		{name: "footnote", exts: []goldmark.Extender{gext.Footnote}, kinds: footnotes},
		{name: "definition-list", exts: []goldmark.Extender{gext.DefinitionList}, kinds: defLists},
		{name: "meta", exts: []goldmark.Extender{meta.Meta}, state: func(pc parser.Context) any { return meta.Get(pc) }},
		{name: "highlighting", exts: []goldmark.Extender{highlighting.Highlighting}, kinds: []ast.NodeKind{ast.KindFencedCodeBlock}},
		{name: "cjk", exts: []goldmark.Extender{gext.CJK}, kinds: []ast.NodeKind{ast.KindParagraph}},
		{name: "attributes", exts: []goldmark.Extender{parserOptions{parser.WithAttribute(), parser.WithAutoHeadingID()}}, kinds: []ast.NodeKind{ast.KindHeading}},
		{name: "hugo", exts: hugo(), kinds: append(append(append(append([]ast.NodeKind{east.KindEmoji}, extraKinds...), footnotes...), defLists...), math...)},
	}
}
