package hosts

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// maxHostOctets is the longest host in ASCII octets that IDNA's DNS length
// check lets through (253, and a trailing root dot).
const maxHostOctets = 254

// Window is the part of a run of domain code points that TooLong last
// counted: the solid code points (see solid) in s[from:to]. A scan keeps
// one for the hosts it checks; its zero value is ready for use.
type Window struct{ from, to, solids int }

// TooLong reports whether the host s[from:end] surely has an ASCII form
// longer than IDNA allows, so that Valid would reject it: it holds more
// solid code points than a host has octets. The count slides over the run
// as from moves on (each byte enters and leaves it once), so that the
// candidates that a rule cuts from one run (CJKText's hosts of
// 例え。jp例え。jp…, each rejected or cut) are not each read, hashed and
// converted by IDNA to the run's end: linear where Valid alone was
// quadratic.
func (w *Window) TooLong(s string, from, end int) bool {
	if end-from <= maxHostOctets {
		return false // a solid code point takes a byte at least
	}
	if from < w.from || from > w.to || w.to > end {
		*w = Window{from, from, 0}
	}
	read := from - w.from
	for w.from < from {
		n, size := solid(s, w.from)
		w.solids -= n
		w.from += size
	}
	to := w.to
	for w.to < end && w.solids <= maxHostOctets {
		n, size := solid(s, w.to)
		w.solids += n
		w.to += size
	}
	chars.CountRead(read + w.to - to)
	return w.solids > maxHostOctets
}

// solid returns 1 if the domain code point at s[i:] gives an octet of its
// own to the host's ASCII form whatever stands around it, else 0, and its
// size: an ASCII letter, digit, '-' or '_', a label separator (a '.' after
// mapping), a Han ideograph, a kana or a Hangul syllable. IDNA maps none of
// them to nothing nor composes one into the code point before it, as it
// may an ignored or combining code point.
func solid(s string, i int) (int, int) {
	c := s[i]
	if c < utf8.RuneSelf {
		if chars.IsAlnum(c) || c == '-' || c == '_' || c == '.' {
			return 1, 1
		}
		return 0, 1
	}
	if n := chars.LabelSepLen(s, i); n > 0 {
		return 1, n
	}
	r, size := chars.DecodeRuneAt(s, i)
	switch {
	case 0x4E00 <= r && r <= 0x9FFF, 0x3400 <= r && r <= 0x4DBF, // CJK Unified Ideographs (and Extension A)
		0x3041 <= r && r <= 0x3096, 0x30A1 <= r && r <= 0x30FA, // Hiragana, Katakana
		0xAC00 <= r && r <= 0xD7A3: // Hangul syllables
		return 1, size
	}
	return 0, size
}
