package linkify

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

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
			if from, linkEnd := sc.domainIn(s, start, start, end); linkEnd > from {
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
		if start, linkEnd := sc.domainIn(s, runStart, from, to); linkEnd > start {
			return start, linkEnd, end
		}
		from = next
	}
	return 0, 0, end
}

// domainIn examines the candidate s[from:to] of the run that starts at
// runStart and returns the start and end of its link, equal if there is none.
func (sc *scanner) domainIn(s string, runStart, from, to int) (int, int) {
	if !chars.HasLabelSep(s[from:to]) {
		return 0, 0 // one label: no registrable domain
	}
	end, ok := hosts.End(s, from, to, true)
	if !ok || end == from {
		return 0, 0 // "example.com_old", "john.doe@"
	}
	if chars.EndsInDigit(s, from, end-chars.LabelSepLenBefore(s, end)) {
		return 0, 0 // a version or an address: "8.11.6", "127.0.0.1"
	}
	if from == runStart && from > 0 {
		if from == sc.lastEnd {
			// The run goes on into the previous link: not a domain of its own.
			if p, _ := chars.PropBefore(s, from); p&(chars.PropDomain|chars.PropLabelSep) != 0 {
				return 0, 0
			}
		}
		if sc.rejectedBefore(s, from) || hosts.WordBefore(s, from) {
			return 0, 0
		}
	}
	sc.hostCut = false
	if sc.hostWindow.TooLong(s, from, end) || !sc.cfg.checkHost(s, from, end, false) {
		var ok bool
		if end, ok = sc.validCJKHostCut(s, from, end, false); !ok {
			return 0, 0
		}
		sc.hostCut = true // CJK text on both sides: its start moves too
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
	return start, end, sc.cfg.extraTLDs == nil && !hosts.LDHTLDListed(s[last+1:e]), true
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
