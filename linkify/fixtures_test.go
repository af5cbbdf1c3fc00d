package linkify

import (
	"os"
	"path/filepath"
	"testing"
)

// TestFixtures runs the project's own detection fixtures in testdata/
// (the spec's examples, the UASG table), in the notation of the official
// LinkDetectionTest.txt.
func TestFixtures(t *testing.T) {
	for _, name := range []string{"spec-examples.txt", "uasg-examples.txt"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("..", "testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			if n, _ := checkMarkedLines(t, defaultDetector, name, data); n == 0 {
				t.Fatal("no fixtures read")
			}
		})
	}
}
