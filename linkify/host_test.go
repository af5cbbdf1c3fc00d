package linkify

import (
	"testing"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

func TestHostShape(t *testing.T) {
	for _, c := range []struct {
		host  string
		shape uint8
		last  int
	}{
		{"", 0, 0},
		{"example.com", shapeDot, 8},
		{"mail.example.co.uk", shapeDot, 16},
		{"Example.COM", shapeUpper | shapeDot, 8},
		{"xn--bcher-kva.example", shapePunycode | shapeDot, 14},
		{"www.XN--bcher-kva.de", shapePunycode | shapeUpper | shapeDot, 18},
		{"xnx.example", shapeDot, 4},   // "xn" without "--" is no punycode prefix
		{"a.bxn--c.de", shapeDot, 9},   // "xn--" inside a label does not count
		{"example.com.", shapeDot, 12}, // a trailing dot: the last label is empty
		{".example.com", shapeDot | shapeEmptyLabel, 9},
		{"a..b", shapeDot | shapeEmptyLabel, 3},
		{"bücher.de", shapeOther | shapeDot, 8},
		{"a_b.com", shapeDot, 4}, // a host that detection found holds '_' only after a scheme, where it is a plain label byte
		{"a*b.com", shapeOther | shapeDot, 4},
		{"127.0.0.1", shapeDot, 8},
	} {
		shape, last := hostShape(c.host)
		if shape != c.shape || last != c.last {
			t.Errorf("hostShape(%q) = %05b, %d; want %05b, %d", c.host, shape, last, c.shape, c.last)
		}
	}
}

// TestNoTLDEndsInDigit guards chars.EndsInDigit: the scanner rejects a domain
// whose last label ends in an ASCII digit before it looks it up.
func TestNoTLDEndsInDigit(t *testing.T) {
	for _, tld := range tldList {
		u, err := idnaProfile.ToUnicode(tld)
		if err != nil {
			t.Fatalf("%s: %v", tld, err)
		}
		if chars.IsDigit(tld[len(tld)-1]) || chars.IsDigit(u[len(u)-1]) {
			t.Errorf("top-level domain %q (%s) ends in a digit: endsInDigit must go", tld, u)
		}
	}
}

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
