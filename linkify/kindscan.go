package linkify

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// appendKinds appends to dst the links of the detector's kinds in text:
// in the gaps between dst[n:], the URLs and addresses found in it, so that
// none overlaps them; then puts dst[n:] in order. One pass over the gaps:
// a candidate that fails resumes after the name it examined.
func (d *Detector) appendKinds(dst []Link, text string, n int) []Link {
	found, from := len(dst), 0
	for i := n; i <= found; i++ {
		to := len(text)
		if i < found {
			to = dst[i].Start
		}
		var at firstsAt
		for j := d.kinds.next(text, from, to, &at); j < to; j = d.kinds.next(text, j, to, &at) {
			var l Link
			l, j = d.kindAt(text, j, to)
			if l.End > l.Start {
				dst = append(dst, l)
			}
		}
		if i < found {
			from = dst[i].End
		}
	}
	if len(dst) > found && found > n {
		slices.SortFunc(dst[n:], func(a, b Link) int { return a.Start - b.Start })
	}
	return dst
}

// firstsAt holds where each byte of kindSet.firsts is next found in a gap
// (valid where at least the position the pass is at), for next.
type firstsAt struct {
	pos   [8]int
	valid bool
}

// next returns the index of the first byte in s[j:to] that may start a
// link of a kind, or to. With up to eight such bytes (forums have two to
// four: '@', '#', 'G' of GH-, 0xEF of ＠), each is looked for in a long
// gap with strings.IndexByte, which skips 16 or 32 bytes at a time, and
// its place kept until the pass is past it: each byte's search reads the
// gap once.
func (k *kindSet) next(s string, j, to int, at *firstsAt) int {
	if j >= to {
		return to // a name examined ran past the gap
	}
	if len(k.firsts) > len(at.pos) || to-j < 64 && !at.valid {
		// Many first bytes, or a short gap (a line, the text between two
		// links), where the calls would cost more than they skip.
		for j < to && !k.first[s[j]] {
			j++
		}
		return j
	}
	if !at.valid {
		at.pos, at.valid = [8]int{-1, -1, -1, -1, -1, -1, -1, -1}, true
	}
	best := to
	for i, c := range k.firsts {
		if at.pos[i] < j {
			at.pos[i] = to
			if p := strings.IndexByte(s[j:to], c); p >= 0 {
				at.pos[i] = j + p
			}
		}
		best = min(best, at.pos[i])
	}
	return best
}

// kindAt returns the link of a kind that starts at s[i] and ends by to, if
// any (an empty Link if none), and where the pass resumes.
func (d *Detector) kindAt(s string, i, to int) (Link, int) {
	if !d.kindMayStart(s, i) {
		return Link{}, i + 1
	}
	next := i + 1
	for r := range d.kinds.rules {
		rule := &d.kinds.rules[r]
		p := prefixEnd(s, i, rule.Prefix)
		if p < 0 {
			continue
		}
		end, ok := nameEnd(s, p, rule)
		next = max(next, end)
		if !ok || end > to {
			continue
		}
		// The policy first: a name it refuses costs no call of Href, which
		// may look the name up.
		if d.policy != nil && d.policy.check(s[i:end], rule.Kind, p-i, end-i, false).failed() { // the name, not the prefix: u/Иван
			continue
		}
		var buf [128]byte
		if _, ok := d.appendAllowedHref(buf[:0], rule.Href(s[p:end])); !ok {
			continue
		}
		return Link{Start: i, End: end, Kind: rule.Kind}, end
	}
	return Link{}, next
}

// kindMayStart reports whether a link of a kind may start at s[i], by what
// stands before it (see KindRule).
func (d *Detector) kindMayStart(s string, i int) bool {
	if i == 0 {
		return true
	}
	if c := s[i-1]; c < utf8.RuneSelf {
		if c == '_' {
			sc := scanner{cfg: &d.scanConfig}
			return sc.emphasisBefore(s, i) // _@bob_ in Markdown
		}
		return kindAfter[c]
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	// An emoji sequence may end with a mark (❤️, 1️⃣): chars.EmojiBefore reads it
	// as the scanner's edge rules do.
	return chars.IsCJK(r) || !chars.IsNameRune(r) && !chars.IsInnerJoiner(r) || chars.EmojiBefore(s, i)
}

// kindAfter marks the ASCII characters after which a link of a kind may
// start: spaces, controls, and punctuation that opens or separates.
var kindAfter = func() (t [utf8.RuneSelf]bool) {
	for c := 0; c <= ' '; c++ {
		t[c] = true
	}
	for _, c := range "\x7F\"'(*,;<>?[{|~" {
		t[c] = true
	}
	return t
}()

// prefixEnd returns where prefix, which s[i] starts, ends in s, or -1 if
// it does not stand there; its first byte, if ASCII punctuation, may be
// written in its fullwidth form (＠, ＃).
func prefixEnd(s string, i int, prefix string) int {
	j := i + 1
	if s[i] != prefix[0] {
		if !chars.IsFullwidthable(prefix[0]) {
			return -1
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r != rune(prefix[0])+0xFEE0 {
			return -1
		}
		j = i + size
	}
	if !chars.HasPrefix(s[j:], prefix[1:]) {
		return -1
	}
	return j + len(prefix) - 1
}

// nameEnd returns the end of the name of rule that starts at s[p] and
// whether it is one: a Numeric name is ASCII digits that no other name
// code point but CJK text follows; another is a run of name code points, with inner
// joiners between two of them, that holds a letter or mark.
func nameEnd(s string, p int, rule *KindRule) (int, bool) {
	if rule.Numeric {
		j := p
		for j < len(s) && chars.IsDigit(s[j]) {
			j++
		}
		if j == p {
			return j, false
		}
		r, _ := utf8.DecodeRuneInString(s[j:])
		return j, j == len(s) || !chars.IsNameRune(r) || chars.IsCJK(r) // #123を見て: text without spaces
	}
	end, alpha := p, false
	for j := p; j < len(s); {
		r, size := utf8.DecodeRuneInString(s[j:])
		switch {
		case chars.IsNameRune(r):
			alpha = alpha || r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsMark(r)) || 'a' <= r|0x20 && r|0x20 <= 'z'
			j += size
			end = j
			continue
		case end == j && j > p && (chars.IsInnerJoiner(r) || r < utf8.RuneSelf && strings.IndexByte(rule.Joiners, byte(r)) >= 0):
			j += size // one joiner, kept if a name code point follows it
			continue
		}
		break
	}
	return end, alpha
}

// appendKindHref appends the href of t, the text of a link of kind k:
// what its rule's Href returns, as WHATWG URL serializes it; nothing if
// that is no href AllowedHref allows.
func (d *Detector) appendKindHref(b []byte, t string, k Kind) []byte {
	b, _ = d.appendAllowedHref(b, d.kindHref(t, k))
	return b
}

// appendAllowedHref appends href as WHATWG URL serializes it (see
// appendAbsoluteHref) if AllowedHref allows it, and reports whether it
// does.
func (d *Detector) appendAllowedHref(b []byte, href string) ([]byte, bool) {
	if !d.AllowedHref(href) {
		return b, false
	}
	return appendAbsoluteHref(b, href)
}

// kindHref returns what the rule's Href returns for t, the text of a link
// of kind k.
func (d *Detector) kindHref(t string, k Kind) string {
	if d.kinds == nil || t == "" {
		return ""
	}
	for r := range d.kinds.rules {
		rule := &d.kinds.rules[r]
		if rule.Kind == k {
			if p := prefixEnd(t, 0, rule.Prefix); p >= 0 {
				return rule.Href(t[p:])
			}
		}
	}
	return ""
}
