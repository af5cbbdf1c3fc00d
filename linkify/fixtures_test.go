package linkify

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFixtures runs the project's own detection fixtures in testdata/
// (the spec's examples, the UASG table), in the notation of the official
// LinkDetectionTest.txt.
func TestFixtures(t *testing.T) {
	for _, name := range []string{"spec-examples.txt", "uasg-examples.txt"} {
		t.Run(name, func(t *testing.T) {
			f, err := os.Open(filepath.Join("..", "testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			s := bufio.NewScanner(f)
			n, lineNo := 0, 0
			for s.Scan() {
				lineNo++
				line := s.Text()
				if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
					continue
				}
				n++
				input := strings.NewReplacer(MarkStart, "", MarkEnd, "").Replace(line)
				if got := Mark(input, Find(input)); got != line {
					t.Errorf("%s:%d:\n got: %s\nwant: %s", name, lineNo, got, line)
				}
			}
			if n == 0 {
				t.Fatal("no fixtures read")
			}
		})
	}
}
