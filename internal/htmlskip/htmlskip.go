// Package htmlskip holds the HTML elements whose content the linkifiers
// leave unlinked by default, and the attribute that leaves any element's
// unlinked: htmlwalk skips them in a parsed tree, the goldmark extension
// between a paragraph's raw HTML tags.
package htmlskip

import "bytes"

// Elements are the default set of elements whose content is not linked,
// by tag name: links, code, form controls, embedded content, and the
// elements whose content is not HTML text.
var Elements = [...]string{"a", "code", "pre", "listing", "kbd", "samp", "var", "script", "style", "textarea", "title",
	"template", "noscript", "iframe", "object", "select", "option", "button", "xmp", "noembed", "noframes", "plaintext"}

// NoLinkifyAttr is the attribute that keeps an element's content unlinked,
// whatever its tag name.
const NoLinkifyAttr = "data-nolinkify"

// Skipped reports whether the tag name, ASCII letters, digits and '-' in
// any case, is one of Elements, or svg or math, which start foreign
// content, also skipped.
func Skipped(name []byte) bool {
	return bytes.EqualFold(name, []byte("svg")) || bytes.EqualFold(name, []byte("math")) || in(name, Elements[:])
}

// voids are the void elements: they have no content and no end tag.
var voids = [...]string{"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

// Void reports whether the tag name, ASCII letters, digits and '-' in any
// case, is a void element, which holds no content.
func Void(name []byte) bool { return in(name, voids[:]) }

// in reports whether list holds name, in any ASCII case.
func in(name []byte, list []string) bool {
	for _, e := range list {
		if bytes.EqualFold(name, []byte(e)) {
			return true
		}
	}
	return false
}
