package extension

import (
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
)

// markdownCorpus returns the documents of ../shared/corpus/markdown, in
// path order (3,074 real README, docs and book files), or ends tb.
func markdownCorpus(tb testing.TB) [][]byte {
	tb.Helper()
	shareddata.Path(tb, "corpus/markdown") // or skip
	docs, err := shareddata.MarkdownDocs(shareddata.Dir(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return docs
}
