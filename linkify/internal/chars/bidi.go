package chars

// maxBidiDepth bounds the explicit embeddings, overrides and isolates that
// BidiState follows: UAX #9 ignores those past level 125, which 62 pushes
// can reach; beyond 60 the state is lost, and every link refused, until the
// paragraph ends. Real text nests a few.
const maxBidiDepth = 60

// BidiState is the directional status stack of UAX #9 (X1–X8) as far as a
// link's honesty needs it: for each entry pushed above the paragraph's,
// whether it is an isolate and whether it overrides (LRO, RLO) the
// direction of what follows.
type BidiState struct {
	iso, ovr uint64 // bit n: entry n is an isolate, an override
	depth    int    // entries pushed
	isolates int    // valid isolates among them
	lost     bool   // more than maxBidiDepth pushed
}

// Step applies the explicit formatting code point r, or a paragraph
// separator, to the stack.
func (b *BidiState) Step(r rune) {
	switch {
	case r == '\u202A' || r == '\u202B' || r == '\u202D' || r == '\u202E' || r == '\u2066' || r == '\u2067' || r == '\u2068':
		if b.depth == maxBidiDepth {
			b.lost = true
			return
		}
		bit := uint64(1) << b.depth
		b.iso, b.ovr = b.iso&^bit, b.ovr&^bit
		if r >= '\u2066' {
			b.iso |= bit
			b.isolates++
		} else if r == '\u202D' || r == '\u202E' {
			b.ovr |= bit
		}
		b.depth++
	case r == '\u202C': // PDF closes an embedding or override, not an isolate
		if b.depth > 0 && b.iso&(1<<(b.depth-1)) == 0 {
			b.depth--
		}
	case r == '\u2069': // PDI closes the last isolate and all opened in it
		if b.isolates == 0 {
			return
		}
		for b.depth > 0 {
			b.depth--
			if b.iso&(1<<b.depth) != 0 {
				break
			}
		}
		b.isolates--
	default: // a paragraph separator
		*b = BidiState{}
	}
}

// Overridden reports whether an override (LRO, RLO) is in effect, or the
// state is lost: a link there is shown with its code points reordered.
func (b *BidiState) Overridden() bool {
	return b.lost || b.depth > 0 && b.ovr&(1<<(b.depth-1)) != 0
}

// Empty reports whether no entry is pushed and the state is not lost: only
// an opener changes it then.
func (b *BidiState) Empty() bool { return b.depth == 0 && !b.lost }
