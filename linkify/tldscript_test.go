package linkify

import "testing"

// TestNationalTLDs: a label in the script of its top-level domain (or of
// a country-code TLD that Chromium lists for the script) is no homograph,
// in the policy and in FormatURL/FormatEmail; under another TLD it is.
func TestNationalTLDs(t *testing.T) {
	safe := MustNew(WithPolicy(SafePolicy()))
	tests := []struct {
		text    string
		linked  bool
		display string // FormatURL of "https://" + text
	}{
		{"пример.рус/статья", true, "https://пример.рус/статья"},
		{"пример.бг", true, "https://пример.бг"},
		{"пример.срб/вести", true, "https://пример.срб/вести"},
		{"сайт.укр", true, "https://сайт.укр"},
		{"пример.мкд", true, "https://пример.мкд"},
		{"рау.рф", true, "https://рау.рф"},
		{"сосо.by", true, "https://сосо.by"},
		{"ехр.kz", true, "https://ехр.kz"},
		{"ορα.gr", true, "https://ορα.gr"},
		{"ορα.ελ", true, "https://ορα.ελ"},
		// Another script's TLD, or an ASCII one no registry of the script runs.
		{"аррӏе.com", false, "https://xn--80ak6aa92e.com"},
		{"рау.com", false, "https://xn--80a5ak.com"},
		{"аррӏе.ελ", false, "https://xn--80ak6aa92e.ελ"},
		{"ορα.com", false, "https://xn--mxa1ag.com"},
		{"ορα.рф", false, "https://xn--mxa1ag.рф"},
		{"аррӏе.de", false, "https://xn--80ak6aa92e.de"},
		// Mixed script stays refused whatever the TLD.
		{"аpple.рф", false, "https://xn--pple-43d.рф"},
		// A fully qualified name: its TLD is the label before the final dot.
		{"пример.рус./статья", true, "https://пример.рус./статья"},
		{"рау.com./x", false, "https://xn--80a5ak.com./x"},
	}
	for _, tt := range tests {
		if got := len(safe.Find(tt.text)) == 1; got != tt.linked {
			t.Errorf("%s: linked=%v, want %v (%v)", tt.text, got, tt.linked, safe.policy.Check(tt.text, URL))
		}
		if got, err := FormatURL("https://" + tt.text); err != nil || got != tt.display {
			t.Errorf("FormatURL(https://%s) = %q, %v; want %q", tt.text, got, err, tt.display)
		}
	}
	for in, want := range map[string]string{
		"info@пример.рус": "info@пример.рус",
		"info@рау.рф":     "info@рау.рф",
		"info@рау.com":    "info@xn--80a5ak.com",
	} {
		if got, err := FormatEmail(in); err != nil || got != want {
			t.Errorf("FormatEmail(%s) = %q, %v; want %q", in, got, err, want)
		}
	}
	// WithLocalHosts: a one-label host has no TLD to vouch for it.
	local := MustNew(WithLocalHosts(true), WithPolicy(SafePolicy()))
	if got := local.Find("http://рау/"); len(got) != 0 {
		t.Errorf("http://рау/ linked under SafePolicy: %v", got)
	}
}
