package hosts

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// WebEnd returns where the host after "scheme://" at s[hostStart:] ends
// and whether it is valid, for a host that WHATWG URL (UTS #46,
// non-transitional) reads and browsers navigate to but IDNA2008 refuses:
// one holding symbols or emoji (http://🍄.ga/, http://✪df.ws/123), or a
// punycode label that decodes to them (http://xn--ls8h.la/). It is asked
// only where the host of domain code points fails, so that a symbol after
// a valid host still ends it (http://example.com✪). Detection finds such a
// host whole, never a part of it; the policy refuses it by
// IdentifierStatus (the symbols are not Identifier_Status=Allowed).
func WebEnd(s string, hostStart int) (int, bool) {
	runEnd := webHostRunEnd(s, hostStart)
	end, ok := End(s, hostStart, runEnd, true)
	if !ok || end == hostStart {
		return 0, false
	}
	name := chars.TrimLabelSep(s[hostStart:end])
	return end, name != "" && validWebHost(name)
}

// webHostRunEnd returns the end of the run of domain code points, label
// separators, '_' and symbols (emoji and the code points that extend
// them) that starts at s[i:].
func webHostRunEnd(s string, i int) int {
	for i < len(s) {
		i = chars.DomainRunEnd(s, i)
		if i == len(s) {
			break
		}
		if s[i] == '_' {
			i++
			continue
		}
		r, size := chars.DecodeRuneAt(s, i)
		if r < utf8.RuneSelf || !isWebHostSymbol(r) {
			break
		}
		i += size
	}
	return i
}

// isWebHostSymbol reports whether r is a symbol or emoji component that
// UTS #46 keeps in a host (NV8: valid, but not in IDNA2008).
func isWebHostSymbol(r rune) bool {
	return unicode.IsSymbol(r) || chars.IsEmojiExtender(r)
}

// validWebHost reports whether name, a run of webHostRunEnd with no
// trailing label separator, is a registrable domain that only WHATWG URL
// reads: it holds a symbol or a punycode label, its ASCII form has a listed
// top-level domain, and its Unicode form reads back as such a run.
func validWebHost(name string) bool {
	if chars.IsASCII(name) && !HasPunycodeLabel(name) {
		return false // the host of domain code points: checked already
	}
	a, err := idnaFor(name).ToASCII(name)
	if err != nil || nonASCIIPunycodeLabel(name) || !TLDListed(a[strings.LastIndexByte(a, '.')+1:]) || !registrable(strings.ToLower(a)) {
		return false
	}
	u, err := idnaFor(a).ToUnicode(a)
	return err == nil && webHostRunEnd(u, 0) == len(u)
}
