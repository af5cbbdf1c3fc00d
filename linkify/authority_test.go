package linkify

import (
	"testing"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// TestDomainRunInAuthority guards schemeURL, which looks for userinfo only
// after the ASCII code points that begin a host: none of those is an '@'
// or ends an authority.
func TestDomainRunInAuthority(t *testing.T) {
	for c := range utf8.RuneSelf {
		if chars.InASCIIDomainRun[c] && (c == '@' || endsAuthority[c] || LinkTerm(chars.ASCIIProps[c]&chars.PropTermMask) == Hard) {
			t.Errorf("%q is in domain runs and stops the userinfo search", rune(c))
		}
	}
}
