package linkify

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// cutRules are the policy's rules that end a URL before a code point of
// its path, query or fragment (Policy.CJKPunctuation). The termination pass
// asks them at each code point it examines one by one (terminateIn), so
// that the link ends at the first cut with no scan past it: a rule that
// found its cut after a termination to the link's end would have the scan
// after the cut read to that end again, for each link of a line that glues
// them (quadratic). A new end rule is a case of cutsBefore whose field
// Policy.cutsEnds reads, and so reads no further than the cut; it reads
// what it needs before the code point once (as segCJK does), and is asked
// at non-ASCII code points and at the ASCII ones that are no plainIn byte
// of the part (Soft punctuation, brackets): the bytes that plainIn passes
// over in runs ('*', '|', letters) are never asked about.
type cutRules struct {
	schemes *linkedSchemes
	// segFrom is where the text not yet read for segCJK starts, and
	// segCJK whether the path segment (or query or fragment item) up to
	// there holds CJK text: each byte is read once, at the marks.
	segFrom int
	segCJK  bool
}

// cutsBefore reports whether a rule ends the link before the code point r
// at s[i:], size bytes long: CJKPunctuation's ideographic or fullwidth
// punctuation mark where another link starts after it, or where the path
// segment it would extend holds no CJK text of its own.
func (c *cutRules) cutsBefore(s string, i int, r rune, size int) bool {
	if r < utf8.RuneSelf || !isCJKPunctuation(r) {
		return false
	}
	if c.schemes.startsLink(s, i+size) {
		return true
	}
	for j := c.segFrom; j < i; {
		if ch := s[j]; ch < utf8.RuneSelf {
			if ch == '/' || ch == '?' || ch == '#' || ch == '&' || ch == '=' {
				c.segCJK = false
			}
			j++
			continue
		}
		r, n := chars.DecodeRuneAt(s, j)
		c.segCJK = c.segCJK || chars.IsCJK(r)
		j += n
	}
	chars.CountRead(i - c.segFrom)
	c.segFrom = i
	return !c.segCJK
}

// isCJKPunctuation reports whether r is ideographic or fullwidth
// punctuation that CJK writers put right after a link: 、。，．！？：；｡､.
func isCJKPunctuation(r rune) bool {
	switch r {
	case '、', '。', '，', '．', '！', '？', '：', '；', '｡', '､':
		return true
	}
	return false
}
