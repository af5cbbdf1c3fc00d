package bidicheck

import (
	"slices"
	"testing"
)

func TestDishonest(t *testing.T) {
	const attack = "https://attacker.net/moc.elgoog.www//:sptth"
	for in, want := range map[string][]string{
		`<p>see <a href="x">` + attack + `</a></p>`:                                       nil,
		"<p>\u202E<b>x</b> <a href=x>" + attack + "</a></p>":                              {attack},
		"<p>\u202E<b>x</b> <a href=x dir=ltr>" + attack + "</a></p>":                      nil,
		`<p><bdo dir="rtl"><a href=x>moc.elgoog@attacker.net</a></bdo></p>`:               {"moc.elgoog@attacker.net"},
		`<p><bdo dir="rtl"><a href=x dir="ltr">moc.elgoog@attacker.net</a></bdo></p>`:     nil,
		`<p><span style="unicode-bidi: bidi-override; direction: rtl"><a>a@b.example</a>`: {"a@b.example"},
		"<p>&#x202E; <a>a@b.example</a></p>":                                              {"a@b.example"},
		"<p>\u2067<a>https://example.com/a</a>\u2069</p>":                                 nil,
	} {
		got, err := Dishonest(in)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("Dishonest(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}
