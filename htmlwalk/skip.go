package htmlwalk

import (
	"slices"

	"github.com/golinkify/uts58/internal/htmlskip"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// defaultSkip is the default set of elements whose content is not linked,
// shared with the goldmark extension's raw HTML.
var defaultSkip = htmlskip.Elements

// defaultSkipAtoms holds the atoms of defaultSkip, for a fast check.
var defaultSkipAtoms = func() (atoms [len(defaultSkip)]atom.Atom) {
	for i, e := range defaultSkip {
		atoms[i] = atom.Lookup([]byte(e))
	}
	return atoms
}()

// DefaultSkip returns the default set of elements whose content is not
// linked, by tag name; each call returns a new slice. WithSkip adds to it
// and WithoutSkip removes from it.
func DefaultSkip() []string { return slices.Clone(defaultSkip[:]) }

// NoLinkifyAttr is the attribute that keeps an element's content unlinked.
const NoLinkifyAttr = htmlskip.NoLinkifyAttr

// alwaysSkipped reports whether the element name never holds links: an <a>
// in an <a> is not HTML, the parser drops an <a> in a <select>, and the
// content of the others is not parsed as HTML text, so an <a> in it would
// change the page and not survive a second parse.
func alwaysSkipped(name string) bool {
	switch name {
	case "a", "select", "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext":
		return true
	}
	return false
}

// literalText reports whether the text in the element n is not HTML text:
// raw text, written as it is when rendered (script, style, xmp, iframe,
// noembed, noframes, plaintext, and noscript as x/net/html renders it), or
// escapable raw text (textarea, title).
func literalText(n *html.Node) bool {
	if n == nil || n.Type != html.ElementNode || n.Namespace != "" {
		return false
	}
	switch n.DataAtom {
	case atom.Script, atom.Style, atom.Xmp, atom.Iframe, atom.Noembed, atom.Noframes, atom.Noscript, atom.Plaintext,
		atom.Textarea, atom.Title:
		return true
	}
	return false
}

// skipped reports whether the content of n, an element, is not linked.
func (c *config) skipped(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if n.Namespace != "" { // SVG, MathML
		return true
	}
	if c.skipsElement(n.DataAtom, n.Data) {
		return true
	}
	for _, a := range n.Attr {
		if a.Key == NoLinkifyAttr && a.Namespace == "" {
			return true
		}
	}
	return false
}

// skipsElement reports whether the skipped set holds the HTML element of
// atom a and tag name name (a is 0 for names that have no atom).
func (c *config) skipsElement(a atom.Atom, name string) bool {
	switch {
	case c.skip != nil:
		return c.skip[name]
	case a != 0:
		return slices.Contains(defaultSkipAtoms[:], a)
	}
	return slices.Contains(defaultSkip[:], name) // a tree built without atoms
}
