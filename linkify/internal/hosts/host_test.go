package hosts

import (
	"testing"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

func TestHostShape(t *testing.T) {
	for _, c := range []struct {
		host  string
		shape uint8
		last  int
	}{
		{"", 0, 0},
		{"example.com", ShapeDot, 8},
		{"mail.example.co.uk", ShapeDot, 16},
		{"Example.COM", ShapeUpper | ShapeDot, 8},
		{"xn--bcher-kva.example", ShapePunycode | ShapeDot, 14},
		{"www.XN--bcher-kva.de", ShapePunycode | ShapeUpper | ShapeDot, 18},
		{"xnx.example", ShapeDot, 4},   // "xn" without "--" is no punycode prefix
		{"a.bxn--c.de", ShapeDot, 9},   // "xn--" inside a label does not count
		{"example.com.", ShapeDot, 12}, // a trailing dot: the last label is empty
		{".example.com", ShapeDot | ShapeEmptyLabel, 9},
		{"a..b", ShapeDot | ShapeEmptyLabel, 3},
		{"bücher.de", ShapeOther | ShapeDot, 8},
		{"a_b.com", ShapeDot, 4}, // a host that detection found holds '_' only after a scheme, where it is a plain label byte
		{"a*b.com", ShapeOther | ShapeDot, 4},
		{"127.0.0.1", ShapeDot, 8},
	} {
		shape, last := ShapeOf(c.host)
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

// TestLoopback: the addresses of the machine itself, in every form
// detection links; others are not, nor hosts that only start like one.
func TestLoopback(t *testing.T) {
	for _, h := range []string{"127.0.0.1", "127.1.2.3", "127.255.255.255", "0.0.0.0", "127.0.0.1.", "[::1]", "[::]", "[0:0:0:0:0:0:0:1]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[::ffff:0.0.0.0]"} {
		if !Loopback(h) {
			t.Errorf("%s is loopback", h)
		}
	}
	for _, h := range []string{"128.0.0.1", "126.255.255.255", "10.0.0.1", "0.0.0.1", "[::2]", "[1::1]", "[::ffff:10.0.0.1]", "[::1", "localhost", "127.example", "127.0.0.example", "127.0.0.01", "1password.com", ""} {
		if Loopback(h) {
			t.Errorf("%s is no loopback address", h)
		}
	}
}
