package linkify

import "strings"

// displayEscapable is the ASCII punctuation that minimal escaping may
// percent-encode although a URL parser leaves it raw: Soft, Open and Close
// code points (§4.1). '?' is among them in a query or fragment.
const displayEscapable = "!\"',.:;()[]{}<>"

// sameTarget reports whether two hrefs are the same URL up to the
// percent-encoding of displayEscapable code points, the case of hex digits,
// and an empty query, fragment or fragment directive (which §4.1 does not
// format): the equivalence that UTS #58 display forms keep (§4).
func sameTarget(a, b string) bool { return normalizeHref(a) == normalizeHref(b) }

func normalizeHref(h string) string {
	base, frag, hasFrag := strings.Cut(h, "#")
	frag = decodeDisplayEscapable(frag, true)
	for strings.HasSuffix(frag, directiveMark) {
		frag = strings.TrimSuffix(frag, directiveMark)
	}
	path, query, hasQuery := strings.Cut(base, "?")
	out := decodeDisplayEscapable(path, false)
	if hasQuery && query != "" {
		out += "?" + decodeDisplayEscapable(query, true)
	}
	if hasFrag && frag != "" {
		out += "#" + frag
	}
	return out
}

func decodeDisplayEscapable(s string, questionMark bool) string {
	var out strings.Builder
	for i := 0; i < len(s); i++ {
		if isEscape(s, i) {
			d := unescapeAt(s, i)
			if strings.IndexByte(displayEscapable, d) >= 0 || (d == '?' && questionMark) {
				out.WriteByte(d)
			} else {
				out.WriteString(strings.ToUpper(s[i : i+3]))
			}
			i += 2
			continue
		}
		out.WriteByte(s[i])
	}
	return out.String()
}

// urlHref returns the href of t taken as one detected URL.
func urlHref(t string) string { return defaultDetector.Href(t, Link{End: len(t), Kind: URL}) }
