// Command site builds a tiny static site: every .md file of a folder
// becomes an .html file, converted by goldmark with this project's GFM
// bundle, the way Hugo wires goldmark: its link render hook reads each link
// from the node (hooks.go), heading IDs, a table of contents made from the
// headings' plain text, the typographer, tables.
//
//	go run ./examples/site -src examples/site/content -dst /tmp/site
package main

import (
	"bytes"
	"flag"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strings"

	"github.com/golinkify/uts58/extension"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// markdown is the converter: GFM with UTS #58 links under the extension's
// default policy, linkify.DocumentPolicy() (file names such as _index.md,
// README.md or setup.py stay text unless written with a scheme or a path),
// typographer (on in Hugo), heading IDs, and the site's link hook above
// every other renderer, as Hugo's. One serves every page.
var markdown = goldmark.New(
	goldmark.WithExtensions(extension.GFM, gext.Typographer),
	goldmark.WithParserOptions(parser.WithAutoHeadingID()),
	goldmark.WithRendererOptions(linkHooks),
)

func main() {
	src := flag.String("src", "content", "folder of .md files")
	dst := flag.String("dst", "public", "folder for the .html files")
	flag.Parse()
	n, err := build(*src, *dst)
	if err != nil {
		fmt.Fprintln(os.Stderr, "site:", err)
		os.Exit(1)
	}
	fmt.Printf("built %d pages in %s\n", n, *dst)
}

// build converts every .md file under src to an .html file under dst
// (_index.md, a section's page in Hugo, to index.html).
func build(src, dst string) (int, error) {
	n := 0
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".md" {
			return err
		}
		md, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		page, err := render(md)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		rel, _ := filepath.Rel(src, path)
		name := strings.TrimSuffix(rel, ".md")
		if filepath.Base(name) == "_index" { // a section's page, as in Hugo
			name = filepath.Join(filepath.Dir(name), "index")
		}
		out := filepath.Join(dst, name+".html")
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		n++
		return os.WriteFile(out, page, 0o644)
	})
	return n, err
}

// render returns the HTML page of a Markdown source, titled by its first
// heading, with its table of contents.
func render(md []byte) ([]byte, error) {
	doc := markdown.Parser().Parse(text.NewReader(md))
	var body bytes.Buffer
	if err := markdown.Renderer().Render(&body, md, doc); err != nil {
		return nil, err
	}
	title := ""
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if h, ok := n.(*ast.Heading); ok && entering {
			title = plainText(h, md)
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	head := "<!doctype html>\n<html lang=\"en\">\n<meta charset=\"utf-8\">\n<title>" + html.EscapeString(title) + "</title>\n"
	return append([]byte(head+toc(doc, md)), body.Bytes()...), nil
}

// plainText returns the text of a node as the reader sees it, without
// markup, as Hugo reads a heading's: autolinks (<https://…>) left out.
func plainText(n ast.Node, source []byte) string {
	var b strings.Builder
	ast.Walk(n, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Text: // as written, with character references
			b.WriteString(html.UnescapeString(string(n.Segment.Value(source))))
		case *ast.String: // the typographer's quotes and dashes
			b.WriteString(html.UnescapeString(string(n.Value)))
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}
