package hosts

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/golinkify/uts58/linkify/internal/chars"
	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// TestTLDListMatchesPublicSuffix checks the TLD pre-filter that tablegen
// froze (tlds.go) against the golang.org/x/net/publicsuffix this build
// links: every TLD of the IANA root zone that the list has in its ICANN
// section, in ASCII and Unicode form, and nothing else. An upgrade of
// x/net that changes the list fails here until "go generate" is run.
func TestTLDListMatchesPublicSuffix(t *testing.T) {
	var want []string
	for _, line := range strings.Split(string(shareddata.Read(t, "iana/tlds-alpha-by-domain.txt")), "\n") {
		tld := strings.ToLower(strings.TrimSpace(line))
		if tld == "" || tld[0] == '#' {
			continue
		}
		if _, icann := publicsuffix.PublicSuffix(tld); !icann {
			continue
		}
		want = append(want, tld)
		if strings.HasPrefix(tld, "xn--") {
			u, err := idna.Lookup.ToUnicode(tld)
			if err != nil {
				t.Fatalf("%s: %v", tld, err)
			}
			want = append(want, u)
		}
	}
	slices.Sort(want)
	got := tldList[:]
	for _, tld := range want {
		if _, ok := slices.BinarySearch(got, tld); !ok {
			t.Errorf("%s is an ICANN TLD of this x/net/publicsuffix but not in tldList: run go generate ./linkify", tld)
		}
	}
	for _, tld := range got {
		if _, ok := slices.BinarySearch(want, tld); !ok {
			t.Errorf("tldList holds %s, which this x/net/publicsuffix does not list: run go generate ./linkify", tld)
		}
	}
}

// TestTLDSetGenerated checks the generated hash set and first-code-point
// bits against tldList: the generator hashes as tldHash and tldSlot do.
func TestTLDSetGenerated(t *testing.T) {
	n := 0
	for _, v := range tldSet {
		if v != 0 {
			n++
		}
	}
	if n != len(tldList) {
		t.Errorf("tldSet holds %d entries, tldList %d", n, len(tldList))
	}
	for _, tld := range tldList {
		if !isTLD(tld) {
			t.Errorf("isTLD(%q) = false", tld)
		}
		if r, _ := utf8.DecodeRuneInString(tld); !chars.InBMPSet(&tldFirstBits, r) {
			t.Errorf("tldFirstBits lacks %q, the start of %s", r, tld)
		}
		if isLDH(tld) && len(tld) > maxASCIITLDLen {
			t.Errorf("%s is longer than maxASCIITLDLen", tld)
		}
		if up := strings.ToUpper(tld); isLDH(tld) && (!TLDListed(up) || !LDHTLDListed(up) || !LDHTLDListed(tld)) {
			t.Errorf("tldListed or ldhTLDListed(%q) = false", up)
		}
	}
	for _, s := range []string{"", "c", "exampl", "comm", "xn--", "москва1"} {
		if isTLD(s) {
			t.Errorf("isTLD(%q) = true", s)
		}
	}
	// Identifiers and file extensions of code: no top-level domain.
	for _, s := range []string{"", "c", "Exit", "Println", "go", "js", "toml", "prototype", "x-y", "com1", "travelersinsurancecompany"} {
		if LDHTLDListed(s) || TLDListed(s) {
			t.Errorf("ldhTLDListed or tldListed(%q) = true", s)
		}
	}
}
