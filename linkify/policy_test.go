package linkify

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify/internal/hosts"
)

func TestPolicyChecks(t *testing.T) {
	safe := MustNew(WithPolicy(SafePolicy()))
	tests := []struct {
		text  string
		check string // "" when the safe policy links it
	}{
		// Fine: one script, or Han with kana, Bopomofo or Hangul, with Latin.
		{"example.com", ""},
		{"https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン", ""},
		{"どこでもつかえる.みんな", ""},
		{"ユニバーサルアクセプタンス.クラウド", ""},
		{"普遍適用測試.台灣", ""},
		{"最高のSONY製品.com", ""},
		{"다국어도메인이용환경테스트.한국", ""},
		{"韓國語한국어.kr", ""},
		{"пример.рф/путь", ""},
		{"καθολική-αποδοχή-δοκιμή.ευ", ""},
		{"bücher.de/bücher", ""},
		{"تجربة-القبول-الشامل.موريتانيا", ""},
		{"иван@пример.рф", ""},
		{"http://[2001:db8::1]/x", ""},
		// Homographs: mixed scripts, whole-script confusables.
		{"аpple.com", "mixed-script"},            // Cyrillic а + Latin
		{"pаypal.com/login", "mixed-script"},     // Cyrillic а inside Latin
		{"deΩ.uk", "mixed-script"},               // Greek + Latin (the official test's link)
		{"gοοgle.com", "mixed-script"},           // Greek ο
		{"аррle.com", "mixed-script"},            // Cyrillic арр + Latin le
		{"аррӏе.com", "whole-script-confusable"}, // all Cyrillic, skeleton "apple"
		{"рау.com", "whole-script-confusable"},
		{"mail@аррӏе.com", "whole-script-confusable"},
		// Identifier_Status, Bidi_Control, TLD syntax, lengths.
		{"ƀexample.com", "identifier-status"},             // U+0180 is valid in IDNA, not Allowed by UTS #39
		{"a\u200Bexample.com", "identifier-status"},       // ZERO WIDTH SPACE: IDNA drops it (aexample.com)
		{"exam\u00ADple.com/a", "identifier-status"},      // SOFT HYPHEN
		{"https://pay\u2060pal.com", "identifier-status"}, // WORD JOINER
		{"example.com/a\u202Egnp.exe", "bidi-control"},
		{"example.com/" + strings.Repeat("a", 3000), "max-length"},
	}
	for _, tt := range tests {
		links := Find(tt.text)
		if len(links) != 1 || links[0].End-links[0].Start != len(tt.text) {
			t.Errorf("%s: not detected whole: %s", tt.text, Mark(tt.text, links))
			continue
		}
		sp := SafePolicy()
		err := sp.Check(tt.text, links[0].Kind)
		var pe *PolicyError
		var got PolicyCheck
		if errors.As(err, &pe) {
			got = pe.Check
		}
		if string(got) != tt.check {
			t.Errorf("%s: check %q (%v), want %q", tt.text, got, err, tt.check)
		}
		if linked := len(safe.Find(tt.text)) == 1; linked != (tt.check == "") {
			t.Errorf("%s: linked=%v under SafePolicy", tt.text, linked)
		}
	}
	// TLD syntax on a TLD that the list could hold: checked on its own.
	for _, tld := range []string{"a", "c0m", "co-m"} {
		if !(&Policy{TLDSyntax: true}).checkLabel(tld, tld, true).failed() {
			t.Errorf("TLD %q passes", tld)
		}
	}
	// A shorter domain limit.
	if (&Policy{MaxDomainLength: 10}).Check("subdomain.example.com", URL) == nil {
		t.Error("MaxDomainLength not applied")
	}
}

func TestCodeGuard(t *testing.T) {
	forum := MustNew(WithPolicy(ForumPolicy()))
	tests := []string{
		"Run setup.py, read README.md and main.rs, unpack file.zip or watch clip.mov.",
		"but ⸠https://setup.py⸡ and ⸠example.com/README.md⸡ and ⸠docs.python.org⸡ are links",
		"version 1.2.tv is a version, ⸠v1.example.tv⸡ is not",
	}
	expectMarked(t, forum, tests)
}

func TestCJKBoundary(t *testing.T) {
	p := SafePolicy()
	p.CJKBoundary = true
	d := MustNew(WithPolicy(p))
	tests := []string{
		"ウェブサイトは⸠example.com⸡ です。",
		"連絡先は⸠john@example.com⸡ まで",
		"⸠どこでもつかえる.みんな⸡",
		"最高のSONY⸠製品.com⸡",
		"⸠https://ja.wikipedia.org/wiki/東京⸡",
	}
	expectMarked(t, d, tests)
}

// TestCJKBoundaryOnOfficialTests measures what the CJK boundary option does
// to the official detection tests (it is a higher-level layer, which §7
// says the test files do not cover).
func TestCJKBoundaryOnOfficialTests(t *testing.T) {
	p := Policy{CJKBoundary: true}
	d := MustNew(WithPolicy(p))
	data := readConformance(t, detectionTestFile)
	n, changed := 0, 0
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		n++
		if marked(d, line) != line {
			changed++
		}
	}
	fmt.Printf("CJK boundary option: %d of %d official detection lines change\n", changed, n)
	if changed != 0 {
		t.Errorf("%d official lines change; they did not when this was measured", changed)
	}
}

func TestFormatURLSecurity(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://example.com/a\u202Eb", "https://example.com/a%E2%80%AEb"},
		{"https://example.com/a\u0241b\u2044c\u2215d\uFF0Fe\uFE56f\uFF03g", "https://example.com/a%C9%81b%E2%81%84c%E2%88%95d%EF%BC%8Fe%EF%B9%96f%EF%BC%83g"},
		{"https://xn--pple-43d.com/", "https://xn--pple-43d.com/"},     // аpple: mixed scripts stay punycode
		{"https://xn--80ak6aa92e.com/", "https://xn--80ak6aa92e.com/"}, // one script, but a whole-script confusable of "apple": punycode
		{"https://xn--bcher-kva.de/b%C3%BCcher", "https://bücher.de/bücher"},
	}
	for _, tt := range tests {
		if got, err := FormatURL(tt.in); err != nil || got != tt.want {
			t.Errorf("FormatURL(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestDefang(t *testing.T) {
	tests := []struct {
		text string
		kind Kind
		want string
	}{
		{"https://example.com/a.b", URL, "hxxps://example[.]com/a.b"},
		{"HTTP://evil.example.org", URL, "HxxP://evil[.]example[.]org"},
		{"example.com", URL, "example[.]com"},
		{"bad.guy@evil.example", Email, "bad.guy@evil[.]example"},
		{"example.com@example.com", Email, "example.com@example[.]com"}, // the host, not its first occurrence
	}
	for _, tt := range tests {
		if got := Defang(tt.text, tt.kind); got != tt.want {
			t.Errorf("Defang(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestCheckPlainHosts: the path for hosts in their own ASCII form decides
// as the general one does on the same host in upper case.
func TestCheckPlainHosts(t *testing.T) {
	for _, p := range []Policy{SafePolicy(), ForumPolicy(), {TLDSyntax: true, MaxDomainLength: 12}} {
		for _, text := range []string{"example.com", "a.b.example.co.uk/x", "x.c", "a.b1", "a.x-y", "version.1.2.py", "v1.2.3.io",
			"main.py", "averyveryverylong.example.com", "example.com.", "https://example.com", "1.2.3.4", "a..com", "xn--pple-43d.com"} {
			plain, upper := p.Check(text, URL), p.Check(strings.ToUpper(text), URL)
			if (plain == nil) != (upper == nil) {
				t.Errorf("%+v: %q: %v, but %v in upper case", p, text, plain, upper)
			}
		}
	}
}

// TestPolicyCheckEdges: Check on text no detector gives (an address
// without '@') fails without a panic; a one-label host (WithLocalHosts)
// has no TLD to check in any case; a host's trailing 。 is no part of the
// name the code guard reads; Defang leaves a local-part as written.
func TestPolicyCheckEdges(t *testing.T) {
	p := SafePolicy()
	if err := p.Check("example.com", Email); err == nil {
		t.Error(`Check("example.com", Email) = nil, want an error`)
	}
	d := MustNew(WithLocalHosts(true), WithPolicy(SafePolicy()))
	for _, s := range []string{"http://server01/", "http://Server01/", "http://SERVER01:8080/x"} {
		if got := d.Find(s); len(got) != 1 || got[0].End != len(s) {
			t.Errorf("%q: %v, want the whole link", s, got)
		}
	}
	doc := DocumentPolicy()
	for _, host := range []string{"page.Page", "page.Page。", "page.Page．"} {
		if err := doc.Check(host, URL); err == nil {
			t.Errorf("DocumentPolicy().Check(%q) = nil, want code-name", host)
		}
	}
	for _, tt := range []struct {
		in   string
		kind Kind
		want string
	}{
		{"httpd@example.com", Email, "httpd@example[.]com"},
		{"http.example.com/x", URL, "http[.]example[.]com/x"},
		{"HTTPS://example.com/x", URL, "HxxPS://example[.]com/x"},
	} {
		if got := Defang(tt.in, tt.kind); got != tt.want {
			t.Errorf("Defang(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestCheckUnclosedBracketHost checks that Check, given any text, refuses
// a host that opens an IP literal and does not close it, with no panic,
// and a URL of a web scheme whose authority holds no host ("http://"); a
// URL of a scheme with no host (magnet:?xt=…) stays allowed.
func TestCheckUnclosedBracketHost(t *testing.T) {
	for _, tt := range []struct {
		in   string
		kind Kind
	}{
		{"me@[", Email},
		{"xn--p1ai-b\n)v1v1@[", Email},
		{"имя@[", Email},
		{"me@[::1", Email},
		{"http://[", URL},
		{"http://[::1", URL},
		{"https://[::1/path", URL},
		{"http://", URL},
		{"HTTPS://?q", URL},
		{"ftp:///file", URL},
	} {
		for _, p := range []Policy{SafePolicy(), DocumentPolicy(), ForumPolicy(), ChatPolicy()} {
			if err := p.Check(tt.in, tt.kind); err == nil {
				t.Errorf("Check(%q, %v) = nil, want an error", tt.in, tt.kind)
			}
		}
	}
	for _, ok := range []string{"magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a", "http://[::1]/", "https://example.com/"} {
		if p := SafePolicy(); p.Check(ok, URL) != nil {
			t.Errorf("Check(%q) = %v, want nil", ok, p.Check(ok, URL))
		}
	}
	if _, err := hosts.ToASCII("["); err == nil {
		t.Error(`hostToASCII("[") = nil error`)
	}
}
