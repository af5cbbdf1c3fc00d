package extension

import (
	"strings"

	"github.com/yuin/goldmark/ast"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// The parser keeps a link whole over goldmark's own emphasis and
// strikethrough delimiters, which come after it. The other inline parsers
// that come after it and read one of its triggers (a subscript's '~', the
// typographer's '*') still get the byte first, in goldmark's order, as
// they would without this extension: a link that their syntax cuts ends
// where it begins (runs.go).

// configRecorder is the parser option through which the extension learns
// the configuration of the parser it extends; the parser reads its inline
// parsers at its first parse, when every extension has added its own.
type configRecorder struct{ p *linkifyParser }

// SetParserOption implements parser.Option.
func (r configRecorder) SetParserOption(c *parser.Config) { r.p.config = c }

// peers are, for each trigger, the inline parsers that come after this one
// and read it, other than goldmark's emphasis and strikethrough.
type peers [len(triggers)][]parser.InlineParser

// peersOf returns the peers of p in c, which goldmark sorts in place
// before any parse; none if c is nil (a parser used alone).
func peersOf(c *parser.Config, p parser.InlineParser) peers {
	var ps peers
	if c == nil {
		return ps
	}
	after := false
	for _, v := range c.InlineParsers {
		switch ip, _ := v.Value.(parser.InlineParser); {
		case ip == p:
			after = true
		case !after || ip == nil || ip == parser.NewEmphasisParser() || ip == gext.NewStrikethroughParser():
		default:
			for _, b := range ip.Trigger() {
				if k := strings.IndexByte(triggers, b); k >= 0 {
					ps[k] = append(ps[k], ip)
				}
			}
		}
	}
	return ps
}

// parse returns what the first of the peers that read the trigger at the
// current position of block makes of it, or nil, the position unchanged.
func (ps *peers) parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, seg := block.Position()
	for _, ip := range ps[strings.IndexByte(triggers, block.Peek())] {
		if n := ip.Parse(parent, block, pc); n != nil {
			return n
		}
		block.SetPosition(line, seg)
	}
	return nil
}
