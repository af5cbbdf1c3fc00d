package linkify

import "github.com/golinkify/uts58/linkify/internal/hosts"

// Markdown escapes (Policy.MarkdownEscapes): plain text that holds
// Markdown source escapes the brackets around a link with backslashes,
// \<support@example.com\>, \(https://example.com/a\), as Markdown writers
// do so that they show as written. A backslash after a host goes on with
// it in UTS #58's and WHATWG URL's reading (a path: example.com\path), so
// detection finds no link there; between an escaped opener and its escaped
// closer the link ends before the closer's backslash.

// escapeAt reports whether s[i:] is a backslash that escapes ASCII
// punctuation, as Markdown's escapes do.
func escapeAt(s string, i int) bool {
	return i+1 < len(s) && s[i] == '\\' && isASCIIPunct(s[i+1])
}

// isASCIIPunct reports whether c is ASCII punctuation, which a Markdown
// backslash escapes.
func isASCIIPunct(c byte) bool {
	return '!' <= c && c <= '/' || ':' <= c && c <= '@' || '[' <= c && c <= '`' || '{' <= c && c <= '~'
}

// escapedAround reports whether an escaped punctuation mark stands right
// before s[start:] (\< \( \[ \*…) and the escape at s[end:] closes it:
// its closing bracket, or the same mark.
func escapedAround(s string, start, end int) bool {
	if start < 2 || s[start-2] != '\\' || !escapeAt(s, end) {
		return false
	}
	open, close := s[start-1], s[end+1]
	switch open {
	case '<':
		return close == '>'
	case '(':
		return close == ')'
	case '[':
		return close == ']'
	case '{':
		return close == '}'
	}
	return isASCIIPunct(open) && close == open
}

// escapedHostEnd answers as hosts.End for a host whose run of domain code
// points is s[start:runEnd] and that hosts.End refuses, where it returned
// end: with Policy.MarkdownEscapes, a host that a backslash escaping
// punctuation follows ends before it (support@example.com\>), and
// applyPolicy keeps such a link only inside an escaped opener (escapeEnd).
// The scan asks it only of the hosts that hosts.End refuses.
func (sc *scanner) escapedHostEnd(s string, start, runEnd int, url bool, end int) (int, bool) {
	if !escapeAt(s, runEnd) || sc.cfg.policy == nil || !sc.cfg.policy.MarkdownEscapes {
		return end, false
	}
	return hosts.End(s[:runEnd], start, runEnd, url)
}

// escapeEnd returns the end of the link l in s under
// Policy.MarkdownEscapes, and false if it is no link: a link that a
// backslash escape follows is one that hostEnd found, which only an
// escaped opener before it makes one; a URL whose path takes in the
// backslash of an escaped closer ends before it (\<https://example.com/a\>).
func escapeEnd(s string, l Link, h hostBounds) (int, bool) {
	if escapeAt(s, l.End) {
		return l.End, escapedAround(s, l.Start, l.End)
	}
	if l.Kind == URL && l.End > l.Start && s[l.End-1] == '\\' && l.End < len(s) && isASCIIPunct(s[l.End]) && escapedAround(s, l.Start, l.End-1) {
		return reterminate(s, l, h, l.End-1), true
	}
	return l.End, true
}
