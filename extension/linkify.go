package extension

import (
	"slices"

	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// Priorities: after code spans, links, autolinks and raw HTML (100–400),
// before emphasis and strikethrough (500); the renderer before goldmark's
// HTML renderer (1000).
const (
	parserPriority   = 450
	rendererPriority = 500
)

type linkifyExtender struct {
	options []LinkifyOption
}

// Linkify is the extension with the default options: a drop-in for
// goldmark's extension.Linkify, which links what it links by default
// (http:, https:, ftp:, e-mail addresses; scheme-less URLs as UTS #58 finds
// them) and takes its options.
var Linkify goldmark.Extender = &linkifyExtender{}

// NewLinkify returns the extension with options. It panics, naming the
// option, if they do not make a valid configuration.
func NewLinkify(opts ...LinkifyOption) goldmark.Extender {
	p := NewLinkifyParser(opts...).(*linkifyParser)
	if _, err := p.LinkifyConfig.detector(); err != nil {
		panic(err)
	}
	return &linkifyExtender{options: slices.Clone(opts)}
}

// Extend implements goldmark.Extender.
func (e *linkifyExtender) Extend(m goldmark.Markdown) {
	p := NewLinkifyParser(e.options...).(*linkifyParser)
	m.Parser().AddOptions(
		parser.WithInlineParsers(util.Prioritized(p, parserPriority)), configRecorder{p},
		parser.WithASTTransformers(util.Prioritized(bidiIsolator{}, releasePriority-1), util.Prioritized(stateReleaser{}, releasePriority)),
	)
	m.Renderer().AddOptions(renderer.WithNodeRenderers(
		util.Prioritized(newLinkRenderer(), rendererPriority),
	))
}

type gfm struct {
	linkify goldmark.Extender
}

// GFM is goldmark's GitHub Flavored Markdown bundle (tables,
// strikethrough, task lists) with this Linkify, and its defaults, in place
// of goldmark's.
var GFM goldmark.Extender = &gfm{Linkify}

// NewGFM returns the GFM bundle with Linkify options.
func NewGFM(opts ...LinkifyOption) goldmark.Extender {
	return &gfm{NewLinkify(opts...)}
}

// Extend implements goldmark.Extender.
func (e *gfm) Extend(m goldmark.Markdown) {
	gext.Table.Extend(m)
	gext.Strikethrough.Extend(m)
	e.linkify.Extend(m)
	gext.TaskList.Extend(m)
}
