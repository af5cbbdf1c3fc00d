package linkify

import (
	"unicode"
	"unicode/utf8"
)

// isTrigger marks the bytes where a link decision can start: ':' (after
// http or https), '@' (e-mail), '.' and the lead bytes of the other label
// separators 。(E3 80 82) ．(EF BC 8E) ｡(EF BD A1). Every other byte is
// skipped without decoding.
var isTrigger = [256]bool{'.': true, ':': true, '@': true, 0xE3: true, 0xEF: true}

// scanner holds the state of one pass over a text.
type scanner struct {
	d *Detector
	// pos is the end of the last link: no link may start before it.
	pos int
	// localRunFrom..localRunEnd is the last run of local-part code points
	// scanned ahead of a domain, and localRunAt whether an '@' ends it; a
	// later scan from inside the run reuses it, so the scans stay linear.
	localRunFrom, localRunEnd int
	localRunAt                bool
}

// scan appends the links of s to dst. Each trigger is examined once, and a
// failed candidate resumes after the text it examined, so the pass is linear.
func (sc *scanner) scan(dst []Link, s string) []Link {
	for i := 0; i < len(s); {
		if i = triggerIndex(s, i); i >= len(s) {
			break
		}
		var start, end, next int
		kind := URL
		switch c := s[i]; c {
		case '.':
			if j := i + 1; (j == len(s) || s[j] < utf8.RuneSelf && !inASCIIDomainRun[s[j]]) && oneLabelBefore(s, sc.pos, i) {
				next = j // a sentence's "word.": domain would say so, after a call
				break
			}
			start, end, next = sc.domain(s, i)
		case ':':
			// Most colons ("Subject:", "12:30") end no "http" or "https";
			// triggerIndex passes over most of those, not all.
			if i < 4 || s[i-1]|0x20 != 'p' && s[i-1]|0x20 != 's' {
				next = i + 1
				break
			}
			start, end, next = sc.schemeURL(s, i)
		case '@':
			start, end, next = sc.email(s, i)
			kind = Email
		default: // a possible non-ASCII label separator
			if labelSepLen(s, i) == 0 {
				next = i + 1
				break
			}
			start, end, next = sc.domain(s, i)
		}
		if end <= start {
			i = next
			continue
		}
		i, sc.pos = end, end // no later link starts inside this one
		l := Link{Start: start, End: end, Kind: kind}
		if sc.d.policy != nil {
			var ok bool
			if l, ok = sc.applyPolicy(s, l); !ok {
				continue // rejected: its text stays text
			}
		}
		dst = append(dst, l)
	}
	return dst
}

// labelSepLen returns the byte length of the label separator at s[i:], or 0.
func labelSepLen(s string, i int) int {
	switch c := s[i]; {
	case c == '.':
		return 1
	case c == 0xE3 && i+2 < len(s) && s[i+1] == 0x80 && s[i+2] == 0x82: // 。
		return 3
	case c == 0xEF && i+2 < len(s) && ((s[i+1] == 0xBC && s[i+2] == 0x8E) || (s[i+1] == 0xBD && s[i+2] == 0xA1)): // ． ｡
		return 3
	}
	return 0
}

// domainRunEnd returns the end of the run of domain code points and label
// separators starting at s[i:].
func domainRunEnd(s string, i int) int {
	for i < len(s) {
		i = asciiDomainRunEnd(s, i)
		if i == len(s) || s[i] < utf8.RuneSelf {
			break
		}
		p, size := propAt(s, i)
		if p&(propDomain|propLabelSep) == 0 {
			break
		}
		i += size
	}
	return i
}

// inASCIIDomainRun marks the ASCII domain code points and label separator.
var inASCIIDomainRun = func() (t [256]bool) {
	for c := range utf8.RuneSelf {
		t[c] = asciiProps[c]&(propDomain|propLabelSep) != 0
	}
	return t
}()

// domainRunStart returns the start of the run of domain code points and label
// separators ending at s[:i], not going below lo.
func domainRunStart(s string, lo, i int) int {
	for i > lo {
		if c := s[i-1]; c < utf8.RuneSelf {
			if asciiProps[c]&(propDomain|propLabelSep) == 0 {
				break
			}
			i--
			continue
		}
		p, size := propBefore(s, i)
		if p&(propDomain|propLabelSep) == 0 {
			break
		}
		i -= size
	}
	return i
}

// oneLabelBefore reports that the run of domain code points ending at s[:i]
// (not going below lo) surely holds no label separator, by a byte scan back
// that decodes nothing: an ASCII byte that is no domain code point, or lo,
// comes before any label separator.
func oneLabelBefore(s string, lo, i int) bool {
	for {
		for i > lo && inOneLabel[s[i-1]] {
			i--
		}
		if i == lo {
			return true
		}
		switch c := s[i-1]; {
		case c == '.' || labelSepLen(s, i-1) > 0:
			return false
		case c < utf8.RuneSelf:
			return true
		}
		i-- // 0xE3 or 0xEF, no separator
	}
}

// inOneLabel marks the bytes that oneLabelBefore passes over: those of
// ASCII domain code points but '.', and the non-ASCII bytes but the lead
// bytes of the other label separators.
var inOneLabel = func() (t [256]bool) {
	for c := range t {
		t[c] = c < utf8.RuneSelf && c != '.' && asciiProps[c]&propDomain != 0 || c >= utf8.RuneSelf && c != 0xE3 && c != 0xEF
	}
	return t
}()

// endsInDigit reports whether the host s[from:end] (no trailing label
// separator) ends in an ASCII digit: it is no domain, as no top-level
// domain ends in a digit (a test checks the list). validHost would reject
// it too, after more work.
func endsInDigit(s string, from, end int) bool {
	return end > from && isDigit(s[end-1])
}

// rejectBefore marks the ASCII characters that, standing right before a
// scheme-less domain, show that it is part of something else: a path or URL
// (/ \ :), an e-mail or userinfo (@), an identifier or variable (_ $), or a
// percent-escape (%).
var rejectBefore = [utf8.RuneSelf]bool{'/': true, '\\': true, ':': true, '@': true, '_': true, '$': true, '%': true}

// domain examines the scheme-less domain candidate around the label separator
// at s[sep:]. It returns the start and end of the link (equal if there is
// none) and the index to resume scanning at if there is none; so do
// schemeURL and email.
func (sc *scanner) domain(s string, sep int) (int, int, int) {
	end := domainRunEnd(s, sep)
	if !sc.d.schemeless || end == sep+labelSepLen(s, sep) && oneLabelBefore(s, sc.pos, sep) {
		// A sentence's "word." (the separator ends the run) is one label.
		return 0, 0, end
	}
	if endsInDigit(s, sep, end-labelSepLenBefore(s, end)) {
		return 0, 0, end // a version or an address: "8.11.6", "127.0.0.1"
	}
	if !sc.runEnds(s, end) {
		return 0, 0, end // "john.doe@"
	}
	start := domainRunStart(s, sc.pos, sep)
	if start > 0 {
		if start == sc.pos {
			// The run goes on into the previous link: not a domain of its own.
			if p, _ := propBefore(s, start); p&(propDomain|propLabelSep) != 0 {
				return 0, 0, end
			}
		}
		if c := s[start-1]; c < utf8.RuneSelf && rejectBefore[c] && !sc.emphasisBefore(s, start) {
			return 0, 0, end
		}
	}
	hostEnd, ok := checkHost(s, start, end, false)
	if !ok {
		return 0, 0, end
	}
	linkEnd, ok := sc.afterHost(s, hostEnd)
	if !ok || sc.d.emails && sc.localPartContinues(s, linkEnd) {
		// "name.com+tag@example.com", "x.com#}@x.com": the link would end
		// inside the local-part of an address, which is favored (see
		// LinkDetectionTest.txt). Text alone decides it, not what stands
		// before the domain.
		return 0, 0, end
	}
	return start, linkEnd, end
}

// emphasisBefore reports whether, with emphasis marks on, the code point
// before s[start:] is a '_' run that does not stand inside a word.
func (sc *scanner) emphasisBefore(s string, start int) bool {
	if !sc.d.emphasisMarks || s[start-1] != '_' {
		return false
	}
	i := start - 1
	for i > 0 && s[i-1] == '_' {
		i--
	}
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// localPartContinues reports whether the text from s[i:], after a
// scheme-less URL, continues an e-mail local-part up to an '@': a
// Link_Email code point that starts no path, query or fragment, then
// Link_Email code points and dots.
func (sc *scanner) localPartContinues(s string, i int) bool {
	if i >= len(s) || s[i] == '/' || s[i] == '?' || s[i] == '#' {
		return false
	}
	if p, _ := propAt(s, i); p&propEmail == 0 {
		return false
	}
	if i < sc.localRunFrom || i > sc.localRunEnd {
		j := i
		for j < len(s) {
			if s[j] == '.' {
				j++
				continue
			}
			p, size := propAt(s, j)
			if p&propEmail == 0 {
				break
			}
			j += size
		}
		sc.localRunFrom, sc.localRunEnd = i, j
		sc.localRunAt = j < len(s) && s[j] == '@'
	}
	return sc.localRunAt
}

// schemeURL examines the URL whose scheme ends with the colon at s[colon].
func (sc *scanner) schemeURL(s string, colon int) (int, int, int) {
	var start int
	var allowed bool
	switch {
	case colon >= 5 && equalFoldASCII(s[colon-5:colon], "https"):
		start, allowed = colon-5, sc.d.https
	case colon >= 4 && equalFoldASCII(s[colon-4:colon], "http"):
		start, allowed = colon-4, sc.d.http
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

// runEnds reports whether the run of domain code points that ends at
// runEnd can end a host: a code point that would continue it (a letter
// that IDNA rejects, '_', '@', …) makes it no host at all.
func (sc *scanner) runEnds(s string, runEnd int) bool {
	return runEnd >= len(s) || sc.endsHost(s, runEnd)
}

// afterHost parses the port after a host that ends at hostEnd, runs the
// termination algorithm, and returns the end of the link.
func (sc *scanner) afterHost(s string, hostEnd int) (int, bool) {
	i := hostEnd
	if i+1 < len(s) && s[i] == ':' && isDigit(s[i+1]) {
		j, port := i+1, 0
		for j < len(s) && isDigit(s[j]) {
			port = port*10 + int(s[j]-'0')
			if port > 65535 {
				return 0, false
			}
			j++
		}
		// As in the WHATWG port state, anything but the end of the port
		// (a path, query or fragment, or text that ends the link) fails the URL.
		if j < len(s) && (s[j] == ':' || !sc.endsHost(s, j)) {
			return 0, false
		}
		i = j
	}
	return terminate(s, i), true
}

// endsHost reports whether the code point at s[i:] may follow a host: a
// port, path, query or fragment initiator, a code point that is not
// Link_Term=Include, or with emphasis marks on, '*', '_' or '~'.
func (sc *scanner) endsHost(s string, i int) bool {
	switch s[i] {
	case ':', '/', '?', '#':
		return true
	case '*', '_', '~':
		if sc.d.emphasisMarks {
			return true
		}
	}
	p, _ := propAt(s, i)
	return LinkTerm(p&propTermMask) != Include
}

// email examines the e-mail address whose '@' is at s[at] (§5.2).
func (sc *scanner) email(s string, at int) (int, int, int) {
	end := domainRunEnd(s, at+1)
	next := max(end, at+1)
	// A trailing dot is never part of an address; nor is a domain that
	// ends in a digit (see endsInDigit).
	hostEnd := end - labelSepLenBefore(s, end)
	if !sc.d.emails || hostEnd <= at+1 || endsInDigit(s, at+1, hostEnd) {
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

// labelSepLenBefore returns the length of the label separator ending at s[:i], or 0.
func labelSepLenBefore(s string, i int) int {
	if i >= 1 && s[i-1] == '.' {
		return 1
	}
	if i >= 3 && labelSepLen(s, i-3) == 3 {
		return 3
	}
	return 0
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// isSchemeByte reports whether c can be part of a URL scheme name, so that a
// scheme preceded by it is really a longer, different scheme.
func isSchemeByte(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || isDigit(c) || c == '+' || c == '-' || c == '.'
}

func hasPrefix(s, prefix string) bool { return len(s) >= len(prefix) && s[:len(prefix)] == prefix }

// equalFoldASCII reports whether s equals the lower-case ASCII string lower, ignoring ASCII case.
func equalFoldASCII(s, lower string) bool {
	if len(s) != len(lower) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}
