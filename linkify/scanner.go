package linkify

// scanConfig is what detection is asked to find: the part of a
// Detector's configuration that the scanner reads.
type scanConfig struct {
	http, https   bool    // explicit schemes that are linked
	schemeless    bool    // link domains written without a scheme
	emails        bool    // link e-mail addresses
	emphasisMarks bool    // * _ ~ around a domain are markup (Markdown)
	policy        *Policy // applied to each link found, or nil

	triggers triggerSet // where the scan loop stops (see chooseTriggers)
}

// scanner holds the state of one pass over a text.
type scanner struct {
	cfg *scanConfig
	// pos is the end of the last link: no link may start before it.
	pos int
	// localRunFrom..localRunEnd is the last run of local-part code points
	// scanned ahead of a domain, and localRunAt whether an '@' ends it; a
	// later scan from inside the run reuses it, so the scans stay linear.
	localRunFrom, localRunEnd int
	localRunAt                bool
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
		if sc.cfg.emphasisMarks {
			return true
		}
	}
	p, _ := propAt(s, i)
	return LinkTerm(p&propTermMask) != Include
}
