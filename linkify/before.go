package linkify

import (
	"unicode"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// rejectBefore marks the ASCII characters that, standing right before a
// scheme-less domain, show that it is part of something else: a path (/ \,
// as in /usr/lib/libttf.so), an e-mail or userinfo (@), an identifier or
// variable (_ $, as in my_file.py), or a percent-escape (%).
var rejectBefore = [utf8.RuneSelf]bool{'/': true, '\\': true, '@': true, '_': true, '$': true, '%': true}

// mayRejectBefore marks the bytes before a domain that rejectedBefore may
// reject it for: those of rejectBefore and ':'. Most bytes before a
// domain are none, and need no call.
var mayRejectBefore = func() (t [256]bool) {
	copy(t[:], rejectBefore[:])
	t[':'] = true
	return t
}()

// rejectedBefore reports whether the character right before s[from:], a
// scheme-less domain or address, makes it part of something else: one of
// rejectBefore but an emphasis mark, or the colon of a scheme that needs
// "//" (see schemeColon).
func (sc *scanner) rejectedBefore(s string, from int) bool {
	return mayRejectBefore[s[from-1]] && sc.rejectedBy(s, from) // small enough to inline
}

// rejectedBy is rejectedBefore where the byte before s[from:] is one of
// mayRejectBefore.
func (sc *scanner) rejectedBy(s string, from int) bool {
	c := s[from-1]
	return c < utf8.RuneSelf && rejectBefore[c] && !sc.emphasisBefore(s, from) || c == ':' && sc.schemeColon(s, from-1)
}

// emphasisBefore reports whether, with emphasis marks on, the code point
// before s[start:] is a '_' run that does not stand inside a word.
func (sc *scanner) emphasisBefore(s string, start int) bool {
	if !sc.cfg.emphasisMarks || s[start-1] != '_' {
		return false
	}
	i := start - 1
	for i > 0 && s[i-1] == '_' {
		i--
	}
	chars.CountRead(start - i)
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// schemeColon reports whether the colon at s[colon] ends the name of a URL
// scheme (http, https, ftp, or one that WithSchemes added): a domain after
// it is a URL that misses its "//" ("http:example.com"), which the UASG
// principles leave unlinked. After another word ("Website:example.com",
// "官网:example.com") a domain is linked.
func (sc *scanner) schemeColon(s string, colon int) bool {
	from := colon
	for from > 0 && ('a' <= s[from-1]|0x20 && s[from-1]|0x20 <= 'z') {
		from--
	}
	chars.CountRead(colon - from)
	if from > 0 && chars.IsAlnum(s[from-1]) {
		return false
	}
	name := s[from:colon]
	return webSchemeOf(name) != nil || sc.cfg.isExtraScheme(name)
}
