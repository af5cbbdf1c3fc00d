package main

import (
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/golinkify/uts58/extension"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

func TestBuild(t *testing.T) {
	dst := t.TempDir()
	n, err := build("content", dst)
	if err != nil || n != 3 {
		t.Fatalf("built %d pages: %v", n, err)
	}
	pages := map[string][]string{
		"index.html": {
			"<title>A tiny site</title>",
			`<a href="https://www.unicode.org/reports/tr58/" rel="external">https://www.unicode.org/reports/tr58/</a>,`,
			`<strong><a href="https://example.com/docs" rel="external">example.com/docs</a></strong>`,
			`<a href="https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC" rel="external">https://ja.wikipedia.org/wiki/東京</a>。`,
			`<code>code.example.com</code>`,
			`<a href="mailto:webmaster@example.org">webmaster@example.org</a>`,
			`<a href="https://example.org">written link</a>`,
		},
		"about.html": {
			`<a href="https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C" rel="external">пример.рф/путь</a>`,
			`<td><a href="https://en.wikipedia.org/wiki/Rome_(city)" rel="external">en.wikipedia.org/wiki/Rome_(city)</a></td>`,
			// Heading IDs and the table of contents as without links
			// (goldmark's IDs, the plain text of the heading).
			`<li><a href="#filescom-and-sigsk8siocluster-api">Files.com and sigs.k8s.io/cluster-api</a></li>`,
			`<h2 id="filescom-and-sigsk8siocluster-api"><a href="https://files.com/" rel="external">Files.com</a> and <a href="https://sigs.k8s.io/cluster-api" rel="external">sigs.k8s.io/cluster-api</a></h2>`,
			// goldmark's default schemes; the host in lower case; &amp; is &.
			`<a href="ftp://ftp.example.net/pub" rel="external">ftp://ftp.example.net/pub</a>`,
			`<a href="https://github.com/golinkify" rel="external">GitHub.com/golinkify</a>`,
			`<a href="https://example.com/search?q=a&amp;lang=en" rel="external">example.com/search?q=a&amp;lang=en</a>`,
			`<a href="https://example.org/">the start</a>`,
		},
		// Hugo's _index.md, with file names and a version that stay text.
		filepath.Join("docs", "index.html"): {
			"<title>Docs: “getting started”</title>",
			`<h1 id="docs-getting-started">Docs: &ldquo;getting started&rdquo;</h1>`,
			"has an _index.md (as in Hugo); the theme&rsquo;s README.md, the build&rsquo;s setup.py and\nversion 1.2.tv stay text",
			`<a href="https://docs.example.org/guide" rel="external">docs.example.org/guide</a>, <a href="https://gohugo.io/" rel="external">gohugo.io</a> and <a href="https://example.com/setup.py" rel="external">https://example.com/setup.py</a>`,
		},
	}
	for name, wants := range pages {
		page, err := os.ReadFile(filepath.Join(dst, name))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(string(page), "<!doctype html>\n<html lang=\"en\">\n<meta charset=\"utf-8\">\n<title>") {
			t.Errorf("%s: head %q", name, page[:min(len(page), 80)])
		}
		for _, want := range wants {
			if !strings.Contains(string(page), want) {
				t.Errorf("%s lacks %s\n%s", name, want, page)
			}
		}
	}
}

// TestHookSeesWhatTheExtensionMeans: on every page, the site's link hook,
// which reads the node alone, writes each link found with the href and
// text that the extension itself gives it.
func TestHookSeesWhatTheExtensionMeans(t *testing.T) {
	for _, path := range []string{"index.md", "about.md", filepath.Join("docs", "_index.md")} {
		md, err := os.ReadFile(filepath.Join("content", path))
		if err != nil {
			t.Fatal(err)
		}
		page, err := render(md)
		if err != nil {
			t.Fatal(err)
		}
		rest := string(page)
		doc := markdown.Parser().Parse(text.NewReader(md))
		links := 0
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			a, ok := extension.AnchorOf(n, md)
			if !ok || !entering {
				return ast.WalkContinue, nil
			}
			links++
			want := `<a href="` + html.EscapeString(a.Href) + `"`
			i := strings.Index(rest, want)
			if i < 0 || !strings.HasPrefix(rest[strings.Index(rest[i:], ">")+i+1:], html.EscapeString(a.Text)+"</a>") {
				t.Errorf("%s: %s…>%s</a> not in the page", path, want, a.Text)
				return ast.WalkStop, nil
			}
			rest = rest[i+len(want):]
			return ast.WalkContinue, nil
		})
		if links == 0 {
			t.Errorf("%s: no link", path)
		}
	}
}
