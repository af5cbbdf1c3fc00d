package linkify

import (
	"strings"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// cutRules are the policy's rules that end a URL before a code point of
// its path, query or fragment (Policy.CJKPunctuation, Policy.CJKText,
// Policy.URLLists). The
// termination pass asks them at each code point it examines one by one
// (terminateIn), so that the link ends at the first cut with no scan past
// it: a rule that found its cut after a termination to the link's end
// would have the scan after the cut read to that end again, for each link
// of a line that glues them (quadratic). A new end rule is a case of
// cutsBefore whose field Policy.cutsEnds reads, and so reads no further
// than the cut; it reads what it needs before the code point once (as
// readSegment does), and is asked at non-ASCII code points and at the
// ASCII ones that are no plainIn byte of the part (Soft punctuation,
// brackets): the bytes that plainIn passes over in runs ('*', '|',
// letters) are never asked about, nor the Soft ones between them but a
// comma under URLLists.
type cutRules struct {
	schemes *linkedSchemes
	policy  *Policy // whose fields say which rules are on
	// segFrom is where the text not yet read for segCJK starts, and
	// segCJK whether the path segment (or query or fragment item) up to
	// there holds CJK text: each byte is read once, at the marks.
	segFrom int
	segCJK  bool
	// textEnd is where the run of CJK text that a rule last read ends:
	// CJKText asks about a run at its first letter, and reads it once.
	textEnd int
}

// cutsBefore reports whether a rule ends the link before the code point r
// at s[i:], size bytes long: CJKPunctuation's ideographic or fullwidth
// punctuation mark, CJKText's CJK text (see cjkTextCuts) or an ASCII '('
// before it, URLLists' comma.
func (c *cutRules) cutsBefore(s string, i int, r rune, size int) bool {
	switch {
	case r == '(':
		return c.policy.CJKText && c.bracketCuts(s, i)
	case r == ',':
		// A list of URLs: GOPROXY=https://goproxy.cn/,direct, a/,https://b/.
		return c.policy.URLLists && (s[i-1] == '/' || c.schemes.startsLink(s, i+1))
	case r < utf8.RuneSelf:
		return false
	case isCJKPunctuation(r):
		return c.policy.CJKPunctuation && c.punctCuts(s, i, size)
	}
	return c.policy.CJKText && i >= c.textEnd && chars.IsCJK(r) && c.cjkTextCuts(s, i)
}

// punctCuts reports whether CJKPunctuation ends the link before the
// punctuation mark at s[i:], size bytes long: where another link starts
// after it, or where the path segment it would extend holds no CJK text
// of its own.
func (c *cutRules) punctCuts(s string, i, size int) bool {
	if c.schemes.startsLink(s, i+size) {
		return true
	}
	c.readSegment(s, i)
	return !c.segCJK
}

// cjkTextCuts reports whether CJKText ends the link before the run of CJK
// text that starts at s[i:]: where another link's scheme or "www." follows
// the run (把⸠https://a.example/x/⸡改为https://…, 東京。詳しくはhttps://…);
// where it follows ASCII in a segment that holds no CJK text: an ASCII
// letter, digit or . : ! ) (Teamsを参照, fhs을, Go_(lang)を), or a ',' or
// ';' after any segment (a.jsp,然后); and where it is a particle right after a '/'
// (…/にある, …/hurd/를). A segment of CJK text after a '/' or an
// initiator is a path written in CJK (wiki/北京, #外部-smtp-サーバー).
func (c *cutRules) cjkTextCuts(s string, i int) bool {
	j := i
	for j < len(s) && s[j] >= utf8.RuneSelf {
		r, n := chars.DecodeRuneAt(s, j)
		if !chars.IsCJK(r) {
			break
		}
		j += n
	}
	chars.CountRead(j - i)
	c.textEnd = j
	if c.schemes.startsLink(s, j) {
		return true
	}
	switch b := s[i-1]; {
	case b == ',' || b == ';':
		return true
	case b == '/':
		return isParticle(s[i:j])
	case chars.IsAlnum(b) || b == '.' || b == ':' || b == '!' || b == ')':
		c.readSegment(s, i)
		return !c.segCJK
	}
	return false
}

// bracketCuts reports whether CJKText ends the link before the ASCII '('
// at s[i:]: one that CJK text follows, and an ASCII letter or digit of a
// segment with no CJK text precedes (guide.html(中英文兼备)); a title's
// bracket after '_' or a space stays (wiki/Go_(编程语言)).
func (c *cutRules) bracketCuts(s string, i int) bool {
	if !chars.IsAlnum(s[i-1]) || i+1 == len(s) || !chars.CJKAt(s, i+1) {
		return false
	}
	c.readSegment(s, i)
	return !c.segCJK
}

// readSegment reads s from segFrom up to i, where a rule asks: segCJK
// tells then whether the path segment (or query or fragment item) up to i
// holds CJK text.
func (c *cutRules) readSegment(s string, i int) {
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
	c.segFrom = max(c.segFrom, i)
}

// isParticle reports whether the CJK text t, right after a '/' of a path,
// is a particle of the sentence the link stands in rather than a segment:
// Japanese text that starts with に, を, で, へ, から, より or まで (…/にある,
// …/から入手可能です; は, が, の, と and も start titles: はじめに), or a
// Korean particle alone (…/를, …/에서).
func isParticle(t string) bool {
	switch t {
	case "을", "를", "이", "가", "은", "는", "에", "의", "로", "으로", "와", "과", "도", "만",
		"에서", "에게", "까지", "부터", "에는", "에서는", "으로는", "로는", "에도", "이나", "처럼", "보다",
		"라는", "이라는", "이다", "입니다":
		return true
	}
	for _, p := range [...]string{"に", "を", "で", "へ", "から", "より", "まで"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
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
