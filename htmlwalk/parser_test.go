package htmlwalk_test

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/golinkify/uts58/htmlwalk"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// What htmlwalk promises of its output and its work rests on
// golang.org/x/net/html, which parses the input and renders the result.
// These tests hold it to that on the inputs that broke it in earlier
// releases, which is why go.mod requires the release they name.

// TestParseAllocLinear: the bytes LinkifyString allocates grow in
// proportion to the input on inputs that made the parser quadratic. Text
// cut by end tags that close nothing ("a</x>a</x>…") reaches the parser
// as many text tokens: before x/net v0.62.0 each was appended to the text
// node by copying it whole (1 MB with one link took 15 s and 22 GB).
func TestParseAllocLinear(t *testing.T) {
	for _, c := range []struct{ name, head, unit string }{
		{"stray end tags", "x.com ", "a</x>"},
		{"stray end tags, fostered out of a table", "x.com <table>", "a</x>"},
	} {
		perByte := func(size int) float64 {
			in := c.head + strings.Repeat(c.unit, size/len(c.unit))
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			out, err := htmlwalk.LinkifyString(in)
			runtime.ReadMemStats(&after)
			if err != nil || out == in {
				t.Fatalf("%s: LinkifyString added no link (%v): the input does not reach the parser", c.name, err)
			}
			return float64(after.TotalAlloc-before.TotalAlloc) / float64(len(in))
		}
		small, large := perByte(16<<10), perByte(128<<10)
		if large > 2*small {
			t.Errorf("%s: %.0f bytes allocated per input byte at 128 KB, %.0f at 16 KB: the parse is not linear",
				c.name, large, small)
		}
	}
}

// TestOutputParsesAsRendered: what LinkifyString writes, parsed again,
// is the tree it rendered, or it writes the input unchanged with a
// *RenderError. The text of a raw text element (style, script) under
// foreign content is written as it is only where a parser reading it back
// keeps the element in HTML; before x/net v0.55.0 (the element itself
// fostered out of a table) and v0.62.0 (an ancestor fostered) the text
// "<img src=x onerror=alert(1)>" of the input came out as an element.
func TestOutputParsesAsRendered(t *testing.T) {
	body := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
	for _, in := range []string{
		`x.com <math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
		`x.com <math><mtext><table><mglyph><svg><desc><style><img src=x onerror=alert(1)>`,
		`x.com <math><mtext><table><malignmark><svg><desc><style><img src=x onerror=alert(1)>`,
	} {
		out, err := htmlwalk.LinkifyString(in)
		var re *htmlwalk.RenderError
		switch {
		case errors.As(err, &re) && out == in:
			continue // refused: the input comes back as it was
		case err != nil || out == in:
			t.Fatalf("LinkifyString(%q) = %q, %v: neither linked nor refused with a *RenderError", in, out, err)
		}
		nodes, err := html.ParseFragment(strings.NewReader(out), body)
		if err != nil {
			t.Fatal(err)
		}
		var again strings.Builder
		for _, n := range nodes {
			if err := html.Render(&again, n); err != nil {
				t.Fatal(err)
			}
		}
		if again.String() != out {
			t.Errorf("LinkifyString(%q)\n= %q\nwhich parses as\n  %q", in, out, again.String())
		}
	}
}
