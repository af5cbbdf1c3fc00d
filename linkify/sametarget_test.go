package linkify

import "strings"

// displayEscapable is the ASCII punctuation that minimal escaping may
// percent-encode although a URL parser leaves it raw: Soft, Open and Close
// code points (§4.1). '?' is among them only after the query starts.
const displayEscapable = "!\"',.:;()[]{}<>"

// sameTarget reports whether two hrefs are the same URL up to the
// percent-encoding of displayEscapable code points and the case of hex
// digits: the equivalence that UTS #58 display forms keep (§4).
func sameTarget(a, b string) bool { return normalizeHref(a) == normalizeHref(b) }

func normalizeHref(h string) string {
	var out strings.Builder
	inQuery := false
	for i := 0; i < len(h); i++ {
		c := h[i]
		if c == '?' || c == '#' {
			inQuery = true
		}
		if isEscape(h, i) {
			d := unescapeAt(h, i)
			if strings.IndexByte(displayEscapable, d) >= 0 || (d == '?' && inQuery) {
				out.WriteByte(d)
			} else {
				out.WriteString(strings.ToUpper(h[i : i+3]))
			}
			i += 2
			continue
		}
		out.WriteByte(c)
	}
	return out.String()
}
