package linkify

import "github.com/golinkify/uts58/linkify/internal/chars"

// linkedSchemes are the URL schemes that detection links, and whether it
// links e-mail addresses (and mailto: URLs with them).
type linkedSchemes struct {
	http, https bool     // explicit schemes that are linked
	extra       []string // other schemes that are linked (WithSchemes), lower case
	emails      bool     // link e-mail addresses
}

// isExtraScheme reports whether name (any case) is a scheme that
// WithSchemes added.
func (c *linkedSchemes) isExtraScheme(name string) bool {
	for _, x := range c.extra {
		if chars.EqualFoldASCII(name, x) {
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
	n := schemeLen(t)
	chars.CountRead(n)
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

// schemeLen returns the length of the scheme name that starts text, or 0:
// a letter, then letters, digits, '+', '-' or '.', then ':' and either
// "//" or, for a name with no '.', no digit (which would make the name a
// host and the digits its port: example.com:8080).
func schemeLen(text string) int {
	if text == "" || !('a' <= text[0]|0x20 && text[0]|0x20 <= 'z') {
		return 0
	}
	dot := false
	for i := 1; i < len(text); i++ {
		switch c := text[i]; {
		case c == '.':
			dot = true
		case chars.IsSchemeByte(c):
		case c == ':':
			if chars.HasPrefix(text[i+1:], "//") || !dot && !(i+1 < len(text) && chars.IsDigit(text[i+1])) {
				return i
			}
			return 0
		default:
			return 0
		}
	}
	return 0
}

// hostlessScheme reports whether a scheme that WithSchemes added may be
// linked with no "//" after its colon (magnet:, news:): the scan loop
// then stops at every colon. ftp, as http and https, needs "//" and a
// host: a Detector with it stops at "://" alone, as the default does.
func (c *linkedSchemes) hostlessScheme() bool {
	for _, x := range c.extra {
		if webSchemeOf(x) == nil {
			return true
		}
	}
	return false
}

// webScheme is a scheme whose URLs the library reads and writes itself
// (splitURL, the hrefs): "//" and a host follow its colon.
type webScheme struct {
	name string // lower case
	port int    // the default port, left out of hrefs
	web  bool   // a web address: FormatURL formats it, and an href may always have it (scheme-less links get it)
}

// webSchemes are the schemes that need a host: http and https, which
// detection links by default, and ftp, which WithSchemes may add (and
// goldmark's Linkify links).
var webSchemes = [...]webScheme{{"http", 80, true}, {"https", 443, true}, {"ftp", 21, false}}

// webSchemeOf returns the entry of webSchemes named name (any case), or
// nil.
func webSchemeOf(name string) *webScheme {
	for i := range webSchemes {
		if chars.EqualFoldASCII(name, webSchemes[i].name) {
			return &webSchemes[i]
		}
	}
	return nil
}
