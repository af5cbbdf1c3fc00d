package linkify_test

import (
	"testing"

	"github.com/golinkify/uts58/internal/presetcases"
	"github.com/golinkify/uts58/linkify"
)

// TestPresetCases: detection links the fixtures of testdata/presets as
// marked, under each preset a case names.
func TestPresetCases(t *testing.T) {
	ds := map[string]*linkify.Detector{}
	for _, p := range presetcases.Presets {
		ds[p] = presetcases.Detector(p)
	}
	for _, c := range presetcases.Cases(t) {
		for _, p := range c.Presets {
			if got := linkify.Mark(c.Text, ds[p].Find(c.Text)); got != c.Marked {
				t.Errorf("%s (%s):\n got  %s\n want %s", c.Pos, p, got, c.Marked)
			}
		}
	}
}
