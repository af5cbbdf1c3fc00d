package linkify

import (
	"unicode/utf8"
)

// scan appends the links of s to dst, from its first trigger, at s[i].
// Each trigger is examined once, and a failed candidate resumes after the
// text it examined, so the pass is linear.
func (sc *scanner) scan(dst []Link, s string, i int) []Link {
	nextTrigger := triggerFuncs[sc.cfg.triggers]
	for ; i < len(s); i = nextTrigger(s, i) {
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
			// the trigger functions pass over most of those, not all.
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
		if sc.cfg.policy != nil {
			var ok bool
			if l, ok = sc.applyPolicy(s, l); !ok {
				continue // rejected: its text stays text
			}
		}
		dst = append(dst, l)
	}
	return dst
}
