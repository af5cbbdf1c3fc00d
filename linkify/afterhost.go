package linkify

import (
	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// afterHost parses the port after a host that ends at hostEnd, runs the
// termination algorithm, and returns the end of the link. It reports false
// where the authority goes on past the host: a colon before a word or a
// second colon ("host:pass@", "1080::8"), or a port that a word follows.
func (sc *scanner) afterHost(s string, hostEnd int) (int, bool) {
	i := hostEnd
	if i+1 < len(s) && s[i] == ':' {
		if !chars.IsDigit(s[i+1]) {
			if s[i+1] == ':' || hosts.ContinuesWord(s, i+1) {
				return 0, false
			}
			return sc.terminateURL(s, i, partNone), true // a colon as punctuation: "see example.com: it"
		}
		j, port := i+1, 0
		for j < len(s) && chars.IsDigit(s[j]) {
			port = port*10 + int(s[j]-'0')
			if port > 65535 {
				return 0, false
			}
			j++
		}
		// As in the WHATWG port state, anything but the end of the port
		// (a path, query or fragment, or text that ends the link) fails the URL.
		if j < len(s) && (s[j] == ':' || hosts.ContinuesWord(s, j)) {
			return 0, false
		}
		i = j
	}
	return sc.terminateURL(s, i, partNone), true
}
