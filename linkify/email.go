package linkify

import "unicode/utf8"

// email examines the e-mail address whose '@' is at s[at] (§5.2).
func (sc *scanner) email(s string, at int) (int, int, int) {
	end := domainRunEnd(s, at+1)
	next := max(end, at+1)
	// A trailing dot is never part of an address; nor is a domain that
	// ends in a digit (see endsInDigit).
	hostEnd := end - labelSepLenBefore(s, end)
	if !sc.cfg.emails || hostEnd <= at+1 || endsInDigit(s, at+1, hostEnd) {
		return 0, 0, next
	}
	start := localPartStart(s, sc.pos, at)
	if start < 0 || !validHost(s[at+1:hostEnd], false) || end < len(s) && !sc.endsHost(s, end) {
		return 0, 0, next
	}
	if start >= sc.pos+7 && equalFoldASCII(s[start-7:start], "mailto:") {
		start -= 7
	}
	return start, hostEnd, next
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
		if c == '.' {
			if s[i] == '.' {
				return -1
			}
			i--
			continue
		}
		var p uint8
		size := 1
		if c < utf8.RuneSelf {
			p = asciiProps[c]
		} else {
			p, size = propBefore(s, i)
		}
		if p&propEmail == 0 {
			break
		}
		i -= size
	}
	if i == at || s[i] == '.' {
		return -1
	}
	if i == lo && lo > 0 {
		// The local-part would run on into the previous link.
		if p, _ := propBefore(s, i); p&propEmail != 0 || s[i-1] == '.' {
			return -1
		}
	}
	// "scheme://user@host" is a URL with userinfo, not an address; and a
	// local-part right after another '@' (x@y@z.com) is that one's domain.
	if i > 0 && (s[i-1] == '@' || s[i-1] == ':' && hasPrefix(s[i:], "//")) {
		return -1
	}
	return i
}
