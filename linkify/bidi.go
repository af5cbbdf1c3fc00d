package linkify

import "unicode/utf8"

// bidiMarkEnd returns the end of the URL l in s without the Bidi_Control
// code points that end it (Policy.BidiControl): right-to-left writers put
// a mark after a URL (LRM, RLM, ALM) and wrap it in LRI…PDI, as UAX #9
// recommends, and termination takes them in as Link_Term=Include. The link
// then ends where termination ends it in the text cut there ("docs.‏" ends
// at docs). Only the marks at the end are read back; the link's parts are
// terminated again only where there were some.
func bidiMarkEnd(s string, l Link) int {
	end := l.End
	for end > l.Start && s[end-1] >= utf8.RuneSelf {
		r, size := utf8.DecodeLastRuneInString(s[:end])
		if secProp(r)&secBidiControl == 0 {
			break
		}
		end -= size
	}
	if end == l.End {
		return end
	}
	from := partsStart(s, l)
	if end <= from {
		return end // after the host: nothing to terminate
	}
	return terminate(s[:end], from)
}
