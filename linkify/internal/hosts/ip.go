package hosts

import (
	"errors"
	"strconv"
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

var errBadHost = errors.New("invalid host")

// ErrNoHost is the error of a URL or host with no host.
var ErrNoHost = errors.New("no host")

// EndsInNumber is the WHATWG "ends in a number" check on a host's last label:
// such a host is parsed as an IPv4 address.
func EndsInNumber(last string) bool {
	if last == "" {
		return false
	}
	if len(last) >= 2 && last[0] == '0' && last[1]|0x20 == 'x' {
		for i := 2; i < len(last); i++ {
			if !chars.IsHex(last[i]) {
				return false
			}
		}
		return true
	}
	return chars.IsDigits(last)
}

// validIPv4Host reports whether s is an IPv4 address that detection
// links: four decimal numbers of 0 to 255, with no leading zero, as a
// browser shows one. The WHATWG parser also reads one to three numbers
// (http://2130706433 is 127.0.0.1, http://10 is 0.0.0.10), octal and
// hexadecimal ones (http://0177.0.0.1/, http://0x7f.0.0.1/) and leading
// zeros (127.000.000.001): no writer means them, they are phishing tricks
// that hide the address a browser goes to (0177 is 127, 010 is 8), and a
// cut text ("http://10…") reads as one.
func validIPv4Host(s string) bool {
	parts := 0
	for rest, more := s, true; more; parts++ {
		var part string
		part, rest, more = strings.Cut(rest, ".")
		if parts == 4 || part == "" || len(part) > 3 || len(part) > 1 && part[0] == '0' {
			return false
		}
		v := 0
		for i := 0; i < len(part); i++ {
			if !chars.IsDigit(part[i]) {
				return false
			}
			v = v*10 + int(part[i]-'0')
		}
		if v > 255 {
			return false
		}
	}
	return parts == 4
}

// parseIPv4 is the WHATWG IPv4 parser: one to four parts, each decimal,
// octal (leading 0) or hexadecimal (0x); the last part fills the remaining bytes.
func parseIPv4(s string) (uint32, bool) {
	s = strings.TrimSuffix(s, ".")
	var nums [4]uint64
	n := 0
	for rest, more := s, true; more; {
		var part string
		part, rest, more = strings.Cut(rest, ".")
		if n == 4 {
			return 0, false
		}
		v, ok := parseIPv4Number(part)
		if !ok {
			return 0, false
		}
		nums[n] = v
		n++
	}
	for i := 0; i < n-1; i++ {
		if nums[i] > 255 {
			return 0, false
		}
	}
	if nums[n-1] >= 1<<(8*(5-n)) {
		return 0, false
	}
	v := nums[n-1]
	for i := 0; i < n-1; i++ {
		v += nums[i] << (8 * (3 - i))
	}
	return uint32(v), true
}

func parseIPv4Number(p string) (uint64, bool) {
	if p == "" {
		return 0, false
	}
	base := 10
	switch {
	case len(p) >= 2 && p[0] == '0' && p[1]|0x20 == 'x':
		p, base = p[2:], 16
		if p == "" {
			return 0, true
		}
	case len(p) >= 2 && p[0] == '0':
		p, base = p[1:], 8
	}
	var v uint64
	for i := 0; i < len(p); i++ {
		c := p[i]
		d := uint64(chars.HexVal(c))
		if !chars.IsHex(c) || d >= uint64(base) {
			return 0, false
		}
		if v > (1<<32)*uint64(base) { // beyond any IPv4 part: stop before overflowing
			return 0, false
		}
		v = v*uint64(base) + d
	}
	return v, true
}

// appendIPv4 appends v in dotted-decimal form.
func appendIPv4(b []byte, v uint32) []byte {
	for i := 3; i >= 0; i-- {
		b = strconv.AppendUint(b, uint64(v>>(8*i)&0xFF), 10)
		if i > 0 {
			b = append(b, '.')
		}
	}
	return b
}

// IPv6End returns the index after the ']' closing the IPv6 address that
// starts with the '[' at s[i], or -1 if there is no valid one.
func IPv6End(s string, i int) int {
	const maxLen = 47 // "[" + 8 groups of 4 hex digits + 7 colons + "]" with an IPv4 tail fits
	for j := i + 1; j < len(s) && j <= i+maxLen; j++ {
		if s[j] == ']' {
			if _, ok := parseIPv6(s[i+1 : j]); ok {
				return j + 1
			}
			return -1
		}
	}
	return -1
}

// parseIPv6 is the WHATWG IPv6 parser.
func parseIPv6(s string) (a [8]uint16, ok bool) {
	p, piece, compress := 0, 0, -1
	at := func(i int) int { // the byte at i, or -1 at the end
		if i < len(s) {
			return int(s[i])
		}
		return -1
	}
	if at(p) == ':' {
		if at(p+1) != ':' {
			return a, false
		}
		p += 2
		piece++
		compress = piece
	}
	for at(p) != -1 {
		if piece == 8 {
			return a, false
		}
		if at(p) == ':' {
			if compress != -1 {
				return a, false
			}
			p++
			piece++
			compress = piece
			continue
		}
		value, length := 0, 0
		for length < 4 && at(p) != -1 && chars.IsHex(byte(at(p))) {
			value = value*16 + chars.HexVal(byte(at(p)))
			p++
			length++
		}
		if at(p) == '.' {
			if length == 0 || piece > 6 {
				return a, false
			}
			p -= length
			seen := 0
			for at(p) != -1 {
				if seen > 0 {
					if at(p) != '.' || seen >= 4 {
						return a, false
					}
					p++
				}
				if at(p) == -1 || !chars.IsDigit(byte(at(p))) {
					return a, false
				}
				v := -1
				for at(p) != -1 && chars.IsDigit(byte(at(p))) {
					d := at(p) - '0'
					switch v {
					case -1:
						v = d
					case 0:
						return a, false
					default:
						v = v*10 + d
					}
					if v > 255 {
						return a, false
					}
					p++
				}
				a[piece] = a[piece]<<8 | uint16(v)
				seen++
				if seen == 2 || seen == 4 {
					piece++
				}
			}
			if seen != 4 {
				return a, false
			}
			break
		}
		if at(p) == ':' {
			p++
			if at(p) == -1 {
				return a, false
			}
		} else if at(p) != -1 {
			return a, false
		}
		a[piece] = uint16(value)
		piece++
	}
	if compress != -1 {
		swaps := piece - compress
		for piece = 7; piece != 0 && swaps > 0; piece, swaps = piece-1, swaps-1 {
			a[piece], a[compress+swaps-1] = a[compress+swaps-1], a[piece]
		}
	} else if piece != 8 {
		return a, false
	}
	return a, true
}

// appendIPv6 appends a in the canonical form: lower-case hex, the first
// longest run of two or more zero pieces compressed to "::".
func appendIPv6(b []byte, a [8]uint16) []byte {
	best, bestLen := -1, 1
	for i := 0; i < 8; {
		j := i
		for j < 8 && a[j] == 0 {
			j++
		}
		if j-i > bestLen {
			best, bestLen = i, j-i
		}
		i = max(j, i+1)
	}
	for i := 0; i < 8; i++ {
		if i == best {
			if i == 0 {
				b = append(b, ':')
			}
			b = append(b, ':')
			i += bestLen - 1
			continue
		}
		b = strconv.AppendUint(b, uint64(a[i]), 16)
		if i != 7 {
			b = append(b, ':')
		}
	}
	return b
}

// Loopback reports whether host, an IP address as detection links one
// (four decimal numbers, or "[IPv6]"; a trailing dot or not), is an
// address of the machine it is used on: one of 127.0.0.0/8 or ::1, or the
// unspecified address 0.0.0.0 or ::, which servers print ("Serving HTTP
// on 0.0.0.0 port 8000") and systems connect to as the machine itself;
// also as an IPv4-mapped IPv6 address (::ffff:127.0.0.1).
func Loopback(host string) bool {
	if len(host) >= 2 && host[0] == '[' && host[len(host)-1] == ']' {
		a, ok := parseIPv6(host[1 : len(host)-1])
		if !ok || a[0]|a[1]|a[2]|a[3]|a[4] != 0 {
			return false
		}
		switch a[5] {
		case 0:
			return a[6] == 0 && a[7] <= 1
		case 0xFFFF:
			return a[6]>>8 == 127 || a[6]|a[7] == 0
		}
		return false
	}
	host = strings.TrimSuffix(host, ".")
	return (strings.HasPrefix(host, "127.") || host == "0.0.0.0") && validIPv4Host(host)
}
