package linkify

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// schemeURL examines the URL whose scheme ends with the colon at s[colon].
func (sc *scanner) schemeURL(s string, colon int) (int, int, int) {
	start, allowed, other := sc.schemeBefore(s, colon)
	// Punctuation may stand before a scheme ("Read...http://", "--https://",
	// "git+https://"); a letter or digit makes it another scheme ("xhttp:").
	if start < 0 || start < sc.pos || (start > 0 && chars.IsAlnum(s[start-1])) {
		return 0, 0, colon + 1
	}
	if !chars.HasPrefix(s[colon+1:], "//") {
		if !other || webSchemeOf(s[start:colon]) != nil { // a host is needed, as after http:
			return 0, 0, colon + 1
		}
		// A URL with no host (magnet:?xt=…, news:comp.lang.go) goes on
		// from its path as far as termination takes it, if its text reads
		// as a scheme and a path (schemeLen, as its href does): a name
		// with a '.', or digits after the colon, read as a host and port.
		// schemeLen reads one code point after the colon: the text is
		// asked before termination, which would read past the URL for
		// nothing (and for each of news:1.2news:1.2…).
		if colon+2 > len(s) || schemeLen(s[start:colon+2]) != colon-start {
			return 0, 0, colon + 1
		}
		end := sc.terminateURL(s, colon+1, partPath)
		if end == colon+1 {
			return 0, 0, colon + 1
		}
		return start, end, end
	}
	hostStart := colon + 3
	if !allowed {
		return 0, 0, hostStart
	}
	// Userinfo (user@host) is deprecated and a spoofing vector: such a URL is
	// not linked, nor is the e-mail address it looks like. The ASCII code
	// points of a domain run are no '@' and end no authority (a test checks
	// it): the search starts after those that begin the host.
	asciiEnd := chars.ASCIIDomainRunEnd(s, hostStart)
	authEnd, at := authority(s, asciiEnd)
	if !at {
		end, ok := sc.schemeHost(s, hostStart, asciiEnd)
		if !ok {
			end, ok = hosts.WebEnd(s, hostStart) // http://🍄.ga/
		}
		if ok {
			if linkEnd, ok := sc.afterHost(s, end); ok {
				return start, linkEnd, linkEnd
			}
		}
	}
	// No link: nor does one start inside the authority, where it would
	// show another host than the one after "//" ("http://✪df.ws/").
	sc.pos = max(sc.pos, authEnd)
	return 0, 0, authEnd
}

// schemeBefore returns where the longest scheme name that ends at the colon
// at s[colon] starts, or -1 if none does: http, https (allowed tells
// whether it is linked) or one that WithSchemes added (other).
func (sc *scanner) schemeBefore(s string, colon int) (start int, allowed, other bool) {
	start = -1
	if colon >= 4 {
		// The four bytes before the colon as a little-endian word, in
		// lower case if letters (a byte that then matches is the letter
		// in either case).
		t := s[colon-4 : colon]
		switch uint32(t[0]) | uint32(t[1])<<8 | uint32(t[2])<<16 | uint32(t[3])<<24 | 0x20202020 {
		case 0x73707474: // "ttps"
			if colon >= 5 && s[colon-5]|0x20 == 'h' {
				start, allowed = colon-5, sc.cfg.https
			}
		case 0x70747468: // "http"
			start, allowed = colon-4, sc.cfg.http
		}
	}
	for _, name := range sc.cfg.extra {
		n := len(name)
		if colon >= n && (start < 0 || colon-n < start) && chars.EqualFoldASCII(s[colon-n:colon], name) {
			start, allowed, other = colon-n, true, true
		}
	}
	return start, allowed, other
}

// schemeHost returns where the host after "scheme://" at s[hostStart:]
// ends, the ASCII domain code points from hostStart to asciiEnd scanned,
// and whether it is a valid host: an [IPv6] address, an IPv4 address, or
// a domain, whose labels may hold '_' as WHATWG URL and browsers accept
// (foo_bar.example.com); with WithLocalHosts also a local one, and with
// Policy.SpecialUseHosts a name for local work (hosts.SpecialUse).
func (sc *scanner) schemeHost(s string, hostStart, asciiEnd int) (int, bool) {
	if hostStart < len(s) && s[hostStart] == '[' {
		n := hosts.IPv6End(s, hostStart)
		return n, n > 0 && (n == len(s) || !hosts.ContinuesWord(s, n))
	}
	runEnd := sc.domainRunEnd(s, asciiEnd)
	for runEnd < len(s) && s[runEnd] == '_' {
		runEnd = sc.domainRunEnd(s, runEnd+1)
	}
	end, ok := hosts.End(s, hostStart, runEnd, true)
	if !ok || end == hostStart {
		return 0, false
	}
	host := chars.TrimLabelSep(s[hostStart:end])
	if sc.cfg.validHost(host, true) {
		return end, true
	}
	if cut, ok := sc.validCJKHostCut(s, hostStart, end, true); ok {
		return cut, true
	}
	if sc.cfg.localHosts {
		return end, hosts.ValidLocal(host)
	}
	return end, sc.cfg.policy != nil && sc.cfg.policy.SpecialUseHosts && hosts.SpecialUse(host)
}

// authority scans the authority that starts at s[i:] up to a path, query
// or fragment initiator or a Link_Term=Hard code point, and returns its end
// and whether it holds an '@' (userinfo) before a code point that would
// end a link there (Soft or Close): "https://example.com)me@example.com" is
// two links, and "https://example.com!@evil.example" links the host its
// text shows.
func authority(s string, i int) (end int, userinfo bool) {
	from := i
	search := true // no code point that ends a link yet
	for i < len(s) {
		c := s[i]
		var t LinkTerm
		size := 1
		switch {
		case endsAuthority[c]:
			chars.CountRead(i - from)
			return i, userinfo
		case c == '@':
			userinfo = userinfo || search
			i++
			continue
		case c < utf8.RuneSelf:
			t = LinkTerm(chars.ASCIIProps[c] & chars.PropTermMask)
		default:
			var p uint8
			p, size = chars.PropAt(s, i)
			t = LinkTerm(p & chars.PropTermMask)
		}
		if t == Hard {
			break
		}
		search = search && t == Include
		i += size
	}
	chars.CountRead(i - from)
	return i, userinfo
}
