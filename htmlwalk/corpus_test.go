package htmlwalk

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
	"golang.org/x/net/html"
)

func udhrDocuments(tb testing.TB) []string {
	dir := shareddata.Path(tb, "corpus/udhr-html")
	files, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil || len(files) == 0 {
		tb.Fatalf("no documents in %s", dir)
	}
	return files
}

// textContent concatenates the text of all text nodes of n.
func textContent(n *html.Node) string {
	var b strings.Builder
	for c := n; c != nil; c = next(c, n) {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	}
	return b.String()
}

// TestUDHRDocuments: on every document of the corpus, parse → Linkify →
// render → parse → Linkify → render gives the same bytes, and the text
// content is unchanged.
func TestUDHRDocuments(t *testing.T) {
	files := udhrDocuments(t)
	links := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := html.Parse(bytes.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		before := textContent(doc)
		if err := Linkify(doc); err != nil {
			t.Fatal(err)
		}
		if after := textContent(doc); after != before {
			t.Errorf("%s: text content changed", filepath.Base(f))
		}
		var first, second bytes.Buffer
		html.Render(&first, doc)
		links += strings.Count(first.String(), "<a ") - strings.Count(string(src), "<a ")
		if err := LinkifyDocument(&second, bytes.NewReader(first.Bytes())); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first.Bytes(), second.Bytes()) {
			t.Errorf("%s: a second pass changes the document", filepath.Base(f))
		}
	}
	t.Logf("%d documents: idempotent, text unchanged; %d links added", len(files), links)
}
