package extension

import (
	"bytes"
	"math"
	"sync"

	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// A span is a link found in a block, by its bytes in the source.
type span struct {
	start, end int
	kind       linkify.Kind
	ended      bool      // end is where Markdown ends it (edges.go), read at its first trigger
	done       bool      // made into a Link, kept text, or no link left
	decided    bool      // node is the link, or nil if a callback keeps it text
	node       *ast.Link // made before it is put in the tree (see made)
	tail       ast.Node  // the last node of its run of text Parse has read (runSoFar)
}

var stateKey = parser.NewContextKey()

// blockState holds the links of the block being parsed, found once for all
// its lines, and the scratch space of finding them. It belongs to one
// parse (its parser.Context) and is reused from block to block, and from
// parse to parse through statePool.
type blockState struct {
	block   ast.Node
	links   []span // in order
	next    int    // links before it end before the current position
	done    int    // links that Parse found done: when all are, it has nothing to do
	found   []linkify.Link
	escapes []int       // where the escape sequences of a line end
	masked  []byte      // a line with its Markdown syntax masked
	decoded []byte      // a line with its character references decoded
	refs    []charRef   // the references of decoded
	texts   []*ast.Text // CloseBlock's scratch list of text nodes
	// hasHTML tells whether the block holds a '<', and html follows its
	// raw HTML as Parse reaches it (rawhtml.go).
	hasHTML bool
	html    htmlSkip
	openers openers // the delimiters Parse has read, as goldmark will pair them (pairing.go)
	edges   bool    // html or openers hold what Parse read of the block
	// pairs are the block's brackets (bracketPairs), if paired; nextPair
	// the first whose '[' Parse has not passed; openPairs scratch space.
	pairs     []bracketPair
	paired    bool
	nextPair  int
	openPairs []int
	// linked tells whether the parse put a Link of this extension in the
	// tree: bidiIsolator has nothing to do in a document without one.
	linked bool
}

// resetEdges clears what Parse read of the block's raw HTML and delimiters,
// if it read any: most blocks have none to clear.
func (st *blockState) resetEdges() {
	if st.edges {
		st.html, st.edges = htmlSkip{}, false
		st.openers.reset()
	}
}

var statePool = sync.Pool{New: func() any { return new(blockState) }}

// state returns the links of block, finding them on first use.
func (p *linkifyParser) state(block ast.Node, source []byte, pc parser.Context) *blockState {
	st, _ := pc.Get(stateKey).(*blockState)
	if st == nil {
		st = statePool.Get().(*blockState)
		pc.Set(stateKey, st)
	}
	if st.block == block {
		return st
	}
	p.ready()
	st.block, st.links, st.next, st.done = block, st.links[:0], 0, 0
	st.hasHTML, st.paired, st.nextPair = false, false, 0
	st.resetEdges()
	lines := block.Lines()
	if seg, ok := contiguous(lines); ok {
		// One pass over the whole block: a line end ends every link, so
		// this finds what line by line would, with one call.
		st.addLine(p.d, seg, source)
		return st
	}
	for i := 0; i < lines.Len(); i++ {
		st.addLine(p.d, lines.At(i), source)
	}
	return st
}

// stateReleaser is the AST transformer that returns a parse's blockState
// to statePool when the parse ends.
type stateReleaser struct{}

// releasePriority runs it after every other transformer.
const releasePriority = math.MaxInt32

func (stateReleaser) Transform(_ *ast.Document, _ text.Reader, pc parser.Context) {
	st, _ := pc.Get(stateKey).(*blockState)
	if st == nil {
		return
	}
	pc.Set(stateKey, nil)
	const keep = 64 << 10 // larger buffers, from a long line, are left to the GC
	if cap(st.masked) > keep || cap(st.decoded) > keep {
		return
	}
	st.block, st.linked = nil, false
	st.resetEdges()                 // no source or delimiter kept
	clear(st.links[:cap(st.links)]) // no nodes kept
	statePool.Put(st)
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
// contiguous ones. The detector sees the line as the reader does: Markdown
// syntax that ends a link masked (mask.go), character references decoded
// (charref.go); what it finds is mapped back to the source, and a link
// whose edge would cut a reference is left out.
func (st *blockState) addLine(d *linkify.Detector, seg text.Segment, source []byte) {
	line := source[seg.Start:seg.Stop]
	view := line
	var escapes []int // where an escape sequence ends
	hasHTML := bytes.IndexByte(line, '<') >= 0
	st.hasHTML = st.hasHTML || hasHTML
	if hasHTML || bytes.IndexByte(line, '`') >= 0 || bytes.IndexByte(line, '\\') >= 0 {
		st.masked = append(st.masked[:0], line...)
		view = st.masked
		st.escapes = maskSyntax(view, st.escapes[:0])
		escapes = st.escapes
	}
	var refs refMap
	if bytes.IndexByte(view, '&') >= 0 {
		var decoded []byte
		decoded, st.refs = decodeRefs(st.decoded[:0], view, st.refs[:0])
		if len(st.refs) > 0 {
			view, st.decoded, refs.refs = decoded, decoded, st.refs
		}
	}
	st.found = d.AppendSpansBytes(st.found[:0], view)
	for _, l := range st.found {
		start, ok := refs.source(l.Start)
		end, ok2 := refs.source(l.End)
		if !ok || !ok2 {
			continue
		}
		for len(escapes) > 0 && escapes[0] < start {
			escapes = escapes[1:] // both are in order: one merge pass
		}
		if len(escapes) > 0 && escapes[0] == start && !escapedOpener(line[start-1]) {
			continue // no link starts right after an escaped character that would go on with it (\_example.com)
		}
		st.links = append(st.links, span{start: seg.Start + start, end: seg.Start + end, kind: l.Kind})
	}
}

// escapedOpener reports whether a link may start right after the escaped
// character c: a bracket or double quote, which no link nor local-part takes
// in, so that \<support@example.com\> links as <support@example.com> would
// (other escaped characters may join what follows: \_example.com reads as
// an identifier, \-me@example.com as another local-part).
func escapedOpener(c byte) bool { return c == '<' || c == '(' || c == '[' || c == '"' }

// at returns the first link that ends after pos, or nil.
func (st *blockState) at(pos int) *span {
	for st.next < len(st.links) && st.links[st.next].end <= pos {
		st.next++
	}
	if st.next < len(st.links) {
		return &st.links[st.next]
	}
	return nil
}
