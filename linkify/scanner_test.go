package linkify

import (
	"testing"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// TestChooseTriggers: scheme-only triggers exactly when neither
// scheme-less domains nor e-mail addresses are linked.
func TestChooseTriggers(t *testing.T) {
	for _, c := range []struct {
		opts []Option
		want chars.TriggerSet
	}{
		{nil, chars.TriggersAll},
		{[]Option{WithEmail(false)}, chars.TriggersAll},
		{[]Option{WithSchemeless(false)}, chars.TriggersAll},
		{[]Option{WithSchemeless(false), WithEmail(false)}, chars.TriggersScheme},
	} {
		d := MustNew(c.opts...)
		if d.triggers != c.want {
			t.Errorf("New: triggers %d, want %d", d.triggers, c.want)
		}
		back, err := d.With(WithSchemeless(true), WithEmail(true))
		if err != nil || back.triggers != chars.TriggersAll {
			t.Errorf("With: triggers %d, want all", back.triggers)
		}
	}
	var c scanConfig
	c.chooseTriggers(true)
	if c.triggers != chars.TriggersSchemeColons {
		t.Errorf("any colon, scheme only: %d", c.triggers)
	}
	c.schemeless = true
	c.chooseTriggers(true)
	if c.triggers != chars.TriggersAllColons {
		t.Errorf("any colon: %d", c.triggers)
	}
}
