package htmlwalk

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A RenderError reports that the HTML of the linkified tree would not
// parse back to that tree in the context the input was parsed in: a
// browser would build another page from it (x/net/html renders trees that
// its parser built from misnested or unusual markup, such as content after
// <plaintext> or text moved out of a table, so that they parse back
// otherwise). The linkifier then returns or writes the input unchanged.
type RenderError struct {
	// Reason tells where the trees part and how.
	Reason string
}

// Error implements error.
func (e *RenderError) Error() string {
	return "htmlwalk: the HTML with links would not parse back as the linkified tree (" + e.Reason + "), so the input is left unchanged"
}

// output writes the HTML of root, the tree that linkify returned for an
// input of the given kind parsed in context, to w. Unless the tree is of
// the markup that reads back as it is written (readsBack), it renders it
// to a buffer first, of about size bytes, and parses that again in the
// same context: if it is not root, it writes nothing and returns a
// *RenderError. Any other error is w's.
func output(w io.Writer, root *html.Node, kind inputKind, context *html.Node, size int) error {
	if context == nil && readsBack(root, kind) {
		return render(w, root)
	}
	var b strings.Builder
	b.Grow(size)
	if err := render(&b, root); err != nil {
		return &RenderError{"it cannot be rendered: " + err.Error()}
	}
	out := b.String()
	again, err := parseAs(out, kind, context)
	if err != nil {
		return &RenderError{"the parser refuses it: " + err.Error()}
	}
	if reason := differ(root, again); reason != "" {
		return &RenderError{reason}
	}
	_, err = io.WriteString(w, out)
	return err
}

// parseAs parses s as the linkifiers parse an input of kind in context:
// the document, or an element holding the fragment's nodes.
func parseAs(s string, kind inputKind, context *html.Node) (*html.Node, error) {
	if kind == document {
		return html.Parse(strings.NewReader(s))
	}
	if context == nil {
		context = kind.context()
	}
	nodes, err := html.ParseFragment(strings.NewReader(s), context)
	if err != nil {
		return nil, err
	}
	root := &html.Node{Type: html.ElementNode}
	for _, n := range nodes {
		root.AppendChild(n)
	}
	return root, nil
}

// differ compares the nodes under want and got (not want and got
// themselves), in document order: their types, names, namespaces,
// attributes in order, and text. It returns "" if they are the same, or
// where and how they first differ. Both walks go down and up together, so
// they stand at the same depth; the walk is iterative, as the tree walk is.
func differ(want, got *html.Node) string {
	w, g := want.FirstChild, got.FirstChild
	switch {
	case w == nil && g == nil:
		return ""
	case w == nil:
		return "the output parses as " + describe(g) + " where the tree is empty"
	case g == nil:
		return "the output parses as nothing"
	}
	for {
		if !sameNode(w, g) {
			return fmt.Sprintf("in %s, %s parses as %s", path(w, want), describe(w), describe(g))
		}
		switch {
		case w.FirstChild != nil && g.FirstChild != nil:
			w, g = w.FirstChild, g.FirstChild
			continue
		case w.FirstChild != nil:
			return fmt.Sprintf("in %s, %s parses without %s", path(w, want), describe(w), describe(w.FirstChild))
		case g.FirstChild != nil:
			return fmt.Sprintf("in %s, %s parses with %s in it", path(w, want), describe(w), describe(g.FirstChild))
		}
		for w.NextSibling == nil {
			if g.NextSibling != nil {
				return fmt.Sprintf("in %s, %s parses with %s after it", path(w, want), describe(w), describe(g.NextSibling))
			}
			w, g = w.Parent, g.Parent
			if w == want {
				return ""
			}
		}
		if g.NextSibling == nil {
			return fmt.Sprintf("in %s, %s parses without %s after it", path(w, want), describe(w), describe(w.NextSibling))
		}
		w, g = w.NextSibling, g.NextSibling
	}
}

// sameNode reports whether a and b are the same node, their children
// aside. The attributes of formatting elements (an <a> among them) are
// compared in any order: x/net/html sorts them as it parses them, and their
// order means nothing in the page.
func sameNode(a, b *html.Node) bool {
	if a.Type != b.Type || a.Data != b.Data || a.Namespace != b.Namespace || len(a.Attr) != len(b.Attr) {
		return false
	}
	if slices.Equal(a.Attr, b.Attr) {
		return true
	}
	if a.Type != html.ElementNode || a.Namespace != "" || !isFormatting(a.DataAtom) {
		return false
	}
	return slices.Equal(sortedAttrs(a.Attr), sortedAttrs(b.Attr))
}

// isFormatting reports whether a is a formatting element of the HTML
// parser, whose attributes x/net/html sorts.
func isFormatting(a atom.Atom) bool {
	switch a {
	case atom.A, atom.B, atom.Big, atom.Code, atom.Em, atom.Font, atom.I, atom.Nobr, atom.S, atom.Small, atom.Strike,
		atom.Strong, atom.Tt, atom.U:
		return true
	}
	return false
}

func sortedAttrs(attrs []html.Attribute) []html.Attribute {
	return slices.SortedFunc(slices.Values(attrs), func(x, y html.Attribute) int {
		return cmp.Or(cmp.Compare(x.Namespace, y.Namespace), cmp.Compare(x.Key, y.Key), cmp.Compare(x.Val, y.Val))
	})
}

// path returns the elements from below root down to n's parent, as
// "<table> > <tbody> > <tr>"; "the top" for a node of root itself.
func path(n, root *html.Node) string {
	var names []string
	for p := n.Parent; p != nil && p != root; p = p.Parent {
		names = append(names, "<"+p.Data+">")
	}
	if len(names) == 0 {
		return "the top"
	}
	var b strings.Builder
	for i := len(names) - 1; i >= 0; i-- {
		b.WriteString(names[i])
		if i > 0 {
			b.WriteString(" > ")
		}
	}
	return b.String()
}

// describe names the node n for an error: <tag>, text "…", a comment.
func describe(n *html.Node) string {
	switch n.Type {
	case html.ElementNode:
		return "<" + n.Data + ">"
	case html.TextNode:
		const max = 40
		if len(n.Data) > max {
			return fmt.Sprintf("text %q…", strings.ToValidUTF8(n.Data[:max], ""))
		}
		return fmt.Sprintf("text %q", n.Data)
	case html.CommentNode:
		return "a comment"
	case html.DoctypeNode:
		return "a doctype"
	}
	return "a node"
}
