package linkify

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// suffixCut returns where the host run s[start:end], which detection
// rejects, ends under Policy.HyphenSuffix: before the last hyphen of its
// last label when a grammatical suffix follows it up to the end of the run
// (a google.com-on, example.com-ის, example.com-а), or end. The caller
// checks that the host before the hyphen is valid. A path or port after
// the run makes it a host that is none (https://example.com-ის/path).
func suffixCut(s string, start, end int) int {
	if end < len(s) && (endsAuthority[s[end]] || s[end] == ':') {
		return end
	}
	t := s[start:end]
	dash := strings.LastIndexByte(t, '-')
	if dash <= 0 || dash == len(t)-1 || t[dash-1] == '-' || chars.LabelSepLenBefore(t, dash) > 0 {
		return end
	}
	suffix := t[dash+1:]
	chars.CountRead(len(suffix))
	if !isSuffixOf(suffix, chars.LastLabel(t[:dash])) {
		return end
	}
	return start + dash
}

// isSuffixOf reports whether suffix, the letters after a hyphen that ends
// the top-level domain tld, is a grammatical suffix: a Hungarian case
// ending in Latin letters (a closed list: other words after a hyphen are
// parts of names and keys, socket.io-client, languages.pt-BR,
// http.routers.my-api), or letters of another script than tld's, which a
// label of tld would not hold (Georgian example.com-ის, Russian
// example.com-а).
func isSuffixOf(suffix, tld string) bool {
	for _, r := range suffix {
		if r < utf8.RuneSelf && !('a' <= r|0x20 && r|0x20 <= 'z') || r >= utf8.RuneSelf && !unicode.IsLetter(r) && !unicode.IsMark(r) {
			return false // a digit, or a separator: no suffix of the last label
		}
	}
	if chars.SameScript(suffix, "a") {
		return isHungarianEnding(suffix)
	}
	return !chars.SameScript(suffix, tld)
}

// isHungarianEnding reports whether s is a Hungarian case ending (in each
// form that vowel harmony and assimilation give it) or the adjectival
// -s, which Hungarian joins with a hyphen to a name that ends in a
// letter it does not write that way: a google.com-on, az index.hu-ra,
// a gmail.com-os címek.
func isHungarianEnding(s string) bool {
	switch s {
	case "n", "on", "en", "ön", "ra", "re", "ról", "ről", "ba", "be", "ban", "ben", "ból", "ből",
		"hoz", "hez", "höz", "nál", "nél", "tól", "től", "ig", "nak", "nek", "val", "vel", "mal", "mel",
		"t", "ot", "et", "at", "öt", "ért", "ként", "vá", "vé", "má", "mé", "s", "os", "es", "as", "ös":
		return true
	}
	return false
}
