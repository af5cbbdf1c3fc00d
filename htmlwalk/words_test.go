package htmlwalk

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// anchorTexts returns the text of each <a> of the HTML fragment s.
func anchorTexts(t *testing.T, s string) []string {
	t.Helper()
	nodes, err := html.ParseFragment(strings.NewReader(s), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "a" {
			var b strings.Builder
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				b.WriteString(c.Data)
			}
			texts = append(texts, b.String())
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, n := range nodes {
		walk(n)
	}
	return texts
}

// TestWordInternalElements: a word goes on across every element that does
// not end it in rendering: wbr, inline elements, unknown and custom ones,
// and past elements that are not rendered. A link is never cut there: the
// text that would be cut is left unlinked. Blocks, line breaks and
// objects that show no text end a word.
func TestWordInternalElements(t *testing.T) {
	tests := []struct {
		in    string
		links []string
	}{
		// wbr, as generated HTML breaks long URLs, in any script.
		{`<p>https://example.com/very/<wbr>long/path and example.org</p>`, []string{"example.org"}},
		{`https://example.com/<wbr>a <wbr>https://example.net/b<wbr> c`, []string{"https://example.net/b"}},
		{`exam<wbr>ple.com, <WBR>example.org`, []string{"example.org"}},
		{`<p>詳細はhttps://例え.jp/<wbr>パス/<wbr>続き を参照</p>`, nil},
		{`<p>Пишите на иван@<wbr>пример.рф или https://пример.рф/<wbr>путь</p>`, nil},
		// Inline, unknown and custom elements.
		{`https://example.com/a/<x-crumb>b</x-crumb>/c and me@<my-host>example.org</my-host>`, nil},
		{`<foo-bar>foo</foo-bar>bar.com <unknown>x</unknown>y.com <span>z</span>.example.com`, nil},
		{`<time>2024</time>example.com <data value=1>x</data>y.org <label>a</label>b.net <ruby>c</ruby>d.org`, nil},
		{`<bdi>מידע</bdi>example.com <output>x</output>y.com <slot>z</slot>w.com`, nil},
		// Not rendered: the text around joins.
		{`exam<script>1</script>ple.com and exam<span hidden>x</span>ple.org and exam<template>x</template>ple.net`, nil},
		{`exam<!-- c -->ple.com <span>exam</span><!-- c --><b></b>ple.org`, nil},
		// What ends a word.
		{`foo<br>bar.com foo<hr>baz.com foo<img src=x.png>qux.com foo<input>a.org foo<button>b</button>c.org`, []string{"bar.com", "baz.com", "qux.com", "a.org", "c.org"}},
		{`<p>foo</p>bar.com <div>x</div>y.com <ul><li>a</li></ul>b.org <table><tr><td>c</td><td>d.org</td></tr></table>`, []string{"bar.com", "y.com", "b.org", "d.org"}},
		{`foo<svg></svg>bar.com <ruby>漢<rt>kan</rt></ruby>example.com foo<video></video>v.com`, []string{"bar.com", "example.com", "v.com"}},
		{`https://example.com/path<wbr> more and <span>see</span> example.org`, []string{"https://example.com/path", "example.org"}},
	}
	for _, tt := range tests {
		out, err := LinkifyString(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := anchorTexts(t, out); !slices.Equal(got, tt.links) {
			t.Errorf("%s\n got links %q\nwant %q\n%s", tt.in, got, tt.links, out)
		}
	}
}

// TestSpecialUseHostsInHTML: the default DocumentPolicy links local
// development hosts written with a scheme; ForumPolicy does not.
func TestSpecialUseHostsInHTML(t *testing.T) {
	in := `<p>Open http://localhost:1313/ or http://whoami.docker.localhost/, not myapp.test.</p>`
	out, err := LinkifyString(in)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := anchorTexts(t, out), []string{"http://localhost:1313/", "http://whoami.docker.localhost/"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
