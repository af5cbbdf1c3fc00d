package shareddata

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"unicode/utf8"
)

// MarkdownDocs returns the documents of corpus/markdown in the shared
// folder dir, in path order (3,074 real README, docs and book files).
func MarkdownDocs(dir string) ([][]byte, error) {
	root := filepath.Join(dir, "corpus", "markdown")
	var docs [][]byte
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".md" {
			return err
		}
		b, err := os.ReadFile(p)
		docs = append(docs, b)
		return err
	})
	if err == nil && len(docs) == 0 {
		err = fmt.Errorf("no Markdown documents in %s", root)
	}
	return docs, err
}

// Paragraphs returns the non-blank pieces of docs between blank lines
// ("\n\n"): comment-sized inputs, 85,325 of them in the Markdown corpus.
func Paragraphs(docs [][]byte) [][]byte {
	var out [][]byte
	for _, d := range docs {
		for _, p := range bytes.Split(d, []byte("\n\n")) {
			if len(bytes.TrimSpace(p)) > 0 {
				out = append(out, p)
			}
		}
	}
	return out
}

// Comments returns docs cut into pieces of at most size bytes, each ending
// at a code point's end: short inputs, as a forum gets them.
func Comments(docs [][]byte, size int) [][]byte {
	var out [][]byte
	for _, d := range docs {
		for len(d) > 0 {
			n := min(size, len(d))
			for n < len(d) && n > 0 && !utf8.RuneStart(d[n]) {
				n--
			}
			if n == 0 {
				n = min(size, len(d)) // no code point starts in reach: cut the bytes
			}
			out = append(out, d[:n])
			d = d[n:]
		}
	}
	return out
}
