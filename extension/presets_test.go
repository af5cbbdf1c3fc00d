package extension

import (
	"slices"
	"testing"

	"github.com/golinkify/uts58/internal/presetcases"
	"github.com/yuin/goldmark"
)

// TestPresetCases: the extension links the fixtures of testdata/presets
// as detection does under each preset that writes HTML, but for the lines
// that Markdown reads otherwise (#@ text).
func TestPresetCases(t *testing.T) {
	mds := map[string]goldmark.Markdown{}
	for _, c := range presetcases.Cases(t) {
		if c.TextOnly {
			continue
		}
		for _, p := range c.Presets {
			policy, ok := presetcases.Policy(p)
			if !ok {
				continue // pure detection: no linkifier writes it
			}
			if mds[p] == nil {
				mds[p] = goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyPolicy(policy))))
			}
			got := presetcases.Anchors(render(t, mds[p], c.Text))
			if want := c.Want(presetcases.Detector(p)); !slices.Equal(got, want) {
				t.Errorf("%s (%s): %s\n got  %q\n want %q", c.Pos, p, c.Marked, got, want)
			}
		}
	}
}
