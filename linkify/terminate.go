package linkify

import (
	"strings"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// maxOpenBrackets is the bracket stack limit of §3.5.1.
const maxOpenBrackets = 125

// part is a URL part in the termination and minimal escaping algorithms (Table 3-3).
type part uint8

const (
	partNone part = iota
	partPath
	partQuery
	partFragment
	partDirective
)

const directiveMark = ":~:"

// terminates reports whether one of p's terminators matches at s[i:].
func (p part) terminates(s string, i int) bool {
	switch p {
	case partPath:
		return s[i] == '?' || s[i] == '#'
	case partQuery:
		return s[i] == '#'
	case partFragment:
		return chars.HasPrefix(s[i:], directiveMark)
	}
	return false
}

// clearStackLen returns the length of p's ClearStackOpen element matching at
// s[i:], or 0.
func (p part) clearStackLen(s string, i int) int {
	switch c := s[i]; p {
	case partPath:
		if c == '/' {
			return 1
		}
	case partQuery:
		if c == '=' || c == '&' {
			return 1
		}
	case partDirective:
		if c == '&' || c == ',' {
			return 1
		}
		if chars.HasPrefix(s[i:], directiveMark) {
			return len(directiveMark)
		}
	}
	return 0
}

// plainIn marks, for each part, the ASCII characters that are
// Link_Term=Include and none of the part's terminators, ClearStackOpen
// elements or their first bytes: a run of them extends the link as it is.
var plainIn = asciiIn(Include)

// softIn marks, for each part, the ASCII characters that are
// Link_Term=Soft and none of the part's terminators, ClearStackOpen
// elements or their first bytes (. , ; ! in a path): a run of them
// between runs of plainIn characters extends the link as it is.
var softIn = asciiIn(Soft)

// asciiIn returns, for each part, the ASCII characters of Link_Term term
// that are none of the part's terminators, ClearStackOpen elements or
// their first bytes.
func asciiIn(term LinkTerm) (t [partDirective + 1][256]bool) {
	special := [partDirective + 1]string{partPath: "?#/", partQuery: "#=&", partFragment: ":", partDirective: "&,:"}
	for p := partPath; p <= partDirective; p++ {
		for c := 0; c < utf8.RuneSelf; c++ {
			t[p][c] = LinkTerm(chars.ASCIIProps[c]&chars.PropTermMask) == term && strings.IndexByte(special[p], byte(c)) < 0
		}
	}
	return t
}

// runIn marks, for each part, the characters of plainIn and the
// ClearStackOpen elements of one byte (/ in a path, = & in a query, & , in
// a directive): with no bracket open, clearing the stack changes nothing,
// and a run of them extends the link as it is.
var runIn = func() (t [partDirective + 1][256]bool) {
	t = plainIn
	for p := partPath; p <= partDirective; p++ {
		for c := range utf8.RuneSelf {
			t[p][c] = t[p][c] || p.clearStackLen(string(rune(c)), 0) == 1
		}
	}
	return t
}()

// initiator returns the part whose initiator matches at s[i:] and its length.
func initiator(s string, i int) (part, int) {
	switch s[i] {
	case '/':
		return partPath, 1
	case '?':
		return partQuery, 1
	case '#':
		return partFragment, 1
	}
	if chars.HasPrefix(s[i:], directiveMark) {
		return partDirective, len(directiveMark)
	}
	return partNone, 0
}

// terminate is the URL Link Detection Termination Algorithm (§3.5.1). It
// starts at s[start:], just after the host and port, and returns the end of
// the link. It examines each code point once and keeps a bounded stack.
func terminate(s string, start int) int {
	end, _ := terminateIn(s, start, partNone, nil)
	return end
}

// terminateIn is terminate starting inside the part cur: a URL with no
// host, such as magnet:?xt=…, starts in its path. With cuts, the policy's
// end rules act in the same pass: the link ends before the first code point
// that one of them cuts at and that the link would take in (see
// cutRules), and cutEnd is where that code point ends (0 if none cuts), so
// that no scan reads past the first cut.
func terminateIn(s string, start int, cur part, cuts *cutRules) (end, cutEnd int) {
	var shallow [16]rune // most links nest few brackets: a small stack to clear
	stack := shallow[:]
	depth := 0
	lastSafe := start
	prev := partNone
	for i := start; i < len(s); {
		if cur != partNone && cur.terminates(s, i) {
			prev, cur = cur, partNone
		}
		if cur == partNone {
			p, n := initiator(s, i)
			if p == partNone || (p == partDirective && prev != partFragment && prev != partDirective) {
				return lastSafe, 0
			}
			cur = p
			i += n
			chars.CountRead(n)
			lastSafe, depth = i, 0
			continue
		}
		plain := &plainIn[cur]
		if depth == 0 {
			plain = &runIn[cur]
		}
		if plain[s[i]] {
			// A run of ASCII Include characters that mean nothing to the
			// part (or clear an empty stack), and of such Soft ones
			// between them (file.md); a comma that an end rule asks about
			// is examined on its own (URLLists).
			j, soft := i, &softIn[cur]
			for {
				i = chars.SpanEnd(plain, s, i+1) // URLs are long runs
				k := i
				for k < len(s) && soft[s[k]] {
					k++
				}
				if k == i || k == len(s) || !plain[s[k]] || s[i] == ',' && cuts != nil && cuts.policy.URLLists {
					break
				}
				i = k
			}
			chars.CountRead(i - j)
			lastSafe = i
			continue
		}
		if n := cur.clearStackLen(s, i); n > 0 {
			i += n
			chars.CountRead(n)
			lastSafe, depth = i, 0
			continue
		}
		r, size := rune(s[i]), 1
		var p uint8
		if r < 0x80 {
			p = chars.ASCIIProps[r]
		} else {
			r, size = chars.DecodeRuneAt(s, i)
			p = chars.Prop(r)
		}
		chars.CountRead(size)
		if cuts != nil && cuts.cutsBefore(s, i, r, size) {
			if reachesPast(s, i, cur, stack[:depth]) {
				return lastSafe, i + size
			}
			return lastSafe, 0 // the link ends before i anyway
		}
		switch LinkTerm(p & chars.PropTermMask) {
		case Include:
			i += size
			lastSafe = i
		case Soft:
			i += size
		case Hard:
			return lastSafe, 0
		case Open:
			if depth == maxOpenBrackets {
				return lastSafe, 0
			}
			if depth == len(stack) {
				stack = append(stack, r) // deeper than shallow: on the heap
			} else {
				stack[depth] = r
			}
			depth++
			i += size
			lastSafe = i
		case Close:
			if depth == 0 {
				return lastSafe, 0
			}
			depth--
			if LinkBracketOf(r) != stack[depth] {
				return lastSafe, 0
			}
			i += size
			lastSafe = i
		}
	}
	return lastSafe, 0
}

// reachesPast reports whether the termination algorithm, in the part cur
// with the bracket stack stack at s[i:], takes a code point into the link
// before it ends it: whether what it examines from i on, but Soft code
// points, continues the link. A cut at i applies only then: UTS #58 leaves
// a final run of Soft code points out of a link anyway.
func reachesPast(s string, i int, cur part, stack []rune) bool {
	for i < len(s) {
		if cur.terminates(s, i) {
			p, _ := initiator(s, i)
			return p != partNone && (p != partDirective || cur == partFragment || cur == partDirective)
		}
		if plainIn[cur][s[i]] || cur.clearStackLen(s, i) > 0 {
			return true
		}
		r, size := rune(s[i]), 1
		if r >= 0x80 {
			r, size = chars.DecodeRuneAt(s, i)
		}
		chars.CountRead(size)
		switch LinkTerm(chars.Prop(r) & chars.PropTermMask) {
		case Soft:
			i += size
			continue
		case Include:
			return true
		case Open:
			return len(stack) < maxOpenBrackets
		case Close:
			return len(stack) > 0 && LinkBracketOf(r) == stack[len(stack)-1]
		}
		return false // Hard
	}
	return false
}
