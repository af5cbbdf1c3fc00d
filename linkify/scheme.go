package linkify

import (
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// scheme is a URL scheme that a Detector may link: one of schemeTable,
// the allowlist that WithSchemes, AllowedHref, the scan and the hrefs read.
type scheme struct {
	name string // lower case
	// host: "//" and a host follow the colon, which detection validates
	// as an http URL's (sftp://files.example.com/); opaque: a path
	// follows it that starts as rest says (tel:+1-555-0100). news: has
	// both forms.
	host, opaque bool
	rest         restForm
	port         int  // the default port of a WHATWG special scheme, left out of hrefs; 0 for the others
	web          bool // a web address: FormatURL formats it, and an href may always have it (scheme-less links get it)
}

// special reports whether WHATWG URL reads the scheme as special: its
// host is a domain (in ASCII), '\' is '/', the default port is dropped.
func (s *scheme) special() bool { return s.port != 0 }

// restForm is what the path of an opaque URL starts with (its first code
// point, read before termination) and holds (read after).
type restForm uint8

const (
	// restNone: a scheme with a host alone (http:, sftp:).
	restNone restForm = iota
	// restWord: a letter or digit, or '+' (callto:+15550100), and no scheme
	// name and ':' after the colon: news:comp.lang.go,
	// cid:part1@example.org, xmpp:user@example.org, callto:echo123.
	restWord
	// restPhone: a phone number of RFC 3966, '+' or a digit, then digits
	// and the visual separators "-.()", three digits or more, then ';'
	// parameters or a '?' query: tel:+1-555-0100, sms:+15550100?body=hi.
	restPhone
	// restGeo: coordinates of RFC 5870, two or three decimal numbers
	// (a '-' before any), then ';' parameters or a '?' query:
	// geo:37.786971,-122.399677.
	restGeo
	// restQuery: a query, '?' and more: magnet:?xt=urn:btih:….
	restQuery
	// restMatrix: the type of a Matrix URI, "r/", "u/" or "roomid/":
	// matrix:r/room:example.org.
	restMatrix
	// restEmail: mailto:, which WithEmail links with the addresses it
	// detects (e-mail addresses are found from their '@').
	restEmail
)

// schemeTable is every scheme that a Detector may link; WithSchemes
// refuses any other name. WHATWG's special schemes http, https and ftp
// (browsers and goldmark's Linkify link these), DOMPurify's allowed URI
// schemes (ftps, tel, callto, sms, cid, xmpp, matrix), and the network
// protocols readers ask linkifiers for. Those that open a local file, run
// code or wrap another URL (file, javascript, vbscript, data, blob,
// view-source, jar, feed, intent, search-ms, ms-msdt, …) are none of them.
var schemeTable = [...]scheme{
	{name: "http", host: true, port: 80, web: true},
	{name: "https", host: true, port: 443, web: true},
	{name: "ftp", host: true, port: 21},
	{name: "ftps", host: true},
	{name: "sftp", host: true},
	{name: "ssh", host: true},
	{name: "git", host: true},
	{name: "irc", host: true},
	{name: "ircs", host: true},
	{name: "gemini", host: true},
	{name: "webcal", host: true},
	{name: "news", host: true, opaque: true, rest: restWord},
	{name: "mailto", opaque: true, rest: restEmail},
	{name: "tel", opaque: true, rest: restPhone},
	{name: "sms", opaque: true, rest: restPhone},
	{name: "callto", opaque: true, rest: restWord},
	{name: "geo", opaque: true, rest: restGeo},
	{name: "magnet", opaque: true, rest: restQuery},
	{name: "cid", opaque: true, rest: restWord},
	{name: "xmpp", opaque: true, rest: restWord},
	{name: "matrix", opaque: true, rest: restMatrix},
}

// The entries of http and https, which the scan looks for first.
var httpScheme, httpsScheme = schemeNamed("http"), schemeNamed("https")

// maxSchemeName is the length of the longest name of schemeTable.
const maxSchemeName = len("webcal")

// schemeNames is the names of schemeTable, as WithSchemes's errors list
// them.
var schemeNames = func() string {
	var names []string
	for i := range schemeTable {
		if schemeTable[i].rest != restEmail {
			names = append(names, schemeTable[i].name)
		}
	}
	return strings.Join(names, ", ") + "; mailto is WithEmail's"
}()

// schemeNamed returns the entry of schemeTable named name (any case), or
// nil.
func schemeNamed(name string) *scheme {
	if len(name) > maxSchemeName {
		return nil
	}
	for i := range schemeTable {
		if chars.EqualFoldASCII(name, schemeTable[i].name) {
			return &schemeTable[i]
		}
	}
	return nil
}

// schemeAt returns the scheme of schemeTable that text starts with, and
// the length of its name (the colon follows it), or nil. A detected link
// that starts with the name of one and ':' is a URL of that scheme: a
// scheme-less one starts with a host, which holds a label separator before
// any ':'.
func schemeAt(text string) (*scheme, int) {
	n := schemeNameLen(text)
	if n == 0 {
		return nil, 0
	}
	return schemeNamed(text[:n]), n
}

// schemeNameLen returns the length of the scheme name that starts text
// before a ':' (a letter, then letters, digits, '+', '-' or '.'), or 0.
func schemeNameLen(text string) int {
	if text == "" || !('a' <= text[0]|0x20 && text[0]|0x20 <= 'z') {
		return 0
	}
	i := 1
	for i < len(text) && chars.IsSchemeByte(text[i]) {
		i++
	}
	chars.CountRead(i)
	if i == len(text) || text[i] != ':' {
		return 0
	}
	return i
}

// nestedScheme reports whether rest, the text after a scheme's colon,
// starts with another scheme name and ':' (feed:javascript:…, the
// javascript: of sms:javascript:…): no href holds one there, whatever the
// name, so that a wrapper never carries a scheme the allowlist refuses.
func nestedScheme(rest string) bool {
	return schemeNameLen(rest) > 0
}

// linkedSchemes are the URL schemes that detection links, and whether it
// links e-mail addresses (and mailto: URLs with them).
type linkedSchemes struct {
	http, https bool      // explicit schemes that are linked
	extra       []*scheme // other schemes of schemeTable that are linked (WithSchemes)
	emails      bool      // link e-mail addresses
}

// isExtraScheme reports whether name (any case) is a scheme that
// WithSchemes added.
func (c *linkedSchemes) isExtraScheme(name string) bool {
	for _, x := range c.extra {
		if chars.EqualFoldASCII(name, x.name) {
			return true
		}
	}
	return false
}

// startsLink reports whether another link starts at s[i:]: "www." or the
// scheme of a URL that is linked (mailto: with e-mail addresses).
func (c *linkedSchemes) startsLink(s string, i int) bool {
	t := s[i:]
	if len(t) >= 4 && chars.EqualFoldASCII(t[:4], "www.") {
		return true
	}
	n := schemeNameLen(t[:min(len(t), maxSchemeName+1)])
	return n > 0 && c.links(t[:n])
}

// links reports whether detection links URLs of the scheme name (any
// case): mailto: with e-mail addresses.
func (c *linkedSchemes) links(name string) bool {
	switch {
	case chars.EqualFoldASCII(name, "http"):
		return c.http
	case chars.EqualFoldASCII(name, "https"):
		return c.https
	case chars.EqualFoldASCII(name, "mailto"):
		return c.emails
	}
	return c.isExtraScheme(name)
}

// hostlessScheme reports whether a scheme that WithSchemes added may be
// linked with no "//" after its colon (magnet:, news:): the scan loop
// then stops at every colon. ftp, as http and https, needs "//" and a
// host: a Detector with it stops at "://" alone, as the default does.
func (c *linkedSchemes) hostlessScheme() bool {
	for _, x := range c.extra {
		if x.opaque {
			return true
		}
	}
	return false
}
