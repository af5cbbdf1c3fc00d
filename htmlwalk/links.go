package htmlwalk

import (
	"fmt"
	"slices"
	"strings"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// made is a link to make: where it stands in the text, and its anchor.
type made struct {
	start, end int
	a          Anchor
}

// maxGapRounds bounds the rescans of the text between links.
const maxGapRounds = 4

// find sets w.made to the links to make in text, in order: the data of the
// text node n, or LinkifyText's text when n is nil.
func (w *walker) find(text string, n *html.Node) {
	clear(w.made) // no reference to earlier text stays past len
	w.made = w.decide(w.made[:0], text, n, 0, len(text))
	// Detection next to a link can depend on the link's text (an address
	// after "host:"); a second run sees the text between the links on its
	// own. Scanning those gaps again until nothing changes makes the
	// result idempotent.
	for round := 0; round < maxGapRounds && len(w.made) > 0; round++ {
		clear(w.more)
		more := w.more[:0]
		prev := 0
		for i := 0; i <= len(w.made); i++ {
			end := len(text)
			if i < len(w.made) {
				end = w.made[i].start
			}
			if end > prev {
				more = w.decide(more, text, n, prev, end)
			}
			if i < len(w.made) {
				prev = w.made[i].end
			}
		}
		w.more = more
		if len(more) == 0 {
			break
		}
		w.made = append(w.made, more...)
		slices.SortFunc(w.made, func(x, y made) int { return x.start - y.start })
	}
}

// decide appends to out the links found in text[from:to] that are made:
// not cutting a word that goes on in the next node, not vetoed by a
// callback, of an allowed scheme.
func (w *walker) decide(out []made, text string, n *html.Node, from, to int) []made {
	d := w.c.d
	part := text[from:to]
	w.spans = d.AppendSpans(w.spans[:0], part)
	if len(w.spans) == 0 {
		return out
	}
	// The hrefs of the links kept go to one buffer, made one string: one
	// allocation for all the links of the text.
	kept := w.spans[:0]
	w.hrefs, w.hrefEnd = w.hrefs[:0], w.hrefEnd[:0]
	for _, l := range w.spans {
		if n != nil && (from+l.Start == 0 && continuesWord(n, true) || from+l.End == len(text) && continuesWord(n, false)) {
			continue // the link would cut a word that goes on in the next node
		}
		w.hrefs = d.AppendHref(w.hrefs, part, l)
		w.hrefEnd = append(w.hrefEnd, len(w.hrefs))
		kept = append(kept, l)
	}
	hrefs := string(w.hrefs)
	var parent *html.Node
	if n != nil {
		parent = n.Parent
	}
	prev := 0
	for i, l := range kept {
		l.Start, l.End = from+l.Start, from+l.End
		l.Href, prev = hrefs[prev:w.hrefEnd[i]], w.hrefEnd[i]
		// The anchor is built in place, where the callbacks see it.
		out = append(out, made{l.Start, l.End, Anchor{Anchor: w.c.maker.New(text, l), Parent: parent}})
		a := &out[len(out)-1].a
		if w.isolating(text, n) {
			anchors.Isolate(&a.Anchor)
		}
		ok, err := anchors.Decide(d, a, &a.Anchor, l.Href, w.c.callbacks)
		if err != nil && w.err == nil {
			w.err = fmt.Errorf("htmlwalk: WithCallback: %w", err)
		}
		if !ok {
			out[len(out)-1] = made{}
			out = out[:len(out)-1]
		}
	}
	return out
}

// text replaces the text node n by text and <a> nodes for its links.
func (w *walker) text(n *html.Node) {
	text := n.Data
	w.find(text, n)
	if len(w.made) == 0 {
		return
	}
	w.changed = true
	if w.c.defang {
		n.Data = w.defanged(text)
		return
	}
	// The new nodes and attributes are allocated together, for all the
	// links of the text.
	nodes, attrs, prev := 0, 0, 0
	for i := range w.made {
		m := &w.made[i]
		if m.start > prev {
			nodes++
		}
		nodes += 2
		attrs += 1 + len(m.a.Attr)
		prev = m.end
	}
	nodeSlab := make([]html.Node, nodes)
	attrSlab := make([]html.Attribute, attrs)
	parent := n.Parent
	prev = 0
	for i := range w.made {
		m := &w.made[i]
		if m.start > prev {
			t := &nodeSlab[0]
			t.Type, t.Data = html.TextNode, text[prev:m.start]
			parent.InsertBefore(t, n)
			nodeSlab = nodeSlab[1:]
		}
		k := 1
		attrSlab[0] = html.Attribute{Key: "href", Val: m.a.Href}
		for _, at := range m.a.Attr {
			attrSlab[k] = html.Attribute{Key: at.Key, Val: at.Val}
			k++
			w.extra += len(at.Key) + len(at.Val) + 4
		}
		el, t := &nodeSlab[0], &nodeSlab[1]
		el.Type, el.Data, el.DataAtom, el.Attr = html.ElementNode, "a", atom.A, attrSlab[:k:k]
		if m.a.Text != "" { // as the parser reads <a></a>: no text node
			t.Type, t.Data = html.TextNode, m.a.Text
			el.AppendChild(t)
		}
		parent.InsertBefore(el, n)
		nodeSlab, attrSlab = nodeSlab[2:], attrSlab[k:]
		w.extra += len(`<a href=""></a>`) + len(m.a.Href)
		prev = m.end
	}
	if prev < len(text) {
		n.Data = text[prev:] // the node keeps the rest of the text
	} else {
		parent.RemoveChild(n)
	}
}

// defanged returns text with its links defanged.
func (w *walker) defanged(text string) string {
	var b strings.Builder
	b.Grow(len(text) + 8*len(w.made))
	prev := 0
	for _, m := range w.made {
		b.WriteString(text[prev:m.start])
		b.WriteString(linkify.Defang(m.a.Text, m.a.Kind))
		prev = m.end
	}
	b.WriteString(text[prev:])
	return b.String()
}
