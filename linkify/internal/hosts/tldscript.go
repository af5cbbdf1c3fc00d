package hosts

import "github.com/golinkify/uts58/linkify/internal/chars"

// scriptTLDs maps the ASCII country-code top-level domains under which a
// whole-script confusable label of a script is shown in Unicode, as
// Chromium's IDN spoof checker allows them, to a letter of that script.
var scriptTLDs = map[string]rune{
	"bg": 'б', "by": 'б', "kz": 'б', "ru": 'б', "su": 'б', "ua": 'б', "uz": 'б', // Cyrillic
	"am": 'ա',            // Armenian
	"er": 'ሀ', "et": 'ሀ', // Ethiopic
	"ge": 'ა', // Georgian
	"gr": 'α', // Greek
	"il": 'א', // Hebrew
	"mm": 'က', // Myanmar
	"th": 'ก', // Thai
}

// ConfusableUnder reports whether the domain label u (Unicode form) is a
// whole-script confusable of an ASCII label (all-Cyrillic аррӏе, рус) that
// its top-level domain tld (Unicode form; "" where the host has none) does
// not vouch for. A top-level domain is the registry's, not the writer's: it
// is never judged alone, and a label in its script is what its registry
// sells (пример.рус, сайт.бг, εθνικό.gr), as browsers show them. Under a
// TLD of another script (.com) such a label is refused, and a one-label
// host has no TLD to vouch for it.
func ConfusableUnder(u, tld string) bool {
	if !chars.WholeScriptConfusable(u) {
		return false
	}
	if chars.IsASCII(tld) {
		r, ok := scriptTLDs[tld]
		return !ok || !chars.SameScript(u, string(r))
	}
	return !chars.SameScript(u, tld)
}

// spacelessTLDs maps the ASCII country-code top-level domains whose
// registries sell labels in a script written without spaces to a letter
// of that script: Japanese (Han and kana), Chinese (Han), Korean (Hangul
// and Han), Thai, Lao, Khmer, Myanmar.
var spacelessTLDs = map[string]rune{
	"jp": 'あ', "cn": '中', "hk": '中', "mo": '中', "sg": '中', "tw": '中', "kr": '한',
	"th": 'ก', "la": 'ກ', "kh": 'ក', "mm": 'က',
}

// SoldUnder reports whether tld, an ASCII country-code top-level domain,
// is one whose registry sells labels in the script of labels, the text of
// the labels before it (例え under .jp, 한국어 under .kr): such a host is
// the registry's, not a sentence glued to a word.
func SoldUnder(labels, tld string) bool {
	if len(tld) != 2 {
		return false
	}
	r, ok := spacelessTLDs[string([]byte{tld[0] | 0x20, tld[1] | 0x20})]
	return ok && chars.SameScript(labels, string(r))
}
