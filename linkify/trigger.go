package linkify

import "strings"

// A trigger is where the scan loop stops to examine a candidate: '.' and
// '@', the other label separators 。(E3 80 82) ．(EF BC 8E) ｡(EF BD A1),
// and a ':' that starts "://" (http: and https: URLs need "//"; only a
// Detector with other schemes, which may not, stops at every colon).
// Every other byte is passed over without decoding: a CJK text, where
// nearly every code point starts with 0xE3-0xEF, is skipped 32 or 16
// bytes at a time like ASCII prose, its separators tested as whole 3-byte
// sequences. A trigger function returns the index of the first trigger in
// s[i:], or len(s); it may also stop at other colons, which the scan loop
// passes over (i must be at most len(s)).
type triggerFunc func(s string, i int) int

// triggerSet names the triggers the scan loop needs; a Detector chooses
// it once, from what it is asked to find (see chooseTriggers).
type triggerSet uint8

const (
	// triggersAll: '.', '@', the other label separators and "://".
	triggersAll triggerSet = iota
	// triggersAllColons: those and every ':', for schemes that need no
	// "//" (such as magnet:); the scan loop then decides on each colon.
	triggersAllColons
	// triggersScheme: "://" alone, when neither scheme-less domains nor
	// e-mail addresses are linked: no '.', '@' or separator can start or
	// carry a link then.
	triggersScheme
	// triggersSchemeColons: every ':', the scheme-only set for schemes
	// that need no "//".
	triggersSchemeColons
)

// triggerFuncs holds the trigger function of each set (SIMD on amd64).
var triggerFuncs = [...]triggerFunc{
	triggersAll:          triggerIndex,
	triggersAllColons:    triggerIndexColons,
	triggersScheme:       schemeIndex,
	triggersSchemeColons: colonIndex,
}

// colonIndex returns the index of the first ':' in s[i:], or len(s).
func colonIndex(s string, i int) int {
	if j := strings.IndexByte(s[i:], ':'); j >= 0 {
		return i + j
	}
	return len(s)
}

// isTriggerAt reports whether a trigger of the set t starts at s[i] (a
// colon of the sets without "Colons" only before "//"). It is the
// definition that the fast trigger functions are tested against, and the
// test of the few bytes they leave to a byte loop.
func isTriggerAt(t triggerSet, s string, i int) bool {
	switch c := s[i]; c {
	case ':':
		return t == triggersAllColons || t == triggersSchemeColons || hasPrefix(s[i+1:], "//")
	case '.', '@':
		return t <= triggersAllColons
	case 0xE3, 0xEF:
		return t <= triggersAllColons && labelSepLen(s, i) == 3
	}
	return false
}
