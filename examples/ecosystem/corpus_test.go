package ecosystem

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

// TestMain says in one line which tests skipped for want of ../shared.
func TestMain(m *testing.M) { os.Exit(shareddata.Main(m)) }

// TestCorpusBesidePeers: on the Markdown corpus, with each peer, every
// link is kept (whole, or cut where the peer's syntax begins, or left to
// it where the syntax holds its start), and the peer's output is
// unchanged (see the package doc).
func TestCorpusBesidePeers(t *testing.T) {
	root := shareddata.Path(t, "corpus/markdown")
	type doc struct {
		name   string
		source []byte
	}
	var docs []doc
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".md" {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(root, p)
		docs = append(docs, doc{rel, b})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range peers() {
		t.Run(p.name, func(t *testing.T) {
			s, tl := newStacks(p), &tally{}
			for _, d := range docs {
				tl.check(p, s, d.name, d.source)
			}
			report(t, tl)
			if tl.kept > 0 { // on the corpus, the peers' output is goldmark's as it is
				t.Errorf("%d documents differ by the delimiters links keep", tl.kept)
			}
		})
	}
}

// report logs the tally and fails on its failures.
func report(t *testing.T, tl *tally) {
	t.Helper()
	t.Log(tl)
	for _, e := range tl.examples {
		t.Log("cut: ", e)
	}
	for i, f := range tl.failures {
		if i == 20 {
			t.Errorf("and %d more", len(tl.failures)-i)
			break
		}
		t.Error(f)
	}
}
