package htmlwalk

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// dumpTree writes the nodes under root, not root itself, one a line in
// document order, indented by depth, as the html5lib tests show trees:
// elements with their namespace and attributes in order, text, comments,
// doctypes. It is the tests' own view of a tree, apart from the renderer
// and from the comparison the linkifiers make.
func dumpTree(root *html.Node) string {
	var b strings.Builder
	depth := 0
	for n := root.FirstChild; n != nil; {
		b.WriteString(strings.Repeat("  ", depth))
		switch n.Type {
		case html.ElementNode:
			b.WriteString("<")
			if n.Namespace != "" {
				b.WriteString(n.Namespace + " ")
			}
			b.WriteString(n.Data + ">")
			attrs := make([]string, len(n.Attr))
			for i, a := range n.Attr {
				attrs[i] = fmt.Sprintf(" %s:%s=%q", a.Namespace, a.Key, a.Val)
			}
			if n.Namespace == "" && isFormattingName(n.Data) {
				slices.Sort(attrs) // x/net/html sorts them as it parses
			}
			b.WriteString(strings.Join(attrs, ""))
		case html.TextNode:
			fmt.Fprintf(&b, "%q", n.Data)
		case html.CommentNode:
			fmt.Fprintf(&b, "<!-- %q -->", n.Data)
		case html.DoctypeNode:
			fmt.Fprintf(&b, "<!DOCTYPE %q> %v", n.Data, n.Attr)
		default:
			fmt.Fprintf(&b, "node of type %d", n.Type)
		}
		b.WriteByte('\n')
		if n.FirstChild != nil {
			n, depth = n.FirstChild, depth+1
			continue
		}
		for n != root && n.NextSibling == nil {
			n, depth = n.Parent, depth-1
		}
		if n == root {
			break
		}
		n = n.NextSibling
	}
	return b.String()
}

// isFormattingName reports whether the element name is of a formatting
// element of the HTML parser (the adoption agency's).
func isFormattingName(name string) bool {
	return slices.Contains([]string{"a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u"}, name)
}

// linkifiedTree returns the tree that the linkifiers make of in, parsed as
// kind in context, with opts: the tree their output must parse back to.
func linkifiedTree(t testing.TB, in string, kind inputKind, context *html.Node, opts ...Option) *html.Node {
	t.Helper()
	w, err := newWalker(opts, false)
	if err != nil {
		t.Fatal(err)
	}
	defer w.release()
	root, err := w.linkify(strings.NewReader(in), kind, context)
	if err != nil {
		t.Fatalf("%q: %v", in, err)
	}
	return root
}

// linkifyIn returns what LinkifyString (context nil) or LinkifyFragment
// (a context) makes of in.
func linkifyIn(in string, context *html.Node, opts ...Option) (string, error) {
	if context == nil {
		return LinkifyString(in, opts...)
	}
	var b strings.Builder
	err := LinkifyFragment(&b, strings.NewReader(in), context, opts...)
	return b.String(), err
}

// What checkParsesBack saw.
const (
	unchanged = iota // no link
	linked           // links, and the output parses back
	refused          // the input, with an error that says why
)

// checkParsesBack checks the invariant of the string and stream APIs on
// in, with context (nil: the one the fragment needs): either the output,
// parsed in that context, is the linkified tree, or the output is the
// input with an error that says why. It returns what it saw.
func checkParsesBack(t testing.TB, in string, context *html.Node, opts ...Option) int {
	t.Helper()
	out, err := linkifyIn(in, context, opts...)
	if err != nil {
		var re *RenderError
		var pe *ParseError
		if !errors.As(err, &re) && !errors.As(err, &pe) {
			t.Fatalf("%q in %v: %v", in, context, err)
		}
		if out != in {
			t.Fatalf("%q in %v: error %v, and the output changed: %q", in, context, err, out)
		}
		return refused
	}
	if out == in {
		return unchanged
	}
	kind := inBody
	if context == nil {
		kind = kindOf(in)
		if k := kindOf(out); k != kind {
			t.Fatalf("%q: the output %q is of kind %d, the input of kind %d", in, out, k, kind)
		}
	}
	want := dumpTree(linkifiedTree(t, in, kind, context, opts...))
	again, err := parseAs(out, kind, context)
	if err != nil {
		t.Fatalf("%q: the output %q does not parse: %v", in, out, err)
	}
	if got := dumpTree(again); got != want {
		t.Fatalf("%q in %v → %q parses as\n%s\nnot the linkified tree\n%s", in, context, out, got, want)
	}
	return linked
}

// TestOutputParsesBack: the output of the string and stream APIs parses
// back, in the context of the input, to the tree they linkified; where it
// would not, the input comes back unchanged with a *RenderError.
func TestOutputParsesBack(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int // linked, or refused with a *RenderError
	}{
		// Rendered node by node, the anchor came after <plaintext>, which
		// reads it as text.
		{`<tbody>http://example.com/<td><plaintext>x`, refused},
		{`x.com<table><code><plaintext>y`, refused},
		{`<p>x.com<table><tr><td><plaintext>a</table>`, linked},
		// The form the parser closed at </form> is open again when its
		// rendering is read back: the inner <form> is dropped.
		{`<form><div></form>x.com<form>y`, refused},
		// The anchor would nest the text deeper than x/net/html parses.
		{strings.Repeat("<div>", 511) + "x.com", refused},
		// A heading the adoption agency put right in another is closed by
		// it when read back.
		{`<h1><b><h2>x</b> y.com`, refused},
		// Trees that parse back are linked.
		{`<tbody>http://example.com/<td>x`, linked},
		{`<table>x.com<tr><td>a</table>`, linked},
		{`<b>x.com<p>y</b>z`, linked},
		{`<p>x.com<plaintext>z`, linked},
		{`<svg><foreignObject><p>x.com</p></foreignObject></svg> y.com`, linked},
		{`<tr><td>a https://a.com</td><td>b</td></tr>`, linked},
	} {
		if got := checkParsesBack(t, tt.in, nil); got != tt.want {
			out, err := LinkifyString(tt.in)
			t.Errorf("%q: %q, %v", tt.in, out, err)
		}
		if _, err := LinkifyString(tt.in); tt.want == refused && !errors.As(err, new(*RenderError)) {
			t.Errorf("%q: %v, not a *RenderError", tt.in, err)
		}
		checkParsesBack(t, "<!DOCTYPE html>"+tt.in, nil) // as a document
	}
}

var generated = flag.Int("generated", 100_000, "how many generated fragments TestGeneratedFragmentsParseBack checks")

// genContexts are the contexts generated fragments are given, besides none.
var genContexts = []*html.Node{element(atom.Div), element(atom.Td), element(atom.Tr), element(atom.Table),
	element(atom.Template), element(atom.Ul), element(atom.P), element(atom.Body), element(atom.B)}

// genOptions are the options generated fragments are linked with, in turn:
// anchors with attributes (which x/net/html sorts as it parses an <a>),
// shortened, without text, with text and attributes to escape, defanged.
var genOptions = [][]Option{nil, {WithNofollow(), WithTargetBlank(), WithClass("ext")}, nil, {WithMaxText(12)}, nil,
	{WithCallback(func(a *Anchor) bool { a.Text = ""; return true })}, nil,
	{WithCallback(func(a *Anchor) bool { a.Text = "<" + a.Text + ">&"; a.SetAttr("title", `"'<>&`); return true })},
	nil, {WithDefang()}}

// TestGeneratedFragmentsParseBack checks checkParsesBack on fragments of
// the grammar of grammar_test.go (-generated sets how many): three in
// four without a context, the others in one of genContexts.
func TestGeneratedFragmentsParseBack(t *testing.T) {
	r := rand.New(rand.NewPCG(58, 31))
	start := time.Now()
	n := *generated
	if testing.Short() {
		n /= 10
	}
	var seen [3]int
	for i := range n {
		in := genFragment(r)
		var context *html.Node
		if i%4 == 3 {
			context = genContexts[r.IntN(len(genContexts))]
		}
		seen[checkParsesBack(t, in, context, genOptions[i%len(genOptions)]...)]++
	}
	t.Logf("%d fragments: %d linked, %d refused with an error, in %v", n, seen[linked], seen[refused], time.Since(start))
	if seen[linked] < n/4 {
		t.Errorf("only %d of %d fragments linked", seen[linked], n)
	}
}

// FuzzParsesBack: for any input and context, the output parses back to
// the linkified tree, or is the input, with an error that says why.
func FuzzParsesBack(f *testing.F) {
	for i, s := range append(fuzzSeeds, `<tbody>http://example.com/<td><plaintext>x`, `x.com<table><code><plaintext>y`,
		`<form><div></form>x.com<form>y`, `<a><table><a>x.com`, `<table><a>x<td>y</table>z.com`,
		`<math><mtext><mglyph><script>x</script>y.com`, `<svg><title><p>x.com`, `<nobr>x.com<nobr>y.com`) {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, ci uint8, in string) {
		var context *html.Node
		if i := int(ci) % (2 * len(fuzzContexts)); i < len(fuzzContexts) {
			context = fuzzContexts[i]
		}
		if context != nil && checkContext(context) != nil {
			return
		}
		checkParsesBack(t, in, context)
	})
}

// TestReadsBackParseBack: the output of linkified trees that readsBack
// accepts, which is not parsed again to check it, parses back to the
// linkified tree: fragments and documents of readsBack's elements (and a
// few others), nested and misnested, closed or left open, with text that
// holds links everywhere, in any case, with attributes, and anchors of
// every option.
func TestReadsBackParseBack(t *testing.T) {
	elems := []string{"p", "b", "i", "em", "strong", "span", "a", "code", "div", "ul", "ol", "li", "dl", "dt", "dd",
		"h1", "h2", "h6", "blockquote", "q", "sub", "P", "Span", "section", "address", "center", "figure", "nav", "pre",
		"listing", "font", "s", "u", "x-y", "summary", "menu", "label", "nobr", "button", "table", "form"}
	attrs := []string{` class="x.com"`, ` title='a>b.com'`, ` data-nolinkify`, `/`, ` id=a ID=b`, ` href="https://x.org/"`}
	leaves := []string{"<br>", "<br/>", "<img alt='x.com'>", "<wbr>", "<hr>", "<input>", "<meta>", "<!-- x.com -->",
		"<textarea>\nx.com</textarea>", "<title>a&amp;b</title>", "<script>if (a<b) x()</script>", "<style>p{}</style>",
		"<script><!--x</script>", "<xmp>a</x</xmp>", "<noscript><p>x.com</p></noscript>", "<iframe></iframe>", "\n\n"}
	heads := []string{"", "<!DOCTYPE html>", "<!DOCTYPE html><html><head><title>t</title><meta charset=utf-8>\n</head>\n<body>",
		"<html lang=en><!-- c --><head>\n<script>var a;</script></head><body class=b>", "<head><link rel=x></head><body>"}
	r := rand.New(rand.NewPCG(58, 4))
	fast, n := 0, 20_000
	if testing.Short() {
		n /= 10
	}
	for i := range n {
		var b strings.Builder
		b.WriteString(heads[r.IntN(len(heads))])
		b.WriteString(genNested(r, genTexts, elems, attrs, leaves))
		if r.IntN(4) == 0 {
			b.WriteString("</body><!-- end -->")
		}
		in, opts := b.String(), genOptions[i%len(genOptions)]
		if checkParsesBack(t, in, nil, opts...) == linked && readsBack(linkifiedTree(t, in, kindOf(in), nil, opts...), kindOf(in)) {
			fast++
		}
	}
	t.Logf("%d of %d fragments linked without a second parse", fast, n)
	if fast < n/4 {
		t.Errorf("only %d of %d fragments linked without a second parse", fast, n)
	}
}
