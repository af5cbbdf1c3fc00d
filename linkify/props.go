package linkify

import "github.com/golinkify/uts58/linkify/internal/chars"

// UnicodeVersion is the version of the Unicode data the property tables are generated from.
const UnicodeVersion = chars.UnicodeVersion

// LinkTerm is a value of the UTS #58 Link_Term property (§3.4.1).
type LinkTerm = chars.LinkTerm

// The Link_Term values. Hard is the zero value: it is the value of every
// code point the data file does not list.
const (
	Hard    = chars.Hard
	Include = chars.Include
	Soft    = chars.Soft
	Open    = chars.Open
	Close   = chars.Close
)

// LinkTermOf returns the Link_Term property value of r.
func LinkTermOf(r rune) LinkTerm { return chars.LinkTermOf(r) }

// IsLinkEmail reports whether r has Link_Email=Yes (§5.1): it may stand in
// an unquoted e-mail local-part.
func IsLinkEmail(r rune) bool { return chars.IsLinkEmail(r) }

// LinkBracketOf returns the Link_Bracket property value of r (§3.4.2): the
// opening bracket that a Link_Term=Close code point matches, or -1 for <none>.
func LinkBracketOf(r rune) rune { return chars.LinkBracketOf(r) }
