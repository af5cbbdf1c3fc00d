package linkify

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// FormatURL returns the minimally escaped display form of the http, https or
// scheme-less URL raw, escaped or not (UTS #58 §4.1): the host in Unicode
// (UTS #46 ToUnicode), and in the path, query and fragment only what must be
// escaped for the URL to be detected whole and to keep its meaning: Hard code
// points, unmatched closing brackets, a final Soft code point, and escaped
// syntax characters, which stay escaped; as §4.1 and §8 allow, also
// Bidi_Control code points and look-alikes of URL syntax characters. A host
// label that mixes scripts (not UTS #39 Highly Restrictive) or that is a
// whole-script confusable of an ASCII label (all-Cyrillic аррӏе) stays in
// punycode, as browsers show it. If the URL holds percent-escapes that are
// not UTF-8 (a legacy encoding), its non-ASCII bytes stay escaped.
//
// The result between two spaces is detected as one link, and its href is
// the href of raw.
func FormatURL(raw string) (string, error) {
	if !utf8.ValidString(raw) {
		raw = escapeInvalidUTF8(raw) // so that they join the escapes next to them
	}
	u, err := splitURL(raw)
	if ws := webSchemeOf(u.scheme); err == nil && u.scheme != "" && (ws == nil || !ws.web) {
		err = errScheme
	} else if err == nil && u.user != "" {
		err = errUserinfo // detection links no userinfo: its display is not one link
	}
	if err != nil {
		return "", fmt.Errorf("linkify: FormatURL(%q): %w", raw, err)
	}
	host, err := hosts.ForDisplay(u.host)
	if err != nil {
		return "", fmt.Errorf("linkify: FormatURL(%q): host %q: %w", raw, u.host, err)
	}
	var b strings.Builder
	b.Grow(len(raw))
	if u.scheme != "" {
		b.WriteString(u.scheme)
		b.WriteString("://")
	}
	b.WriteString(host)
	if u.port != "" {
		b.WriteByte(':')
		b.WriteString(u.port)
	}
	legacy := hasNonUTF8Escapes(raw)
	path := ""
	if u.path != "" { // a special URL's path: '\' is '/'
		path = strings.ReplaceAll(u.path[1:], "\\", "/")
	}
	fragment, directive, hasDirective := strings.Cut(u.fragment, directiveMark)
	parts := [...]struct {
		p        part
		init     string
		content  string
		present  bool
		nonEmpty bool
	}{
		{partPath, "/", path, u.path != "", u.path != ""},
		{partQuery, "?", u.query, u.hasQuery, u.query != ""},
		{partFragment, "#", fragment, u.hasFrag, fragment != "" || (hasDirective && directive != "")},
		{partDirective, directiveMark, directive, hasDirective, directive != ""},
	}
	last := -1
	for i, p := range parts {
		if p.present && p.content != "" {
			last = i
		}
	}
	written := false
	for i, p := range parts {
		if !p.present || !p.nonEmpty {
			continue
		}
		written = true
		b.WriteString(p.init)
		minimalEscape(&b, p.p, interiorEscaped(p.p, p.content, legacy), i == last)
	}
	if !written && u.port == "" && strings.HasSuffix(host, ".") {
		// A final '.' would end a link before it; the path "/" keeps the
		// trailing-dot host inside (and is the same URL).
		b.WriteByte('/')
	}
	return b.String(), nil
}

// decodable reports whether the ASCII code point c, written percent-escaped
// in part p, is shown decoded: it is in the WHATWG encode set of the part
// (so the href is the same either way) and is no syntax character of the part.
func decodable(p part, c byte) bool {
	switch p {
	case partPath:
		return pathSet[c] && c != '#' && c != '?'
	case partQuery:
		return querySet[c] && c != '#'
	}
	return fragmentSet[c]
}

// hasNonUTF8Escapes reports whether the percent-escapes of s decode to
// bytes that are not UTF-8.
func hasNonUTF8Escapes(s string) bool {
	var buf []byte
	for i := 0; i < len(s); {
		if !isEscape(s, i) {
			i++
			continue
		}
		buf = buf[:0]
		for ; isEscape(s, i); i += 3 {
			buf = append(buf, unescapeAt(s, i))
		}
		if !utf8.Valid(buf) {
			return true
		}
	}
	return false
}

func isEscape(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && chars.IsHex(s[i+1]) && chars.IsHex(s[i+2])
}

func unescapeAt(s string, i int) byte { return byte(chars.HexVal(s[i+1])<<4 | chars.HexVal(s[i+2])) }

// interiorEscaped returns the content of part p with the percent-escapes
// that need not be shown decoded: what is left escaped is exactly the
// syntax characters, '%' (so "%25" before hex digits stays), invalid
// UTF-8, and with legacy every non-ASCII byte. This is the input the §4.1
// algorithm assumes.
func interiorEscaped(p part, s string, legacy bool) string {
	var b strings.Builder
	b.Grow(len(s))
	var buf []byte
	for i := 0; i < len(s); {
		if !isEscape(s, i) {
			b.WriteByte(s[i])
			i++
			continue
		}
		start := i
		buf = buf[:0]
		for ; isEscape(s, i); i += 3 {
			buf = append(buf, unescapeAt(s, i))
		}
		for k := 0; k < len(buf); {
			r, size := utf8.DecodeRune(buf[k:])
			text := s[start+3*k : start+3*(k+size)]
			switch {
			case r == utf8.RuneError && size == 1, r >= utf8.RuneSelf && legacy:
				b.WriteString(text)
			case r >= utf8.RuneSelf:
				b.WriteRune(r)
			case decodable(p, byte(r)):
				b.WriteByte(byte(r))
			default:
				b.WriteString(text)
			}
			k += size
		}
	}
	return b.String()
}

// minimalEscape is the URL Minimal Escaping Algorithm (§4.1) for one part
// whose syntax characters are already escaped; it writes the result to b.
// Invalid UTF-8 bytes are Hard and escaped byte by byte.
func minimalEscape(b *strings.Builder, p part, s string, last bool) {
	var stack [maxOpenBrackets]rune
	depth, copied := 0, 0
	include := func(end int) { b.WriteString(s[copied:end]); copied = end }
	hard := func(i, end int) {
		b.WriteString(s[copied:i])
		for ; i < end; i++ {
			b.Write(appendEscape(nil, s[i]))
		}
		copied = end
	}
	for i := 0; i < len(s); {
		r, size := chars.DecodeRuneAt(s, i)
		lt := LinkTermOf(r)
		if p.terminates(s, i) || (r >= utf8.RuneSelf && chars.SecProp(r)&(chars.SecBidiControl|chars.SecSyntaxConfusable) != 0) {
			// Also escaped (§4.1, §8): code points that reorder the display
			// or look like URL syntax (Ɂ, ⁄, ∕, ／, ﹖, ＃, …).
			lt = Hard
		}
		if p.clearStackLen(s, i) > 0 {
			depth = 0
		}
		switch lt {
		case Include:
			include(i + size)
		case Hard:
			hard(i, i+size)
		case Open:
			if depth == maxOpenBrackets {
				hard(i, i+size)
				break
			}
			stack[depth] = r
			depth++
			include(i + size)
		case Close:
			var open rune
			if depth > 0 {
				depth--
				open = stack[depth]
			}
			if LinkBracketOf(r) == open {
				include(i + size)
			} else {
				hard(i, i+size)
			}
		}
		i += size
	}
	if !last || copied == len(s) {
		b.WriteString(s[copied:])
		return
	}
	_, size := utf8.DecodeLastRuneInString(s)
	hard(len(s)-size, len(s))
}

// FormatEmail returns the display form of an e-mail address (UTS #58 §5.3):
// the local-part as is when every code point is Link_Email and its dots are
// medial and single, otherwise quoted ("…" with \ before " and \); the domain
// in Unicode. addr may be a mailto: URL, whose local-part is percent-decoded.
func FormatEmail(addr string) (string, error) {
	s := addr
	mailto := len(s) >= 7 && chars.EqualFoldASCII(s[:7], "mailto:")
	if mailto {
		s = s[7:]
	}
	at := strings.LastIndexByte(s, '@')
	if at <= 0 {
		return "", fmt.Errorf("linkify: FormatEmail(%q): not local-part@domain", addr)
	}
	local, domain := s[:at], s[at+1:]
	if mailto {
		var buf []byte
		for i := 0; i < len(local); i++ {
			if isEscape(local, i) {
				buf = append(buf, unescapeAt(local, i))
				i += 2
			} else {
				buf = append(buf, local[i])
			}
		}
		local = string(buf)
	}
	if !utf8.ValidString(local) {
		return "", fmt.Errorf("linkify: FormatEmail(%q): local-part is not UTF-8", addr)
	}
	host, err := hosts.ForDisplay(domain)
	if err != nil {
		return "", fmt.Errorf("linkify: FormatEmail(%q): domain: %w", addr, err)
	}
	if dotAtom(local) {
		return local + "@" + host, nil
	}
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range local {
		if r < 0x20 || r == 0x7F {
			return "", fmt.Errorf("linkify: FormatEmail(%q): control character in local-part", addr)
		}
		if r == '"' || r == '\\' {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	b.WriteString(`"@`)
	b.WriteString(host)
	return b.String(), nil
}

// dotAtom reports whether local needs no quoting: Link_Email code points
// separated by single dots.
func dotAtom(local string) bool {
	if local == "" || local[0] == '.' || local[len(local)-1] == '.' || strings.Contains(local, "..") {
		return false
	}
	for _, r := range local {
		if r != '.' && !IsLinkEmail(r) {
			return false
		}
	}
	return true
}

// escapeInvalidUTF8 percent-escapes the bytes of s that are not UTF-8.
func escapeInvalidUTF8(s string) string {
	var b []byte
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = appendEscape(b, s[i])
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return string(b)
}
