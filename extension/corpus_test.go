package extension

import (
	"bytes"
	"io/fs"
	"path/filepath"
	"sort"
	"testing"
	"unicode/utf8"

	"github.com/golinkify/uts58/internal/shareddata"
)

// markdownCorpus returns the documents of ../shared/corpus/markdown, in
// path order (3,074 real README, docs and book files).
func markdownCorpus(tb testing.TB) [][]byte {
	tb.Helper()
	root := shareddata.Path(tb, "corpus/markdown")
	var paths []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(p) == ".md" {
			paths = append(paths, p)
		}
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	sort.Strings(paths)
	docs := make([][]byte, len(paths))
	for i, p := range paths {
		docs[i] = shareddata.Read(tb, mustRel(tb, p))
	}
	return docs
}

func mustRel(tb testing.TB, p string) string {
	tb.Helper()
	rel, err := filepath.Rel(shareddata.Dir(tb), p)
	if err != nil {
		tb.Fatal(err)
	}
	return filepath.ToSlash(rel)
}

// paragraphs returns the non-blank pieces of the documents between blank
// lines ("\n\n"): comment-sized inputs, 85,325 of them in the corpus.
func paragraphs(docs [][]byte) [][]byte {
	var paras [][]byte
	for _, d := range docs {
		for _, p := range bytes.Split(d, []byte("\n\n")) {
			if len(bytes.TrimSpace(p)) > 0 {
				paras = append(paras, p)
			}
		}
	}
	return paras
}

// comments returns the documents cut into pieces of at most size bytes,
// each ending at a code point's end: short inputs as a forum renders them.
func comments(docs [][]byte, size int) [][]byte {
	var out [][]byte
	for _, d := range docs {
		for len(d) > 0 {
			n := min(size, len(d))
			for n < len(d) && n > 0 && !utf8.RuneStart(d[n]) {
				n--
			}
			out = append(out, d[:n])
			d = d[n:]
		}
	}
	return out
}
