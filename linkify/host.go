package linkify

import (
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
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

// idnaFor returns the IDNA profile for host.
func idnaFor(host string) *idna.Profile {
	if strings.IndexByte(host, '_') >= 0 {
		return idnaUnderscore
	}
	return idnaProfile
}

// validHost reports whether name, a run of domain code points with no
// trailing label separator, is a host: a registrable domain of two labels
// or more, or, with allowIP, also one of one label or an IPv4 address in
// any form the WHATWG parser accepts. Cheap checks come first; the answers
// for hosts whose top-level domain is listed are cached, so that text that
// repeats its hosts (as real text does) is scanned without allocating.
func validHost(name string, allowIP bool) bool {
	if name == "" {
		return false
	}
	chars.CountRead(len(name))
	if !allowIP {
		if !chars.HasLabelSep(name) {
			return false // one label (a sentence's "word."): no registrable domain
		}
		if c := name[len(name)-1]; (chars.IsHex(c) || c|0x20 == 'x') && endsInNumber(name[strings.LastIndexByte(name, '.')+1:]) {
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
			// shapeOther.
			f := hostShapeByte[name[i]]
			seen |= f
			if f&(shapeDot|shapeOther) == 0 {
				continue
			}
			if f&shapeOther != 0 {
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
	ascii, upper := seen&shapeOther == 0, seen&shapeUpper != 0
	if !ascii {
		last = chars.LastLabel(name)
	} else if len(name) > 253 {
		return false
	} else if endsInNumber(last) {
		return validIPv4Host(name) // allowIP: without, numbers are rejected above
	}
	if !tldListed(last) {
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

// validLocalHost reports whether name, a run of domain code points (and
// '_') after a scheme with no trailing label separator, is a local or
// intranet host (WithLocalHosts): labels of valid syntax under any
// top-level domain or none ("localhost", "server01", "printer.lan"), but
// no number, which would be an IPv4 address.
func validLocalHost(name string) bool {
	_, ok := localHostASCII(name)
	return ok
}

// localHostASCII returns the ASCII form of name, and whether it is a valid
// local host (see validLocalHost).
func localHostASCII(name string) (string, bool) {
	if name == "" || endsInNumber(chars.LastLabel(name)) {
		return "", false
	}
	a, err := idnaFor(name).ToASCII(name)
	return a, err == nil && !nonASCIIPunycodeLabel(name) && unicodeFormScans(a)
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

// validASCIIHost checks the ASCII form of a non-ASCII host.
func validASCIIHost(a string, allowIP bool) bool {
	last := a[strings.LastIndexByte(a, '.')+1:]
	if endsInNumber(last) {
		return allowIP && validIPv4Host(a)
	}
	return registrable(a)
}

// registrable reports whether host (ASCII, lower case, its TLD checked by
// tldListed) has a top-level domain in the ICANN section of the Public
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

// hostToASCII returns the serialized form of a host that was validated:
// the IDNA ASCII form of a domain (lower case), the dotted-decimal form of an
// IPv4 address, or the canonical bracketed form of an IPv6 address.
func hostToASCII(host string) (string, error) {
	var buf [64]byte
	b, err := appendHostASCII(buf[:0], host)
	switch {
	case err != nil:
		return "", err
	case string(b) == host:
		return host, nil // already serialized: no copy
	}
	return string(b), nil
}

// appendHostASCII appends the serialized form of host (see hostToASCII)
// to b; on error, b is returned as it was.
func appendHostASCII(b []byte, host string) ([]byte, error) {
	sep := chars.LabelSepLenBefore(host, len(host)) // a trailing dot
	if host == "" || sep == len(host) {
		return b, errNoHost
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
	shape, last := hostShape(host)
	switch {
	case shape&(shapeUpper|shapeOther|shapePunycode) == 0:
		if !endsInNumber(host[last:]) {
			b = append(b, host...) // its own ASCII form: the usual case
			if trailing {
				b = append(b, '.')
			}
			return b, nil
		}
		b = append(b, host...)
	case shape&(shapeOther|shapePunycode) == 0:
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
	if endsInNumber(a[strings.LastIndexByte(a, '.')+1:]) {
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

// The shapes of an ASCII host that hostShape tells apart.
const (
	shapeUpper      = 1 << iota // an upper-case ASCII letter
	shapeOther                  // a byte that is no ASCII letter, digit, '-', '_' or '.'
	shapeDot                    // a '.'
	shapePunycode               // a label that starts with "xn--" (any case)
	shapeEmptyLabel             // an empty label: a leading or double dot (a trailing one is not)
)

var hostShapeByte = func() (t [256]uint8) {
	for c := range t {
		switch b := byte(c); {
		case 'a' <= b && b <= 'z' || chars.IsDigit(b) || b == '-' || b == '_':
		case 'A' <= b && b <= 'Z':
			t[c] = shapeUpper
		case b == '.':
			t[c] = shapeDot
		default:
			t[c] = shapeOther
		}
	}
	return t
}()

// hostShape returns the shapes found in host, in one pass, and where its
// last label starts.
func hostShape(host string) (shape uint8, last int) {
	if isPunycodeLabel(host) {
		shape = shapePunycode
	}
	for i := 0; i < len(host); i++ {
		f := hostShapeByte[host[i]]
		shape |= f
		if f == shapeDot { // the rare case: a label's end
			if i == last {
				shape |= shapeEmptyLabel
			}
			last = i + 1
			if isPunycodeLabel(host[last:]) {
				shape |= shapePunycode
			}
		}
	}
	return shape, last
}

// hasPunycodeLabel reports whether a label of the ASCII host starts with
// "xn--" (in any case).
func hasPunycodeLabel(host string) bool {
	shape, _ := hostShape(host)
	return shape&shapePunycode != 0
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

// tldListed reports whether label, the last label of a host as written (any
// case, Unicode or punycode), is a listed top-level domain. Labels in their
// final form are looked up without allocating; others go through IDNA, and
// the answer is cached.
func tldListed(label string) bool {
	if label == "" {
		return false
	}
	if len(label) <= maxASCIITLDLen {
		// Lower-cased and hashed in the pass that tells it is LDH.
		var buf [maxASCIITLDLen]byte
		h, i := tldHashInit, 0
		for ; i < len(label) && chars.InASCIIDomainRun[label[i]]; i++ {
			c := label[i] | 0x20 // lower case; digits, '-' and '.' have the bit
			buf[i] = c
			h = tldHashByte(h, c)
		}
		if i == len(label) {
			return tldSetHas(h, buf[:i])
		}
	} else if isLDH(label) {
		return false // longer than any ASCII top-level domain
	}
	if isTLD(label) {
		return true
	}
	// A label with a code point outside the TLD alphabet is no TLD; one in
	// its final form (nothing mapped, nothing NFC would change) is no TLD
	// either, as it is not in the map. Most labels end here.
	mapped, nfc := false, false
	for i := 0; i < len(label); {
		r, size := chars.DecodeRuneAt(label, i)
		if !chars.InBMPSet(&tldRuneBits, r) {
			return false
		}
		mapped = mapped || chars.Prop(r)&chars.PropMapped != 0
		nfc = nfc || chars.InBMPSet(&nfcCheckBits, r)
		i += size
	}
	if !mapped && !nfc {
		return false
	}
	var lower [maxLabelBytes]byte
	if n, ok := lowerLabel(label, &lower); ok && !nfc {
		return isTLD(lower[:n])
	}
	if v, ok := tldCache.get(label); ok {
		return v
	}
	a, err := idnaProfile.ToASCII(label)
	listed := err == nil && isTLD(a)
	tldCache.put(label, listed)
	return listed
}

// lowerLabel writes label to buf with each code point that IDNA maps to its
// simple lower case lowered, which is then IDNA's mapping of the label, and
// returns its length; it reports false if the label has another kind of
// mapping or does not fit.
func lowerLabel(label string, buf *[maxLabelBytes]byte) (int, bool) {
	n := 0
	for i := 0; i < len(label); {
		r, size := chars.DecodeRuneAt(label, i)
		if p := chars.Prop(r); p&chars.PropMapped != 0 {
			if p&chars.PropLower == 0 {
				return 0, false
			}
			r = unicode.ToLower(r)
		}
		if n+utf8.UTFMax > len(buf) {
			return 0, false
		}
		n += utf8.EncodeRune(buf[n:], r)
		i += size
	}
	return n, true
}

// maxLabelBytes bounds the UTF-8 length of a label looked up without IDNA.
const maxLabelBytes = 256

// ldhTLDListed is tldListed of a label of ASCII letters, digits and
// hyphens. Most such labels (identifiers, file extensions) are told from
// the top-level domains by their length and first and last bytes, with
// no hash.
func ldhTLDListed(label string) bool {
	n := len(label)
	return n > 0 && n <= maxASCIITLDLen && tldEnds[n][label[0]&31]&(1<<(label[n-1]&31)) != 0 && tldListed(label)
}

// tldEnds has, for each length of an ASCII top-level domain and each
// first byte (its low five bits: either case of a letter, a digit or '-'
// alike), the set of its last bytes (their low five bits).
var tldEnds = func() (t [maxASCIITLDLen + 1][32]uint32) {
	for _, tld := range tldList {
		if n := len(tld); isLDH(tld) && n <= maxASCIITLDLen {
			t[n][tld[0]&31] |= 1 << (tld[n-1] & 31)
		}
	}
	return t
}()

// maxASCIITLDLen is the length of the longest ASCII top-level domain of
// tldList (a test checks it).
const maxASCIITLDLen = 24

// hostCache remembers the validity of hosts whose top-level domain is
// listed (one cache for hosts after a scheme, where IP addresses are
// allowed, one for scheme-less hosts), so that text that repeats its hosts
// (as real text does) is scanned fast and without allocating.
var hostCache = [2]*cache[bool]{newCache[bool](1 << 14), newCache[bool](1 << 14)}

// tldCache remembers the answers for last labels that took IDNA.
var tldCache = newCache[bool](1 << 12)

// asciiCache remembers the IDNA ASCII forms of hosts (for hrefs and the policy).
var asciiCache = newCache[string](1 << 14)
