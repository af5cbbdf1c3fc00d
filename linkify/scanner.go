package linkify

// scanConfig is what detection is asked to find: the part of a
// Detector's configuration that the scanner reads.
type scanConfig struct {
	http, https   bool      // explicit schemes that are linked
	extra         []string  // other schemes that are linked (WithSchemes), lower case
	colonAfter    [256]bool // the last bytes of the schemes, lower case: a colon after another byte ends none
	localHosts    bool      // after a scheme, hosts need not be registrable domains
	schemeless    bool      // link domains written without a scheme
	emails        bool      // link e-mail addresses
	emphasisMarks bool      // a '_' before a domain may be markup (Markdown)
	policy        *Policy   // applied to each link found, or nil
	extraTLDs     []string  // top-level names of WithTLDs, lower case
	bareIPv4      bool      // link IPv4 addresses without a scheme (WithBareIPv4)

	triggers triggerSet  // where the scan loop stops (see chooseTriggers)
	first    triggerFunc // where AppendSpans starts: the first trigger, or 0 with kinds
	kinds    *kindSet    // the kinds of links beyond URLs and e-mail (WithKinds), or nil
}

// chooseTriggers sets c.triggers from what c asks to find; New and With
// call it once the options are applied. anyColon asks for the sets that
// stop at every colon, for links whose scheme needs no "//".
func (c *scanConfig) chooseTriggers(anyColon bool) {
	c.triggers = triggersAll
	if !c.schemeless && !c.emails && !c.bareIPv4 {
		c.triggers = triggersScheme
	}
	if anyColon {
		c.triggers++
	}
	c.first = triggerFuncs[c.triggers]
	if c.kinds != nil {
		c.first = func(_ string, i int) int { return i } // every text goes to the kinds' pass
	}
}

// isExtraScheme reports whether name (any case) is a scheme that
// WithSchemes added.
func (c *scanConfig) isExtraScheme(name string) bool {
	for _, x := range c.extra {
		if equalFoldASCII(name, x) {
			return true
		}
	}
	return false
}

// scanner holds the state of one pass over a text.
type scanner struct {
	cfg *scanConfig
	// pos is where the last link or failed URL ends: no link may start
	// before it. lastEnd is where the last link ends.
	pos, lastEnd int
	// localRunFrom..localRunEnd is the last run of local-part code points
	// scanned ahead of a domain, and localRunAt whether an '@' ends it; a
	// later scan from inside the run reuses it, so the scans stay linear.
	localRunFrom, localRunEnd int
	localRunAt                bool
	// unsure is set after an e-mail or scheme candidate, which may resume
	// the scan inside a run of domain code points; clear, every label
	// separator of the current trigger's run before it was passed over by
	// domain (no top-level domain starts after it).
	unsure bool
	// hostCut tells the policy that the host of the scheme-less URL just
	// found was cut where CJK text follows it (Policy.CJKText).
	hostCut bool
	// bidi is the state of the explicit bidi formatting of the text before
	// bidiPos (Policy.BidiControl, see overriddenAt).
	bidi    bidiState
	bidiPos int
}

// afterHost parses the port after a host that ends at hostEnd, runs the
// termination algorithm, and returns the end of the link. It reports false
// where the authority goes on past the host: a colon before a word or a
// second colon ("host:pass@", "1080::8"), or a port that a word follows.
func (sc *scanner) afterHost(s string, hostEnd int) (int, bool) {
	i := hostEnd
	if i+1 < len(s) && s[i] == ':' {
		if !isDigit(s[i+1]) {
			if s[i+1] == ':' || continuesWord(s, i+1) {
				return 0, false
			}
			return terminate(s, i), true // a colon as punctuation: "see example.com: it"
		}
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
		if j < len(s) && (s[j] == ':' || continuesWord(s, j)) {
			return 0, false
		}
		i = j
	}
	return terminate(s, i), true
}
