package htmlwalk_test

import (
	"html"
	"slices"
	"testing"

	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/internal/presetcases"
)

// TestPresetCases: htmlwalk links the fixtures of testdata/presets as
// detection does under each preset that writes HTML.
func TestPresetCases(t *testing.T) {
	for _, c := range presetcases.Cases(t) {
		for _, p := range c.Presets {
			policy, ok := presetcases.Policy(p)
			if !ok {
				continue // pure detection: no linkifier writes it
			}
			out, err := htmlwalk.LinkifyString("<p>"+html.EscapeString(c.Text)+"</p>", htmlwalk.WithPolicy(policy))
			if err != nil {
				t.Fatalf("%s: %v", c.Pos, err)
			}
			got := presetcases.Anchors(out)
			if want := c.Want(presetcases.Detector(p)); !slices.Equal(got, want) {
				t.Errorf("%s (%s): %s\n got  %q\n want %q", c.Pos, p, c.Marked, got, want)
			}
		}
	}
}
