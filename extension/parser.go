package extension

import (
	"bytes"
	"sync"

	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// linkifyParser finds the links of each line of a block with the detector
// and turns them into AutoLink nodes, at the first trigger inside a link (so
// that no delimiter inside it becomes emphasis) or, for links with no ASCII
// punctuation, when the block closes.
type linkifyParser struct {
	LinkifyConfig
	once          sync.Once
	d             *linkify.Detector
	defaultScheme []byte
	err           error
}

// NewLinkifyParser returns the inline parser of the Linkify extension.
func NewLinkifyParser(opts ...LinkifyOption) parser.InlineParser {
	p := &linkifyParser{LinkifyConfig: LinkifyConfig{Email: true}}
	for _, o := range opts {
		o.SetLinkifyOption(&p.LinkifyConfig)
	}
	return p
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

var stateKey = parser.NewContextKey()

// blockState holds the links of the block being parsed, found once for all
// its lines; it is reused from block to block.
type blockState struct {
	block   ast.Node
	links   []linkify.Link // in order, offsets into the source
	next    int            // links before it end before the current position
	claimed int            // links turned into AutoLinks while parsing
	scratch []byte         // a line with its Markdown syntax masked
	texts   []*ast.Text    // CloseBlock's scratch list of text nodes
}

func (p *linkifyParser) detector() (*linkify.Detector, error) {
	p.once.Do(func() {
		p.d, p.err = p.LinkifyConfig.detector()
		if p.err == nil {
			p.defaultScheme = []byte(p.d.DefaultScheme())
		}
	})
	return p.d, p.err
}

// state returns the links of block, finding them on first use.
func (p *linkifyParser) state(block ast.Node, source []byte, pc parser.Context) *blockState {
	st, _ := pc.Get(stateKey).(*blockState)
	if st == nil {
		st = &blockState{}
		pc.Set(stateKey, st)
	}
	if st.block == block {
		return st
	}
	st.block, st.links, st.next, st.claimed = block, st.links[:0], 0, 0
	d, err := p.detector()
	if err != nil {
		return st
	}
	lines := block.Lines()
	if seg, ok := contiguous(lines); ok {
		// One pass over the whole block: a line end ends every link, so
		// this finds what line by line would, with one call.
		st.addLine(d, seg, source)
		return st
	}
	for i := 0; i < lines.Len(); i++ {
		st.addLine(d, lines.At(i), source)
	}
	return st
}

// contiguous returns the segment that the lines cover, if each starts
// where the one before ends (no indentation or container prefix between
// them) and none has padding.
func contiguous(lines *text.Segments) (text.Segment, bool) {
	if lines.Len() == 0 {
		return text.Segment{}, false
	}
	first := lines.At(0)
	stop := first.Start
	for i := 0; i < lines.Len(); i++ {
		l := lines.At(i)
		if l.Start != stop || l.Padding != 0 {
			return text.Segment{}, false
		}
		stop = l.Stop
	}
	return text.NewSegment(first.Start, stop), true
}

// addLine appends the links of one line of the block, or of several
// contiguous ones.
func (st *blockState) addLine(d *linkify.Detector, seg text.Segment, source []byte) {
	line := source[seg.Start:seg.Stop]
	var escapes []int // where an escape sequence ends
	if bytes.IndexByte(line, '`') >= 0 || bytes.IndexByte(line, '<') >= 0 || bytes.IndexByte(line, '\\') >= 0 {
		st.scratch = append(st.scratch[:0], line...)
		line = st.scratch
		escapes = maskSyntax(line)
	}
	n := len(st.links)
	st.links = d.AppendSpansBytes(st.links, line)
	kept := st.links[:n]
	for _, l := range st.links[n:] {
		for len(escapes) > 0 && escapes[0] < l.Start {
			escapes = escapes[1:] // both are in order: one merge pass
		}
		if len(escapes) > 0 && escapes[0] == l.Start {
			continue // no link starts right after an escaped character
		}
		l.End = entityEnd(line, l.End)
		l.Start += seg.Start
		l.End += seg.Start
		kept = append(kept, l)
	}
	st.links = kept
}

// maskSyntax turns into spaces, in place, the bytes of line that are
// Markdown syntax wherever they stand (code spans, HTML, escapes: '`', '<',
// '\\'), so that detection takes them as the end of a link, and the code
// point that a backslash escapes; it returns where each escape sequence
// ends, in order. Escapes go first, as they see the bytes unmasked.
func maskSyntax(line []byte) (escapes []int) {
	for i := 0; ; i++ {
		j := bytes.IndexByte(line[i:], '\\')
		if j < 0 {
			break
		}
		i += j
		line[i] = ' '
		if i+1 < len(line) && util.IsPunct(line[i+1]) {
			i++
			line[i] = ' '
			escapes = append(escapes, i+1)
		}
	}
	for _, c := range []byte{'`', '<'} {
		for i := 0; ; i++ {
			j := bytes.IndexByte(line[i:], c)
			if j < 0 {
				break
			}
			i += j
			line[i] = ' '
		}
	}
	return escapes
}

// at returns the first link that ends after pos, or nil.
func (st *blockState) at(pos int) *linkify.Link {
	for st.next < len(st.links) && st.links[st.next].End <= pos {
		st.next++
	}
	if st.next < len(st.links) {
		return &st.links[st.next]
	}
	return nil
}

// entityEnd returns end, or end+1 when the link line[:end] ends inside a
// complete entity reference ("&amp" before ";"): Markdown reads the
// reference as one character, so the link holds all of it.
func entityEnd(line []byte, end int) int {
	if end >= len(line) || line[end] != ';' {
		return end
	}
	amp := bytes.LastIndexByte(line[:end], '&')
	if amp < 0 || end-amp < 2 || end-amp > 32 {
		return end
	}
	ref := line[amp : end+1]
	for _, c := range ref[1 : len(ref)-1] {
		if !util.IsAlphaNumeric(c) && c != '#' {
			return end
		}
	}
	if bytes.Equal(util.ResolveEntityNames(util.ResolveNumericReferences(ref)), ref) {
		return end // not a reference goldmark resolves
	}
	return end + 1
}

// Parse claims the link that the trigger at the current position starts or
// stands inside.
func (p *linkifyParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if pc.IsInLinkLabel() {
		return nil
	}
	source := block.Source()
	st := p.state(parent, source, pc)
	_, seg := block.Position()
	pos := seg.Start
	l := st.at(pos)
	if l == nil || l.Start > pos || (l.Start == pos && yieldAt[source[pos]]) {
		return nil
	}
	end := trimClosingDelimiters(source, l.Start, l.End, pc)
	if end <= pos {
		// The trigger is the closing delimiter: what is left of the link
		// is in the text before, and CloseBlock splits it out.
		l.End = end
		return nil
	}
	if l.Start < pos {
		// The link began in the plain text just before: take it back.
		if !takeBack(parent, l.Start, pos) {
			return nil
		}
	}
	st.claimed++
	block.Advance(end - pos)
	return p.newAutoLink(source, l.Start, end, l.Kind)
}

// takeBack removes from the end of parent the inline nodes that hold
// source[start:pos]: text, and what a typographer put between two texts.
// It reports false, changing nothing, if anything else stands there.
func takeBack(parent ast.Node, start, pos int) bool {
	stop := pos // where the node looked at must end
	var first *ast.Text
	for n := parent.LastChild(); first == nil; n = n.PreviousSibling() {
		switch n := n.(type) {
		case *ast.Text:
			if n.Segment.Stop != stop || n.Segment.Padding != 0 {
				return false
			}
			if n.Segment.Start <= start {
				first = n
			}
			stop = n.Segment.Start
		case *ast.String:
			// It stands for the source between the texts around it.
			before, ok := n.PreviousSibling().(*ast.Text)
			if !ok || before.Segment.Stop < start || before.Segment.Stop >= stop {
				return false
			}
			stop = before.Segment.Stop
		default:
			return false // nil included
		}
	}
	for n := parent.LastChild(); n != first; {
		prev := n.PreviousSibling()
		parent.RemoveChild(parent, n)
		n = prev
	}
	if first.Segment.Start == start {
		parent.RemoveChild(parent, first)
	} else {
		first.Segment = first.Segment.WithStop(start)
	}
	return true
}

// trimClosingDelimiters returns the end of the link source[start:end]
// without a final run of '*', '_' or '~' that closes emphasis opened before
// the link.
func trimClosingDelimiters(source []byte, start, end int, pc parser.Context) int {
	c := source[end-1]
	if c != '*' && c != '_' && c != '~' {
		return end
	}
	for d := pc.LastDelimiter(); d != nil; d = d.PreviousDelimiter {
		if d.Char == c && d.CanOpen {
			for end > start && source[end-1] == c {
				end--
			}
			return end
		}
	}
	return end
}

// newAutoLink returns the AutoLink for the link source[start:end]. Its
// position is the start of its label, which marks it as this extension's
// (goldmark's own autolinks start at their '<'); a scheme-less URL gets the
// default scheme as its Protocol.
func (p *linkifyParser) newAutoLink(source []byte, start, end int, kind linkify.Kind) *ast.AutoLink {
	typ := ast.AutoLinkURL
	if kind == linkify.Email {
		typ = ast.AutoLinkEmail
	}
	// The node and its label in one allocation: a document may hold many.
	pair := &struct {
		link  ast.AutoLink
		label ast.Text
	}{label: *ast.NewTextSegment(text.NewSegment(start, end))}
	pair.link = *ast.NewAutoLink(typ, &pair.label)
	n := &pair.link
	n.SetPos(start)
	if kind == linkify.URL && !hasScheme(source[start:end]) {
		n.Protocol = p.scheme()
	}
	return n
}

// scheme returns the default scheme of scheme-less links.
func (p *linkifyParser) scheme() []byte {
	p.detector()
	return p.defaultScheme
}

func hasScheme(t []byte) bool {
	i := bytes.Index(t, []byte("://"))
	return i > 0 && bytes.IndexByte(t[:i], '.') < 0
}

// CloseBlock links what no trigger reached: links inside one text node
// that hold no trigger (普遍适用测试。我爱你, example.com/path).
func (p *linkifyParser) CloseBlock(parent ast.Node, block text.Reader, pc parser.Context) {
	source := block.Source()
	st := p.state(parent, source, pc)
	defer func() { st.block = nil }()
	if st.claimed == len(st.links) {
		return
	}
	lines := parent.Lines()
	u := untypesetter{links: st.links, blockStart: lines.At(0).Start, blockEnd: lines.At(lines.Len() - 1).Stop}
	texts := u.appendTexts(st.texts[:0], parent, true)
	defer func() { clear(texts); st.texts = texts[:0] }()
	// Links and text nodes are both in source order: one merge pass, so a
	// long block costs linear time.
	ti := 0
	for _, l := range st.links {
		for ti < len(texts) && (texts[ti].Parent() == nil || texts[ti].Segment.Stop <= l.Start) {
			ti++
		}
		if ti == len(texts) {
			break
		}
		t := texts[ti]
		if t.Segment.Start > l.Start {
			continue
		}
		joinText(t, l.End)
		if l.End <= t.Segment.Stop {
			p.splitText(t, l, source)
		}
	}
}

// joinText joins to t the text nodes that follow it in the source, up to
// end: another parser's trigger splits text in two even where it leaves it
// as it is. Nodes with a line break, padding or raw text are not joined.
func joinText(t *ast.Text, end int) {
	for t.Segment.Stop < end && !t.SoftLineBreak() && !t.HardLineBreak() {
		next, ok := t.NextSibling().(*ast.Text)
		if !ok || next.Segment.Start != t.Segment.Stop || next.Segment.Padding != 0 || next.IsRaw() {
			return
		}
		t.Segment = t.Segment.WithStop(next.Segment.Stop)
		t.SetSoftLineBreak(next.SoftLineBreak())
		t.SetHardLineBreak(next.HardLineBreak())
		t.Parent().RemoveChild(t.Parent(), next)
	}
}

// untypesetter puts back the source of what a typographer replaced inside
// links (’ for ', – for --, … for ...): a link shows its source. A
// typographer's output is a run of String nodes that stands for the source
// between the texts around it (or the block's edge).
type untypesetter struct {
	links                []linkify.Link // in order
	next                 int            // links before it end before the runs still to come
	blockStart, blockEnd int
}

// appendTexts appends the text nodes under n (the block if top) that may
// hold a link, in order: none inside links, images, autolinks, code spans
// or raw HTML. A run of strings that lies inside a link becomes a text node
// of its source first.
func (u *untypesetter) appendTexts(texts []*ast.Text, n ast.Node, top bool) []*ast.Text {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch t := c.(type) {
		case *ast.Link, *ast.Image, *ast.AutoLink, *ast.CodeSpan, *ast.RawHTML:
		case *ast.Text:
			if !t.IsRaw() && t.Segment.Padding == 0 {
				texts = append(texts, t)
			}
		case *ast.String:
			if t := u.restore(n, t, top); t != nil {
				texts = append(texts, t)
				c = t
			}
		default:
			texts = u.appendTexts(texts, c, false)
		}
	}
	return texts
}

// restore replaces the run of strings from first, a child of n, by a text
// node of its source if it lies inside a link, and returns that node; or
// else nil, and first is left as it is.
func (u *untypesetter) restore(n ast.Node, first *ast.String, top bool) *ast.Text {
	last := ast.Node(first)
	for {
		if _, ok := last.NextSibling().(*ast.String); !ok {
			break
		}
		last = last.NextSibling()
	}
	start, stop := u.sourceEdge(first.PreviousSibling(), top, true), u.sourceEdge(last.NextSibling(), top, false)
	if start < 0 || stop < start || !u.inLink(start, stop) {
		return nil
	}
	t := ast.NewTextSegment(text.NewSegment(start, stop))
	n.InsertBefore(n, first, t)
	for r := ast.Node(first); ; {
		following := r.NextSibling()
		n.RemoveChild(n, r)
		if r == last {
			break
		}
		r = following
	}
	return t
}

// sourceEdge returns where the source of a run of strings starts (after
// the neighbour before it) or stops (before the neighbour after it, if
// before is false), or -1 if that is not known: the neighbour is no text,
// or is missing inside an inline container (top is false).
func (u *untypesetter) sourceEdge(neighbour ast.Node, top, before bool) int {
	switch t := neighbour.(type) {
	case *ast.Text:
		if t.Segment.Padding != 0 {
			return -1
		}
		if before {
			return t.Segment.Stop
		}
		return t.Segment.Start
	case nil:
		if !top {
			return -1
		}
		if before {
			return u.blockStart
		}
		return u.blockEnd
	}
	return -1
}

// inLink reports whether source[start:stop] lies inside one link.
func (u *untypesetter) inLink(start, stop int) bool {
	for u.next < len(u.links) && u.links[u.next].End < stop {
		u.next++
	}
	return u.next < len(u.links) && u.links[u.next].Start <= start
}

// splitText replaces the part l of the text node t by an AutoLink.
func (p *linkifyParser) splitText(t *ast.Text, l linkify.Link, source []byte) {
	parent := t.Parent()
	seg := t.Segment
	link := p.newAutoLink(source, l.Start, l.End, l.Kind)
	if seg.Start < l.Start {
		before := ast.NewTextSegment(seg.WithStop(l.Start))
		parent.InsertBefore(parent, t, before)
	}
	parent.InsertBefore(parent, t, link)
	if l.End < seg.Stop {
		t.Segment = seg.WithStart(l.End)
	} else {
		// The link ends the node: keep its line break after the link.
		if t.SoftLineBreak() || t.HardLineBreak() {
			after := ast.NewTextSegment(text.NewSegment(l.End, l.End))
			after.SetSoftLineBreak(t.SoftLineBreak())
			after.SetHardLineBreak(t.HardLineBreak())
			parent.InsertBefore(parent, t, after)
		}
		parent.RemoveChild(parent, t)
	}
}
