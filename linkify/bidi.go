package linkify

import (
	"strings"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// bidiMarkEnd returns the end of the URL l in s without the Bidi_Control
// code points that end it (Policy.BidiControl): right-to-left writers put
// a mark after a URL (LRM, RLM, ALM) and wrap it in LRI…PDI, as UAX #9
// recommends, and termination takes them in as Link_Term=Include. The link
// then ends where termination ends it in the text cut there ("docs.\u200F" ends
// at docs). Only the marks at the end are read back; the link's parts are
// terminated again only where there were some.
func bidiMarkEnd(s string, l Link, h hostBounds) int {
	end := l.End
	for end > l.Start && s[end-1] >= utf8.RuneSelf {
		r, size := utf8.DecodeLastRuneInString(s[:end])
		if chars.SecProp(r)&chars.SecBidiControl == 0 {
			break
		}
		end -= size
	}
	if end == l.End {
		return end
	}
	from, cur := partsStart(s, l, h)
	if end <= from {
		return end // after the host: nothing to terminate
	}
	end, _ = terminateIn(s[:end], from, cur, nil)
	return end
}

// overriddenAt reports whether a bidi override that the text before s[i:]
// leaves open, in i's paragraph, reaches s[i:] (Policy.BidiControl):
// "\u202Ehttps://attacker.net/moc.elgoog.www//:sptth" shows a URL of
// google.com. Embeddings and isolates are followed (an override inside an
// isolate that is closed, or under a later embedding, does not reach it);
// they reorder no run of left-to-right code points such as a URL's host.
// The text is read once per pass, from where the last call stopped: a
// byte search for 0xE2 while nothing is open.
func (sc *scanner) overriddenAt(s string, i int) bool {
	b, j := &sc.bidi, sc.bidiPos
	for j < i {
		if b.Empty() {
			// Nothing open: only an opener changes the state.
			if j = bidiOpenerIn(s, j, i); j < 0 {
				break
			}
		}
		c := s[j]
		switch {
		case c == '\n' || c == '\r' || 0x1C <= c && c <= 0x1E:
			b.Step('\n')
		case c == 0xC2 && j+1 < len(s) && s[j+1] == 0x85: // NEL
			b.Step('\n')
		case c == 0xE2 && j+2 < len(s) && (s[j+1] == 0x80 && (0xA9 <= s[j+2] && s[j+2] <= 0xAE) || s[j+1] == 0x81 && 0xA6 <= s[j+2] && s[j+2] <= 0xA9):
			r, _ := utf8.DecodeRuneInString(s[j:])
			if r == '\u2029' {
				r = '\n'
			}
			b.Step(r)
			j += 2
		}
		j++
	}
	sc.bidiPos = max(sc.bidiPos, i)
	return b.Overridden()
}

// bidiOpenerIn returns the index of the first embedding, override or
// isolate initiator (U+202A U+202B U+202D U+202E U+2066–2068) in s[j:i],
// or -1: a byte search for 0xE2 that passes over the other code points of
// General Punctuation (’ “ — …) that prose is full of.
func bidiOpenerIn(s string, j, i int) int {
	for j < i {
		k := strings.IndexByte(s[j:i], 0xE2)
		if k < 0 {
			break
		}
		j += k
		if j+2 < len(s) {
			if c := s[j+2]; s[j+1] == 0x80 && (c == 0xAA || c == 0xAB || c == 0xAD || c == 0xAE) || s[j+1] == 0x81 && 0xA6 <= c && c <= 0xA8 {
				return j
			}
		}
		j++
	}
	return -1
}
