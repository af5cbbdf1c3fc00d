package linkify

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// urlParts is a URL string split into its parts, each as written.
type urlParts struct {
	scheme   string // the name of a special scheme of schemeTable; "" when the text has none
	user     string // userinfo that Policy.Userinfo links (userinfoLen), or ""
	host     string // a domain, an IPv4 address, or "[IPv6]"
	port     string // the digits after ':'; "" when absent
	path     string // from the first '/' (or '\'), or ""
	query    string // after '?'
	fragment string // after '#'
	hasQuery bool
	hasFrag  bool
}

var (
	errNoHost     = hosts.ErrNoHost
	errUserinfo   = errors.New("userinfo (user@host) is not supported")
	errScheme     = errors.New("only http: and https: URLs are supported")
	errPort       = errors.New("invalid port")
	errHostSyntax = errors.New("invalid host")
)

// endsAuthority marks the bytes that start a path, query or fragment.
var endsAuthority = [256]bool{'/': true, '?': true, '#': true, '\\': true}

// splitURL splits a URL of a special scheme (http, https; ftp for the
// hrefs of WithSchemes) or a scheme-less URL into its parts. It checks the syntax of the scheme,
// authority and port; the host itself is validated by hosts.ToASCII.
func splitURL(s string) (u urlParts, err error) {
	rest := s
	if sch, n := schemeAt(s); sch != nil {
		if !sch.special() {
			return u, errScheme
		}
		if !chars.HasPrefix(s[n+1:], "//") {
			return u, errNoHost
		}
		u.scheme, rest = sch.name, s[n+3:]
	} else if readsAsScheme(s) {
		return u, errScheme
	}
	authEnd := 0
	for authEnd < len(rest) && !endsAuthority[rest[authEnd]] {
		authEnd++
	}
	auth := rest[:authEnd]
	if n := userinfoLen(auth); n > 0 {
		u.user, auth = auth[:n-1], auth[n:]
	}
	if strings.IndexByte(auth, '@') >= 0 {
		return u, errUserinfo
	}
	if strings.HasPrefix(auth, "[") {
		j := strings.IndexByte(auth, ']')
		if j < 0 {
			return u, errHostSyntax
		}
		u.host, auth = auth[:j+1], auth[j+1:]
	} else {
		j := strings.IndexByte(auth, ':')
		if j < 0 {
			j = len(auth)
		}
		u.host, auth = auth[:j], auth[j:]
	}
	if u.host == "" {
		return u, errNoHost
	}
	if auth != "" {
		if auth[0] != ':' {
			return u, errHostSyntax
		}
		u.port = auth[1:]
		for i := 0; i < len(u.port); i++ {
			if !chars.IsDigit(u.port[i]) {
				return u, errPort
			}
		}
		if len(strings.TrimLeft(u.port, "0")) > 5 || portValue(u.port) > 65535 {
			return u, errPort
		}
	}
	rest = rest[authEnd:]
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		u.fragment, u.hasFrag, rest = rest[i+1:], true, rest[:i]
	}
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		u.query, u.hasQuery, rest = rest[i+1:], true, rest[:i]
	}
	u.path = rest
	return u, nil
}

// readsAsScheme reports whether s, which starts with no scheme of
// schemeTable, starts with the name of another and ':', before "//" or
// anything but a port: javascript:alert(1), x1:bar, not
// example.com:8080 or localhost:1313.
func readsAsScheme(s string) bool {
	n := schemeNameLen(s)
	return n > 0 && (chars.HasPrefix(s[n+1:], "//") ||
		strings.IndexByte(s[:n], '.') < 0 && !(n+1 < len(s) && chars.IsDigit(s[n+1])))
}

func portValue(p string) int {
	v := 0
	for i := 0; i < len(p) && v <= 65535; i++ {
		v = v*10 + int(p[i]-'0')
	}
	return v
}

// linkHost returns where the host of a detected link stands in its text
// (empty for a URL with no host, such as magnet:?xt=…; after userinfo
// that Policy.Userinfo links), and whether the link has a scheme.
func linkHost(text string, kind Kind) (start, end int, hasScheme bool) {
	if kind == Email {
		start = strings.IndexByte(text, '@') + 1 // a local-part holds no '@'
		end = len(text)
		if q := strings.IndexByte(text[start:], '?'); q >= 0 {
			end = start + q // a mailto: query
		}
		if len(text) > 7 && text[7] == '?' {
			// A mailto: URL that is a query: more of it may follow
			// (mailto:?to=a@example.com&subject=hi).
			if amp := strings.IndexByte(text[start:end], '&'); amp >= 0 {
				end = start + amp
			}
		}
		return start, end, false
	}
	if start = webPrefixLen(text); start == 0 { // most links have one: schemeAt's answer at once
		if sch, n := schemeAt(text); sch != nil {
			if !chars.HasPrefix(text[n+1:], "//") {
				return n + 1, n + 1, true
			}
			start = n + 3
		}
	}
	end = hostEnd(text, start)
	if start > 0 && end < len(text) && (text[end] == '@' || text[end] == ':') {
		// Userinfo that Policy.Userinfo links, or a port.
		if n := userinfoLen(text[start:]); n > 0 {
			start += n
			end = hostEnd(text, start)
		}
		// Userinfo that could pass for a host, or a second '@': the host
		// runs on over it, and the policy refuses it (google.com@evil.example).
		for end < len(text) && text[end] == '@' {
			for end++; end < len(text) && !endsAuthority[text[end]] && text[end] != ':'; end++ {
			}
		}
	}
	return start, end, start > 0
}

// hostEnd returns where the host of a link's text that starts at
// text[start:] ends: before a port, path, query or fragment, or an '@'.
func hostEnd(text string, start int) int {
	end := start
	if end < len(text) && text[end] == '[' {
		if j := strings.IndexByte(text[end:], ']'); j >= 0 {
			return end + j + 1
		}
		// An IP literal that is not closed: the host runs on as any does,
		// and the policy refuses it ("http://[::1").
	}
	for end < len(text) && !endsLinkHost[text[end]] {
		end++
	}
	return end
}

// endsLinkHost marks the bytes that end a host in a link's text: those of
// endsAuthority, the ':' of a port and the '@' of userinfo.
var endsLinkHost = func() (t [256]bool) {
	t = endsAuthority
	t[':'], t['@'] = true, true
	return t
}()

// hostBounds are where the host of a link stands in the text s that holds
// it (linkHost's answer as offsets into s), and whether the link has a
// scheme. The policy finds them once per link (hostOf) and reads them in
// each rule (in), after rules that move the link's start (CJKBoundary and
// WWWOnly, in the first label of a scheme-less host, which then starts
// there) or its end (into the host, which then ends there).
type hostBounds struct {
	start, end int
	hasScheme  bool
}

// hostOf returns the host bounds of the link l in s.
func hostOf(s string, l Link) hostBounds {
	hs, he, hasScheme := linkHost(s[l.Start:l.End], l.Kind)
	return hostBounds{l.Start + hs, l.Start + he, hasScheme}
}

// in returns the bounds within the link l, whose start or end may have
// moved since they were found, as offsets into its text: linkHost's
// answer for its text now.
func (h hostBounds) in(l Link) (start, end int) {
	return min(max(h.start, l.Start), l.End) - l.Start, min(h.end, l.End) - l.Start
}

// partsStart returns where the path, query or fragment of the link l in s
// may start, after its host (h) and port, and the part the termination
// algorithm starts in there: the path of a URL with no host (news:, magnet:).
func partsStart(s string, l Link, h hostBounds) (int, part) {
	hs, he := h.in(l)
	i := l.Start + he
	if hs == he && h.hasScheme && l.Kind == URL {
		return i, partPath
	}
	if i < l.End && s[i] == ':' {
		for i++; i < l.End && chars.IsDigit(s[i]); i++ {
		}
	}
	return i, partNone
}

// webPrefixLen returns the length of the "https://" or "http://" (any
// case) that text starts with, or 0.
func webPrefixLen(text string) int {
	if len(text) < 8 {
		return 0 // no link is "http://" alone
	}
	// The first eight bytes as a little-endian word, the letters of the
	// scheme in lower case (bit 5 set: a byte that then matches is the
	// letter in either case).
	switch w := chars.Word(text, 0); {
	case w|0x2020202020 == 0x2f2f3a7370747468: // "https://"
		return 8
	case w&0xffffffffffffff|0x20202020 == 0x2f2f3a70747468: // "http://"
		return 7
	}
	return 0
}

// userinfoLen returns the length of the userinfo and the '@' that start
// auth, the authority of a URL, if they cannot pass for a host, or 0: a
// name, then a ':' and a password if any (git@, elastic:changeme@,
// :apikey@), each of ASCII letters, digits, '-' and '_' and up to 64
// bytes, starting with a letter or digit, and no number (WHATWG URL reads
// 3627733515 and 0x7f000001 as IPv4 addresses; google:443@ poses as a
// port). With no '.', no '%' and no second ':', neither part can show a
// host (google.com@evil.example, www.google.com:443@evil.example).
// Policy.Userinfo links URLs with one (https://git@github.com/o/r.git).
// Most hosts cost the run of their first label: a '.', '/' or the end
// follows it, no '@' or ':'.
func userinfoLen(auth string) int {
	i := userinfoRunLen(auth)
	if i == len(auth) || auth[i] != '@' && auth[i] != ':' {
		return 0
	}
	name, end := auth[:i], i
	if auth[i] == ':' {
		end += 1 + userinfoRunLen(auth[i+1:])
		if end == len(auth) || auth[end] != '@' || !plainUserinfo(auth[i+1:end]) || name != "" && !plainUserinfo(name) {
			return 0
		}
	} else if !plainUserinfo(name) {
		return 0
	}
	return end + 1
}

// userinfoRunLen returns the length of the run of userinfoBytes that
// starts s, up to one more than a part may hold.
func userinfoRunLen(s string) int {
	i := 0
	for i < len(s) && i <= 64 && userinfoBytes[s[i]] {
		i++
	}
	return i
}

// plainUserinfo reports whether p, a run of userinfoBytes, is a name or a
// password that userinfoLen takes.
func plainUserinfo(p string) bool {
	return p != "" && len(p) <= 64 && chars.IsAlnum(p[0]) && !hosts.EndsInNumber(p)
}

// userinfoBytes marks the bytes of a name or password that userinfoLen
// takes: ASCII letters, digits, '-' and '_'.
var userinfoBytes = func() (t [256]bool) {
	for c := range 256 {
		t[c] = c < utf8.RuneSelf && chars.IsAlnum(byte(c)) || c == '-' || c == '_'
	}
	return t
}()

// reterminate returns where the URL l in s ends when its text is cut at
// end: termination runs again over its parts up to there, so that the
// Soft code points before the cut go too ("example.com/page!?" ends at
// page). A cut inside the host ends it there.
func reterminate(s string, l Link, h hostBounds, end int) int {
	from, cur := partsStart(s, l, h)
	if end <= from {
		return end
	}
	end, _ = terminateIn(s[:end], from, cur, nil)
	return end
}
