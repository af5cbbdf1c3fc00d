package linkify

import "unicode/utf8"

// schemeURL examines the URL whose scheme ends with the colon at s[colon].
func (sc *scanner) schemeURL(s string, colon int) (int, int, int) {
	var start int
	var allowed bool
	switch {
	case colon >= 5 && equalFoldASCII(s[colon-5:colon], "https"):
		start, allowed = colon-5, sc.cfg.https
	case colon >= 4 && equalFoldASCII(s[colon-4:colon], "http"):
		start, allowed = colon-4, sc.cfg.http
	default:
		return 0, 0, colon + 1
	}
	if start < sc.pos || (start > 0 && isSchemeByte(s[start-1])) || !hasPrefix(s[colon+1:], "//") {
		return 0, 0, colon + 1
	}
	hostStart := colon + 3
	if !allowed {
		return 0, 0, hostStart
	}
	// Userinfo (user@host) is deprecated and a spoofing vector: such a URL is
	// not linked, nor is the e-mail address it looks like. The ASCII code
	// points of a domain run are no '@' and end no authority (a test checks
	// it): the search starts after those that begin the host.
	asciiEnd := asciiDomainRunEnd(s, hostStart)
	if authEnd, at := authority(s, asciiEnd); at {
		return 0, 0, authEnd
	}
	runEnd := domainRunEnd(s, asciiEnd)
	ipv6 := hostStart < len(s) && s[hostStart] == '['
	var hostEnd int
	if ipv6 {
		n := ipv6End(s, hostStart)
		if n < 0 {
			return 0, 0, hostStart
		}
		hostEnd, runEnd = n, n
	}
	if !sc.runEnds(s, runEnd) {
		return 0, 0, max(runEnd, hostStart)
	}
	if !ipv6 {
		var ok bool
		if hostEnd, ok = checkHost(s, hostStart, runEnd, true); !ok {
			return 0, 0, max(runEnd, hostStart)
		}
	}
	linkEnd, ok := sc.afterHost(s, hostEnd)
	if !ok {
		return 0, 0, max(runEnd, hostStart)
	}
	return start, linkEnd, linkEnd
}

// authority scans the authority that starts at s[i:] up to a path, query or
// fragment initiator or a Link_Term=Hard code point, and reports its end and
// whether it holds an '@'.
func authority(s string, i int) (end int, hasAt bool) {
	for i < len(s) {
		c := s[i]
		switch {
		case endsAuthority[c]:
			return i, hasAt
		case c == '@':
			hasAt = true
			i++
			continue
		case c < utf8.RuneSelf:
			if LinkTerm(asciiProps[c]&propTermMask) == Hard {
				return i, hasAt
			}
			i++
			continue
		}
		p, size := propAt(s, i)
		if LinkTerm(p&propTermMask) == Hard {
			break
		}
		i += size
	}
	return i, hasAt
}
