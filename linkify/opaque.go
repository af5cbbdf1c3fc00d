package linkify

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// starts reports whether rest, the text after the colon of a URL with no
// host, starts as the form requires. The scan asks it before termination,
// which would read past the URL for nothing (and for each colon of
// tel:tel:tel:…); it reads a code point, or a scheme name after the
// colon (nestedScheme).
func (f restForm) starts(rest string) bool {
	if rest == "" || f == restNone || f == restEmail {
		return false // a scheme with a host alone; mailto:, whose addresses the scan finds from '@'
	}
	switch c := rest[0]; f {
	case restPhone:
		return c == '+' || chars.IsDigit(c)
	case restGeo:
		return c == '-' || chars.IsDigit(c)
	case restQuery:
		return c == '?'
	case restMatrix:
		return matrixTypeLen(rest) > 0
	case restWord:
		switch {
		case c == '+' || chars.IsDigit(c):
			return true
		case c < utf8.RuneSelf:
			return chars.IsAlnum(c) && !nestedScheme(rest)
		}
		r, _ := utf8.DecodeRuneInString(rest)
		return unicode.IsLetter(r) || unicode.IsDigit(r)
	}
	return false
}

// holds reports whether rest, the path, query and fragment of a URL with
// no host as termination ended it, is one of the form: a phone number or
// coordinates whole, a query or a Matrix identifier that is not empty.
func (f restForm) holds(rest string) bool {
	switch f {
	case restPhone:
		return phoneHolds(rest)
	case restGeo:
		return geoHolds(rest)
	case restQuery:
		return len(rest) > 1
	case restMatrix:
		return len(rest) > matrixTypeLen(rest)
	}
	return true
}

// phoneHolds reports whether rest is a phone number of RFC 3966 (an
// optional '+', then digits and the visual separators "-.()", three
// digits or more), alone or before ';' parameters or a '?' query. A
// label's "Tel:+1 555 0100" ends at the space after "+1": no number.
func phoneHolds(rest string) bool {
	i, digits := 0, 0
	if rest[0] == '+' {
		i++
	}
	for ; i < len(rest); i++ {
		switch c := rest[i]; {
		case chars.IsDigit(c):
			digits++
		case c == '-' || c == '.' || c == '(' || c == ')':
		case c == ';' || c == '?':
			return digits >= 3
		default:
			return false
		}
	}
	return digits >= 3
}

// geoHolds reports whether rest is coordinates of RFC 5870 (two or three
// decimal numbers, each with an optional '-', between commas), alone or
// before ';' parameters or a '?' query.
func geoHolds(rest string) bool {
	i := 0
	for n := 0; ; n++ {
		if i < len(rest) && rest[i] == '-' {
			i++
		}
		j := digitsEnd(rest, i)
		if j == i {
			return false
		}
		if i = j; i < len(rest) && rest[i] == '.' {
			if j = digitsEnd(rest, i+1); j == i+1 {
				return false
			}
			i = j
		}
		if n == 2 || i == len(rest) || rest[i] != ',' {
			return n >= 1 && (i == len(rest) || rest[i] == ';' || rest[i] == '?')
		}
		i++
	}
}

// digitsEnd returns the end of the ASCII digits that start s[i:].
func digitsEnd(s string, i int) int {
	for i < len(s) && chars.IsDigit(s[i]) {
		i++
	}
	return i
}

// matrixTypeLen returns the length of the type of a Matrix URI that rest
// starts with ("r/" a room alias, "u/" a user, "roomid/" a room), or 0.
func matrixTypeLen(rest string) int {
	for _, t := range [...]string{"r/", "u/", "roomid/"} {
		if strings.HasPrefix(rest, t) {
			return len(t)
		}
	}
	return 0
}
