package htmlwalk

import (
	"errors"
	"sync"

	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
)

// Linkify adds links to the text under root (a document, a fragment's
// node, any element, or a text node with a parent), in place; nothing
// changes when root stands inside content that is not linked. The options
// are checked first: an invalid one returns an error and changes nothing.
// A callback that sets an attribute a callback may not set (see
// WithCallback) leaves that link unmade, and Linkify returns the error
// after the walk.
//
// Rendering the tree is the caller's: html.Render writes some trees that
// the parser builds from misnested markup (content after <plaintext>, a
// heading that the adoption agency put in another) so that they parse
// back otherwise, with the new links or without. LinkifyString,
// LinkifyFragment and LinkifyDocument check their output (see RenderError).
func Linkify(root *html.Node, opts ...Option) error {
	if root == nil {
		return errors.New("htmlwalk: Linkify: nil root")
	}
	w, err := newWalker(opts, false)
	if err != nil {
		return err
	}
	defer w.release()
	if root.Type == html.TextNode && root.Parent == nil {
		return errors.New("htmlwalk: Linkify: a text node without a parent cannot be split into links")
	}
	if w.insideSkipped(root) {
		return nil
	}
	w.walk(root, root)
	return w.err
}

// walker linkifies the text of one call: the options, and scratch space
// that serves one text node after another.
type walker struct {
	c       config
	spans   []linkify.Link // detector output
	hrefEnd []int          // where each candidate's href ends in hrefs
	hrefs   []byte         // the hrefs of the candidates of one scan
	made    []made         // the links to make in the current text
	more    []made         // links found in the text between them
	html    []byte         // LinkifyText's scratch for an anchor's HTML
	bidi    int            // what the call knows of bidi formatting (see isolating)
	runs    [][2]int       // linkFree's runs of text to test, as offsets
	changed bool           // a text node changed
	extra   int            // about how many bytes the new markup adds
	err     error          // the first invalid attribute a callback set
}

// walkers keeps walkers for reuse: their scratch space is grown once, not
// on every call. A walker in the pool holds no reference to a call's data.
var walkers = sync.Pool{New: func() any { return new(walker) }}

// maxPooled is the most scratch space, in links, that a pooled walker keeps.
const maxPooled = 1024

// newWalker returns a walker with the options opts applied, for the tree
// APIs or (text true) LinkifyText. Its caller releases it.
func newWalker(opts []Option, text bool) (*walker, error) {
	w := walkers.Get().(*walker)
	if err := newConfig(&w.c, opts, text); err != nil {
		w.release()
		return nil, err
	}
	return w, nil
}

// release puts w back in the pool, unless it grew too large.
func (w *walker) release() {
	if cap(w.spans) > maxPooled || cap(w.made) > maxPooled || cap(w.more) > maxPooled || cap(w.hrefs) > 64*maxPooled || cap(w.html) > 64*maxPooled || cap(w.runs) > maxPooled {
		return
	}
	clear(w.made) // find clears what it drops: past len, all is zero
	clear(w.more)
	*w = walker{spans: w.spans[:0], hrefEnd: w.hrefEnd[:0], hrefs: w.hrefs[:0], made: w.made[:0], more: w.more[:0], html: w.html[:0], runs: w.runs[:0]}
	walkers.Put(w)
}

// insideSkipped reports whether n stands in content that is not linked.
func (w *walker) insideSkipped(n *html.Node) bool {
	if n.Type == html.TextNode && literalText(n.Parent) {
		return true
	}
	for a := n.Parent; a != nil; a = a.Parent {
		if w.c.skipped(a) {
			return true
		}
	}
	return false
}

// walk links the text of the nodes under root from first on, in document
// order. The walk is iterative: the depth of the input never deepens the
// stack.
func (w *walker) walk(root, first *html.Node) {
	for n := first; n != nil; {
		switch {
		case n.Type == html.ElementNode && w.c.skipped(n):
			n = nextSkippingChildren(n, root)
		case n.Type == html.TextNode:
			next := nextSkippingChildren(n, root)
			if !literalText(n.Parent) {
				w.text(n)
			}
			n = next
		default:
			n = next(n, root)
		}
	}
}

// next returns the node after n in document order within root.
func next(n, root *html.Node) *html.Node {
	if n.FirstChild != nil {
		return n.FirstChild
	}
	return nextSkippingChildren(n, root)
}

// nextSkippingChildren returns the node after n and its subtree within root.
func nextSkippingChildren(n, root *html.Node) *html.Node {
	for ; n != nil && n != root; n = n.Parent {
		if n.NextSibling != nil {
			return n.NextSibling
		}
	}
	return nil
}
