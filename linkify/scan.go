package linkify

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
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
