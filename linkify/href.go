package linkify

import (
	"strconv"
	"strings"
	"unicode/utf8"
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
			e[c] = !('a' <= b|0x20 && b|0x20 <= 'z' || isDigit(b) || strings.IndexByte("-._~!$'()*+,;:@", b) >= 0)
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
	b, err := appendHostASCII(b, u.host)
	if err != nil {
		return b[:n]
	}
	if u.port != "" {
		p := portValue(u.port)
		if !(u.scheme == "http" && p == 80 || u.scheme == "https" && p == 443 || u.scheme == "ftp" && p == 21) {
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

func isSingleDot(s string) bool { return s == "." || equalFoldASCII(s, "%2e") }

func isDoubleDot(s string) bool {
	switch len(s) {
	case 2:
		return s == ".."
	case 4:
		return equalFoldASCII(s, ".%2e") || equalFoldASCII(s, "%2e.")
	case 6:
		return equalFoldASCII(s, "%2e%2e")
	}
	return false
}

// isCanonical reports whether t, a detected URL with a scheme, is its own
// serialization: lower-case scheme and ASCII host, no port, a path, and no
// code point the serializer would encode or resolve.
func isCanonical(t string, u urlParts) bool {
	if u.port != "" || u.path == "" || t[:len(u.scheme)] != u.scheme {
		return false
	}
	if shape, last := hostShape(u.host); shape&(shapeUpper|shapeOther|shapePunycode) != 0 ||
		last == len(u.host) || endsInNumber(u.host[last:]) ||
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
	if len(t) >= 7 && equalFoldASCII(t[:7], "mailto:") {
		t = t[7:]
	}
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
	b, err := appendHostASCII(b, domain)
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
