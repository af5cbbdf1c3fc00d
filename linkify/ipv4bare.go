package linkify

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// WithBareIPv4 sets whether IPv4 addresses written without a scheme are
// linked, with a port, path, query or fragment if they have one
// (192.168.0.1:8080/admin, as router manuals and chat write them); the
// href gets the default scheme. Off by default: "version 1.2.3.4" would
// link too. Only dotted decimal is read (four numbers up to 255, no
// leading zero); the address must stand alone, not inside a longer run of
// numbers and dots or a word. With a scheme, IPv4 hosts are linked
// whatever this option says (http://192.168.0.1:8080/).
func WithBareIPv4(on bool) Option {
	return func(d *Detector) error { d.bareIPv4 = on; return nil }
}

// ipv4Link examines the scheme-less IPv4 address whose first '.' is at
// s[sep] (WithBareIPv4); it returns what domain returns.
func (sc *scanner) ipv4Link(s string, sep int) (int, int, int) {
	start := sep
	for start > sc.pos && chars.IsDigit(s[start-1]) {
		start--
	}
	// The run of numbers and dots is passed over, up to a '.' that no
	// digit follows, where a top-level domain may start (0.0.AC).
	runEnd := sep + 1
	for runEnd < len(s) && (chars.IsDigit(s[runEnd]) || s[runEnd] == '.' && runEnd+1 < len(s) && chars.IsDigit(s[runEnd+1])) {
		runEnd++
	}
	end, ok := dottedQuadEnd(s, start)
	if !ok || start > 0 && sc.notBeforeIPv4(s, start) || end < len(s) && ipv4GoesOn(s, end) {
		return 0, 0, runEnd
	}
	linkEnd, ok := sc.afterHost(s, end)
	if !ok {
		return 0, 0, runEnd
	}
	return start, linkEnd, runEnd
}

// dottedQuadEnd returns the end of the four decimal numbers of an IPv4
// address (0 to 255, no leading zero) that start s[i:], and whether they do.
func dottedQuadEnd(s string, i int) (int, bool) {
	for n := 0; n < 4; n++ {
		if n > 0 {
			if i >= len(s) || s[i] != '.' {
				return 0, false
			}
			i++
		}
		j, v := i, 0
		for j < len(s) && chars.IsDigit(s[j]) && j-i < 3 {
			v = v*10 + int(s[j]-'0')
			j++
		}
		if j == i || v > 255 || s[i] == '0' && j-i > 1 {
			return 0, false
		}
		i = j
	}
	return i, true
}

// notBeforeIPv4 reports whether what stands before s[start:] makes an
// address there part of something else: a domain code point or a '.' (a
// longer run: 1.1.2.3.4, v1.2.3.4), a character that rejects a scheme-less
// domain (/ \ @ _ $ %), a word but CJK text, or a scheme's colon.
func (sc *scanner) notBeforeIPv4(s string, start int) bool {
	if c := s[start-1]; c < utf8.RuneSelf && (c == '.' || chars.ASCIIProps[c]&chars.PropDomain != 0) || sc.rejectedBefore(s, start) {
		return true
	}
	if hosts.WordBefore(s, start) {
		r, _ := utf8.DecodeLastRuneInString(s[:start])
		// Text without spaces (路由器192.168.0.1), but a fullwidth digit
		// or letter, which IDNA reads as ASCII (１92.168.0.1).
		return !chars.IsCJK(r) || 0xFF10 <= r && r <= 0xFF5A
	}
	return false
}

// ipv4GoesOn reports whether the text from s[end:], after four numbers,
// makes them part of something else: a digit or letter (1.2.3.45a), '_' or
// '@', or a label separator before a digit or the start of a top-level
// domain (1.2.3.4.5; 1.2.3.4.com and 1.2.3.4。中国, domains found as such).
func ipv4GoesOn(s string, end int) bool {
	if n := chars.LabelSepLen(s, end); n > 0 {
		// Any label separator: a domain goes on where a top-level domain
		// may start after it (1.2.3.4.com, 1.2.3.4。中国), a longer run of
		// numbers where a digit follows; a sentence ends otherwise
		// (地址是192.168.0.1。然后).
		next := end + n
		if next == len(s) {
			return false
		}
		p, _ := chars.PropAt(s, next)
		return p&chars.PropDomain != 0 && (chars.IsDigit(s[next]) || hosts.MayStartTLD(s, next))
	}
	return s[end] == '_' || hosts.ContinuesWord(s, end)
}
