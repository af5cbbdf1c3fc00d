// Command site builds a tiny static site: every .md file of a folder
// becomes an .html file, converted by goldmark with this project's GFM
// bundle, the way a Hugo-style pipeline wires goldmark.
//
//	go run ./examples/site -src examples/site/content -dst /tmp/site
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/golinkify/uts58/extension"
	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
)

// markdown is the converter: GFM with UTS #58 links, typographer (on in
// Hugo), and heading IDs.
var markdown = goldmark.New(
	goldmark.WithExtensions(extension.GFM, gext.Typographer),
	goldmark.WithParserOptions(parser.WithAutoHeadingID()),
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

// build converts every .md file under src to an .html file under dst.
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
		var body bytes.Buffer
		if err := markdown.Convert(md, &body); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		rel, _ := filepath.Rel(src, path)
		out := filepath.Join(dst, strings.TrimSuffix(rel, ".md")+".html")
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		page := "<!doctype html>\n<meta charset=utf-8>\n" + body.String()
		n++
		return os.WriteFile(out, []byte(page), 0o644)
	})
	return n, err
}
