package linkify_test

import (
	"testing"

	"github.com/golinkify/uts58/internal/kindcases"
	"github.com/golinkify/uts58/linkify"
)

// TestKindsFixture: the detector links testdata/kinds.txt as marked, in
// every script.
func TestKindsFixture(t *testing.T) {
	d := kindcases.Detector()
	for _, c := range kindcases.Cases(t) {
		if got := linkify.Mark(c.Text, d.Find(c.Text)); got != c.Marked {
			t.Errorf("\n got  %s\n want %s", got, c.Marked)
		}
	}
}
