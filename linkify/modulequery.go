package linkify

import (
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// moduleQueryEnd returns the end of the scheme-less URL l in s without the
// Go module query that ends it (Policy.TrimModuleQueries):
// "go install golang.org/x/tools/gopls@latest" links golang.org/x/tools/gopls,
// the module's path; the query after '@' names a version of it to the go
// command, and no page has it. h are the link's host bounds.
func moduleQueryEnd(s string, l Link, h hostBounds) int {
	if h.hasScheme {
		return l.End
	}
	_, he := h.in(l)
	path := s[l.Start+he : l.End]
	at := strings.LastIndexByte(path, '@')
	if at <= 0 || path[0] != '/' || !isModuleQuery(path[at+1:]) {
		return l.End
	}
	return l.Start + he + at
}

// isModuleQuery reports whether q is a query of the go command that
// names a module's version (go help module-queries): latest, upgrade,
// patch, none, a branch of the usual names, a semantic version with its
// "v" (v1.2.3, v0.0.0-20240101000000-abcdef123456, v2), or a commit's
// hash. npm's unprefixed versions (react@18.2.0) are no Go query.
func isModuleQuery(q string) bool {
	switch q {
	case "latest", "upgrade", "patch", "none", "master", "main", "HEAD":
		return true
	}
	if len(q) >= 2 && q[0] == 'v' && chars.IsDigit(q[1]) {
		for i := 2; i < len(q); i++ {
			if c := q[i]; !chars.IsAlnum(c) && c != '.' && c != '-' && c != '+' {
				return false
			}
		}
		return true
	}
	if len(q) < 7 || len(q) > 40 {
		return false
	}
	for i := 0; i < len(q); i++ {
		if !chars.IsDigit(q[i]) && !('a' <= q[i] && q[i] <= 'f') {
			return false
		}
	}
	return true
}
