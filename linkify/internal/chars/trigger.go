package chars

import "math/bits"

// A trigger is where the scan loop stops to examine a candidate: '.' and
// '@', the other label separators 。(E3 80 82) ．(EF BC 8E) ｡(EF BD A1),
// and a ':' that starts "://" (http: and https: URLs need "//"; only a
// Detector with other schemes, which may not, stops at every colon).
// Every other byte is passed over without decoding: a CJK text, where
// nearly every code point starts with 0xE3-0xEF, is read 64, 32 or 16
// bytes at a time like ASCII prose, its separators tested as whole 3-byte
// sequences. A search records the triggers it finds in a batch, which the
// scan loop then reads (TriggerCursor): one search serves many triggers.
// A search may also record other colons, which the scan loop passes over.

// TriggerSet names the triggers the scan loop needs; a Detector chooses
// it once, from what it is asked to find (see chooseTriggers).
type TriggerSet uint8

const (
	// TriggersAll: '.', '@', the other label separators and "://".
	TriggersAll TriggerSet = iota
	// TriggersAllColons: those and every ':', for schemes that need no
	// "//" (such as magnet:); the scan loop then decides on each colon.
	TriggersAllColons
	// TriggersScheme: "://" alone, when neither scheme-less domains nor
	// e-mail addresses are linked: no '.', '@' or separator can start or
	// carry a link then.
	TriggersScheme
	// TriggersSchemeColons: every ':', the scheme-only set for schemes
	// that need no "//".
	TriggersSchemeColons
)

// triggerBatch is how many blocks with triggers a search records at most.
const triggerBatch = 4

// TriggerCursor answers the scan loop's question, where the first trigger
// at or after i is, from the triggers that the last search recorded: the
// search runs once per batch of triggers, not once per trigger, and
// records them without a branch per trigger. A candidate may resume the
// scan anywhere, before or after the triggers recorded after it; the
// answer is exact all the same.
type TriggerCursor struct {
	Set TriggerSet
	// The blocks k to n hold the triggers in s[lo:end], in order (end is
	// len(s) or where a full batch ends): bit j of mask[b] is set if one
	// starts at at[b]+j. A search leaves none of them empty. After a
	// search that found none, n is 0 and the rest is left as it was: next
	// sends the scan to search again, which finds none again, or tells the
	// end.
	k, n    int32
	lo, end int
	at      [triggerBatch]int
	mask    [triggerBatch]uint64
}

// Next returns the index of the first trigger of the set at or after i
// if the blocks of the cursor tell it, or else ^j: the first trigger is
// the first of a search from j, or none if j is the end of the text (i
// must be at most that). Each trigger it returns or passes over is taken
// out of its block: the answer does not wait for i, which the scan of the
// last trigger computes (a chain of dependent loads and shifts there
// would be paid at every trigger), only the test of it. It is small
// enough to be inlined in the scan loop.
func (c *TriggerCursor) Next(i int) int {
	if i < c.lo {
		return ^i // behind the triggers taken
	}
	for ; c.k < c.n; c.k++ {
		for m := &c.mask[c.k]; *m != 0; {
			p := c.at[c.k] + bits.TrailingZeros64(*m)
			*m &= *m - 1
			if p >= i {
				c.lo = p + 1
				return p
			}
		}
	}
	c.lo = max(i, c.end)
	return ^c.lo
}

// Searched returns where the last search read up to: the end of its
// batch, or n, the end of the text, if it recorded no trigger.
func (c *TriggerCursor) Searched(n int) int {
	if c.n > 0 {
		return c.end
	}
	return n
}

// isTriggerAt reports whether a trigger of the set t starts at s[i] (a
// colon of the sets without "Colons" only before "//"). It is the
// definition that the fast trigger searches are tested against, and the
// test of the few bytes they leave to a byte loop.
func isTriggerAt(t TriggerSet, s string, i int) bool {
	switch c := s[i]; c {
	case ':':
		return t == TriggersAllColons || t == TriggersSchemeColons || HasPrefix(s[i+1:], "//")
	case '.', '@':
		return t <= TriggersAllColons
	case 0xE3, 0xEF:
		return t <= TriggersAllColons && LabelSepLen(s, i) == 3
	}
	return false
}
