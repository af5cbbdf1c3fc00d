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
