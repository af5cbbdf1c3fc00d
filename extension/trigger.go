package extension

import (
	"sync"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// linkifyParser is the inline parser of the extension. It finds the links
// of each block with the detector (blocklinks.go) and turns them into
// Link nodes (nodes.go), at the first trigger inside a link (so that no
// delimiter inside it becomes emphasis) or, for links with none, when the
// block closes. Its configuration is set before the first parse and read
// only after: one parser serves concurrent parses.
type linkifyParser struct {
	LinkifyConfig
	once        sync.Once
	d           *linkify.Detector
	anchorMaker anchors.Maker
	anchored    bool // options or callbacks shape the links' text and attributes
	conds       linkConditions
	conditioned bool // goldmark's expressions are set (regexps.go)
	err         error
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
	})
	if p.err != nil {
		panic(p.err)
	}
}

// triggers are where the parser is called: the delimiters of the
// constructs that would otherwise act inside a link (emphasis,
// strikethrough, links and images). A link is claimed at the first trigger
// inside it; links with none (most) are split out of their text node when
// the block closes. What a typographer replaces inside a link (' " -- ...)
// is put back when the link is split out or taken back, and needs no
// trigger. Fewer triggers make Markdown faster: goldmark stops at each.
const triggers = "*_~[]!"

// Trigger implements parser.InlineParser.
func (p *linkifyParser) Trigger() []byte { return []byte(triggers) }

// yieldAt are the bytes where a construct that outranks links can start: a
// link starting there is left to the other parsers first.
var yieldAt = [256]bool{'`': true, '<': true, '[': true, '!': true, '\\': true, '&': true}

// Parse claims the link that the trigger at the current position starts or
// stands inside.
func (p *linkifyParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	source := block.Source()
	st := p.state(parent, source, pc)
	if st.done == len(st.links) || pc.IsInLinkLabel() {
		return nil // most blocks hold no link
	}
	_, seg := block.Position()
	pos := seg.Start
	l := st.at(pos)
	if l == nil || l.start > pos || l.done || (l.start == pos && yieldAt[source[pos]]) {
		return nil
	}
	st.edges = true
	if st.hasHTML && st.html.readTo(parent, source, pos) {
		l.done = true // inside <a>, <code>, … written in raw HTML
		st.done++
		return nil
	}
	end := p.linkEnd(st, source, l, pos, pc)
	if end <= l.start {
		l.done = true // what Markdown leaves of it is no link
		st.done++
		return nil
	}
	if end <= pos {
		// The trigger is the closing delimiter: what is left of the link
		// is in the text before, and CloseBlock splits it out.
		l.end = end
		return nil
	}
	var first *ast.Text
	if l.start < pos {
		// The link began in the plain text just before: take it back.
		var ok bool
		if first, ok = textBefore(parent, l.start, pos); !ok {
			return nil
		}
	}
	l.done = true
	st.done++
	n := p.newLink(parent, source, l.start, end, l.kind)
	if n == nil {
		return nil // a callback keeps it text
	}
	if first != nil {
		takeBack(parent, first, l.start)
	}
	block.Advance(end - pos)
	st.linked = true
	return n
}

// made returns the Link of the link l of block, made on first call, or
// nil if a callback keeps it text: callbacks see each link once, and
// before what a typographer did inside it is undone.
func (p *linkifyParser) made(block ast.Node, source []byte, l *span) *ast.Link {
	if !l.decided {
		l.node, l.decided = p.newLink(block, source, l.start, l.end, l.kind), true
	}
	return l.node
}

// CloseBlock links what no trigger reached: links inside one text node
// that hold no trigger (普遍适用测试。我爱你, example.com/path).
func (p *linkifyParser) CloseBlock(parent ast.Node, block text.Reader, pc parser.Context) {
	source := block.Source()
	st := p.state(parent, source, pc)
	st.block = nil // the next block is another, even at the same address
	if st.done == len(st.links) {
		return
	}
	p.cutAtMarkdownLinks(st, parent, source)
	lines := parent.Lines()
	u := untypesetter{links: st.links, blockStart: lines.At(0).Start, blockEnd: lines.At(lines.Len() - 1).Stop}
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
