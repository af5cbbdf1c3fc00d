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
// that come after it and before those, and read one of its triggers (a
// subscript's '~' where no strikethrough is, the typographer's '*'), still
// get the byte first, in goldmark's order, as they would without this
// extension. A trigger that another parser reads before this one (Hugo's
// extras read "~~" for delete) is left to the parsers whole: their
// delimiters pair with goldmark's own. A link that their syntax cuts ends
// where it begins (runs.go).

// configRecorder is the parser option through which the extension learns
// the configuration of the parser it extends; the parser reads its inline
// parsers at its first parse, when every extension has added its own.
type configRecorder struct{ p *linkifyParser }

// SetParserOption implements parser.Option.
func (r configRecorder) SetParserOption(c *parser.Config) { r.p.config = c }

// peers are, for each trigger, the inline parsers that read it after this
// one and before goldmark's emphasis or strikethrough (before), whether
// one of those reads it (own: a run of it may then close emphasis), and
// whether another parser reads it before this one (yield).
type peers struct {
	before [len(triggers)][]parser.InlineParser
	own    [len(triggers)]bool
	yield  [len(triggers)]bool
}

// peersOf returns the peers of p in c, which goldmark sorts in place
// before any parse; if c is nil (a parser used alone), goldmark's own.
func peersOf(c *parser.Config, p parser.InlineParser) peers {
	var ps peers
	if c == nil {
		ps.own = [len(triggers)]bool{true, true, true}
		return ps
	}
	after := false
	for _, v := range c.InlineParsers {
		ip, _ := v.Value.(parser.InlineParser)
		if ip == p {
			after = true
			continue
		}
		if ip == nil {
			continue
		}
		own := ip == parser.NewEmphasisParser() || ip == gext.NewStrikethroughParser()
		for _, b := range ip.Trigger() {
			switch k := strings.IndexByte(triggers, b); {
			case k < 0:
			case !after:
				ps.yield[k] = ps.yield[k] || !own
			case !ps.own[k]:
				if ps.own[k] = own; !own {
					ps.before[k] = append(ps.before[k], ip)
				}
			}
		}
	}
	return ps
}

// parse returns what the first of the peers that read the trigger at the
// current position of block makes of it, or nil, the position unchanged.
func (ps *peers) parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	before := ps.before[strings.IndexByte(triggers, block.Peek())]
	if len(before) == 0 {
		return nil
	}
	line, seg := block.Position()
	for _, ip := range before {
		if n := ip.Parse(parent, block, pc); n != nil {
			return n
		}
		block.SetPosition(line, seg)
	}
	return nil
}
