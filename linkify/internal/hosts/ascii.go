package hosts

import (
	"strings"
	"unsafe"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// hasForbiddenDomainByte reports whether the ASCII form a of a host holds
// a forbidden domain code point of WHATWG URL (C0 controls, space, # % / :
// < > ? @ [ \ ] ^ | and DEL), which its host parser rejects after IDNA:
// idnaUnderscore, which leaves the ASCII rules to the URL parser, maps
// ＠ to '@' and ＃ to '#' without complaint.
func hasForbiddenDomainByte(a string) bool {
	for i := 0; i < len(a); i++ {
		if c := a[i]; c <= ' ' || c == 0x7F || strings.IndexByte("#%/:<>?@[\\]^|", c) >= 0 {
			return true
		}
	}
	return false
}

// ToASCII returns the serialized form of a host that was validated:
// the IDNA ASCII form of a domain (lower case), the dotted-decimal form of an
// IPv4 address, or the canonical bracketed form of an IPv6 address.
func ToASCII(host string) (string, error) {
	var buf [64]byte
	b, err := AppendASCII(buf[:0], host)
	switch {
	case err != nil:
		return "", err
	case string(b) == host:
		return host, nil // already serialized: no copy
	}
	return string(b), nil
}

// AppendASCII appends the serialized form of host (see ToASCII)
// to b; on error, b is returned as it was.
func AppendASCII(b []byte, host string) ([]byte, error) {
	sep := chars.LabelSepLenBefore(host, len(host)) // a trailing dot
	if host == "" || sep == len(host) {
		return b, ErrNoHost
	}
	if host[0] == '[' {
		if len(host) < 2 || host[len(host)-1] != ']' {
			return b, errBadHost // "[" alone (Check is given any text: "me@[")
		}
		a, ok := parseIPv6(host[1 : len(host)-1])
		if !ok {
			return b, errBadHost
		}
		b = append(b, '[')
		return append(appendIPv6(b, a), ']'), nil
	}
	trailing := sep > 0
	host = host[:len(host)-sep]
	n := len(b)
	shape, last := ShapeOf(host)
	switch {
	case shape&(ShapeUpper|ShapeOther|ShapePunycode) == 0:
		if !EndsInNumber(host[last:]) {
			b = append(b, host...) // its own ASCII form: the usual case
			if trailing {
				b = append(b, '.')
			}
			return b, nil
		}
		b = append(b, host...)
	case shape&(ShapeOther|ShapePunycode) == 0:
		// ASCII labels map to lower case and need no IDNA (which would
		// reject real hosts such as r3---sn-x.googlevideo.com).
		for i := 0; i < len(host); i++ {
			c := host[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b = append(b, c)
		}
	default:
		a, ok := asciiCache.get(host)
		if !ok {
			var err error
			if a, err = idnaFor(host).ToASCII(host); err != nil {
				return b, err
			}
			if hasForbiddenDomainByte(a) {
				return b, errBadHost // mapped to one: _＠ is _@
			}
			asciiCache.put(host, a)
		}
		b = append(b, a...)
	}
	// Safe: the view of b is not kept.
	a := unsafe.String(unsafe.SliceData(b[n:]), len(b)-n)
	if EndsInNumber(a[strings.LastIndexByte(a, '.')+1:]) {
		v, ok := parseIPv4(a)
		if !ok {
			return b[:n], errBadHost
		}
		return appendIPv4(b[:n], v), nil // the IPv4 parser drops a trailing dot
	}
	if trailing {
		b = append(b, '.')
	}
	return b, nil
}

// The shapes of an ASCII host that ShapeOf tells apart.
const (
	ShapeUpper      = 1 << iota // an upper-case ASCII letter
	ShapeOther                  // a byte that is no ASCII letter, digit, '-', '_' or '.'
	ShapeDot                    // a '.'
	ShapePunycode               // a label that starts with "xn--" (any case)
	ShapeEmptyLabel             // an empty label: a leading or double dot (a trailing one is not)
)

// ShapeByte holds the shape of each byte in an ASCII host (0 for a
// lower-case letter, a digit, '-' or '_').
var ShapeByte = func() (t [256]uint8) {
	for c := range t {
		switch b := byte(c); {
		case 'a' <= b && b <= 'z' || chars.IsDigit(b) || b == '-' || b == '_':
		case 'A' <= b && b <= 'Z':
			t[c] = ShapeUpper
		case b == '.':
			t[c] = ShapeDot
		default:
			t[c] = ShapeOther
		}
	}
	return t
}()

// ShapeOf returns the shapes found in host, in one pass, and where its
// last label starts.
func ShapeOf(host string) (shape uint8, last int) {
	if isPunycodeLabel(host) {
		shape = ShapePunycode
	}
	for i := 0; i < len(host); i++ {
		f := ShapeByte[host[i]]
		shape |= f
		if f == ShapeDot { // the rare case: a label's end
			if i == last {
				shape |= ShapeEmptyLabel
			}
			last = i + 1
			if isPunycodeLabel(host[last:]) {
				shape |= ShapePunycode
			}
		}
	}
	return shape, last
}

// HasPunycodeLabel reports whether a label of the ASCII host starts with
// "xn--" (in any case).
func HasPunycodeLabel(host string) bool {
	shape, _ := ShapeOf(host)
	return shape&ShapePunycode != 0
}

// isLDH reports whether s is ASCII letters, digits, hyphens and dots: the
// bytes of chars.InASCIIDomainRun.
func isLDH(s string) bool {
	for i := 0; i < len(s); i++ {
		if !chars.InASCIIDomainRun[s[i]] {
			return false
		}
	}
	return true
}

// asciiCache remembers the IDNA ASCII forms of hosts (for hrefs and the policy).
var asciiCache = newCache[string](1 << 14)
