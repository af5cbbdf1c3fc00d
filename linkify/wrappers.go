package linkify

import "github.com/golinkify/uts58/linkify/internal/chars"

// Wrappers (Policy.TrimWrappers) are the runs of '`', '*', '_' and '~'
// that plain text, written as Markdown is, puts around a link: code
// (`https://example.com/a`), emphasis (**see https://example.com/a**,
// _…_) and strikethrough (~~…~~). UTS #58 takes them in as
// Link_Term=Include ('`' has no Link_Term of its own: Include); a reader
// sees them close what a run before the link opened, as quotes and
// brackets do.

// wrapperWindow is how far before a link its opening wrapper is looked
// for, on its line: a sentence's length. The rule reads no more for each
// link it asks about.
const wrapperWindow = 256

// isWrapper reports whether c makes the runs that wrap text.
func isWrapper(c byte) bool { return c == '`' || c == '*' || c == '_' || c == '~' }

// wrapperEnd returns the end of the URL l in s without the wrapper runs at
// the end of its path, query or fragment that close one opened before it
// (**see https://example.com/a** links https://example.com/a; a run that
// nothing opened stays: https://example.com/setup_). The link then ends
// where termination ends it in the text cut there.
func wrapperEnd(s string, l Link, h hostBounds) int {
	end := l.End
	from, _ := partsStart(s, l, h)
	for end > from && isWrapper(s[end-1]) {
		c, n := s[end-1], 1
		for end-n > from && s[end-n-1] == c {
			n++
		}
		if !openedBefore(s, l.Start, c, n) {
			break
		}
		end -= n
	}
	if end == l.End {
		return end
	}
	return reterminate(s, l, h, end)
}

// openedBefore reports whether the nearest run of c before s[start:], on
// its line and within wrapperWindow bytes, is n long and can open a
// wrapper: no letter or digit before it, no space after it.
func openedBefore(s string, start int, c byte, n int) bool {
	lo := max(0, start-wrapperWindow)
	i := start - 1
	for i >= lo && s[i] != c && s[i] != '\n' {
		i--
	}
	chars.CountRead(start - 1 - i)
	if i < lo || s[i] != c {
		return false
	}
	j := i // the run is s[j:i+1]
	for j > 0 && s[j-1] == c && i-j < n {
		j--
	}
	if i-j+1 != n || j > 0 && (s[j-1] == c || chars.IsAlnum(s[j-1])) {
		return false
	}
	next := s[i+1] // i < start: the link or what stands before it
	return next != ' ' && next != '\t' && next != '\n' && next != '\r'
}

// wrapperStart returns the start of the address l in s without a wrapper
// run that begins its local-part and that the same run closes right after
// it: **me@example.com** links me@example.com (Link_Email takes '*', '_',
// '~' and '`' into a local-part).
func wrapperStart(s string, l Link) int {
	c := s[l.Start]
	if !isWrapper(c) || l.End >= len(s) || s[l.End] != c {
		return l.Start
	}
	n, m := 0, 0
	for s[l.Start+n] == c { // the local-part goes on to an '@'
		n++
	}
	for l.End+m < len(s) && s[l.End+m] == c && m <= n {
		m++
	}
	chars.CountRead(n + m)
	if m != n || l.End+m < len(s) && chars.IsAlnum(s[l.End+m]) || s[l.Start+n] == '.' || s[l.Start+n] == '@' {
		return l.Start
	}
	return l.Start + n
}
