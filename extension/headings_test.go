package extension

import (
	"strings"
	"testing"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// TestHeadingIDs: a link found in a heading changes no heading ID, neither
// goldmark's (parser.WithAutoHeadingID) nor one made from the heading's
// plain text by a walk that skips AutoLinks, as Hugo's and other
// generators' are: on hand-made headings and on every heading of the
// Markdown corpus, the IDs are those of stock goldmark without Linkify,
// with goldmark's Typographer too. (Stock goldmark with its Linkify loses
// in such a walk the text of the links it makes: those are counted.)
func TestHeadingIDs(t *testing.T) {
	made := []byte(strings.Join([]string{
		"# Files.com", "### sigs.k8s.io/cluster-api/api", "## Mail.ru Cloud", "## Use example.com/a_b_c now",
		"# https://example.com/x", "## www.example.org", "# me@example.org", "## **example.com** and *x.org/y*",
		"# 例え.jp/パス", "# a&amp;b.example.com/?x=1&amp;y", "Setext golang.org/x/net\n===", "## GitHub.com ~~old.example.com~~",
		"## Files.com", "# \"Quoted\" example.com/a -- b", "# `code.example.com` and example.com", "## ftp://ftp.example.org/pub",
	}, "\n\n"))
	docs := append(markdownCorpus(t), made)
	for _, typographer := range []bool{false, true} {
		with := func(ext ...goldmark.Extender) goldmark.Markdown {
			if typographer {
				ext = append(ext, gext.Typographer)
			}
			return goldmark.New(goldmark.WithParserOptions(parser.WithAutoHeadingID()), goldmark.WithExtensions(ext...))
		}
		plain, stock, ours := with(gext.Table, gext.Strikethrough), with(gext.GFM), with(GFM)
		headings, differ, stockLoses := 0, 0, 0
		for i, doc := range docs {
			if raceEnabled && i%8 != 0 && i != len(docs)-1 {
				continue
			}
			want, got := headingIDs(plain, doc), headingIDs(ours, doc)
			headings += len(want)
			for j := range want {
				if got[j] != want[j] {
					if differ++; differ <= 10 {
						t.Errorf("typographer %v, document %d, heading %d: %+v, stock goldmark %+v", typographer, i, j, got[j], want[j])
					}
				}
			}
			if typographer {
				continue
			}
			for j, id := range headingIDs(stock, doc) {
				if id.walk != want[j].walk {
					stockLoses++
				}
			}
		}
		if differ > 0 || headings < 17000 && !raceEnabled {
			t.Errorf("typographer %v: %d headings, %d differ", typographer, headings, differ)
		}
		t.Logf("typographer %v: %d headings, IDs as stock goldmark's without Linkify", typographer, headings)
		if !typographer {
			t.Logf("stock Linkify changes %d plain-text IDs", stockLoses)
		}
	}
	// With the Typographer, a link shows its source: the quote or dash
	// inside it is no typographer's entity in a plain-text walk either.
	md := goldmark.New(goldmark.WithParserOptions(parser.WithAutoHeadingID()), goldmark.WithExtensions(Linkify, gext.Typographer))
	if got := headingIDs(md, []byte("# it's example.com/it's--x")); got[0] != (headingID{"its-examplecomits--x", "itrsquos-examplecomits--x"}) {
		t.Errorf("a quote inside a link: %+v", got)
	}
}

// headingID is the ID goldmark gives a heading and the one a plain-text
// walk makes.
type headingID struct{ goldmark, walk string }

// headingIDs returns the IDs of the headings of src parsed with md.
func headingIDs(md goldmark.Markdown, src []byte) []headingID {
	doc := md.Parser().Parse(text.NewReader(src))
	var ids []headingID
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if h, ok := n.(*ast.Heading); ok && entering {
			id, _ := h.AttributeString("id")
			ids = append(ids, headingID{string(id.([]byte)), slug(plainText(h, src))})
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return ids
}

// plainText returns the text of the nodes under n as a generator's heading
// walk reads it: Text and String nodes, AutoLinks skipped.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			switch n := n.(type) {
			case *ast.Text:
				b.Write(n.Value(src))
			case *ast.String:
				b.Write(n.Value)
			case *ast.AutoLink:
				return ast.WalkSkipChildren, nil
			}
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// slug makes an ID of a heading's text as Hugo's GitHub style does:
// letters, digits and '_' lower-cased, spaces and '-' as '-', the rest
// dropped.
func slug(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '-' || r == ' ' || r == '\t':
			b.WriteByte('-')
		case r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}
