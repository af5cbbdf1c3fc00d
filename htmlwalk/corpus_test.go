package htmlwalk

import (
	"bufio"
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

// readDocument returns the document in the file f and its tree.
func readDocument(tb testing.TB, f string) ([]byte, *html.Node) {
	tb.Helper()
	src, err := os.ReadFile(f)
	if err != nil {
		tb.Fatal(err)
	}
	doc, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		tb.Fatal(err)
	}
	return src, doc
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

// Comment-sized fragments are 150 to 500 bytes, as forum comments are.
const minFragment, maxFragment = 150, 500

// corpusFragments returns comment-sized HTML fragments made from real text:
// the <p> elements of the udhr-html documents (multilingual prose, few
// links) and runs of lines of email.txt, escaped and wrapped in <p> (many
// links), at most max of each kind, spread over the corpora.
func corpusFragments(tb testing.TB, max int) []string {
	var paras []string
	for _, f := range udhrDocuments(tb) {
		_, doc := readDocument(tb, f)
		for n := doc; n != nil; n = next(n, doc) {
			if n.Type == html.ElementNode && n.Data == "p" {
				var b strings.Builder
				html.Render(&b, n)
				if s := b.String(); len(s) >= minFragment && len(s) <= maxFragment {
					paras = append(paras, s)
				}
			}
		}
	}
	var mails []string
	sc := bufio.NewScanner(bytes.NewReader(shareddata.Read(tb, "corpus/email.txt")))
	var run strings.Builder
	for sc.Scan() {
		line := sc.Text()
		if run.Len()+len(line) > maxFragment-len("<p></p>") {
			run.Reset()
		}
		run.WriteString(line)
		run.WriteByte('\n')
		if run.Len() >= minFragment {
			mails = append(mails, "<p>"+html.EscapeString(run.String())+"</p>")
			run.Reset()
		}
	}
	return append(spread(paras, max), spread(mails, max)...)
}

// spread returns at most max elements of list, evenly spaced.
func spread(list []string, max int) []string {
	if len(list) <= max {
		return list
	}
	out := make([]string, max)
	for i := range out {
		out[i] = list[i*len(list)/max]
	}
	return out
}

// linkDenseHTML returns an HTML document of at least size bytes made of
// the paragraphs of email.txt, escaped, each in a <p>: real text with a
// link every few lines. The corpus repeats to reach size.
func linkDenseHTML(tb testing.TB, size int) []byte {
	text := shareddata.Read(tb, "corpus/email.txt")
	paras := bytes.Split(text, []byte("\n\n"))
	b := bytes.NewBufferString("<!DOCTYPE html>\n<html><head><title>mail</title></head><body>\n")
	for b.Len() < size {
		for _, p := range paras {
			if b.Len() >= size {
				break
			}
			b.WriteString("<p>")
			b.WriteString(html.EscapeString(string(p)))
			b.WriteString("</p>\n")
		}
	}
	b.WriteString("</body></html>\n")
	return b.Bytes()
}

// TestUDHRDocuments: on every document of the corpus, parse → Linkify →
// render → parse → Linkify → render gives the same bytes, and the text
// content is unchanged.
func TestUDHRDocuments(t *testing.T) {
	files := udhrDocuments(t)
	links := 0
	for _, f := range files {
		src, doc := readDocument(t, f)
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
