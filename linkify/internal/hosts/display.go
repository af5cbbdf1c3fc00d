package hosts

import (
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// ForDisplay returns the host in Unicode (ToUnicode of its ASCII form),
// but for labels that mix scripts beyond what UTS #39 calls Highly
// Restrictive or that are whole-script confusables of ASCII labels
// (all-Cyrillic аррӏе.com) that their top-level domain does not vouch for
// (пример.рус, see ConfusableUnder), which stay in punycode as browsers
// show them (UASG); IP addresses in their canonical form.
func ForDisplay(host string) (string, error) {
	a, err := ToASCII(host)
	if err != nil {
		return "", err
	}
	if a[0] == '[' || !HasPunycodeLabel(a) {
		return a, nil
	}
	labels := strings.Split(a, ".")
	tld := ""
	if name := strings.TrimSuffix(a, "."); strings.Contains(name, ".") { // a fully qualified name ends in "."
		last := name[strings.LastIndexByte(name, '.')+1:]
		if tld, err = idnaFor(last).ToUnicode(last); err != nil {
			return "", err
		}
	}
	for i, label := range labels {
		if !strings.HasPrefix(label, "xn--") {
			continue
		}
		u, err := idnaFor(label).ToUnicode(label)
		if err != nil {
			return "", err
		}
		if chars.HighlyRestrictive(u) && !ConfusableUnder(u, tld) {
			labels[i] = u
		}
	}
	return strings.Join(labels, "."), nil
}
