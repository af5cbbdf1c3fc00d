package linkify

import "github.com/golinkify/uts58/linkify/internal/chars"

// joinedStart reports whether the scheme-less URL l in s starts with a
// label that runs text of another script into the host beyond what UTS #39
// calls Highly Restrictive, such as Thai, Lao, Khmer or Myanmar text,
// which is written with no spaces, before Latin letters: "ดูที่www.example.co.th".
// No registry sells such a label, so Policy.CJKText moves the start where
// the scripts meet (cjkBoundary), as it does in Chinese and Japanese text;
// Japanese or Chinese text before Latin letters is Highly Restrictive and
// keeps the UTS #58 reading unless CJKBoundary is set. Only the first
// label of its host (h, as cjkBoundary reads it) is read.
func joinedStart(s string, l Link, h hostBounds) bool {
	if h.hasScheme {
		return false
	}
	t := s[l.Start:h.end]
	t = t[:chars.FirstLabelLen(t)]
	return !chars.IsASCII(t) && !chars.HighlyRestrictive(t)
}
