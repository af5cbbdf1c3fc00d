package extension

import (
	"strings"

	"github.com/yuin/goldmark/parser"
)

// openers follows the delimiters of '*', '_' and '~' of a block as goldmark
// will pair them when the block closes (parser.ProcessDelimiters: each
// closer, in order, with the nearest opener of its character that the
// rule of 3 allows, two characters at a time where both have two; the
// delimiters between them are dropped), to tell whether a run at a link's
// end would close one: **a* https://example.com/b* closes the '*' left of
// "**", ~a~ https://example.com/b~ closes nothing. Delimiters of other
// characters are left out.
//
// Parse reads it only outside link labels, so no delimiter it has read is
// removed before the block ends (only those of a label are, when it
// closes): each call reads the delimiters pushed since the last one, each
// opener is pushed and popped once, and a block costs linear time.
type openers struct {
	top   *parser.Delimiter // the last delimiter read
	stack []opener          // the openers not yet paired, in order
	// count counts the stack by character, CanClose and OriginalLength%3,
	// which decide whether an opener may pair with a closer.
	count   [len(triggers)][2][3]int
	scratch []*parser.Delimiter
}

// An opener is a delimiter run that may open emphasis, with what is left of it.
type opener struct {
	k, length, original int // k: its character's index in triggers
	canClose            bool
}

// reset forgets the block read, keeping the memory.
func (o *openers) reset() {
	*o = openers{stack: o.stack[:0], scratch: o.scratch[:0]}
}

// any reports whether an opener of the block's delimiters so far is left.
func (o *openers) any(pc parser.Context) bool {
	o.read(pc)
	return len(o.stack) > 0
}

// closes reports whether a run of c, n long, that can close (and can open
// if open) would close an opener of the block's delimiters so far.
func (o *openers) closes(c byte, n int, open bool, pc parser.Context) bool {
	o.read(pc)
	return o.nearest(strings.IndexByte(triggers, c), n, open) >= 0
}

// read pairs the delimiters pushed since the last call.
func (o *openers) read(pc parser.Context) {
	last := pc.LastDelimiter()
	if last == nil {
		return
	}
	o.scratch = o.scratch[:0]
	for d := last; d != nil && d != o.top; d = d.PreviousDelimiter {
		o.scratch = append(o.scratch, d)
	}
	o.top = last
	for i := len(o.scratch) - 1; i >= 0; i-- {
		o.add(o.scratch[i])
	}
	clear(o.scratch) // no nodes kept
}

// add pairs the delimiter d as a closer, and keeps what is left of it as
// an opener.
func (o *openers) add(d *parser.Delimiter) {
	k := strings.IndexByte(triggers, d.Char)
	if k < 0 {
		return
	}
	n := d.Length
	for d.CanClose && n > 0 {
		i := o.nearest(k, d.OriginalLength, d.CanOpen)
		if i < 0 {
			break
		}
		for len(o.stack) > i+1 {
			o.pop() // between the pair: dropped
		}
		op := &o.stack[i]
		used := 1
		if op.length >= 2 && n >= 2 {
			used = 2
		}
		op.length -= used
		n -= used
		if op.length == 0 {
			o.pop()
		}
	}
	if n > 0 && d.CanOpen {
		op := opener{k: k, length: n, original: d.OriginalLength, canClose: d.CanClose}
		o.stack = append(o.stack, op)
		o.count[k][b2i(op.canClose)][op.original%3]++
	}
}

func (o *openers) pop() {
	op := o.stack[len(o.stack)-1]
	o.count[op.k][b2i(op.canClose)][op.original%3]--
	o.stack = o.stack[:len(o.stack)-1]
}

// nearest returns the index in the stack of the opener of the character k
// that a closer, original long (that can open if open), pairs with, or -1:
// the last one the rule of 3 allows (parser.Delimiter.CalcComsumption).
// The counts tell first whether there is one: a search reads only what the
// pair then drops.
func (o *openers) nearest(k, original int, open bool) int {
	allowed := func(canClose bool, mod int) bool {
		return !((canClose || open) && (mod+original)%3 == 0 && original%3 != 0)
	}
	found := false
	for c := range 2 {
		for m := range 3 {
			found = found || o.count[k][c][m] > 0 && allowed(c == 1, m)
		}
	}
	if !found {
		return -1
	}
	i := len(o.stack) - 1
	for op := o.stack[i]; op.k != k || !allowed(op.canClose, op.original%3); op = o.stack[i] {
		i--
	}
	return i
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
