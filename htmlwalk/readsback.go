package htmlwalk

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Most linkified trees are of markup that the parser builds as its tags
// are written: each start tag makes an element of the current node, each
// end tag closes the current node. html.Render writes every tag (end tags
// too) and escapes text and attributes, so such a tree, parsed back, is
// the same tree, and its output needs no second parse to check it. A tree
// is of that kind when every element is one that the "in body" insertion
// mode inserts where it stands, where it stands:
//
//   - no element that closes an open <p> (a block, a heading, a list item,
//     <pre>, <hr>, <xmp>) has a <p> above it, no <a> an <a> (the new
//     anchors never have one), no heading is a heading's child, and no
//     <li> (<dd>, <dt>) has one above it up to the nearest block that stops
//     the parser's search (a list);
//   - elements nest no deeper than maxReadsBackDepth;
//   - raw text elements hold text alone, with no "</" that could end them
//     and, in <script>, no "<!--" that changes where it ends;
//   - in a document, the doctype is a plain name, the <html> element holds
//     <head> then <body>, whitespace between them and comments, and <head>
//     holds only what the parser keeps there.
//
// Tables, forms, buttons, selects, templates, foreign content, <nobr>,
// <plaintext>, ruby, framesets and elements not listed below are not of
// that kind: their output is parsed again and compared (see output). The
// generated and fuzz tests check every output against the tree.

// maxReadsBackDepth bounds the nesting bodyReadsBack accepts: deeper
// trees may come near the depth the parser refuses (512 open elements).
const maxReadsBackDepth = 256

// readsBack reports whether root, the linkified tree of an input of kind
// parsed in the context kind chooses, renders as HTML that parses back to
// it, as above. The walk is iterative and allocates nothing.
func readsBack(root *html.Node, kind inputKind) bool {
	switch kind {
	case inBody:
		return bodyReadsBack(root)
	case inHTML:
		return htmlReadsBack(root)
	case document:
		elements := 0
		for c := root.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.CommentNode:
			case c.Type == html.DoctypeNode && c == root.FirstChild && len(c.Attr) == 0 && plainName(c.Data):
			case c.Type == html.ElementNode && c.DataAtom == atom.Html && c.Namespace == "" && elements == 0:
				elements++
				if !htmlReadsBack(c) {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	return false
}

// htmlReadsBack reports whether the <html> element n holds <head>, then
// <body>, whitespace between them and comments anywhere, each of which
// reads back.
func htmlReadsBack(n *html.Node) bool {
	seen := 0 // 1: <head>; 2: <body>
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.CommentNode:
		case c.Type == html.TextNode && seen == 1 && isBlank(c.Data):
		case c.Type == html.ElementNode && c.Namespace == "" && c.DataAtom == atom.Head && seen == 0:
			seen = 1
			if !headReadsBack(c) {
				return false
			}
		case c.Type == html.ElementNode && c.Namespace == "" && c.DataAtom == atom.Body && seen == 1:
			seen = 2
			if !bodyReadsBack(c) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// headReadsBack reports whether the <head> element n holds only
// whitespace, comments and the elements the parser keeps in it.
func headReadsBack(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.CommentNode:
		case c.Type == html.TextNode && isBlank(c.Data):
		case c.Type != html.ElementNode || c.Namespace != "":
			return false
		case c.DataAtom == atom.Meta || c.DataAtom == atom.Link || c.DataAtom == atom.Base:
			if c.FirstChild != nil {
				return false
			}
		case c.DataAtom == atom.Title, c.DataAtom == atom.Style, c.DataAtom == atom.Script, c.DataAtom == atom.Noscript:
			if !textReadsBack(c) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// bodyReadsBack reports whether every element under root (the body, or
// the context of a fragment parsed in it) is inserted where it stands
// when its rendering is parsed in "in body" mode.
func bodyReadsBack(root *html.Node) bool {
	paras, anchors, depth := 0, 0, 0 // the <p> and <a> elements above n, and all
	for n := root.FirstChild; n != nil; {
		leaf := true // its content, if any, is checked
		switch n.Type {
		case html.TextNode:
			// The parser makes no empty text node, and joins text.
			if n.Data == "" || n.PrevSibling != nil && n.PrevSibling.Type == html.TextNode {
				return false
			}
		case html.CommentNode:
		case html.ElementNode:
			if n.Namespace != "" {
				return false
			}
			leaf = n.FirstChild == nil
			switch flowRole(n) {
			case flowInline:
			case flowAnchor:
				if anchors > 0 {
					return false
				}
			case flowBlock:
				if paras > 0 || isHeading(n.DataAtom) && isHeading(n.Parent.DataAtom) && n.Parent.Namespace == "" ||
					(n.DataAtom == atom.Li || n.DataAtom == atom.Dd || n.DataAtom == atom.Dt) && itemAbove(n) {
					return false
				}
			case flowVoid:
				if n.FirstChild != nil || n.DataAtom == atom.Hr && paras > 0 {
					return false
				}
			case flowText:
				if !textReadsBack(n) || n.DataAtom == atom.Xmp && paras > 0 {
					return false
				}
				leaf = true
			default:
				return false
			}
		default:
			return false
		}
		// Down into n, or on to the next node, leaving the elements
		// passed on the way up.
		if !leaf {
			if depth++; depth > maxReadsBackDepth {
				return false
			}
			paras += count(n, atom.P)
			anchors += count(n, atom.A)
			n = n.FirstChild
			continue
		}
		for n != root && n.NextSibling == nil {
			n = n.Parent
			depth--
			paras -= count(n, atom.P)
			anchors -= count(n, atom.A)
		}
		if n == root {
			break
		}
		n = n.NextSibling
	}
	return true
}

// count returns 1 if n is the HTML element a, else 0.
func count(n *html.Node, a atom.Atom) int {
	if n.Type == html.ElementNode && n.DataAtom == a && n.Namespace == "" {
		return 1
	}
	return 0
}

// itemAbove reports whether a start tag of the list item n (li, dd or dt)
// would close an element above it: the parser looks up the open elements
// for one it closes (li for li; dd or dt for both) and stops at a block
// other than address, div and p.
func itemAbove(n *html.Node) bool {
	for p := n.Parent; p != nil && p.Type == html.ElementNode; p = p.Parent {
		switch a := p.DataAtom; {
		case a == atom.Li && n.DataAtom == atom.Li, (a == atom.Dd || a == atom.Dt) && n.DataAtom != atom.Li:
			return true
		case a == atom.Address || a == atom.Div || a == atom.P:
		case flowRole(p) == flowBlock, a == atom.Body:
			return false
		}
	}
	return false
}

// The roles of elements in bodyReadsBack.
const (
	flowOther  = iota // anything else: not known to read back
	flowInline        // inserted where it stands
	flowAnchor        // <a>: not inside another
	flowBlock         // closes an open <p>
	flowVoid          // no content
	flowText          // raw text or escapable raw text
)

// flowRole returns the role of the HTML element n in bodyReadsBack.
func flowRole(n *html.Node) int {
	switch n.DataAtom {
	case atom.A:
		return flowAnchor
	case atom.B, atom.Big, atom.Code, atom.Em, atom.Font, atom.I, atom.S, atom.Small, atom.Strike, atom.Strong, atom.Tt,
		atom.U, atom.Abbr, atom.Acronym, atom.Bdi, atom.Bdo, atom.Cite, atom.Data, atom.Del, atom.Dfn, atom.Ins, atom.Kbd,
		atom.Label, atom.Mark, atom.Q, atom.Samp, atom.Span, atom.Sub, atom.Sup, atom.Time, atom.Var:
		return flowInline
	case atom.Address, atom.Article, atom.Aside, atom.Blockquote, atom.Center, atom.Details, atom.Dialog, atom.Dir,
		atom.Div, atom.Dl, atom.Fieldset, atom.Figcaption, atom.Figure, atom.Footer, atom.Header, atom.Hgroup,
		atom.Main, atom.Menu, atom.Nav, atom.Ol, atom.P, atom.Search, atom.Section, atom.Summary, atom.Ul,
		atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Pre, atom.Listing, atom.Li, atom.Dd, atom.Dt:
		return flowBlock
	case atom.Br, atom.Img, atom.Wbr, atom.Hr, atom.Input, atom.Meta, atom.Link, atom.Source, atom.Track:
		return flowVoid
	case atom.Script, atom.Style, atom.Xmp, atom.Iframe, atom.Noembed, atom.Noframes, atom.Noscript, atom.Textarea,
		atom.Title:
		return flowText
	case 0:
		if plainName(n.Data) && strings.IndexByte(n.Data, '-') > 0 {
			return flowInline // a custom element
		}
	}
	return flowOther
}

// textReadsBack reports whether the raw text or escapable raw text element
// n holds text alone, and raw text that cannot end it early: no "</",
// nor "<!--" in a script. Escapable raw text (textarea, title) is escaped
// when rendered.
func textReadsBack(n *html.Node) bool {
	raw := n.DataAtom != atom.Textarea && n.DataAtom != atom.Title
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.TextNode || raw && (strings.Contains(c.Data, "</") || n.DataAtom == atom.Script && strings.Contains(c.Data, "<!--")) {
			return false
		}
	}
	return true
}

// plainName reports whether s is a name of ASCII lower-case letters,
// digits and '-', starting with a letter: a doctype's or custom element's
// name that renders as it reads.
func plainName(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// isBlank reports whether s is HTML whitespace alone.
func isBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isSpace(s[i]) {
			return false
		}
	}
	return true
}
