package linkify

import (
	"slices"
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// scanConfig is what detection is asked to find: the part of a
// Detector's configuration that the scanner reads.
type scanConfig struct {
	linkedSchemes           // the schemes linked, and whether e-mail addresses are
	colonAfter    [256]bool // the last bytes of the schemes, lower case: a colon after another byte ends none
	localHosts    bool      // after a scheme, hosts need not be registrable domains
	schemeless    bool      // link domains written without a scheme
	emphasisMarks bool      // a '_' before a domain may be markup (Markdown)
	policy        *Policy   // applied to each link found, or nil
	extraTLDs     []string  // top-level names of WithTLDs, lower case
	siteHosts     []string  // the hosts of WithSiteHosts, in ASCII form, lower case
	bareIPv4      bool      // link IPv4 addresses without a scheme (WithBareIPv4)

	triggers chars.TriggerSet // where the scan loop stops (see chooseTriggers)
	kinds    *kindSet         // the kinds of links beyond URLs and e-mail (WithKinds), or nil
}

// chooseTriggers sets c.triggers from what c asks to find; New and With
// call it once the options are applied. anyColon asks for the sets that
// stop at every colon, for links whose scheme needs no "//".
func (c *scanConfig) chooseTriggers(anyColon bool) {
	c.triggers = chars.TriggersAll
	if !c.schemeless && !c.emails && !c.bareIPv4 {
		c.triggers = chars.TriggersScheme
	}
	if anyColon {
		c.triggers++
	}
}

// scanner holds the state of one pass over a text.
type scanner struct {
	cfg *scanConfig
	// triggers is where the scan loop stops (apart from the scanner,
	// which a text without a trigger does not need).
	triggers *chars.TriggerCursor
	// pos is where the last link or failed URL ends: no link may start
	// before it. lastEnd is where the last link ends.
	pos, lastEnd int
	// localRunFrom..localRunEnd is the last run of local-part code points
	// scanned ahead of a domain, and localRunAt whether an '@' ends it; a
	// later scan from inside the run reuses it, so the scans stay linear.
	localRunFrom, localRunEnd int
	localRunAt                bool
	// runFrom..runEnd is the last run of domain code points and label
	// separators that chars.DomainRunEnd read: a scan resumed inside it (after
	// a link that ends in it, or a candidate the policy rejected) does not
	// read it again.
	runFrom, runEnd int
	// ellipsis is the last answer of chars.EllipsisAt in a run, which holds
	// from any start up to the ellipsis it found.
	ellipsis struct{ from, end, at, next int }
	// hostWindow counts the solid code points of the last host candidate
	// (see tooLongHost).
	hostWindow hosts.Window
	// unsure is set after an e-mail or scheme candidate, which may resume
	// the scan inside a run of domain code points; clear, every label
	// separator of the current trigger's run before it was passed over by
	// domain (no top-level domain starts after it).
	unsure bool
	// cut records where an end rule of the policy ended the URL just
	// found (see cutRules); its end is 0 if none did.
	cut urlCut
	// bidi is the state of the explicit bidi formatting of the text before
	// bidiPos (Policy.BidiControl, see overriddenAt).
	bidi    chars.BidiState
	bidiPos int
}

// urlCut records a URL that an end rule of the policy cut: where its
// termination started, in which part, and where the code point it was cut
// before ends.
type urlCut struct {
	from int
	part part
	end  int
}

// domainRunEnd returns the end of the run of domain code points and label
// separators starting at s[i:], a code point boundary, as
// chars.DomainRunEnd does; from inside the last run it read, that run's end.
func (sc *scanner) domainRunEnd(s string, i int) int {
	if sc.runFrom <= i && i < sc.runEnd {
		return sc.runEnd
	}
	sc.runFrom, sc.runEnd = i, chars.DomainRunEnd(s, i)
	return sc.runEnd
}

// ellipsisAt returns where the first run of two or more label separators
// in s[from:end] starts and ends, as chars.EllipsisAt does, from
// the last answer where it holds: scans resumed in one run read up to its
// next ellipsis once.
func (sc *scanner) ellipsisAt(s string, from, end int) (int, int) {
	if e := &sc.ellipsis; e.end == end && e.from <= from && from <= e.at {
		return e.at, e.next
	}
	at, next := chars.EllipsisAt(s, from, end)
	sc.ellipsis = struct{ from, end, at, next int }{from, end, at, next}
	return at, next
}

// checkHost reports whether s[start:end], a host as hosts.End delimits it
// (with a trailing label separator only before a port, path, query or
// fragment), is valid; IPv4 addresses are hosts only when allowIP is set
// (an explicit scheme). Every host that detection checks goes through it
// or hosts.Valid, so that the hosts of WithTLDs are hosts everywhere (the
// cuts of Policy.CJKText too: 见abc.onion中文).
func (c *scanConfig) checkHost(s string, start, end int, allowIP bool) bool {
	return c.validHost(chars.TrimLabelSep(s[start:end]), allowIP)
}

// validHost is the function hosts.Valid, and the hosts of WithTLDs.
func (c *scanConfig) validHost(name string, allowIP bool) bool {
	return hosts.Valid(name, allowIP) || c.extraTLDHost(name)
}

// extraTLDHost reports whether name, a host that hosts.Valid refuses, is one
// under a top-level name of WithTLDs: of two labels or more, its labels
// valid (IDNA). Small enough to inline: without WithTLDs it costs a test.
func (c *scanConfig) extraTLDHost(name string) bool {
	return c.extraTLDs != nil && c.underExtraTLD(name)
}

func (c *scanConfig) underExtraTLD(name string) bool {
	if !chars.HasLabelSep(name) {
		return false
	}
	last := chars.LastLabel(name)
	return slices.ContainsFunc(c.extraTLDs, func(t string) bool { return chars.EqualFoldASCII(last, t) }) && hosts.ValidLocal(name)
}

// siteHost reports whether name, a host as checkHost takes it, is one of
// WithSiteHosts. Asked only of hosts that detection refuses and of
// loopback addresses, so the list is read rarely.
func (c *scanConfig) siteHost(name string) bool {
	if c.siteHosts == nil {
		return false
	}
	if !chars.IsASCII(name) {
		a, err := hosts.ToASCII(name)
		if err != nil {
			return false
		}
		name = a
	}
	name = strings.TrimSuffix(name, ".")
	return slices.ContainsFunc(c.siteHosts, func(h string) bool { return chars.EqualFoldASCII(name, h) })
}
