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
	if err != nil || n != 2 {
		t.Fatalf("built %d pages: %v", n, err)
	}
	index, _ := os.ReadFile(filepath.Join(dst, "index.html"))
	about, _ := os.ReadFile(filepath.Join(dst, "about.html"))
	for _, want := range []string{
		`<a href="https://www.unicode.org/reports/tr58/">https://www.unicode.org/reports/tr58/</a>,`,
		`<strong><a href="https://example.com/docs">example.com/docs</a></strong>`,
		`<a href="https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC">https://ja.wikipedia.org/wiki/東京</a>。`,
		`<code>code.example.com</code>`,
		`<a href="mailto:webmaster@example.org">webmaster@example.org</a>`,
		`<a href="https://example.org">written link</a>`,
	} {
		if !strings.Contains(string(index), want) {
			t.Errorf("index.html lacks %s\n%s", want, index)
		}
	}
	for _, want := range []string{`<a href="https://xn--e1afmkfd.xn--p1ai/%D0%BF%D1%83%D1%82%D1%8C">пример.рф/путь</a>`, `<a href="https://en.wikipedia.org/wiki/Rome_(city)">en.wikipedia.org/wiki/Rome_(city)</a>`} {
		if !strings.Contains(string(about), want) {
			t.Errorf("about.html lacks %s\n%s", want, about)
		}
	}
}
