package linkify

import (
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// mailtoEnd returns where the mailto: URL ends whose local-part, as the
// scan read it, starts at s[start], whose '@' is at s[at] and whose domain
// ends at domainEnd, and whether it is linked: whether its href mails the
// address its text shows and no other mailbox (RFC 6068). Linked or not,
// the URL ends where termination ends its query.
//
//   - A query after the address is part of the link if it holds no other
//     field than "subject" and "body" (mailto:a@example.com?subject=hi);
//     "to", "cc", "bcc" or any other field (which could name another
//     mailbox, also percent-encoded) leaves the URL text, whole.
//   - A local-part that starts with '?' is a query with no address before
//     it: mailto:?to=a@example.com is linked where the field that holds
//     the address is "to" and the others "subject" and "body"
//     (mailto:?subject=hi&to=a@example.com&body=x).
func mailtoEnd(s string, start, at, domainEnd int) (int, bool) {
	end, rest := domainEnd, ""
	switch {
	case domainEnd < len(s) && s[domainEnd] == '?':
		end = terminate(s, domainEnd)
	case domainEnd < len(s) && s[domainEnd] == '&' && s[start] == '?':
		end, _ = terminateIn(s, domainEnd, partQuery, nil)
	}
	if end > domainEnd {
		rest = s[domainEnd+1 : end]
	}
	if s[start] != '?' {
		return end, safeMailtoFields(rest)
	}
	fields := s[start+1 : at]
	last := strings.LastIndexByte(fields, '&') + 1
	to := fields[last:]
	return end, len(to) > len("to=") && chars.EqualFoldASCII(to[:3], "to=") && to[3] != '.' &&
		safeMailtoFields(fields[:max(last-1, 0)]) && safeMailtoFields(rest)
}

// subjectField is "subject=" as a little-endian word.
var subjectField = chars.Word("subject=", 0)

// safeMailtoFields reports whether the fields of the mailto: query q
// (name=value, between '&', up to a fragment) are all "subject" or "body"
// (any case), the fields that name no mailbox; text without '=' is no
// field, and a field with no name or no value names none (?s=, as a
// mail's quoted-printable line break leaves ?subject=).
func safeMailtoFields(q string) bool {
	// Most queries are one subject (mailing lists' ?subject=unsubscribe):
	// a word's compare (its letters in lower case) and a search for '&'
	// tell it.
	if len(q) >= 8 && chars.Word(q, 0)|0x0020202020202020 == subjectField && strings.IndexByte(q, '&') < 0 {
		return true
	}
	from, eq := 0, -1 // where the field starts, and its first '='
	for i := 0; i <= len(q); i++ {
		c := byte('&') // the end of q ends a field
		if i < len(q) {
			c = q[i]
		}
		switch {
		case c == '=' && eq < 0:
			eq = i
		case c == '&' || c == '#':
			if name := q[from:max(eq, from)]; name != "" && eq+1 < i &&
				!chars.EqualFoldASCII(name, "subject") && !chars.EqualFoldASCII(name, "body") {
				return false
			}
			if c == '#' {
				return true
			}
			from, eq = i+1, -1
		}
	}
	return true
}
