package linkify

import (
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/bidicheck"
)

// visualOrder returns the paragraph s as UAX #9 shows it (bidicheck.Visual).
func visualOrder(t testing.TB, s string) string {
	t.Helper()
	v, err := bidicheck.Visual(s)
	if err != nil {
		t.Fatalf("bidi: %q: %v", s, err)
	}
	return v
}

// shownHonestly reports whether the scheme and host of the link l of the
// one-paragraph text s appear in its visual order as they do alone.
func shownHonestly(t testing.TB, s string, l Link) bool {
	text := s[l.Start:l.End]
	_, he, _ := linkHost(text, l.Kind)
	ok, err := bidicheck.ShownAsAlone(s, text[:he])
	if err != nil {
		t.Fatalf("bidi: %q: %v", s, err)
	}
	return ok
}

// TestBidiOverrideContext: an override left open before a link reorders
// what the reader sees (the host shown is not the host linked); the policy
// refuses such links and keeps those that embeddings and isolates leave
// honest, as the UAX #9 implementation of golang.org/x/text shows them.
func TestBidiOverrideContext(t *testing.T) {
	safe := MustNew(WithPolicy(SafePolicy()))
	tests := []struct {
		text   string
		linked int  // links under SafePolicy
		attack bool // pure detection links a host shown as another
	}{
		{"\u202Ehttps://attacker.net/moc.elgoog.www//:sptth", 0, true},
		{"\u202E moc.elgoog@attacker.net", 0, true},
		{"راجع \u202Emoc.elgoog@attacker.net", 0, true},
		{"\u202Emoc.elgoog.www//:sptth", 0, false},
		{"\u202Ex.com/moc.elgoog.www", 0, true},
		{"בדוק \u202Ehttps://attacker.net/li.oc.knab//:sptth עכשיו", 0, true},
		{"\u202Dhttps://מתקפה.net/ abc", 0, false}, // its letters shown left to right
		{"\u202B\u202Ehttps://attacker.net/moc.elgoog.www//:sptth", 0, true},
		{"\u2066\u202Ehttps://attacker.net/moc.elgoog.www//:sptth", 0, true},
		// Closed, or reset by what follows, the override reaches no link.
		{"\u202Eabc\u202C https://example.com/ok", 1, false},
		{"\u2066\u202Eabc\u2069 https://example.com/ok", 1, false},
		{"\u202E\u2066https://example.com/ok\u2069", 1, false},
		{"\u202E\u202Ahttps://example.com/ok", 1, false},
		{"\u202E\u2029https://example.com/ok", 1, false},
		// Embeddings and isolates alone reorder no left-to-right run.
		{"\u202Bhttps://example.com/a\u202C", 1, false},
		{"\u2067https://example.com/a\u2069", 1, false},
		{"\u2068me@example.com\u2069", 1, false},
		{"اكتب إلى \u202Bme@example.com\u202C", 1, false},
		{"שלום https://example.com/דף", 1, false},
		// Typographic punctuation (General Punctuation, as the controls)
		// opens nothing and closes nothing.
		{"“Quoted” — a dash… ‘and’ https://example.com/ok", 1, false},
		{"\u202E“moc.elgoog” — https://attacker.net/moc.elgoog.www//:sptth", 0, true},
		{"\u2066\u202E“x” — ‘y’\u2069 https://example.com/ok", 1, false},
		{"\u202E‘x’\u202C — https://example.com/ok", 1, false},
	}
	for _, tt := range tests {
		got := safe.Find(tt.text)
		if len(got) != tt.linked {
			t.Errorf("%q: %d links under SafePolicy, want %d", tt.text, len(got), tt.linked)
		}
		for _, l := range got {
			if !shownHonestly(t, tt.text, l) {
				t.Errorf("%q: link %q shown as %q", tt.text, tt.text[l.Start:l.End], visualOrder(t, tt.text))
			}
		}
		if tt.attack {
			pure := Find(tt.text)
			if len(pure) != 1 || shownHonestly(t, tt.text, pure[0]) {
				t.Errorf("%q: no dishonest link in pure detection (%v): the test proves nothing", tt.text, pure)
			}
		}
	}
}

// FuzzBidiOverride: whatever explicit formatting stands before a link,
// the link the policy keeps shows its scheme and host as they are shown
// alone (UAX #9 by golang.org/x/text). Each byte of the input picks a code
// point. The hosts are left-to-right: a right-to-left label after a
// scheme is shown in another order in right-to-left text (the scheme on
// its right), which no override makes and only isolation prevents (the
// linkifiers' dir attribute).
func FuzzBidiOverride(f *testing.F) {
	for _, seed := range []string{"\x00", "\x03\x05\x01", "\x08\x03\x07", "\x02\x03\x04", "\x09\x03\x0a\x0b"} {
		f.Add(seed, 0)
	}
	pick := []string{"\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069", "a", "ש ", " ", "\u200F", "\u061C", "1 ", ". "}
	links := []string{"https://attacker.net/moc.elgoog.www//:sptth", "moc.elgoog@attacker.net", "example.com/שלום", "https://пример.рф/x"}
	safe := MustNew(WithPolicy(SafePolicy()))
	f.Fuzz(func(t *testing.T, prefix string, which int) {
		if len(prefix) > 64 {
			return
		}
		var b strings.Builder
		for i := 0; i < len(prefix); i++ {
			b.WriteString(pick[int(prefix[i])%len(pick)])
		}
		b.WriteString(links[(which%len(links)+len(links))%len(links)])
		s := b.String()
		for _, l := range safe.Find(s) {
			if !shownHonestly(t, s, l) {
				t.Errorf("%q: link %q shown as %q", s, s[l.Start:l.End], visualOrder(t, s))
			}
		}
	})
}
