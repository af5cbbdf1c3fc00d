package hosts

import (
	"strings"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"golang.org/x/net/idna"
)

// idnaProfile is UTS #46 processing as the WHATWG URL standard does it
// (non-transitional, Bidi and joiner rules), with the STD3 ASCII rules and
// DNS lengths enforced: a linkified host must be a real DNS name.
var idnaProfile = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.Transitional(false),
	idna.CheckHyphens(true),
	idna.CheckJoiners(true),
	idna.VerifyDNSLength(true),
)

// idnaUnderscore is idnaProfile for hosts with '_' in their labels, which
// WHATWG URL (UseSTD3ASCIIRules=false) and browsers accept after a scheme
// (foo_bar.example.com); detection finds '_' in no other host.
var idnaUnderscore = idna.New(
	idna.MapForLookup(),
	idna.StrictDomainName(false),
	idna.BidiRule(),
	idna.Transitional(false),
	idna.CheckHyphens(true),
	idna.CheckJoiners(true),
	idna.VerifyDNSLength(true),
)

// idnaFor returns the IDNA profile for host.
func idnaFor(host string) *idna.Profile {
	if strings.IndexByte(host, '_') >= 0 {
		return idnaUnderscore
	}
	return idnaProfile
}

// isPunycodeLabel reports whether the ASCII label starts with "xn--", in any case.
func isPunycodeLabel(label string) bool {
	return len(label) >= 4 && label[2] == '-' && label[3] == '-' && label[0]|0x20 == 'x' && label[1]|0x20 == 'n'
}

// nonASCIIPunycodeLabel reports whether a label of name starts with
// "xn--" (in any case) and holds a non-ASCII code point.
func nonASCIIPunycodeLabel(name string) bool {
	for i := 0; i+4 <= len(name); i++ {
		if (i == 0 || chars.LabelSepLenBefore(name, i) > 0) && chars.EqualFoldASCII(name[i:i+4], "xn--") {
			j := i + 4
			for j < len(name) && chars.LabelSepLen(name, j) == 0 {
				if name[j] >= utf8.RuneSelf {
					return true
				}
				j++
			}
		}
	}
	return false
}

// unicodeFormScans reports whether the Unicode form of the ASCII host a
// holds only code points the scanner takes as domain code points, so that a
// host is judged alike in its ASCII and Unicode forms. (A punycode label
// can hold code points that UTS #46 allows but IDNA2008 does not, NV8.)
func unicodeFormScans(a string) bool {
	u, err := idnaFor(a).ToUnicode(a)
	if err != nil {
		return false
	}
	for i := 0; i < len(u); {
		p, size := chars.PropAt(u, i)
		if p&(chars.PropDomain|chars.PropLabelSep) == 0 && u[i] != '_' {
			return false
		}
		i += size
	}
	return true
}

// UnicodeLabel returns the Unicode form of the ASCII label, and false for
// a punycode label that has none.
func UnicodeLabel(label string) (string, bool) {
	if !strings.HasPrefix(label, "xn--") {
		return label, true
	}
	u, err := labelToUnicode(label)
	return u, err == nil
}

// unicodeCache remembers the Unicode forms of punycode labels.
var unicodeCache = newCache[string](1 << 12)

// labelToUnicode returns the Unicode form of a punycode label, cached.
func labelToUnicode(label string) (string, error) {
	if u, ok := unicodeCache.get(label); ok {
		return u, nil
	}
	u, err := idnaFor(label).ToUnicode(strings.Clone(label)) // label may be a view of a buffer
	if err == nil {
		unicodeCache.put(label, u)
	}
	return u, err
}
