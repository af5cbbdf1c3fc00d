package anchors

import "testing"

func TestHoldsBidiFormatting(t *testing.T) {
	for in, want := range map[string]bool{
		"plain text https://example.com/":      false,
		"\u202Ehttps://attacker.net/":          true,
		"a \u202A b":                           true,
		"a \u202B b":                           true,
		"a \u202D b":                           true,
		"a \u2066 b \u2069":                    true,
		"a \u2067 b":                           true,
		"a \u2068 b":                           true,
		"a \u202C b \u2069 \u200F \u200E":      false, // closers and marks open nothing
		"“quotes” — dashes… ‰ ‹›":              false,
		"&#x202E;moc.elgoog@attacker.net":      true,
		"&#X202e;":                             true,
		"&#8238;":                              true,
		"&#008238;":                            true,
		"&#x2067;":                             true,
		"&#x202C; &#8207; &#x80AA; &#;":        false,
		"&#x110000000202E;":                    false,
		"<bdo dir=rtl>https://a.example</bdo>": true,
		"<BDO>":                                true,
		"<bdi>x</bdi> <b>":                     false,
		"&":                                    false,
		"\xE2\x80":                             false,
	} {
		if got := HoldsBidiFormatting(in); got != want {
			t.Errorf("HoldsBidiFormatting(%q) = %v, want %v", in, got, want)
		}
		// HoldsInitiator is the raw part: no reference, no markup.
		raw := want && in[0] != '&' && in[0] != '<'
		if got := HoldsInitiator(in); got != raw {
			t.Errorf("HoldsInitiator(%q) = %v, want %v", in, got, raw)
		}
	}
}

func TestCSSOverrides(t *testing.T) {
	for in, want := range map[string]bool{
		"unicode-bidi: bidi-override; direction: rtl": true,
		"UNICODE-BIDI:Bidi-Override":                  true,
		"unicode-bidi: isolate-override":              true,
		"unicode-bidi: isolate; direction: rtl":       false,
		"you can override the defaults":               false,
		"- a list\n- override":                        false,
		"x-overrid":                                   false,
	} {
		if got := CSSOverrides(in); got != want {
			t.Errorf("CSSOverrides(%q) = %v, want %v", in, got, want)
		}
	}
}
