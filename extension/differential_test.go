package extension

import (
	"bufio"
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
)

// markdownSyntax holds the characters that can make Markdown of a line.
const markdownSyntax = "*_~`[]()<>!#&\\|{}="

// syntaxFree reports whether a line is plain text to Markdown: no syntax
// character, no block marker, no indentation.
func syntaxFree(line string) bool {
	if strings.ContainsAny(line, markdownSyntax) || strings.TrimSpace(line) == "" {
		return false
	}
	if line[0] == ' ' || line[0] == '\t' || line[0] == '-' || line[0] == '+' || line[0] == '>' {
		return false
	}
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	return !(i > 0 && i < len(line) && line[i] == '.') // an ordered list item
}

// autoLinks returns the links of src as linkify.Links.
func autoLinks(md goldmark.Markdown, src []byte) []linkify.Link {
	nodes, _ := linkNodes(md, src)
	var links []linkify.Link
	for _, l := range nodes {
		links = append(links, spanOf(l, src))
	}
	return links
}

func sameLinks(a, b []linkify.Link) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestDifferentialPlainText: on paragraphs free of Markdown syntax, real
// (the corpora's lines) and generated, the extension's links are exactly
// its detector's, hrefs included, with the Typographer too.
func TestDifferentialPlainText(t *testing.T) {
	// The default extension applies linkify.DocumentPolicy and links
	// goldmark's schemes (ftp: too); one given a pure detector links
	// exactly what linkify.Find finds.
	doc := linkify.MustNew(linkify.WithPolicy(linkify.DocumentPolicy()), linkify.WithSchemes(stockSchemes...))
	pairs := []struct {
		md goldmark.Markdown
		d  *linkify.Detector
	}{
		{goldmark.New(goldmark.WithExtensions(Linkify)), doc},
		{goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyDetector(linkify.MustNew())))), linkify.MustNew()},
		// The Typographer (on in Hugo) changes nothing in the links.
		{goldmark.New(goldmark.WithExtensions(Linkify, gext.Typographer)), doc},
	}
	check := func(para string) {
		for _, p := range pairs {
			want := p.d.Find(para)
			if got := autoLinks(p.md, []byte(para)); !sameLinks(got, want) {
				t.Errorf("%q:\n extension %s\n     Find %s", para, linkify.Mark(para, got), linkify.Mark(para, want))
			}
		}
	}
	lines, withLinks := 0, 0
	for _, name := range []string{"email.txt", "mixed.txt"} {
		s := bufio.NewScanner(bytes.NewReader(shareddata.Read(t, "corpus/"+name)))
		s.Buffer(nil, 1<<20)
		for s.Scan() {
			if line := s.Text(); syntaxFree(line) {
				lines++
				if len(linkify.Find(line)) > 0 {
					withLinks++
				} else if lines%10 != 0 {
					continue // a sample of the lines without links
				}
				check(line)
			}
		}
	}
	words := []string{"see", "詳細は", "--", "...", "it's", "example.com/a--b", "x.com/'q'", "Пишите", "and", "или", "—", ",", ".", ":", "?", "'", "\"", "»", "。", "example.com", "www.example.org/a/b",
		"https://例え.jp/パス", "http://[::1]:8080/x", "mailto:a.b@example.com", "σωκράτης@example.om", "example.com/a?b=c/d", "x.y", "a@b", "example.com.",
		"example.com/%E2%80%AE", "normal", "普遍适用测试。我爱你", "http://user@example.com", "foo.bar.baz.com", "Ω.uk"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		var b strings.Builder
		for j := range 1 + rng.IntN(8) {
			if j > 0 && rng.IntN(3) > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(words[rng.IntN(len(words))])
		}
		if para := b.String(); syntaxFree(para) {
			check(para)
		}
	}
	t.Logf("%d corpus lines checked (%d with links), 3000 generated paragraphs", lines, withLinks)
}
