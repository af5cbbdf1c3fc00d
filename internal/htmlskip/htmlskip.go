// Package htmlskip holds the HTML elements whose content the linkifiers
// leave unlinked by default: htmlwalk skips them in a parsed tree, the
// goldmark extension between a paragraph's raw HTML tags.
package htmlskip

// Elements are the default set of elements whose content is not linked,
// by tag name: links, code, form controls, embedded content, and the
// elements whose content is not HTML text.
var Elements = [...]string{"a", "code", "pre", "listing", "kbd", "samp", "var", "script", "style", "textarea", "title",
	"template", "noscript", "iframe", "object", "select", "option", "button", "xmp", "noembed", "noframes", "plaintext"}

// Skipped reports whether the tag name (in any ASCII case) is one of
// Elements, or svg or math, which start foreign content, also skipped.
func Skipped(name []byte) bool {
	if equalFold(name, "svg") || equalFold(name, "math") {
		return true
	}
	for _, e := range Elements {
		if equalFold(name, e) {
			return true
		}
	}
	return false
}

// equalFold reports whether b equals the lower-case ASCII name s in any case.
func equalFold(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range len(b) {
		c := b[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != s[i] {
			return false
		}
	}
	return true
}
