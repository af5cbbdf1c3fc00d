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
	for _, f := range []struct {
		name string
		d    *Detector
	}{
		{"spec-examples.txt", defaultDetector},
		{"uasg-examples.txt", defaultDetector},
		{"edges.txt", defaultDetector},
		{"edges-policy.txt", MustNew(WithPolicy(SafePolicy()))},
		{"edges-schemes.txt", MustNew(WithSchemes(allSchemes()...), WithLocalHosts(true))},
	} {
		t.Run(f.name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("..", "testdata", f.name))
			if err != nil {
				t.Fatal(err)
			}
			if n, _ := checkMarkedLines(t, f.d, f.name, data); n == 0 {
				t.Fatal("no fixtures read")
			}
		})
	}
}
