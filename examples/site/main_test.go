package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
			`<a href="https://www.unicode.org/reports/tr58/">https://www.unicode.org/reports/tr58/</a>,`,
			`<strong><a href="https://example.com/docs">example.com/docs</a></strong>`,
			`<a href="https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC">https://ja.wikipedia.org/wiki/東京</a>。`,
			`<code>code.example.com</code>`,
			`<a href="mailto:webmaster@example.org">webmaster@example.org</a>`,
			`<a href="https://example.org">written link</a>`,
		},
		"about.html": {
			`<a href="https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C">пример.рф/путь</a>`,
			`<td><a href="https://en.wikipedia.org/wiki/Rome_(city)">en.wikipedia.org/wiki/Rome_(city)</a></td>`,
		},
		// Hugo's _index.md, with file names and a version that stay text.
		filepath.Join("docs", "index.html"): {
			"<title>Docs: “getting started”</title>",
			`<h1 id="docs-getting-started">Docs: &ldquo;getting started&rdquo;</h1>`,
			"has an _index.md (as in Hugo); the theme&rsquo;s README.md, the build&rsquo;s setup.py and\nversion 1.2.tv stay text",
			`<a href="https://docs.example.org/guide">docs.example.org/guide</a>, <a href="https://gohugo.io/">gohugo.io</a> and <a href="https://example.com/setup.py">https://example.com/setup.py</a>`,
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
