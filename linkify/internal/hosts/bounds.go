package hosts

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// End returns where the host whose run of domain code points and label
// separators is s[start:runEnd] ends in the text, and reports false if the
// run is no host because a word goes on right after it (see ContinuesWord):
// linking a part of it would show another host than the reader sees.
//
// A trailing run of label separators, hyphens and underscores is
// punctuation, not part of the host ("example.com...", "example.com--",
// "me@example.com___"), unless it ends a URL's host (url is set) and a
// port, path, query or fragment follows it: then it is part of the host,
// which is valid with one separator (a fully qualified "example.com./path",
// LinkDetectionTest.txt) and invalid otherwise. What follows the host goes to the termination
// algorithm, which ends a link with no initiator at the host.
func End(s string, start, runEnd int, url bool) (int, bool) {
	end := runEnd
	for end > start {
		if n := chars.LabelSepLenBefore(s[start:end], end-start); n > 0 {
			end -= n
		} else if c := s[end-1]; c == '-' || c == '_' {
			end--
		} else {
			break
		}
	}
	switch {
	case end == runEnd:
		return end, runEnd == len(s) || !ContinuesWord(s, runEnd)
	case !url || !startsPart(s, runEnd):
		return end, true
	case runEnd-end == chars.LabelSepLenBefore(s, runEnd):
		return runEnd, true
	}
	// A port, path, query or fragment follows: the run is all host, and no
	// host ("https://example.com-/" is no https://example.com).
	return runEnd, false
}

// startsPart reports whether a port, path, query or fragment starts at s[i:].
func startsPart(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	switch s[i] {
	case '/', '?', '#':
		return true
	case ':':
		return i+1 < len(s) && chars.IsDigit(s[i+1])
	}
	return false
}

// ContinuesWord reports whether the code point at s[i:] goes on with the
// word before it, so that the run of domain code points before it is no
// host: a letter, mark or number (those that are domain code points, such
// as ASCII letters, or that IDNA rejects, such as ŉ), or '@' (userinfo, a
// local-part), '%' (an escape), '\' (a path in WHATWG's reading), or a run
// of '_' that a letter or digit follows (an identifier: example.com_old).
// Punctuation and symbols (* | ^ ~ ) … ✪) end a host, and so does an emoji
// that IDNA would map to letters (ℹ️, see chars.EmojiPresentationAt); a fullwidth
// at sign goes on with it (see isWideAt).
func ContinuesWord(s string, i int) bool {
	c := s[i]
	if c < utf8.RuneSelf {
		switch {
		case c == '@' || c == '%' || c == '\\' || chars.IsAlnum(c) && !chars.KeycapAt(s, i):
			return true
		case c == '_':
			for i < len(s) && s[i] == '_' {
				i++
			}
			return i < len(s) && ContinuesWord(s, i)
		}
		return false
	}
	r, size := chars.DecodeRuneAt(s, i)
	return chars.IsWordRune(r) && !chars.EmojiPresentationAt(s, i, size) || isWideAt(r)
}

// isWideAt reports whether r is the fullwidth or small at sign (＠ ﹫),
// which Japanese and Chinese sites write in addresses on purpose, so that
// no program reads them: the domain of such an address is no website of
// its own, before it or after it (info＠example.co.jp).
func isWideAt(r rune) bool { return r == '＠' || r == '﹫' }

// WordBefore reports whether the code point before s[i:] is a letter, mark
// or number that is no domain code point (ŉ), so that a run of domain code
// points starting at i goes on a word and is no host of its own; or a
// fullwidth at sign (see isWideAt). The end of an emoji sequence (❤️, 1️⃣)
// is no word.
func WordBefore(s string, i int) bool {
	if i == 0 || s[i-1] < utf8.RuneSelf || chars.EmojiBefore(s, i) {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return chars.IsWordRune(r) || isWideAt(r)
}
