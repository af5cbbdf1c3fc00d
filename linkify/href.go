package linkify

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// encodeSet is a WHATWG percent-encode set restricted to ASCII; every
// non-ASCII code point is encoded too.
type encodeSet [utf8.RuneSelf]bool

func newEncodeSet(chars string) *encodeSet {
	var e encodeSet
	for c := 0; c < 0x20; c++ {
		e[c] = true
	}
	e[0x7F] = true
	for i := 0; i < len(chars); i++ {
		e[chars[i]] = true
	}
	return &e
}

// The WHATWG URL standard's encode sets (§1.3) used by the serializer, and
// the set of RFC 6068 for a mailto: local-part.
var (
	pathSet     = newEncodeSet(" \"#<>?^`{}")
	querySet    = newEncodeSet(" \"#<>'") // the special-query percent-encode set
	fragmentSet = newEncodeSet(" \"<>`")
	// opaqueQuerySet is the query percent-encode set of a non-special URL
	// (mailto:), which leaves "'" as it is.
	opaqueQuerySet = newEncodeSet(" \"#<>")
	mailtoSet      = func() *encodeSet { // all but ALPHA DIGIT -._~!$'()*+,;:@
		var e encodeSet
		for c := range e {
			b := byte(c)
			e[c] = !('a' <= b|0x20 && b|0x20 <= 'z' || chars.IsDigit(b) || strings.IndexByte("-._~!$'()*+,;:@", b) >= 0)
		}
		return &e
	}()
)

// appendEncoded appends s to b with the code points of set (and all
// non-ASCII ones) UTF-8 percent-encoded. Existing escapes are kept.
func appendEncoded(b []byte, s string, set *encodeSet) []byte {
	from := 0 // the bytes from here on are copied as they are
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || set[c] {
			b = appendEscape(append(b, s[from:i]...), c)
			from = i + 1
		}
	}
	return append(b, s[from:]...)
}

const upperHex = "0123456789ABCDEF"

func appendEscape(b []byte, c byte) []byte {
	return append(b, '%', upperHex[c>>4], upperHex[c&15])
}

// appendURLHref appends the href of the URL u (the scheme-less with
// defaultScheme) to b; nothing when its host is invalid.
func appendURLHref(b []byte, u urlParts, defaultScheme string) []byte {
	if u.scheme == "" {
		u.scheme = defaultScheme
	}
	n := len(b)
	b = append(b, u.scheme...)
	b = append(b, "://"...)
	b, err := hosts.AppendASCII(b, u.host)
	if err != nil {
		return b[:n]
	}
	if u.port != "" {
		p := portValue(u.port)
		if ws := webSchemeOf(u.scheme); ws == nil || p != ws.port {
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(p), 10)
		}
	}
	b = appendPath(b, u.path)
	if u.hasQuery {
		b = append(b, '?')
		b = appendEncoded(b, u.query, querySet)
	}
	if u.hasFrag {
		b = append(b, '#')
		b = appendEncoded(b, u.fragment, fragmentSet)
	}
	return b
}

// appendPath appends the serialized path of a special URL: '\' is a
// separator, "." and ".." segments (also percent-encoded) are resolved,
// an empty path becomes "/".
func appendPath(b []byte, path string) []byte {
	switch {
	case path == "":
		return append(b, '/')
	case !strings.Contains(path, "/.") && !strings.Contains(path, "/%") && strings.IndexByte(path, '\\') < 0:
		return appendEncoded(b, path, pathSet) // no segment to resolve
	}
	var segs []string
	rest := path[1:]
	for {
		i := strings.IndexAny(rest, "/\\")
		seg, last := rest, i < 0
		if !last {
			seg, rest = rest[:i], rest[i+1:]
		}
		switch {
		case isDoubleDot(seg):
			if len(segs) > 0 {
				segs = segs[:len(segs)-1]
			}
			if last {
				segs = append(segs, "")
			}
		case isSingleDot(seg):
			if last {
				segs = append(segs, "")
			}
		default:
			segs = append(segs, seg)
		}
		if last {
			break
		}
	}
	for _, seg := range segs {
		b = append(b, '/')
		b = appendEncoded(b, seg, pathSet)
	}
	return b
}

func isSingleDot(s string) bool { return s == "." || chars.EqualFoldASCII(s, "%2e") }

func isDoubleDot(s string) bool {
	switch len(s) {
	case 2:
		return s == ".."
	case 4:
		return chars.EqualFoldASCII(s, ".%2e") || chars.EqualFoldASCII(s, "%2e.")
	case 6:
		return chars.EqualFoldASCII(s, "%2e%2e")
	}
	return false
}

// isCanonical reports whether t, a detected URL with a scheme, is its own
// serialization: lower-case scheme and ASCII host, no port, a path, and no
// code point the serializer would encode or resolve.
func isCanonical(t string, u urlParts) bool {
	if u.port != "" || u.path == "" || u.user != "" || t[:len(u.scheme)] != u.scheme {
		return false
	}
	if shape, last := hosts.ShapeOf(u.host); shape&(hosts.ShapeUpper|hosts.ShapeOther|hosts.ShapePunycode) != 0 ||
		last == len(u.host) || hosts.EndsInNumber(u.host[last:]) ||
		strings.Contains(u.path, "/.") || strings.Contains(u.path, "\\") {
		return false
	}
	return !needsEncoding(u.path, pathSet) && !strings.Contains(u.path, "%2") &&
		!needsEncoding(u.query, querySet) && !needsEncoding(u.fragment, fragmentSet)
}

func needsEncoding(s string, set *encodeSet) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || set[c] {
			return true
		}
	}
	return false
}

// appendOtherSchemeHref appends the href of t, a URL of a scheme that
// WithSchemes added other than ftp (sftp://host/path, magnet:?xt=…): as
// WHATWG URL serializes a non-special URL, the scheme in lower case and
// the rest as written, but for spaces, controls, '"', '<', '>', '`' and
// non-ASCII code points, which are percent-encoded.
func appendOtherSchemeHref(b []byte, t string) []byte {
	n := schemeLen(t)
	for i := 0; i < n; i++ {
		c := t[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return appendEncoded(b, t[n:], fragmentSet)
}

// appendEmailHref appends the mailto: URL of the detected address t to b:
// the local-part percent-encoded as RFC 6068 requires, the domain in ASCII,
// and a query (mailto:a@example.com?subject=hi) as a non-special URL's.
func appendEmailHref(b []byte, t string) []byte {
	if len(t) >= 7 && chars.EqualFoldASCII(t[:7], "mailto:") {
		t = t[7:]
	}
	if plainAddress(t) {
		return append(append(b, "mailto:"...), t...)
	}
	return appendAddressHref(b, t)
}

// appendAddressHref is appendEmailHref for any address t (without
// "mailto:"), which it serializes part by part.
func appendAddressHref(b []byte, t string) []byte {
	at := strings.IndexByte(t, '@') // a local-part holds no '@'
	if at < 0 {
		return b
	}
	domain, rest := t[at+1:], ""
	if q := strings.IndexByte(domain, '?'); q >= 0 {
		domain, rest = domain[:q], domain[q:]
	}
	n := len(b)
	b = append(b, "mailto:"...)
	b = appendEncoded(b, t[:at], mailtoSet)
	b = append(b, '@')
	b, err := hosts.AppendASCII(b, domain)
	if err != nil {
		return b[:n]
	}
	if rest != "" {
		query, fragment, hasFrag := strings.Cut(rest[1:], "#")
		b = append(b, '?')
		b = appendEncoded(b, query, opaqueQuerySet)
		if hasFrag {
			b = append(b, '#')
			b = appendEncoded(b, fragment, fragmentSet)
		}
	}
	return b
}

// The classes of plainByte: bytes that a local-part keeps as they are
// (ASCII outside mailtoSet), and bytes of a host in its serialized form
// (lower-case ASCII letters, digits, '-'; '.' apart), and '-' alone.
const (
	plainLocalByte = 1 << iota
	plainHostByte
	plainDash // a host without one holds no "xn--"
)

var plainByte = func() (t [256]uint8) {
	for c := range utf8.RuneSelf {
		if !mailtoSet[c] {
			t[c] |= plainLocalByte
		}
		if hosts.ShapeByte[c] == 0 {
			t[c] |= plainHostByte
		}
	}
	t['-'] |= plainDash
	return t
}()

// plainAddress reports whether the address t (no "mailto:") is its own
// mailto: URL but for the scheme, as most are: a local-part that needs no
// escape, and a host in its serialized form (plainHostEnd). One pass, where
// appendEmailHref would take several.
func plainAddress(t string) bool {
	i := 0
	for ; i < len(t) && t[i] != '@'; i++ {
		if plainByte[t[i]]&plainLocalByte == 0 {
			return false
		}
	}
	if i == len(t) {
		return false
	}
	end, ok := plainHostEnd(t, i+1)
	return ok && end == len(t)
}

// plainHostEnd returns where the host that starts at t[i:] ends: at the
// first byte that is no lower-case ASCII letter, digit, '-' or '.'. ok
// reports that the host is in its serialized form: not empty, no empty
// label, no trailing dot, no "xn--" (a punycode label, which IDNA checks),
// and a last label that is no number.
func plainHostEnd(t string, i int) (end int, ok bool) {
	start, label := i, i // where the host and its last label start
	var seen uint8       // the classes of the bytes passed over
	for ; i < len(t); i++ {
		c := t[i]
		seen |= plainByte[c]
		if plainByte[c]&plainHostByte == 0 {
			if c != '.' {
				break
			}
			if i == label {
				return i, false
			}
			label = i + 1
		}
	}
	if i == label || seen&plainDash != 0 && strings.Contains(t[start:i], "xn--") {
		return i, false
	}
	if c := t[i-1]; (chars.IsHex(c) || c == 'x') && hosts.EndsInNumber(t[label:i]) {
		return i, false
	}
	return i, true
}

// appendPlainURLHref appends the href of the detected URL t (with
// defaultScheme if it has none) when t is in its serialized form but for,
// at most, a missing scheme and an empty path: a lower-case "http://" or
// "https://" or none, a host in its serialized form (plainHostEnd), no port
// or userinfo, and a path, query and fragment of ASCII that need no escape,
// with no dot segment, "/%" or backslash in the path. same reports that the
// href is t itself; ok is false for every other URL, which the general
// serializer takes. One pass, where splitURL and the serializer take
// several.
func appendPlainURLHref(b []byte, t, defaultScheme string) (_ []byte, same, ok bool) {
	scheme := ""
	switch {
	case chars.HasPrefix(t, "https://"):
		scheme = "https"
	case chars.HasPrefix(t, "http://"):
		scheme = "http"
	}
	hostStart := len(scheme)
	if scheme != "" {
		hostStart += len("://")
	}
	hostEnd, ok := plainHostEnd(t, hostStart)
	if !ok || hostEnd < len(t) && !endsAuthority[t[hostEnd]] || t[hostEnd-1] == '.' {
		return b, false, false
	}
	set, prev := pathSet, byte(0)
	for i := hostEnd; i < len(t); i++ {
		c := t[i]
		switch {
		case c >= utf8.RuneSelf || c == '\\':
			return b, false, false
		case c == '?' && set == pathSet:
			set = querySet
		case c == '#' && set != fragmentSet:
			set = fragmentSet
		case set[c], set == pathSet && prev == '/' && (c == '.' || c == '%'):
			return b, false, false
		}
		prev = c
	}
	emptyPath := hostEnd == len(t) || t[hostEnd] != '/'
	if scheme != "" && !emptyPath {
		return b, true, true
	}
	if scheme == "" {
		b = append(append(b, defaultScheme...), "://"...)
	}
	b = append(b, t[:hostEnd]...)
	if emptyPath {
		b = append(b, '/')
	}
	return append(b, t[hostEnd:]...), false, true
}
