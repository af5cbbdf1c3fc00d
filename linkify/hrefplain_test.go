package linkify

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/golinkify/uts58/linkify/internal/chars"
)

// checkPlainHrefs compares the one-pass hrefs of the links d finds in text
// (plainAddress, appendPlainURLHref) with the general serializer's.
func checkPlainHrefs(t testing.TB, d *Detector, text string) (links, plain int) {
	t.Helper()
	for _, l := range d.AppendSpans(nil, text) {
		links++
		lt := text[l.Start:l.End]
		var got, want string
		if l.Kind == Email {
			a := lt
			if len(a) >= 7 && chars.EqualFoldASCII(a[:7], "mailto:") {
				a = a[7:]
			}
			if !plainAddress(a) {
				continue
			}
			got, want = "mailto:"+a, string(appendAddressHref(nil, a))
		} else {
			b, same, ok := appendPlainURLHref(nil, lt, d.defaultScheme)
			if !ok {
				continue
			}
			if got = string(b); same {
				got = lt
			}
			if b, same = appendParsedURLHref(nil, lt, d.defaultScheme); same {
				want = lt
			} else {
				want = string(b)
			}
		}
		if got != want {
			t.Fatalf("href of %q in %q: one pass %q, serializer %q", lt, text, got, want)
		}
		plain++
	}
	return links, plain
}

// randomLinkText returns a link of a random shape near the plain ones,
// between words: a scheme or "mailto:" or none, a local-part, labels, a
// port, path segments, a query and a fragment, each drawn from variants
// that the one-pass path takes and variants that it leaves to the
// serializer.
func randomLinkText(r *rand.Rand) string {
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	var b strings.Builder
	b.WriteString(pick("", "see ", "(", "<"))
	b.WriteString(pick("", "", "", "http://", "http://", "https://", "https://", "HTTP://", "Https://", "mailto:", "MAILTO:", "www.", "www."))
	if r.IntN(3) == 0 {
		b.WriteString(pick("user", "user", "a.b", "x+tag", "Ann", "a!b$c", "q%41", "é") + "@")
	}
	for range 1 + r.IntN(3) {
		b.WriteString(pick("example", "example", "example", "ex-ample", "a1", "x", "EXAMPLE", "xn--bcher-kva", "ab-xn--c", "x-n", "bücher", "0x1f", "123") + ".")
	}
	b.WriteString(pick("com", "com", "org", "co", "de", "CO", "1", "0x1f", "com.", "xn--p1ai", "рф"))
	if r.IntN(8) == 0 {
		b.WriteString(pick(":8080", ":443", ":80", ":"))
	}
	for range r.IntN(4) {
		if r.IntN(2) == 0 {
			b.WriteString(pick("/", "/path", "/a.b", "/~u", "/a-b_c", "/a%2Fb", "/q%2e"))
		} else {
			b.WriteString(pick("/./b", "/..", "/%2e", "/%41", "/a\\b", "/ü", "/a^b", "/a`b", "/{x}", "/'q'"))
		}
	}
	if r.IntN(3) == 0 {
		b.WriteString(pick("?", "?q=1", "?a'b", "?x=<y>", "?a=b&c=d", "?ü", "?a`b", "?/./"))
	}
	if r.IntN(4) == 0 {
		b.WriteString(pick("#", "#frag", "#a`b", "#f?g#h", "#ü", "#a'b", "#/../"))
	}
	b.WriteString(pick("", " ", ".", ")", ", more"))
	return b.String()
}

// TestPlainHrefs: the one-pass hrefs equal the general serializer's, on
// the links of random texts made of URL and address pieces, and of the
// corpora.
func TestPlainHrefs(t *testing.T) {
	for _, d := range []*Detector{MustNew(), MustNew(WithDefaultScheme("http"))} {
		r := rand.New(rand.NewPCG(7, 8))
		links, plain := 0, 0
		for range 50000 {
			n, p := checkPlainHrefs(t, d, randomLinkText(r))
			links, plain = links+n, plain+p
		}
		if plain < 2000 || links-plain < 2000 {
			t.Errorf("%d of %d links took the one-pass path: the texts test too little of one side", plain, links)
		}
	}
	if testing.Short() {
		return
	}
	for _, name := range []string{"email.txt", "mixed.txt", "cjk.txt"} {
		text := string(shareddata.Read(t, "corpus/"+name))
		for line := range strings.Lines(text) {
			checkPlainHrefs(t, defaultDetector, line)
		}
	}
}

// FuzzPlainHrefs checks the one-pass hrefs against the general serializer
// on the links of any text.
func FuzzPlainHrefs(f *testing.F) {
	addSeeds(f)
	r := rand.New(rand.NewPCG(9, 10))
	for range 100 {
		f.Add(randomLinkText(r))
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkPlainHrefs(t, defaultDetector, text)
	})
}
