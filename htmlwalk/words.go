package htmlwalk

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// How an element stands in a run of text, as it is rendered: whether a
// word goes on across it. A word ends only where rendering ends it: at a
// block (a box of its own: p, div, li, td, …), a line break (br, hr), or
// an object in the line that shows no text (img, video, input, button,
// iframe, svg, …). Every other element, wbr, inline ones, unknown and
// custom elements (<x-name>, inline by default), lets a word go on into
// its content; an element that is not rendered (script, template, an
// element with the hidden attribute) lets it go on past it.
const (
	wordInline = iota // its content goes on with the text around it
	wordHidden        // not rendered: the text around it joins
	wordBreak         // ends a run of text
)

// wordRole returns how the element n stands in a run of text.
func wordRole(n *html.Node) int {
	if n.Namespace != "" {
		return wordBreak // SVG, MathML: pictures and formulas
	}
	switch n.DataAtom {
	// Blocks (HTML Rendering §15.3: display other than inline), line
	// breaks, and replaced or form elements that show no text.
	case atom.Html, atom.Body, atom.Address, atom.Article, atom.Aside, atom.Blockquote, atom.Center, atom.Details,
		atom.Dialog, atom.Dir, atom.Div, atom.Dl, atom.Dd, atom.Dt, atom.Fieldset, atom.Figcaption, atom.Figure,
		atom.Footer, atom.Form, atom.Frameset, atom.Frame, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6,
		atom.Header, atom.Hgroup, atom.Legend, atom.Li, atom.Listing, atom.Main, atom.Menu, atom.Nav, atom.Ol,
		atom.Optgroup, atom.Option, atom.P, atom.Plaintext, atom.Pre, atom.Search, atom.Section, atom.Summary,
		atom.Table, atom.Caption, atom.Colgroup, atom.Col, atom.Thead, atom.Tbody, atom.Tfoot, atom.Tr, atom.Td,
		atom.Th, atom.Ul, atom.Xmp, atom.Rt, atom.Marquee,
		atom.Br, atom.Hr,
		atom.Img, atom.Image, atom.Video, atom.Audio, atom.Canvas, atom.Iframe, atom.Embed, atom.Object, atom.Input,
		atom.Button, atom.Select, atom.Textarea, atom.Meter, atom.Progress:
		return wordBreak
	// Not rendered (display: none).
	case atom.Head, atom.Title, atom.Meta, atom.Link, atom.Base, atom.Script, atom.Style, atom.Template,
		atom.Noscript, atom.Datalist, atom.Param, atom.Source, atom.Track, atom.Area, atom.Rp, atom.Noembed,
		atom.Noframes:
		return wordHidden
	}
	for _, a := range n.Attr {
		if a.Key == "hidden" && a.Namespace == "" {
			return wordHidden
		}
	}
	return wordInline
}

// continuesWord reports whether the text next to the text node n, before it
// (backward) or after it, across elements that do not end a word, has a
// code point there that a link at that edge of n would take in
// (Link_Term=Include).
func continuesWord(n *html.Node, backward bool) bool {
	t, ok := adjacentText(n, backward)
	if !ok || t == "" {
		return false
	}
	var r rune
	if backward {
		r, _ = utf8.DecodeLastRuneInString(t)
	} else {
		r, _ = utf8.DecodeRuneInString(t)
	}
	return linkify.LinkTermOf(r) == linkify.Include
}

// adjacentText returns the text of the text node that comes right before
// (or after) n in the run of text n is in (see wordRole), passing comments
// and elements that are not rendered; false where the run ends (a block, a
// <br>, an image, …).
func adjacentText(n *html.Node, backward bool) (string, bool) {
	sibling := func(c *html.Node) *html.Node {
		if backward {
			return c.PrevSibling
		}
		return c.NextSibling
	}
	child := func(c *html.Node) *html.Node {
		if backward {
			return c.LastChild
		}
		return c.FirstChild
	}
	cur := n
	for {
		s := sibling(cur)
		for s == nil {
			if cur = cur.Parent; cur == nil || cur.Type != html.ElementNode || wordRole(cur) != wordInline {
				return "", false
			}
			s = sibling(cur)
		}
		cur = s
		for { // into cur, to the text nearest to n
			switch cur.Type {
			case html.TextNode:
				return cur.Data, true
			case html.CommentNode:
			case html.ElementNode:
				switch wordRole(cur) {
				case wordBreak:
					return "", false
				case wordInline:
					if c := child(cur); c != nil {
						cur = c
						continue
					}
				}
			default:
				return "", false
			}
			break
		}
	}
}
