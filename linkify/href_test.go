package linkify

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// hrefOverrides are rows of testdata/hrefs.tsv where the WHATWG URL
// standard (../shared/spec/whatwg-url-excerpt.txt) now differs from the
// node release that generated the file.
var hrefOverrides = map[string]string{
	// U+005E (^) joined the path percent-encode set after node 20's parser.
	"example.com/{x}^y|z": "https://example.com/%7Bx%7D%5Ey|z",
}

// notLinked are rows of testdata/hrefs.tsv that detection does not link
// (IPv4 addresses in forms a browser does not show: octal, hexadecimal);
// their href, asked for the whole text, is still the WHATWG one.
var notLinked = map[string]bool{"http://0x7f.0.0.1/": true, "http://0300.0250.0.1/x": true}

// TestHrefsMatchWHATWG checks that each input of testdata/hrefs.tsv is
// detected whole, by a detector that links every scheme of schemeTable,
// and that its href is what a WHATWG URL parser serializes: URLs of every
// scheme, mailto: URLs with escapes in their local-part, and those that
// are a query (mailto:?to=a@example.com).
func TestHrefsMatchWHATWG(t *testing.T) {
	d := MustNew(WithSchemes(allSchemes()...))
	f, err := os.Open(filepath.Join("..", "testdata", "hrefs.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	n := 0
	for s.Scan() {
		input, want, ok := strings.Cut(s.Text(), "\t")
		if !ok || strings.HasPrefix(input, "#") {
			continue
		}
		n++
		if o, ok := hrefOverrides[input]; ok {
			want = o
		}
		links := d.Find(input)
		if notLinked[input] {
			if len(links) > 0 {
				t.Errorf("%s: linked: %s", input, Mark(input, links))
			}
			links = []Link{{End: len(input), Kind: URL, Href: defaultDetector.Href(input, Link{End: len(input), Kind: URL})}}
		}
		if len(links) != 1 || links[0].Start != 0 || links[0].End != len(input) {
			t.Errorf("%s: not detected whole: %s", input, Mark(input, links))
			continue
		}
		if links[0].Href != want {
			t.Errorf("%s:\n got href %s\nwant href %s", input, links[0].Href, want)
		}
		if b := d.AppendHref([]byte("x"), input, links[0]); string(b) != "x"+want {
			t.Errorf("%s: AppendHref %s", input, b)
		}
	}
	if n < 40 {
		t.Fatalf("read only %d rows", n)
	}
}

func TestEmailHrefs(t *testing.T) {
	tests := []struct{ text, href string }{
		{"john.smith@example.com", "mailto:john.smith@example.com"},
		{"MAILTO:John@Example.COM", "mailto:John@example.com"},
		{"αβγ.δεζ@example.com", "mailto:%CE%B1%CE%B2%CE%B3.%CE%B4%CE%B5%CE%B6@example.com"},
		{"mailto:アルベルト.アルベルト@例え.jp", "mailto:%E3%82%A2%E3%83%AB%E3%83%99%E3%83%AB%E3%83%88.%E3%82%A2%E3%83%AB%E3%83%99%E3%83%AB%E3%83%88@xn--r8jz45g.jp"},
		{"a/b?c#d%e&f=g{h}@example.com", "mailto:a%2Fb%3Fc%23d%25e%26f%3Dg%7Bh%7D@example.com"},
		{"o'brien+tag@example.ie", "mailto:o'brien+tag@example.ie"},
		{"mailbox@普遍适用测试。我爱你", "mailto:mailbox@xn--tkvs6ms8gqpywye3ma.xn--6qq986b3xl"},
	}
	for _, tt := range tests {
		links := Find(tt.text)
		if len(links) != 1 || links[0].Kind != Email || links[0].End-links[0].Start != len(tt.text) {
			t.Errorf("%s: %s", tt.text, Mark(tt.text, links))
			continue
		}
		if links[0].Href != tt.href {
			t.Errorf("%s: href %s, want %s", tt.text, links[0].Href, tt.href)
		}
	}
}

func TestFormatEmail(t *testing.T) {
	tests := []struct{ in, want string }{
		{"john.smith@example.com", "john.smith@example.com"},
		{"mailto:%CE%B1%CE%B2%CE%B3@xn--r8jz45g.jp", "αβγ@例え.jp"},
		{"john..doe@example.com", `"john..doe"@example.com`},
		{"mailto:john%20doe@example.com", `"john doe"@example.com`},
		{`mailto:a%22b%5Cc@example.com`, `"a\"b\\c"@example.com`},
		{"σωκράτης@example.om", "σωκράτης@example.om"},
	}
	for _, tt := range tests {
		got, err := FormatEmail(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("FormatEmail(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"no-at-sign", "@example.com", "a@", "mailto:a%0Ab@example.com", "a@exa mple.com"} {
		if got, err := FormatEmail(bad); err == nil {
			t.Errorf("FormatEmail(%q) = %q, want an error", bad, got)
		}
	}
}

// TestMailtoHrefs: a mailto: link's href mails the address its text shows
// and no other mailbox. A URL that is a query is linked where its address
// is the "to" field's (the href is its text); a query that names another
// mailbox, or could (any field but subject and body), leaves the URL text,
// whole, with no address inside it linked. Escapes the text holds are
// kept, but for those of a control code point; a '%' that starts none is
// escaped.
func TestMailtoHrefs(t *testing.T) {
	cases := []hrefCase{
		{"Write to mailto:?to=a@example.com.", "mailto:?to=a@example.com"},
		{"mailto:?subject=Hi%20there&to=a@example.com&body=x", "mailto:?subject=Hi%20there&to=a@example.com&body=x"},
		{"mailto:?TO=a@example.com", "mailto:?TO=a@example.com"},
		{"mailto:?cc=a@example.com mailto:?subject=a@example.com mailto:?to=.a@example.com mailto:?to=", ""},
		{"mailto:?cc=evil%40x.example&to=a@example.com", ""},
		{"mailto:?to=a@example.com&bcc=evil@evil.example.net", ""},
		{"mailto:?to=a@example.com&to=b@example.com", ""},
		{"mailto:?bcc=evil@evil.example.net&to=a@example.com", ""},
		{"mailto:a@example.com?subject=x&to=b@evil.example.net", ""},
		{"mailto:a@example.com?cc=b@example.com, mailto:a@example.com?bcc=evil%40evil.example.net", ""},
		{"mailto:a@example.com?%74o=b@evil.example.net mailto:a@example.com?reply-to=b@evil.example.net", ""},
		{"mailto:a@example.com?subject=Hello%20there&body=x, mailto:a@example.com?Subject=x#y", "mailto:a@example.com?subject=Hello%20there&body=x mailto:a@example.com?Subject=x#y"},
		{"mailto:a@example.com?/x, mailto:a@example.com?s=&to= (a field with no value names no mailbox)", "mailto:a@example.com?/x mailto:a@example.com?s=&to="},
		{"mailto:a@example.com?SUBJECT=Hi&=x&Body=y mailto:a@example.com?Subject=Hi&To=b@example.org", "mailto:a@example.com?SUBJECT=Hi&=x&Body=y"},
		{"mailto:?to=a@example.com,b@example.org", "mailto:?to=a@example.com mailto:b@example.org"},
		{"mailto:a%40b@example.com a%2Bb@example.com", "mailto:a%40b@example.com mailto:a%2Bb@example.com"},
		{"mailto:a%zzb@example.com a%4@example.com a%0Abcc%3Ax@example.com", "mailto:a%25zzb@example.com mailto:a%254@example.com mailto:a%250Abcc%3Ax@example.com"},
	}
	checkHrefs(t, defaultDetector, cases)
	checkHrefs(t, MustNew(WithPolicy(SafePolicy())), cases)
}
