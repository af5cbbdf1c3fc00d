package extension

import (
	"strings"
	"sync"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// linkifyParser is the inline parser of the extension. It finds the links
// of each block with the detector (blocklinks.go), keeps the delimiters
// inside them from becoming emphasis (Parse), and turns them into Link
// nodes (nodes.go) when the block closes. Its configuration is set before
// the first parse and read only after: one parser serves concurrent
// parses.
type linkifyParser struct {
	LinkifyConfig
	once        sync.Once
	d           *linkify.Detector
	anchorMaker anchors.Maker
	anchored    bool // options or callbacks shape the links' text and attributes
	conds       linkConditions
	conditioned bool // goldmark's expressions are set (regexps.go)
	err         error
	config      *parser.Config // the parser's, if the extension added this one (peers.go)
	peers       peers          // the parsers after this one that read its triggers
}

// NewLinkifyParser returns the inline parser of the Linkify extension. It
// panics on an option that is not valid, naming it; options that goldmark
// passes later (parser.WithOption) are checked when it first parses.
func NewLinkifyParser(opts ...LinkifyOption) parser.InlineParser {
	p := &linkifyParser{LinkifyConfig: LinkifyConfig{Email: true}}
	for _, o := range opts {
		o.SetLinkifyOption(&p.LinkifyConfig)
	}
	return p
}

// ready builds the detector on first use, after goldmark has set the
// parser options; a configuration that is not valid panics.
func (p *linkifyParser) ready() {
	p.once.Do(func() {
		if p.d, p.err = p.LinkifyConfig.detector(); p.err != nil {
			return
		}
		if p.conds, p.conditioned, p.err = p.LinkifyConfig.conditions(); p.err != nil {
			return
		}
		o := p.LinkifyConfig.anchorOptions()
		p.anchorMaker = o.Maker()
		p.anchored = len(p.Callbacks) > 0 || p.anchorMaker.Shapes()
		p.peers = peersOf(p.config, p)
	})
	if p.err != nil {
		panic(p.err)
	}
}

// triggers are where the parser is called: the delimiters of emphasis and
// strikethrough, which would otherwise act inside a link. A delimiter run
// inside a link becomes text there, so the link stays whole; every other
// byte of the link is left to the other parsers, and the link is made when
// the block closes, ending where their syntax begins (CloseBlock). What a
// typographer replaces inside a link (' " -- ...) is put back then.
const triggers = "*_~"

// Trigger implements parser.InlineParser.
func (p *linkifyParser) Trigger() []byte { return []byte(triggers) }

// Parse makes text of the delimiter run at the current position if it
// stands inside a link (and closes no emphasis opened before the link:
// edges.go), unless another inline parser after this one makes something
// of it (peers.go).
func (p *linkifyParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	source := block.Source()
	st := p.state(parent, source, pc)
	if st.done == len(st.links) || pc.IsInLinkLabel() {
		return nil // most blocks hold no link
	}
	_, seg := block.Position()
	pos := seg.Start
	c := source[pos]
	l := st.at(pos)
	if l == nil || l.start > pos || l.done || p.peers.yield[strings.IndexByte(triggers, c)] {
		return nil
	}
	if run := runSoFar(parent, l, pos); run < pos {
		p.cut(st, source, l, run) // another syntax took its text: it ends there
		return nil
	}
	if !l.ended {
		// The first trigger inside the link: where Markdown ends it.
		st.edges = true
		if st.hasHTML && st.html.readTo(parent, source, pos) {
			l.done = true // inside <a>, <code>, … written in raw HTML
			st.done++
			return nil
		}
		l.end, l.ended = p.linkEnd(st, source, l, pos, pc), true
		// What Markdown leaves of it may be no link, or a link that
		// callbacks or goldmark's expressions keep text: its delimiters
		// then act as without the extension.
		if l.end <= l.start || (p.anchored || p.conditioned) && p.made(parent, source, l) == nil {
			l.done = true
			st.done++
			return nil
		}
	}
	if pos >= l.end {
		return nil // the run closes emphasis opened before the link
	}
	if n := p.peers.parse(parent, block, pc); n != nil {
		return n // another syntax: the link ends where it begins
	}
	end := pos + 1
	for end < l.end && source[end] == c {
		end++
	}
	block.Advance(end - pos)
	return ast.NewTextSegment(text.NewSegment(pos, end))
}

// made returns the Link of the link l of block, made on first call, or
// nil if a callback keeps it text: callbacks see each link once (again
// only if another syntax cut it after its first trigger: runs.go), and
// before what a typographer did inside it is undone.
func (p *linkifyParser) made(block ast.Node, source []byte, l *span) *ast.Link {
	if !l.decided {
		l.node, l.decided = p.newLink(block, source, l.start, l.end, l.kind), true
	}
	return l.node
}

// CloseBlock makes the links of the block, each ending where its run of
// text ends (runs.go): a link is split out of its text node, which
// joinText first joins with the text nodes that other parsers' triggers
// split it into (example.com/a_b, https://example.com/a[b]).
func (p *linkifyParser) CloseBlock(parent ast.Node, block text.Reader, pc parser.Context) {
	source := block.Source()
	st := p.state(parent, source, pc)
	st.block = nil // the next block is another, even at the same address
	if st.done == len(st.links) {
		return
	}
	lines := parent.Lines()
	u := untypesetter{links: st.links, blockStart: lines.At(0).Start, blockEnd: lines.At(lines.Len() - 1).Stop}
	p.cutAtSyntax(st, parent, source, &u)
	if p.anchored || p.conditioned { // some links may stay text
		u.made = func(l *span) bool { return p.made(parent, source, l) != nil }
	}
	u.source = source // for its raw HTML
	texts := u.appendTexts(st.texts[:0], parent, true)
	defer func() { clear(texts); st.texts = texts[:0] }()
	// Links and text nodes are both in source order: one merge pass, so a
	// long block costs linear time.
	ti := 0
	for i := range st.links {
		l := &st.links[i]
		for ti < len(texts) && (texts[ti].Parent() == nil || texts[ti].Segment.Stop <= l.start) {
			ti++
		}
		if ti == len(texts) {
			break
		}
		t := texts[ti]
		if l.done || t.Segment.Start > l.start {
			continue
		}
		joinText(t, l.end)
		if l.end <= t.Segment.Stop {
			l.done = true
			if n := p.made(parent, source, l); n != nil {
				splitText(t, n, l.start, l.end)
				st.linked = true
			}
		}
	}
}
