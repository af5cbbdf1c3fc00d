package htmlwalk

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// element returns a new element of the atom a.
func element(a atom.Atom) *html.Node {
	return &html.Node{Type: html.ElementNode, DataAtom: a, Data: a.String()}
}

// markNew is a callback that marks the links Linkify makes, so that a test
// can tell them from the links the input had.
func markNew(a *Anchor) bool { a.SetAttr("data-new", ""); return true }

// parsed returns the input parsed as the linkifiers parse it when no
// context is given: the document, or an element holding the fragment.
func parsed(t testing.TB, in string) *html.Node {
	t.Helper()
	w, err := newWalker([]Option{WithCallback(func(*Anchor) bool { return false })}, false)
	if err != nil {
		t.Fatal(err)
	}
	defer w.release()
	root, err := w.linkify(strings.NewReader(in), kindOf(in), nil)
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// renderRoot renders what linkify returns: a document, or the children of
// a fragment's parent.
func renderRoot(t testing.TB, root *html.Node) string {
	t.Helper()
	var b strings.Builder
	if err := render(&b, root); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// unwrapNew replaces each <a> that markNew marked by its content.
func unwrapNew(root *html.Node) {
	for n := root; n != nil; {
		nx := next(n, root)
		if n.Type == html.ElementNode && n.Data == "a" && hasAttr(n, "data-new") {
			nx = nextSkippingChildren(n, root)
			for c := n.FirstChild; c != nil; c = n.FirstChild {
				n.RemoveChild(c)
				n.Parent.InsertBefore(c, n)
			}
			n.Parent.RemoveChild(n)
		}
		n = nx
	}
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// newLinks returns the hrefs and texts of the links markNew marked in the
// HTML out, parsed as the linkifiers parse it.
func newLinks(t testing.TB, out string) []string {
	t.Helper()
	root := parsed(t, out)
	var links []string
	for n := root; n != nil; n = next(n, root) {
		if n.Type == html.ElementNode && n.Data == "a" && hasAttr(n, "data-new") {
			links = append(links, attr(n, "href")+" "+textContent(n))
		}
	}
	return links
}

// checkRoundTrip checks that LinkifyString(in) is in's own render (parsed
// as LinkifyString parses it) plus anchors, that it is idempotent, and
// returns it.
func checkRoundTrip(t testing.TB, in string, opts ...Option) string {
	t.Helper()
	out, err := LinkifyString(in, append([]Option{WithCallback(markNew)}, opts...)...)
	if err != nil {
		t.Fatalf("%q: %v", in, err)
	}
	plain := renderRoot(t, parsed(t, in))
	if out == in {
		return out
	}
	root := parsed(t, out)
	unwrapNew(root)
	if got := renderRoot(t, root); got != plain {
		t.Errorf("%q: without its new links the output is not the input's render:\n got %s\nwant %s", in, got, plain)
	}
	if again, err := LinkifyString(out, append([]Option{WithCallback(markNew)}, opts...)...); err != nil || again != out {
		t.Errorf("%q: not idempotent:\n%s\n%s (%v)", in, out, again, err)
	}
	return out
}
