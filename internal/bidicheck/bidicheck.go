// Package bidicheck tells, for tests of the linkifiers, whether links are
// shown as written in their context by the Unicode Bidirectional Algorithm
// (UAX #9, golang.org/x/text/unicode/bidi): plain text as it is, and HTML
// with its elements read as the bidi controls HTML's rendering rules make
// of them (dir is an isolate, <bdo> an override).
package bidicheck

import (
	"fmt"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
	"golang.org/x/text/unicode/bidi"
)

// Visual returns the paragraph s as UAX #9 shows it, left to right: its
// runs in visual order, right-to-left runs reversed.
func Visual(s string) (string, error) {
	var p bidi.Paragraph
	if _, err := p.SetString(s); err != nil {
		return "", err
	}
	o, err := p.Order()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for i := range o.NumRuns() {
		r := o.Run(i)
		if r.Direction() == bidi.RightToLeft {
			b.WriteString(bidi.ReverseString(r.String()))
		} else {
			b.WriteString(r.String())
		}
	}
	return b.String(), nil
}

// ShownAsAlone reports whether part, a piece of the paragraph s (a link's
// scheme and host), appears in the visual order of s as it does alone.
func ShownAsAlone(s, part string) (bool, error) {
	v, err := Visual(s)
	if err != nil {
		return false, err
	}
	alone, err := Visual(part)
	return strings.Contains(v, alone), err
}

// Anchor is a link of an HTML fragment: its text, and the paragraph it
// stands in as plain text with bidi controls for the elements around it.
type Anchor struct {
	Text, Paragraph string
}

// Anchors returns the anchors of the HTML fragment (in a <body>), each with
// its paragraph: the text of the fragment, where an element with dir is an
// isolate (LRI, RLI or FSI … PDI, as HTML renders it), <bdo> or a style
// with unicode-bidi: bidi-override an override in an isolate, and <bdi> an
// isolate; character references decoded. The fragment is one paragraph.
func Anchors(fragment string) ([]Anchor, error) {
	nodes, err := html.ParseFragment(strings.NewReader(fragment), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	var anchors []Anchor
	var spans [][2]int
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(strings.ReplaceAll(n.Data, "\n", " "))
			return
		}
		before, after := controls(n)
		b.WriteString(before)
		start := b.Len()
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		if n.DataAtom == atom.A {
			spans = append(spans, [2]int{start, b.Len()})
		}
		b.WriteString(after)
	}
	for _, n := range nodes {
		walk(n)
	}
	p := b.String()
	for _, sp := range spans {
		anchors = append(anchors, Anchor{p[sp[0]:sp[1]], p})
	}
	return anchors, nil
}

// controls returns the bidi controls that stand for the element n before
// and after its content, as HTML's rendering rules set unicode-bidi.
func controls(n *html.Node) (before, after string) {
	if n.Type != html.ElementNode {
		return "", ""
	}
	dir, style := "", ""
	for _, a := range n.Attr {
		switch a.Key {
		case "dir":
			dir = strings.ToLower(a.Val)
		case "style":
			style = strings.ToLower(a.Val)
		}
	}
	isolate := map[string]string{"ltr": "\u2066", "rtl": "\u2067", "auto": "\u2068"}
	override := map[string]string{"ltr": "\u202D", "rtl": "\u202E"}
	switch {
	case n.DataAtom == atom.Bdo || strings.Contains(style, "bidi-override"):
		d := dir
		if strings.Contains(style, "direction: rtl") || strings.Contains(style, "direction:rtl") {
			d = "rtl"
		}
		if o, ok := override[d]; ok {
			return isolate[d] + o, "\u202C\u2069"
		}
	case isolate[dir] != "":
		return isolate[dir], "\u2069"
	case n.DataAtom == atom.Bdi:
		return "\u2068", "\u2069"
	}
	return "", ""
}

// Dishonest returns the texts of the anchors of the HTML fragment whose
// scheme and host (their whole text for an address) UAX #9 shows otherwise
// in their paragraph than alone.
func Dishonest(fragment string) ([]string, error) {
	anchors, err := Anchors(fragment)
	if err != nil {
		return nil, err
	}
	var bad []string
	for _, a := range anchors {
		ok, err := ShownAsAlone(a.Paragraph, hostPart(a.Text))
		if err != nil {
			return nil, err
		}
		if !ok {
			bad = append(bad, a.Text)
		}
	}
	return bad, nil
}

// hostPart returns the scheme and host of a link's text: up to the path,
// query or fragment after "scheme://", or all of it.
func hostPart(text string) string {
	i := strings.Index(text, "://")
	if i < 0 {
		return text
	}
	if j := strings.IndexAny(text[i+3:], "/?#"); j >= 0 {
		return text[:i+3+j]
	}
	return text
}

// Isolated returns an error unless the HTML fragment out, a linkifier's
// output, holds a link, every link shows its scheme and host as written
// (Dishonest finds none), and at least one would not without the
// dir="ltr" that isolates it: the test of a linkifier's isolation, which
// can fail.
func Isolated(out string) error {
	if !strings.Contains(out, "<a ") {
		return fmt.Errorf("no link made: %s", out)
	}
	if bad, err := Dishonest(out); err != nil || len(bad) > 0 {
		return fmt.Errorf("%q shown reordered (%v): %s", bad, err, out)
	}
	if bad, _ := Dishonest(strings.ReplaceAll(out, ` dir="ltr"`, "")); len(bad) == 0 {
		return fmt.Errorf("honest without dir too: the test proves nothing: %s", out)
	}
	return nil
}
