package linkify

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// maxSuffix is the most bytes a grammatical suffix after a hyphen holds
// for Policy.HyphenSuffix: eight Georgian letters (example.com-ისთვის).
const maxSuffix = 24

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
	from := max(start, end-maxSuffix)
	dash := strings.LastIndexByte(s[from:end], '-')
	chars.CountRead(end - from)
	if dash < 0 {
		return end
	}
	dash += from
	if dash == start || dash == end-1 || s[dash-1] == '-' || chars.LabelSepLenBefore(s[start:dash], dash-start) > 0 {
		return end
	}
	if !isSuffixOf(s[dash+1:end], chars.LastLabel(s[start:dash])) {
		return end
	}
	return dash
}

// isSuffixOf reports whether suffix, the letters after a hyphen that ends
// the top-level domain tld, is a grammatical suffix: a Hungarian case
// ending in Latin letters (a closed list: other words after a hyphen are
// parts of names and keys, socket.io-client, languages.pt-BR,
// http.routers.my-api), or letters of another script than tld's, which a
// label of tld would not hold (Georgian example.com-ის, Russian
// example.com-а).
func isSuffixOf(suffix, tld string) bool {
	if isHungarianEnding(suffix) {
		return true
	}
	for _, r := range suffix {
		if r < utf8.RuneSelf || !unicode.IsLetter(r) && !unicode.IsMark(r) {
			return false // Latin letters, a digit or a separator: no suffix of the last label
		}
	}
	return !chars.SameScript(suffix, "a") && !chars.SameScript(suffix, tld)
}

// hyphenNearEnd reports whether an ASCII host or label t has a hyphen
// where a Hungarian case ending in ASCII letters (one to three) would
// start: most have none, and need no more reading for Policy.HyphenSuffix.
func hyphenNearEnd(t string) bool {
	n := len(t)
	return n >= 3 && (t[n-2] == '-' || t[n-3] == '-' || n >= 5 && t[n-4] == '-')
}

// asciiSuffixAt reports whether the ASCII last label label, which is no
// top-level domain and has a hyphen near its end (hyphenNearEnd), is a
// listed one with a Hungarian case ending after a hyphen (com-on), which
// Policy.HyphenSuffix may cut.
func asciiSuffixAt(label string) bool {
	dash := strings.LastIndexByte(label, '-')
	return isHungarianEnding(label[dash+1:]) && hosts.LDHTLDListed(label[:dash])
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
