// Package hosts holds what linkify knows of hosts: the set of top-level
// domains and its generated list, host validity (IDNA, the Public Suffix
// List, the hosts WHATWG URL alone reads, names for local work), where a
// host ends in text, IPv4 and IPv6 addresses, a host's ASCII form and its
// form for display, and the caches that answer for hosts a text repeats.
// It imports only the chars package of the project.
package hosts

import (
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"golang.org/x/net/publicsuffix"
)

// Valid reports whether name, a run of domain code points with no
// trailing label separator, is a host: a registrable domain of two labels
// or more, or, with allowIP, also one of one label or an IPv4 address in
// any form the WHATWG parser accepts. Cheap checks come first; the answers
// for hosts whose top-level domain is listed are cached, so that text that
// repeats its hosts (as real text does) is scanned without allocating.
func Valid(name string, allowIP bool) bool {
	if name == "" {
		return false
	}
	chars.CountRead(len(name))
	if !allowIP {
		if !chars.HasLabelSep(name) {
			return false // one label (a sentence's "word."): no registrable domain
		}
		if c := name[len(name)-1]; (chars.IsHex(c) || c|0x20 == 'x') && EndsInNumber(name[strings.LastIndexByte(name, '.')+1:]) {
			return false // an IPv4 address or a number ("1.5"): no domain
		}
	}
	// Text repeats its hosts: the cache answers first.
	hc := hostCache[b2i(allowIP)]
	if v, ok := hc.get(name); ok {
		return v
	}
	var seen uint8
	punycode := false
	labelStart, last := 0, ""
	for i := 0; i <= len(name); i++ {
		if i < len(name) {
			// In a host that detection found, only non-ASCII bytes are
			// ShapeOther.
			f := ShapeByte[name[i]]
			seen |= f
			if f&(ShapeDot|ShapeOther) == 0 {
				continue
			}
			if f&ShapeOther != 0 {
				break
			}
		}
		// An ASCII label ends at i.
		label := name[labelStart:i]
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		punycode = punycode || isPunycodeLabel(label)
		labelStart, last = i+1, label
	}
	ascii, upper := seen&ShapeOther == 0, seen&ShapeUpper != 0
	if !ascii {
		last = chars.LastLabel(name)
	} else if len(name) > 253 {
		return false
	} else if EndsInNumber(last) {
		return validIPv4Host(name) // allowIP: without, numbers are rejected above
	}
	if !TLDListed(last) {
		return false
	}
	var v bool
	switch {
	case !ascii:
		// UTS #46: a label that starts with "xn--" must be ASCII; and the
		// host must read back as the scanner reads hosts.
		a, err := idnaFor(name).ToASCII(name)
		v = err == nil && !nonASCIIPunycodeLabel(name) && unicodeFormScans(a) && validASCIIHost(a, allowIP)
	case punycode:
		a, err := idnaFor(name).ToASCII(name)
		v = err == nil && unicodeFormScans(a) && registrable(a)
	case upper:
		v = registrable(strings.ToLower(name))
	default:
		v = registrable(name)
	}
	hc.put(name, v)
	return v
}

// ValidLocal reports whether name, a run of domain code points (and
// '_') after a scheme with no trailing label separator, is a local or
// intranet host (WithLocalHosts): labels of valid syntax under any
// top-level domain or none ("localhost", "server01", "printer.lan"), but
// no number, which would be an IPv4 address.
func ValidLocal(name string) bool {
	_, ok := localHostASCII(name)
	return ok
}

// localHostASCII returns the ASCII form of name, and whether it is a valid
// local host (see ValidLocal).
func localHostASCII(name string) (string, bool) {
	if name == "" || EndsInNumber(chars.LastLabel(name)) {
		return "", false
	}
	a, err := idnaFor(name).ToASCII(name)
	return a, err == nil && !nonASCIIPunycodeLabel(name) && unicodeFormScans(a)
}

// validASCIIHost checks the ASCII form of a non-ASCII host.
func validASCIIHost(a string, allowIP bool) bool {
	last := a[strings.LastIndexByte(a, '.')+1:]
	if EndsInNumber(last) {
		return allowIP && validIPv4Host(a)
	}
	return registrable(a)
}

// registrable reports whether host (ASCII, lower case, its TLD checked by
// TLDListed) has a top-level domain in the ICANN section of the Public
// Suffix List and is not itself an ICANN public suffix (such as "com" or
// "co.uk"). Hosts under private-section suffixes, such as "blogspot.com" or
// "x.github.io", are registrable.
func registrable(host string) bool {
	dot := strings.LastIndexByte(host, '.')
	if dot < 0 {
		return false
	}
	suffix, icann := publicsuffix.PublicSuffix(host)
	if !icann && suffix == host[dot+1:] {
		return false // the TLD is not in this version of the list
	}
	return !(icann && suffix == host)
}

// hostCache remembers the validity of hosts whose top-level domain is
// listed (one cache for hosts after a scheme, where IP addresses are
// allowed, one for scheme-less hosts), so that text that repeats its hosts
// (as real text does) is scanned fast and without allocating.
var hostCache = [2]*cache[bool]{newCache[bool](1 << 14), newCache[bool](1 << 14)}
