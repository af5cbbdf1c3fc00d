package anchors

import (
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
)

func TestValidate(t *testing.T) {
	for _, tt := range []struct {
		o   Options
		bad string // "" when valid; else the option named in the error
	}{
		{Options{}, ""},
		{Options{Rel: []string{"nofollow", "ugc"}, Target: "_blank", Class: "ext link", MaxText: 40}, ""},
		{Options{Target: "preview"}, ""},
		{Options{Rel: []string{"no follow"}}, "Rel"},
		{Options{Rel: []string{""}}, "Rel"},
		{Options{Rel: []string{`x"y`}}, "Rel"},
		{Options{Target: "_new"}, "Target"},
		{Options{Target: "a b"}, "Target"},
		{Options{Class: "a\x00b"}, "Class"},
		{Options{MaxText: -1}, "MaxText"},
	} {
		err := tt.o.Validate("With")
		switch {
		case tt.bad == "" && err != nil:
			t.Errorf("%+v: %v", tt.o, err)
		case tt.bad != "" && (err == nil || !strings.HasPrefix(err.Error(), "With"+tt.bad+":")):
			t.Errorf("%+v: error %v, want one naming With%s", tt.o, err, tt.bad)
		}
	}
}

func TestNewAndAppendHTML(t *testing.T) {
	text := `see https://example.com/a?b="c"&d=<e> now`
	l := linkify.Find(text)[0]
	o := Options{Rel: []string{"nofollow"}, Target: "_blank", Class: `x"y`}
	m := o.Maker()
	a := m.New(text, l)
	got := string(AppendHTML(nil, &a))
	want := `<a href="https://example.com/a?b=%22c%22&amp;d=%3Ce%3E" target="_blank" rel="nofollow noopener noreferrer" class="x&#34;y">https://example.com/a?b=&#34;c&#34;&amp;d=&lt;e&gt;</a>`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	o = Options{MaxText: 15}
	m = o.Maker()
	if a := m.New(text, l); a.Text != "example.com/a?…" {
		t.Errorf("shortened: %q", a.Text)
	}
}

// TestValidateBlankClass: a class of spaces alone names no class, in both
// linkifiers (htmlwalk's WithClass said so; the extension's options too).
func TestValidateBlankClass(t *testing.T) {
	for _, c := range []string{" ", "  \t"} {
		o := Options{Class: c}
		if err := o.Validate("With"); err == nil {
			t.Errorf("Class %q: no error", c)
		}
	}
	if o := (Options{Class: "a b"}); o.Validate("With") != nil {
		t.Error(`Class "a b": error`)
	}
}
