package linkify

import (
	"strings"
	"unicode/utf8"
)

// applyPolicy applies the detector's policy to the link l found in s: it
// may move its start (CJKBoundary) or reject it.
func (sc *scanner) applyPolicy(s string, l Link) (Link, bool) {
	p := sc.cfg.policy
	if p.CJKBoundary {
		var ok bool
		if l, ok = sc.cjkBoundary(s, l); !ok {
			return l, false
		}
	}
	return l, p.Check(s[l.Start:l.End], l.Kind) == nil
}

// cjkBoundary moves the start of a scheme-less URL or of an e-mail
// address to the last switch between ideographic and other code points
// in its domain's first part (the local-part of an address).
func (sc *scanner) cjkBoundary(s string, l Link) (Link, bool) {
	t := s[l.Start:l.End]
	var end int
	if l.Kind == Email {
		end = l.Start + strings.LastIndexByte(t, '@')
	} else {
		if u, _ := splitURL(t); u.scheme != "" {
			return l, true
		}
		end = l.End // the first label
		if dot := strings.IndexByte(t, '.'); dot >= 0 {
			end = l.Start + dot
		}
	}
	start, prev := l.Start, -1
	for i := l.Start; i < end; {
		r, size := decodeRuneAt(s, i)
		if r < utf8.RuneSelf && !isAlnum(byte(r)) || labelSepLen(s, i) > 0 {
			i += size // punctuation and label separators belong to neither side
			continue
		}
		class := 0
		if secProp(r)&secIdeographic != 0 {
			class = 1
		}
		if prev >= 0 && class != prev {
			start = i
		}
		prev = class
		i += size
	}
	if start == l.Start {
		return l, true
	}
	l.Start = start
	if l.Kind == URL {
		run := domainRunEnd(s, start)
		_, ok := checkHost(s, start, run, false)
		return l, ok
	}
	return l, start < end && s[start] != '.'
}
