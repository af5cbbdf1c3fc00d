package linkify

import (
	"strings"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// applyPolicy applies the detector's policy to the link l found in s: it
// may move its start (CJKText, CJKBoundary) or its end (BidiControl's marks,
// TrimBareInitiator; the end rules of cutRules act in detection), or
// reject it. It returns where scanning goes on: after a punctuation mark
// that CJKPunctuation ended the link at (no link starts inside it), after
// the path of an SSH remote it rejects (SSHTargets), else at the link's
// end.
func (sc *scanner) applyPolicy(s string, l Link) (Link, int, bool) {
	p := sc.cfg.policy
	h := hostOf(s, l) // read by every rule below
	if p.CJKText && l.Kind == URL && !h.hasScheme && chars.CJKAt(s, l.Start) {
		var ok bool
		if l, ok = sc.cjkTextStart(s, l, h); !ok {
			return l, l.End, false
		}
	}
	if p.CJKBoundary || p.CJKText && l.Kind == Email {
		var ok bool
		if l, ok = sc.cjkBoundary(s, l, h); !ok {
			return l, l.End, false
		}
	}
	if p.MarkdownEscapes && (escapeAt(s, l.End) || s[l.End-1] == '\\') {
		var ok bool
		if l.End, ok = escapeEnd(s, l, h); !ok {
			return l, l.End, false
		}
	}
	if p.TrimQuotes && l.Kind == Email && l.End < len(s) && (s[l.End] == '\'' || s[l.End] == '`') && s[l.Start] == s[l.End] {
		l.Start++
	}
	if p.TrimWrappers && l.Kind == Email && isWrapper(s[l.Start]) {
		l.Start = wrapperStart(s, l)
	}
	resume := max(l.End, sc.cut.end) // after a mark that a rule cut the link at: no link starts inside it
	if p.BidiControl && l.Kind == URL {
		l.End = bidiMarkEnd(s, l, h)
	}
	if p.TrimModuleQueries && l.Kind == URL && !h.hasScheme {
		l.End = moduleQueryEnd(s, l, h)
	}
	if p.TrimWrappers && l.Kind == URL && isWrapper(s[l.End-1]) {
		l.End = wrapperEnd(s, l, h)
	}
	if p.TrimBareInitiator {
		l.End = bareInitiatorEnd(s, l, h)
	}
	if p.WWWOnly && l.Kind == URL {
		l.Start = sc.wwwStart(s, l, h)
	}
	if p.BidiControl && sc.overriddenAt(s, l.Start) {
		return l, l.End, false
	}
	if p.SSHTargets && mayBeSSHTarget(s, l) {
		if end, ok := sshTarget(s, l, h); ok {
			return l, end, false
		}
	}
	t := s[l.Start:l.End]
	hs, he := h.in(l)
	if p.CodeGuard && l.Kind == URL && !h.hasScheme && (bareHost(t[he:]) && codeContext(s, l) || searchOperand(s, l)) {
		return l, l.End, false
	}
	return l, max(resume, l.End), !p.check(t, l.Kind, hs, he, h.hasScheme).failed()
}

// cutsEnds reports whether the policy has end rules (see cutRules): a new
// one is added here and in cutRules.cutsBefore.
func (p *Policy) cutsEnds() bool { return p.CJKPunctuation || p.CJKText || p.URLLists }

// terminateURL runs the termination algorithm for a URL whose parts start
// at s[start:] in the part cur, with the policy's end rules in the same
// pass; it records a cut in sc.cut.
func (sc *scanner) terminateURL(s string, start int, cur part) int {
	p := sc.cfg.policy
	if p == nil || !p.cutsEnds() {
		end, _ := terminateIn(s, start, cur, nil)
		return end
	}
	rules := cutRules{schemes: &sc.cfg.linkedSchemes, policy: p, segFrom: start}
	end, cutEnd := terminateIn(s, start, cur, &rules)
	sc.cut = urlCut{from: start, part: cur, end: cutEnd}
	return end
}

// uncutEnd returns where the URL that sc.cut records ends without the cut:
// a link that the policy rejects leaves its text as text up to there, as
// detection would.
func (sc *scanner) uncutEnd(s string) int {
	end, _ := terminateIn(s, sc.cut.from, sc.cut.part, nil)
	return end
}

// bareInitiatorEnd returns the end of the link l in s without a final '?'
// or '#' that starts an empty query or fragment ("example.com?"); the link
// then ends where termination ends it in the text cut there, so that Soft
// code points before it go too ("example.com/page!?").
func bareInitiatorEnd(s string, l Link, h hostBounds) int {
	end := l.End
	if end == l.Start || s[end-1] != '#' && s[end-1] != '?' {
		return end // most links: nothing to trim
	}
	from, _ := partsStart(s, l, h)
	if end > from && s[end-1] == '#' && strings.IndexByte(s[from:end], '#') == end-1-from {
		end--
	}
	if end > from && s[end-1] == '?' && strings.IndexByte(s[from:end], '?') == end-1-from {
		end--
	}
	if end == l.End {
		return end
	}
	if l.Kind == Email {
		return end // an address's domain ends it: nothing to terminate
	}
	return reterminate(s, l, h, end)
}

// cjkBoundary moves the start of a scheme-less URL or of an e-mail
// address to the last switch between ideographic and other code points
// in its domain's first part (the local-part of an address); h are its
// host's bounds.
func (sc *scanner) cjkBoundary(s string, l Link, h hostBounds) (Link, bool) {
	t := s[l.Start:l.End]
	var end int
	if l.Kind == Email {
		end = l.Start + strings.IndexByte(t, '@') // a local-part holds no '@'
	} else {
		if h.hasScheme {
			return l, true
		}
		end = l.Start + chars.FirstLabelLen(s[l.Start:h.end])
	}
	start, prev := l.Start, -1
	for i := l.Start; i < end; {
		r, size := chars.DecodeRuneAt(s, i)
		if r < utf8.RuneSelf && !chars.IsAlnum(byte(r)) || chars.LabelSepLen(s, i) > 0 {
			i += size // punctuation and label separators belong to neither side
			continue
		}
		class := 0
		if chars.IsCJK(r) {
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
	if l.Kind == URL {
		l.Start = start
		return l, start < h.end && sc.cfg.checkHost(s, start, h.end, false)
	}
	l.Start = start
	return l, start < end && s[start] != '.'
}

// wwwStart returns where the scheme-less URL l in s starts under
// Policy.WWWOnly: at a "www." inside its first label that CJK text or
// punctuation stands before (詳細は⸠www.例え.jp/パス⸡), if the host from
// there is valid; else where it starts.
func (sc *scanner) wwwStart(s string, l Link, h hostBounds) int {
	t := s[l.Start:l.End]
	if h.hasScheme || len(t) >= 4 && chars.EqualFoldASCII(t[:4], "www.") {
		return l.Start
	}
	_, he := h.in(l)
	dot := strings.IndexByte(t[:he], '.') // in the host: a "www." in the path is none
	if dot < 4 || !chars.EqualFoldASCII(t[dot-3:dot], "www") {
		return l.Start
	}
	start := l.Start + dot - 3
	if r, _ := utf8.DecodeLastRuneInString(s[:start]); r < utf8.RuneSelf && chars.IsAlnum(byte(r)) || r >= utf8.RuneSelf && !chars.IsCJK(r) && chars.IsWordRune(r) {
		return l.Start // "awww.example.com", "éwww.example.com": no www. of its own
	}
	if !sc.cfg.checkHost(s, start, l.Start+he, false) {
		return l.Start
	}
	return start
}

// bidiMarkEnd returns the end of the URL l in s without the Bidi_Control
// code points that end it (Policy.BidiControl): right-to-left writers put
// a mark after a URL (LRM, RLM, ALM) and wrap it in LRI…PDI, as UAX #9
// recommends, and termination takes them in as Link_Term=Include. The link
// then ends where termination ends it in the text cut there ("docs.\u200F" ends
// at docs). Only the marks at the end are read back; the link's parts are
// terminated again only where there were some.
func bidiMarkEnd(s string, l Link, h hostBounds) int {
	end := l.End
	for end > l.Start && s[end-1] >= utf8.RuneSelf {
		r, size := utf8.DecodeLastRuneInString(s[:end])
		if chars.SecProp(r)&chars.SecBidiControl == 0 {
			break
		}
		end -= size
	}
	if end == l.End {
		return end
	}
	return reterminate(s, l, h, end)
}

// overriddenAt reports whether a bidi override that the text before s[i:]
// leaves open, in i's paragraph, reaches s[i:] (Policy.BidiControl):
// "\u202Ehttps://attacker.net/moc.elgoog.www//:sptth" shows a URL of
// google.com. Embeddings and isolates are followed (an override inside an
// isolate that is closed, or under a later embedding, does not reach it);
// they reorder no run of left-to-right code points such as a URL's host.
// The text is read once per pass, from where the last call stopped: a
// byte search for 0xE2 while nothing is open.
func (sc *scanner) overriddenAt(s string, i int) bool {
	b, j := &sc.bidi, sc.bidiPos
	for j < i {
		if b.Empty() {
			// Nothing open: only an opener changes the state.
			if j = bidiOpenerIn(s, j, i); j < 0 {
				break
			}
		}
		c := s[j]
		switch {
		case c == '\n' || c == '\r' || 0x1C <= c && c <= 0x1E:
			b.Step('\n')
		case c == 0xC2 && j+1 < len(s) && s[j+1] == 0x85: // NEL
			b.Step('\n')
		case c == 0xE2 && j+2 < len(s) && (s[j+1] == 0x80 && (0xA9 <= s[j+2] && s[j+2] <= 0xAE) || s[j+1] == 0x81 && 0xA6 <= s[j+2] && s[j+2] <= 0xA9):
			r, _ := utf8.DecodeRuneInString(s[j:])
			if r == '\u2029' {
				r = '\n'
			}
			b.Step(r)
			j += 2
		}
		j++
	}
	sc.bidiPos = max(sc.bidiPos, i)
	return b.Overridden()
}

// bidiOpenerIn returns the index of the first embedding, override or
// isolate initiator (U+202A U+202B U+202D U+202E U+2066–2068) in s[j:i],
// or -1: a byte search for 0xE2 that passes over the other code points of
// General Punctuation (’ “ — …) that prose is full of.
func bidiOpenerIn(s string, j, i int) int {
	for j < i {
		k := strings.IndexByte(s[j:i], 0xE2)
		if k < 0 {
			break
		}
		j += k
		if j+2 < len(s) {
			if c := s[j+2]; s[j+1] == 0x80 && (c == 0xAA || c == 0xAB || c == 0xAD || c == 0xAE) || s[j+1] == 0x81 && 0xA6 <= c && c <= 0xA8 {
				return j
			}
		}
		j++
	}
	return -1
}
