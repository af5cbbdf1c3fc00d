package linkify

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// email examines the e-mail address whose '@' is at s[at] (§5.2). Its
// domain ends where domain code points end (trailing label separators and
// hyphens are punctuation, as an ellipsis after it is); a "mailto:" URL
// may go on with a query (RFC 6068: mailto:a@example.com?subject=hi).
func (sc *scanner) email(s string, at int) (int, int, int) {
	end := sc.domainRunEnd(s, at+1)
	next := max(end, at+1)
	to, _ := chars.EllipsisAt(s, at+1, end)
	domainEnd, ok := hosts.End(s, at+1, to, false)
	// A domain that ends in a digit is no domain (see chars.EndsInDigit).
	if !sc.cfg.emails || !ok || domainEnd <= at+1 || chars.EndsInDigit(s, at+1, domainEnd) {
		return 0, 0, next
	}
	start := localPartStart(s, sc.pos, at)
	if start >= 0 && sc.cfg.emphasisMarks {
		// Markdown's **a@example.org**: the marks are markup, not a local-part.
		for start < at && (s[start] == '*' || s[start] == '_' || s[start] == '~') {
			start++
		}
		if start == at || s[start] == '.' {
			start = -1
		}
	}
	if start < 0 {
		return 0, 0, next
	}
	if !sc.cfg.validHost(s[at+1:domainEnd], false) {
		var ok bool
		if domainEnd, ok = sc.validCJKHostCut(s, at+1, domainEnd, false); !ok {
			return 0, 0, next
		}
	}
	linkEnd := domainEnd
	if start >= sc.pos+7 && chars.EqualFoldASCII(s[start-7:start], "mailto:") {
		start -= 7
		if domainEnd < len(s) && s[domainEnd] == '?' {
			linkEnd = terminate(s, domainEnd)
		}
	}
	return start, linkEnd, max(next, linkEnd)
}

// localPartStart scans back from the '@' at s[at] over Link_Email code points
// (§5.2) and returns the start of the local-part, or -1 if there is no valid one.
func localPartStart(s string, lo, at int) int {
	if at == lo || s[at-1] == '.' {
		return -1
	}
	i := at
	for i > lo {
		c := s[i-1]
		if c < utf8.RuneSelf {
			if c == '.' {
				if s[i] == '.' {
					return -1
				}
			} else if chars.ASCIIProps[c]&chars.PropEmail == 0 {
				break
			}
			i--
			continue
		}
		p, size := chars.PropBefore(s, i)
		if p&chars.PropEmail == 0 || chars.EmojiStartsAt(s, i) {
			break
		}
		i -= size
	}
	chars.CountRead(at - i)
	if i == at || s[i] == '.' {
		return -1
	}
	if i == lo && lo > 0 {
		if p, _ := chars.PropBefore(s, i); p&chars.PropEmail != 0 || s[i-1] == '.' {
			// The local-part would run on into the previous link: it starts
			// after the symbols between them ("me@example.com|you@example.org"),
			// and there is none where a word goes on from the link.
			for i < at && s[i] < utf8.RuneSelf && !chars.IsAlnum(s[i]) {
				i++
			}
			if i == lo || i == at {
				return -1
			}
		}
	}
	// "scheme://user@host" is a URL with userinfo, not an address.
	if i > 0 && s[i-1] == ':' && chars.HasPrefix(s[i:], "//") {
		return -1
	}
	return i
}
