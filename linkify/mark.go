package linkify

import "strings"

// The marks of the official test files: ⸠ (U+2E20) before and ⸡ (U+2E21)
// after each link.
const (
	MarkStart = "\u2E20"
	MarkEnd   = "\u2E21"
)

// Mark returns text with [MarkStart] before and [MarkEnd] after each of
// links, which must be in order and not overlapping, as found in text.
func Mark(text string, links []Link) string {
	var b strings.Builder
	b.Grow(len(text) + len(links)*(len(MarkStart)+len(MarkEnd)))
	prev := 0
	for _, l := range links {
		b.WriteString(text[prev:l.Start])
		b.WriteString(MarkStart)
		b.WriteString(text[l.Start:l.End])
		b.WriteString(MarkEnd)
		prev = l.End
	}
	b.WriteString(text[prev:])
	return b.String()
}
