package linkify

import (
	"unicode"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// scan appends the links of s to dst, from its first trigger, at s[i].
// Each trigger is examined once, and a failed candidate resumes after the
// text it examined, so the pass is linear.
func (sc *scanner) scan(dst []Link, s string, i int) []Link {
	for ; i < len(s); i = sc.triggers.Next(i) {
		if i < 0 { // the cursor tells no trigger before ^i
			if i = ^i; i < len(s) {
				from := i
				i = chars.SearchTriggers(sc.triggers, s, i)
				chars.CountRead(sc.triggers.Searched(len(s)) - from) // searches the scan repeats count too
			}
			if i == len(s) {
				break
			}
		}
		var start, end, next int
		kind := URL
		sc.cut.end = 0
		switch c := s[i]; c {
		case ':':
			// Most colons ("Subject:", "12:30") end no scheme that is
			// linked: the searches record those before "//" (and may
			// record one that ends s), or every colon where a scheme
			// needs no "//"; one after a byte that ends no linked
			// scheme is passed over here.
			if i == 0 || !sc.cfg.colonAfter[s[i-1]|0x20] {
				next = i + 1
				break
			}
			sc.unsure = true
			start, end, next = sc.schemeURL(s, i)
		case '@':
			sc.unsure = true
			start, end, next = sc.email(s, i)
			kind = Email
		default: // a label separator: '.', or 。．｡ (the searches find them exactly)
			if j := i + 1 + int(c>>6&2); runEndsAt(s, j) && sc.noTLDBefore(s, i) {
				// A sentence's "word." or "文。": domain would answer so
				// (and clear unsure: the run ends here), after a call.
				next, sc.unsure = j, false
				break
			}
			start, end, next = sc.domain(s, i)
		}
		if end <= start {
			i = next
			continue
		}
		l, resume := Link{Start: start, End: end, Kind: kind}, end
		if sc.cfg.policy != nil {
			var ok bool
			if l, resume, ok = sc.applyPolicy(s, l); !ok {
				if sc.cut.end > 0 {
					end = sc.uncutEnd(s)
				}
				end = max(end, resume)
				i, sc.pos, sc.unsure = end, end, false // rejected: its text stays text
				continue
			}
		}
		// No later link starts inside this one; where the policy moved its
		// end, the text after it is scanned again.
		i, sc.pos, sc.unsure, sc.lastEnd = resume, resume, false, l.End
		dst = append(dst, l)
	}
	return dst
}

// runEndsAt reports whether the run of domain code points and label
// separators that s[:j] ends in ends there: s[j] is no ASCII domain code
// point or '.', or there is none.
func runEndsAt(s string, j int) bool {
	return j == len(s) || s[j] < utf8.RuneSelf && !chars.InASCIIDomainRun[s[j]]
}

// schemeURL examines the URL whose scheme ends with the colon at s[colon].
func (sc *scanner) schemeURL(s string, colon int) (int, int, int) {
	start, sch, allowed := sc.schemeBefore(s, colon)
	// Punctuation may stand before a scheme ("Read...http://", "--https://",
	// "git+https://"); a letter or digit makes it another scheme ("xhttp:").
	if start < 0 || start < sc.pos || (start > 0 && chars.IsAlnum(s[start-1])) {
		return 0, 0, colon + 1
	}
	if !chars.HasPrefix(s[colon+1:], "//") {
		// A URL with no host (magnet:?xt=…, tel:+1-555-0100) goes on from
		// its path as far as termination takes it, if its scheme has that
		// form and its text starts and ends as the form requires; a
		// failed one stays text to its end, which the scan does not read
		// again.
		if !allowed || !sch.opaque || !sch.rest.starts(s[colon+1:]) {
			return 0, 0, colon + 1
		}
		end := sc.terminateURL(s, colon+1, partPath)
		if end == colon+1 {
			return 0, 0, colon + 1
		}
		if !sch.rest.holds(s[colon+1 : end]) {
			return 0, 0, end
		}
		return start, end, end
	}
	if !allowed || !sch.host {
		return 0, 0, colon + 3
	}
	hostStart := colon + 3
	// Userinfo (user@host) is deprecated and a spoofing vector: such a URL is
	// not linked, nor is the e-mail address it looks like, but for userinfo
	// that Policy.Userinfo links. The ASCII code points of a domain
	// run are no '@' and end no authority (a test checks it): the search
	// starts after those that begin the host.
	asciiEnd := chars.ASCIIDomainRunEnd(s, hostStart)
	if p := sc.cfg.policy; p != nil && p.Userinfo && asciiEnd < len(s) && (s[asciiEnd] == '@' || s[asciiEnd] == ':' || s[asciiEnd] == '_') {
		if n := userinfoLen(s[hostStart:]); n > 0 {
			hostStart += n // the host after it; another '@' fails it
			asciiEnd = chars.ASCIIDomainRunEnd(s, hostStart)
		}
	}
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
// at s[colon] starts, or -1 if none does, and its scheme: http, https
// (allowed tells whether it is linked) or one that WithSchemes added.
func (sc *scanner) schemeBefore(s string, colon int) (start int, sch *scheme, allowed bool) {
	start = -1
	if colon >= 4 {
		// The four bytes before the colon as a little-endian word, in
		// lower case if letters (a byte that then matches is the letter
		// in either case).
		t := s[colon-4 : colon]
		switch uint32(t[0]) | uint32(t[1])<<8 | uint32(t[2])<<16 | uint32(t[3])<<24 | 0x20202020 {
		case 0x73707474: // "ttps"
			if colon >= 5 && s[colon-5]|0x20 == 'h' {
				start, sch, allowed = colon-5, httpsScheme, sc.cfg.https
			}
		case 0x70747468: // "http"
			start, sch, allowed = colon-4, httpScheme, sc.cfg.http
		}
	}
	for _, x := range sc.cfg.extra {
		n := len(x.name)
		if colon >= n && (start < 0 || colon-n < start) && chars.EqualFoldASCII(s[colon-n:colon], x.name) {
			start, sch, allowed = colon-n, x, true
		}
	}
	return start, sch, allowed
}

// schemeHost returns where the host after "scheme://" at s[hostStart:]
// ends, the ASCII domain code points from hostStart to asciiEnd scanned,
// and whether it is a valid host: an [IPv6] address, an IPv4 address, or
// a domain, whose labels may hold '_' as WHATWG URL and browsers accept
// (foo_bar.example.com); one of WithSiteHosts; with WithLocalHosts also a
// local one, and with Policy.SpecialUseHosts a name for local work
// (hosts.SpecialUse); under a policy without it, no loopback address
// (loopbackRefused).
func (sc *scanner) schemeHost(s string, hostStart, asciiEnd int) (int, bool) {
	if hostStart < len(s) && s[hostStart] == '[' {
		n := hosts.IPv6End(s, hostStart)
		return n, n > 0 && (n == len(s) || !hosts.ContinuesWord(s, n)) && !sc.loopbackRefused(s[hostStart:n])
	}
	runEnd := sc.domainRunEnd(s, asciiEnd)
	for runEnd < len(s) && s[runEnd] == '_' {
		runEnd = sc.domainRunEnd(s, runEnd+1)
	}
	end, ok := hosts.End(s, hostStart, runEnd, true)
	if !ok {
		end, ok = sc.escapedHostEnd(s, hostStart, runEnd, true, end)
	}
	if !ok || end == hostStart {
		return 0, false
	}
	host := chars.TrimLabelSep(s[hostStart:end])
	if sc.cfg.validHost(host, true) {
		if end > asciiEnd {
			end = sc.twoHostsCut(s, hostStart, end, true)
		}
		return end, !chars.IsDigit(host[0]) || !sc.loopbackRefused(host) // an IPv4 address starts with a digit
	}
	if cut, ok := sc.policyHostCut(s, hostStart, end, true); ok {
		return cut, true
	}
	if sc.cfg.siteHost(host) {
		return end, true
	}
	if sc.cfg.localHosts {
		return end, hosts.ValidLocal(host)
	}
	return end, sc.cfg.policy != nil && sc.cfg.policy.SpecialUseHosts && hosts.SpecialUse(host)
}

// loopbackRefused reports whether host, an IP address, is a loopback
// address that the policy leaves as text, as it leaves localhost: one
// without Policy.SpecialUseHosts, but under WithLocalHosts and for the
// hosts of WithSiteHosts. Asked of IP addresses only, as detection finds
// them.
func (sc *scanner) loopbackRefused(host string) bool {
	p := sc.cfg.policy
	return p != nil && !p.SpecialUseHosts && !sc.cfg.localHosts && hosts.Loopback(host) && !sc.cfg.siteHost(host)
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

// afterHost parses the port after a host that ends at hostEnd, runs the
// termination algorithm, and returns the end of the link. It reports false
// where the authority goes on past the host: a colon before a word or a
// second colon ("host:pass@", "1080::8"), or a port that a word follows.
func (sc *scanner) afterHost(s string, hostEnd int) (int, bool) {
	i := hostEnd
	if i+1 < len(s) && s[i] == ':' {
		if !chars.IsDigit(s[i+1]) {
			if s[i+1] == ':' || hosts.ContinuesWord(s, i+1) {
				return 0, false
			}
			return sc.terminateURL(s, i, partNone), true // a colon as punctuation: "see example.com: it"
		}
		j, port := i+1, 0
		for j < len(s) && chars.IsDigit(s[j]) {
			port = port*10 + int(s[j]-'0')
			if port > 65535 {
				return 0, false
			}
			j++
		}
		// As in the WHATWG port state, anything but the end of the port
		// (a path, query or fragment, or text that ends the link) fails the URL.
		// CJK text ends it: no space stands before the sentence that goes
		// on (https://example.com:8443を開く).
		if j < len(s) && (s[j] == ':' || hosts.ContinuesWord(s, j) && !chars.CJKAt(s, j)) {
			return 0, false
		}
		i = j
	}
	return sc.terminateURL(s, i, partNone), true
}

// cjkTextAt reports whether the policy reads CJK text (Policy.CJKText)
// and the code point at s[i:] is some.
func (sc *scanner) cjkTextAt(s string, i int) bool {
	return sc.cfg.policy != nil && sc.cfg.policy.CJKText && chars.CJKAt(s, i)
}

// domain examines the scheme-less domain candidates in the run of domain
// code points and label separators around the label separator at s[sep:].
// It returns the start and end of the link (equal if there is none) and the
// index to resume scanning at if there is none; so do schemeURL and email.
//
// A run of two or more label separators (an ellipsis) is punctuation
// between candidates: "Read...www.example.com", "example.com...and".
func (sc *scanner) domain(s string, sep int) (int, int, int) {
	next := sep + chars.LabelSepLen(s, sep)
	if next < len(s) && !hosts.MayStartTLD(s, next) {
		if sc.cfg.bareIPv4 && s[sep] == '.' && chars.IsDigit(s[next]) {
			return sc.ipv4Link(s, sep)
		}
		// No top-level domain starts after this separator; one after a
		// later separator of the run is a trigger of its own, from which
		// the same run is examined ("3.14", a Japanese sentence after 。).
		return 0, 0, next
	}
	if start, end, rejected, ok := sc.plainRun(s, sep); ok {
		sc.unsure = false // as runDomain does
		if !rejected {
			if from, linkEnd := sc.domainIn(s, start, start, end, true); linkEnd > from {
				return from, linkEnd, end
			}
		}
		return 0, 0, end
	}
	return sc.runDomain(s, sep, next)
}

// runDomain is domain's general path, over a run of any code points and
// ellipses; plainRun answers as it would, for the runs it takes
// (TestPlainRunAnswersAsRunDomain).
func (sc *scanner) runDomain(s string, sep, next int) (int, int, int) {
	end := sc.domainRunEnd(s, sep)
	if !sc.cfg.schemeless || end == next && sc.noTLDBefore(s, sep) {
		sc.unsure = false
		return 0, 0, end
	}
	sc.unsure = false // the scan resumes at end, or after a link
	runStart := chars.DomainRunStart(s, sc.pos, sep)
	for from := runStart; from < end; {
		to, next := sc.ellipsisAt(s, from, end)
		if start, linkEnd := sc.domainIn(s, runStart, from, to, false); linkEnd > start {
			return start, linkEnd, end
		}
		from = next
	}
	return 0, 0, end
}

// domainIn examines the candidate s[from:to] of the run that starts at
// runStart and returns the start and end of its link, equal if there is
// none; ascii tells that the candidate is ASCII (plainRun's).
func (sc *scanner) domainIn(s string, runStart, from, to int, ascii bool) (int, int) {
	if !chars.HasLabelSep(s[from:to]) {
		return 0, 0 // one label: no registrable domain
	}
	end, ok := hosts.End(s, from, to, true)
	if !ok {
		end, ok = sc.escapedHostEnd(s, from, to, true, end)
	}
	if !ok || end == from {
		return 0, 0 // "example.com_old", "john.doe@"
	}
	if chars.EndsInDigit(s, from, end-chars.LabelSepLenBefore(s, end)) {
		return 0, 0 // a version or an address: "8.11.6", "127.0.0.1"
	}
	if from == runStart && from > 0 {
		if from == sc.lastEnd {
			// The run goes on into the previous link: not a domain of its
			// own, but after a host that Policy.CJKText ended before CJK text
			// (⸠a.example.com⸡与⸠b.example.org⸡).
			if p, _ := chars.PropBefore(s, from); p&(chars.PropDomain|chars.PropLabelSep) != 0 && !sc.cjkTextAt(s, from) {
				return 0, 0
			}
		}
		if sc.rejectedBefore(s, from) || hosts.WordBefore(s, from) {
			return 0, 0
		}
	}
	if sc.hostWindow.TooLong(s, from, end) || !sc.cfg.checkHost(s, from, end, false) {
		var ok bool
		if end, ok = sc.policyHostCut(s, from, end, false); !ok {
			return 0, 0
		}
	} else if !ascii {
		end = sc.twoHostsCut(s, from, end, false)
	}
	linkEnd, ok := sc.afterHost(s, end)
	if !ok || sc.cfg.emails && sc.localPartContinues(s, linkEnd) {
		// "name.com+tag@example.com", "x.com#}@x.com": the link would end
		// inside the local-part of an address, which is favored (see
		// LinkDetectionTest.txt). Text alone decides it, not what stands
		// before the domain.
		return 0, 0
	}
	return from, linkEnd
}

// noTLDBefore reports whether no label of the run of domain code points
// that the label separator at s[sep:] ends is a top-level domain: it holds
// no other separator, as in a sentence's "word.", or only separators that
// domain passed over; else, where that is not known, whether the label
// after the last one may start a top-level domain.
func (sc *scanner) noTLDBefore(s string, sep int) bool {
	return !sc.unsure || !lastLabelMayBeTLD(s, sc.pos, sep)
}

// lastLabelMayBeTLD reports whether the run of domain code points that the
// label separator at s[sep:] ends (not going below lo) may end in a
// top-level domain: it holds another separator, and the label after the
// last one may start a top-level domain.
func lastLabelMayBeTLD(s string, lo, sep int) bool {
	i := chars.LabelStartBefore(s, lo, sep)
	return i >= 0 && (i == sep || hosts.MayStartTLD(s, i))
}

// localPartContinues reports whether the text from s[i:], after a
// scheme-less URL, continues an e-mail local-part up to an '@' before a
// domain: Link_Email code points and dots (a '/', '?' or '#' there is one
// the termination algorithm left out of the URL, as in "x.com?}@x.com").
func (sc *scanner) localPartContinues(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	if p, _ := chars.PropAt(s, i); p&chars.PropEmail == 0 {
		return false
	}
	if i < sc.localRunFrom || i > sc.localRunEnd {
		j := i
		for j < len(s) {
			if s[j] == '.' {
				j++
				continue
			}
			p, size := chars.PropAt(s, j)
			if p&chars.PropEmail == 0 {
				break
			}
			j += size
		}
		chars.CountRead(j - i)
		sc.localRunFrom, sc.localRunEnd = i, j
		// An '@' that a domain code point follows: an address can stand
		// there, which is favored over the URL.
		sc.localRunAt = j+1 < len(s) && s[j] == '@'
		if sc.localRunAt {
			p, _ := chars.PropAt(s, j+1)
			sc.localRunAt = p&chars.PropDomain != 0
		}
	}
	return sc.localRunAt
}

// plainRun reports whether the run of domain code points and label
// separators around the '.' at s[sep] (from sc.pos at most) is ASCII and
// one candidate, s[start:end], with no ellipsis (the rest of domain then
// examines it alone), and whether domainIn surely rejects it: a host whose
// last label is no listed top-level domain, or what stands before it
// makes it part of something else (rejectedBefore); or one label that an
// ellipsis ends ("etc..."). Most runs of prose and code are rejected
// here, read once: os.Exit, main.go, foo.bar, Array.prototype.slice,
// my_file.py, wait... Hosts under WithTLDs and runs with other code
// points or ellipses go the whole way.
func (sc *scanner) plainRun(s string, sep int) (start, end int, rejected, ok bool) {
	if s[sep] != '.' || !sc.cfg.schemeless {
		return 0, 0, false, false
	}
	start, oneLabel := sep, true // back over ASCII labels, each after one '.'
	for {
		if start = asciiLabelStart(s, sc.pos, start); start > sc.pos+1 && s[start-1] == '.' && s[start] != '.' {
			start, oneLabel = start-1, false
			continue
		}
		break
	}
	if start > sc.pos && (s[start-1] == '.' || s[start-1] >= utf8.RuneSelf) {
		return 0, 0, false, false // an ellipsis (more than one candidate), or code points that may be in the run
	}
	if sep+1 < len(s) && s[sep+1] == '.' {
		// An ellipsis after one label that ends the run ("etc...",
		// "wait..."): a candidate of one label, then none.
		k := sep + 2
		for k < len(s) && s[k] == '.' {
			k++
		}
		if !oneLabel || k < len(s) && (s[k] >= utf8.RuneSelf || chars.InASCIIDomainRun[s[k]]) {
			return 0, 0, false, false
		}
		chars.CountRead(k - start)
		return start, k, true, true
	}
	last := sep // the last separator read
	end = sep + 1
	for {
		if end = asciiLabelEnd(s, end); end == len(s) || s[end] != '.' {
			break
		}
		if s[end-1] == '.' {
			return 0, 0, false, false
		}
		last = end
		end++
	}
	if end < len(s) && s[end] >= utf8.RuneSelf {
		return 0, 0, false, false // code points that may go on with the run
	}
	e := end // the host's end: trailing separators and hyphens are punctuation
	for e > sep+1 && (s[e-1] == '-' || s[e-1] == '.') {
		e--
	}
	chars.CountRead(end - start)
	if e == sep+1 || chars.IsDigit(s[e-1]) {
		return start, end, false, true // no label after the separator, or a number
	}
	for last >= e {
		last-- // a trailing separator: the last one of the host is before
		for s[last] != '.' {
			last--
		}
	}
	if start > 0 && sc.rejectedBefore(s, start) {
		return start, end, true, true // no hosts.WordBefore: an ASCII byte stands before
	}
	tld := s[last+1 : e]
	if sc.cfg.extraTLDs != nil || hosts.LDHTLDListed(tld) {
		return start, end, false, true
	}
	if p := sc.cfg.policy; p != nil && p.HyphenSuffix && hyphenNearEnd(tld) && asciiSuffixAt(tld) {
		return 0, 0, false, false // the policy cuts a host there (google.com-on)
	}
	return start, end, true, true
}

// asciiLabelEnd returns the end of the run of ASCII letters, digits and
// '-' that starts at s[i:].
func asciiLabelEnd(s string, i int) int { return chars.SpanEnd(&inOneASCIILabel, s, i) }

// asciiLabelStart returns the start of the run of ASCII letters, digits
// and '-' that ends at s[:i], not going below lo.
func asciiLabelStart(s string, lo, i int) int { return chars.SpanStart(&inOneASCIILabel, s, lo, i) }

// inOneASCIILabel marks the ASCII domain code points: letters, digits and
// '-'.
var inOneASCIILabel = func() (t [256]bool) {
	for c := range utf8.RuneSelf {
		t[c] = chars.ASCIIProps[c]&chars.PropDomain != 0
	}
	return t
}()

// ipv4Link examines the scheme-less IPv4 address whose first '.' is at
// s[sep] (WithBareIPv4); it returns what domain returns.
func (sc *scanner) ipv4Link(s string, sep int) (int, int, int) {
	start := sep
	for start > sc.pos && chars.IsDigit(s[start-1]) {
		start--
	}
	// The run of numbers and dots is passed over, up to a '.' that no
	// digit follows, where a top-level domain may start (0.0.AC).
	runEnd := sep + 1
	for runEnd < len(s) && (chars.IsDigit(s[runEnd]) || s[runEnd] == '.' && runEnd+1 < len(s) && chars.IsDigit(s[runEnd+1])) {
		runEnd++
	}
	end, ok := dottedQuadEnd(s, start)
	if !ok || start > 0 && sc.notBeforeIPv4(s, start) || end < len(s) && ipv4GoesOn(s, end) || sc.loopbackRefused(s[start:end]) {
		return 0, 0, runEnd
	}
	linkEnd, ok := sc.afterHost(s, end)
	if !ok {
		return 0, 0, runEnd
	}
	return start, linkEnd, runEnd
}

// dottedQuadEnd returns the end of the four decimal numbers of an IPv4
// address (0 to 255, no leading zero) that start s[i:], and whether they do.
func dottedQuadEnd(s string, i int) (int, bool) {
	for n := 0; n < 4; n++ {
		if n > 0 {
			if i >= len(s) || s[i] != '.' {
				return 0, false
			}
			i++
		}
		j, v := i, 0
		for j < len(s) && chars.IsDigit(s[j]) && j-i < 3 {
			v = v*10 + int(s[j]-'0')
			j++
		}
		if j == i || v > 255 || s[i] == '0' && j-i > 1 {
			return 0, false
		}
		i = j
	}
	return i, true
}

// notBeforeIPv4 reports whether what stands before s[start:] makes an
// address there part of something else: a domain code point or a '.' (a
// longer run: 1.1.2.3.4, v1.2.3.4), a character that rejects a scheme-less
// domain (/ \ @ _ $ %), a word but CJK text, or a scheme's colon.
func (sc *scanner) notBeforeIPv4(s string, start int) bool {
	if c := s[start-1]; c < utf8.RuneSelf && (c == '.' || chars.ASCIIProps[c]&chars.PropDomain != 0) || sc.rejectedBefore(s, start) {
		return true
	}
	if hosts.WordBefore(s, start) {
		r, _ := utf8.DecodeLastRuneInString(s[:start])
		// Text without spaces (路由器192.168.0.1), but a fullwidth digit
		// or letter, which IDNA reads as ASCII (１92.168.0.1).
		return !chars.IsCJK(r) || 0xFF10 <= r && r <= 0xFF5A
	}
	return false
}

// ipv4GoesOn reports whether the text from s[end:], after four numbers,
// makes them part of something else: a digit or letter (1.2.3.45a), '_' or
// '@', or a label separator before a digit or the start of a top-level
// domain (1.2.3.4.5; 1.2.3.4.com and 1.2.3.4。中国, domains found as such).
func ipv4GoesOn(s string, end int) bool {
	if n := chars.LabelSepLen(s, end); n > 0 {
		// Any label separator: a domain goes on where a top-level domain
		// may start after it (1.2.3.4.com, 1.2.3.4。中国), a longer run of
		// numbers where a digit follows; a sentence ends otherwise
		// (地址是192.168.0.1。然后).
		next := end + n
		if next == len(s) {
			return false
		}
		p, _ := chars.PropAt(s, next)
		return p&chars.PropDomain != 0 && (chars.IsDigit(s[next]) || hosts.MayStartTLD(s, next))
	}
	return s[end] == '_' || hosts.ContinuesWord(s, end)
}

// email examines the e-mail address whose '@' is at s[at] (§5.2). Its
// domain ends where domain code points end (trailing label separators and
// hyphens are punctuation, as an ellipsis after it is); a "mailto:" URL
// may go on with a query, or be one (RFC 6068: mailto:a@example.com?subject=hi,
// mailto:?to=a@example.com), where mailtoEnd says.
func (sc *scanner) email(s string, at int) (int, int, int) {
	end := sc.domainRunEnd(s, at+1)
	next := max(end, at+1)
	to, _ := chars.EllipsisAt(s, at+1, end)
	domainEnd, ok := hosts.End(s, at+1, to, false)
	if !ok {
		domainEnd, ok = sc.escapedHostEnd(s, at+1, to, false, domainEnd)
	}
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
		if domainEnd, ok = sc.policyHostCut(s, at+1, domainEnd, false); !ok {
			return 0, 0, next
		}
	}
	linkEnd := domainEnd
	if start >= sc.pos+7 && chars.EqualFoldASCII(s[start-7:start], "mailto:") {
		if s[start] == '?' || domainEnd < len(s) && s[domainEnd] == '?' { // a query
			var ok bool
			if linkEnd, ok = mailtoEnd(s, start, at, domainEnd); !ok {
				// A URL that would mail another mailbox stays text,
				// and no address inside it is linked.
				sc.pos = max(sc.pos, linkEnd)
				return 0, 0, max(next, linkEnd)
			}
		}
		start -= 7
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

// rejectBefore marks the ASCII characters that, standing right before a
// scheme-less domain, show that it is part of something else: a path (/ \,
// as in /usr/lib/libttf.so), an e-mail or userinfo (@), an identifier or
// variable (_ $, as in my_file.py), or a percent-escape (%).
var rejectBefore = [utf8.RuneSelf]bool{'/': true, '\\': true, '@': true, '_': true, '$': true, '%': true}

// mayRejectBefore marks the bytes before a domain that rejectedBefore may
// reject it for: those of rejectBefore and ':'. Most bytes before a
// domain are none, and need no call.
var mayRejectBefore = func() (t [256]bool) {
	copy(t[:], rejectBefore[:])
	t[':'] = true
	return t
}()

// rejectedBefore reports whether the character right before s[from:], a
// scheme-less domain or address, makes it part of something else: one of
// rejectBefore but an emphasis mark, or the colon of a scheme that needs
// "//" (see schemeColon).
func (sc *scanner) rejectedBefore(s string, from int) bool {
	return mayRejectBefore[s[from-1]] && sc.rejectedBy(s, from) // small enough to inline
}

// rejectedBy is rejectedBefore where the byte before s[from:] is one of
// mayRejectBefore.
func (sc *scanner) rejectedBy(s string, from int) bool {
	c := s[from-1]
	return c < utf8.RuneSelf && rejectBefore[c] && !sc.emphasisBefore(s, from) || c == ':' && sc.schemeColon(s, from-1)
}

// emphasisBefore reports whether, with emphasis marks on, the code point
// before s[start:] is a '_' run that does not stand inside a word.
func (sc *scanner) emphasisBefore(s string, start int) bool {
	if !sc.cfg.emphasisMarks || s[start-1] != '_' {
		return false
	}
	i := start - 1
	for i > 0 && s[i-1] == '_' {
		i--
	}
	chars.CountRead(start - i)
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// schemeColon reports whether the colon at s[colon] ends the name of a URL
// scheme (http, https, ftp, or one that WithSchemes added): a domain after
// it is a URL that misses its "//" ("http:example.com"), which the UASG
// principles leave unlinked. After another word ("Website:example.com",
// "官网:example.com") a domain is linked.
func (sc *scanner) schemeColon(s string, colon int) bool {
	from := colon
	for from > 0 && ('a' <= s[from-1]|0x20 && s[from-1]|0x20 <= 'z') {
		from--
	}
	chars.CountRead(colon - from)
	if from > 0 && chars.IsAlnum(s[from-1]) {
		return false
	}
	name := s[from:colon]
	sch := schemeNamed(name)
	return sch != nil && sch.special() || sc.cfg.isExtraScheme(name)
}
