package linkify

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// marked runs Find on the text of a marked line and returns the marked result.
func marked(d *Detector, line string) string {
	input := strings.NewReplacer(MarkStart, "", MarkEnd, "").Replace(line)
	return Mark(input, d.Find(input))
}

// expectMarked checks that d marks each line (with its marks removed) as it is.
func expectMarked(t *testing.T, d *Detector, lines []string) {
	t.Helper()
	for _, line := range lines {
		if got := marked(d, line); got != line {
			t.Errorf("\n got: %s\nwant: %s", got, line)
		}
	}
}

// TestFindMultilingual covers real sentences in many scripts: links in running
// text, the punctuation that ends them, and text that only looks like links.
func TestFindMultilingual(t *testing.T) {
	tests := []string{
		// Japanese, Chinese, Korean: no space before the link, CJK punctuation after.
		"詳細は⸠https://例え.jp/パス⸡ を参照",
		"リンク：⸠https://ja.wikipedia.org/wiki/東京⸡。",
		"请访问 ⸠https://zh.wikipedia.org/wiki/中国⸡。",
		// A Soft code point followed by Include is part of the link (§3.4.1),
		// CJK punctuation too: text without spaces continues the path.
		"请访问⸠https://zh.wikipedia.org/wiki/北京，谢谢⸡",
		"자세한 내용은 ⸠www.youtube.com/@핑크퐁⸡ 에서",
		"Lorem ⸠普遍适用测试。我爱你⸡ dolor",
		// Arabic, Hebrew, Persian (with ZWNJ in the path).
		"زوروا ⸠example.com/مرحبا⸡، شكرا",
		"بازدید از ⸠https://fa.wikipedia.org/wiki/ویکی\u200cپدیا⸡.",
		"ראו ⸠https://he.wikipedia.org/wiki/ישראל⸡.",
		// Cyrillic, Greek, Armenian, Georgian.
		"Смотрите ⸠пример.рф/путь⸡.",
		"Δείτε ⸠https://el.wikipedia.org/wiki/Ελλάδα⸡;",
		"Տե՛ս ⸠https://hy.wikipedia.org/wiki/Հայաստան⸡։",
		// Indic, Thai, Ethiopic: script-specific full stops are Soft.
		"देखें ⸠https://hi.wikipedia.org/wiki/भारत⸡।",
		"ดูที่ ⸠example.com/หน้า⸡ นะ",
		"ይመልከቱ ⸠https://am.wikipedia.org/wiki/ኢትዮጵያ⸡።",
		// Latin with diacritics; e-mail with non-ASCII local-parts.
		"Schreib an ⸠max.müller@beispiel.de⸡!",
		"Écrivez à ⸠françois@exemple.fr⸡, merci.",
		"Пишите на ⸠иван@пример.рф⸡.",
		"連絡先：⸠山田@例え.jp⸡",
		// Sentence punctuation and brackets in English.
		"Visit ⸠https://example.com/path⸡.",
		"(see ⸠example.com/foo⸡)",
		"[⸠example.com⸡](⸠https://example.com⸡)",
		"“⸠https://example.com/a⸡”, she said",
		"<⸠https://example.com/a⸡>",
		"⸠https://en.wikipedia.org/wiki/Rome_(disambiguation)⸡",
		"⸠https://example.com/a_(b)_c⸡...",
		"It's at ⸠example.com⸡'s page",
		// Ports, IP literals, trailing dots, schemes in other case.
		"⸠HTTPS://EXAMPLE.COM:8443/X⸡",
		"⸠http://127.0.0.1:8080/health⸡ is up",
		"⸠http://[::1]:3000/⸡",
		"end of ⸠example.com⸡.",
		// File names and abbreviations whose last part is a real TLD are
		// links to base detection (§8 leaves them to a higher-level layer).
		"⸠setup.py⸡ and ⸠README.md⸡ and main.go",
		"e.g. i.e. ⸠M.Sc⸡. etc.",
		// A URL that would end inside an address's local-part gives way
		// to the address, whatever stands before it.
		"⸠name.com+tag@example.com⸡, ⸠x.com#}@x.com⸡ and \\⸠x.com#}@x.com⸡",
		"⸠www.mail-archive.com/ruby-talk@ruby-lang.org/⸡",
		// Not links.
		"version 1.2.3 and v2.0",
		"a.b",
		"http://localhost:8080/x",
		"file:///etc/passwd and ftp://example.com",
		"user@localhost",
		"@mention and #hashtag",
		"http://john.smith@example.com and http://user:pass@example.com/x",
		"my_file.py $var.com /path/to/x.com",
		"http://example.com:99999/",
		"http://example.com:80abc",
		"x@y",
	}
	expectMarked(t, defaultDetector, tests)
}

func TestDetectorOptions(t *testing.T) {
	tests := []struct {
		opts []Option
		line string
		href string // of the first link
	}{
		{nil, "⸠example.com⸡", "https://example.com/"},
		{[]Option{WithDefaultScheme("http")}, "⸠example.com/x⸡", "http://example.com/x"},
		{[]Option{WithSchemeless(false)}, "example.com and ⸠https://example.org⸡", "https://example.org/"},
		{[]Option{WithEmail(false)}, "a@example.com and ⸠example.org⸡", "https://example.org/"},
		{[]Option{WithSchemes("https")}, "http://example.com/x and ⸠https://example.com/y⸡", "https://example.com/y"},
	}
	for _, tt := range tests {
		d := MustNew(tt.opts...)
		if got := marked(d, tt.line); got != tt.line {
			t.Errorf("\n got: %s\nwant: %s", got, tt.line)
			continue
		}
		input := strings.NewReplacer(MarkStart, "", MarkEnd, "").Replace(tt.line)
		if links := d.Find(input); links[0].Href != tt.href {
			t.Errorf("%s: href %s, want %s", tt.line, links[0].Href, tt.href)
		}
	}
	for _, o := range []Option{WithSchemes("javascript"), WithSchemes("JavaScript"), WithSchemes("data"), WithSchemes("vbscript"), WithSchemes("mailto"), WithSchemes("1ftp"), WithSchemes(""), WithSchemes("a b"), WithDefaultScheme("mailto"), WithDefaultScheme("ftp"), WithPolicy(Policy{MaxLength: -1})} {
		if _, err := New(o); err == nil {
			t.Errorf("New accepted an invalid option")
		}
	}
}

func TestAppendSpansBytes(t *testing.T) {
	text := []byte("see example.com/パス and a@example.org")
	d := MustNew()
	got := d.AppendSpansBytes(nil, text)
	want := d.AppendSpans(nil, string(text))
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("got %v, want %v", got, want)
	}
	if n := testing.AllocsPerRun(100, func() { got = d.AppendSpansBytes(got[:0], text) }); n != 0 {
		t.Errorf("%v allocations per call", n)
	}
}

// TestBadInput feeds text that is not valid UTF-8 or is hostile in shape:
// no panic, invalid bytes end links as Hard code points do, and the links
// found are well-formed.
func TestBadInput(t *testing.T) {
	tests := []struct {
		text string
		want string // the marked text
	}{
		{"see example.com/a\xffb", "see ⸠example.com/a⸡\xffb"},
		{"\xff\xfeexample.com\xc0", "\xff\xfe⸠example.com⸡\xc0"},
		{"example.com/\x00x", "⸠example.com/⸡\x00x"},
		{"a\x00b@example.com", "a\x00⸠b@example.com⸡"},
		{"example.com/\xed\xa0\x80", "⸠example.com/⸡\xed\xa0\x80"}, // an encoded surrogate
		{"example.com/a\u0085b", "⸠example.com/a⸡\u0085b"},
		{"example.com/a\u2028b", "⸠example.com/a⸡\u2028b"},
		{"http://\xff.com", "http://\xff.com"},
		{"@", "@"}, {".", "."}, {":", ":"}, {"http://", "http://"}, {"https://[", "https://["},
		{"a@.com", "a@.com"}, {"mailto:@x.com", "mailto:@x.com"}, {"。", "。"}, {"\xe3\x80", "\xe3\x80"},
	}
	for _, tt := range tests {
		if got := Mark(tt.text, Find(tt.text)); got != tt.want {
			t.Errorf("%q:\n got %q\nwant %q", tt.text, got, tt.want)
		}
	}
}

// TestAdversarialShapes runs inputs built to make a linkifier backtrack or
// rescan; the results follow the spec, and benchmarks show the time is linear.
func TestAdversarialShapes(t *testing.T) {
	const n = 1 << 20
	tests := []struct {
		name  string
		text  string
		links int
	}{
		{"open brackets", "example.com/" + strings.Repeat("(", n), 1},
		{"close brackets", "example.com/" + strings.Repeat(")", n), 1},
		{"labels", strings.Repeat("a.", n) + "com", 0},
		{"ats", strings.Repeat("@", n), 0},
		{"long label", strings.Repeat("x", n) + ".com", 0},
		{"dots", "example.com/a" + strings.Repeat(".", n) + " x", 1},
		{"com com", strings.Repeat(".com", n/4), 0},
		{"dense links", strings.Repeat("a.com ", n/6), n / 6},
		{"emails", strings.Repeat("a@b.com ", n/8), n / 8},
		{"schemes", strings.Repeat("http://", n/7), 0},
		{"line without spaces", strings.Repeat("ab/.c?d#", n/8), 0},
		{"nested in path", "example.com/" + strings.Repeat("[(", 200) + strings.Repeat(")]", 200), 1},
	}
	for _, tt := range tests {
		links := Find(tt.text)
		if len(links) != tt.links {
			t.Errorf("%s: %d links, want %d", tt.name, len(links), tt.links)
		}
		checkLinks(t, tt.text, links)
	}
	// The bracket stack stops at 125 open brackets (§3.5.1).
	deep := "example.com/" + strings.Repeat("(", 130)
	if l := Find(deep); len(l) != 1 || l[0].End != len("example.com/")+125 {
		t.Errorf("bracket limit: %v", l)
	}
}

// checkLinks asserts the invariants of any Find result: spans in bounds,
// ordered, not overlapping, on boundaries of the UTF-8 decoding of text
// (where each invalid byte stands alone), and holding valid UTF-8.
func checkLinks(t testing.TB, text string, links []Link) {
	t.Helper()
	boundary := make([]bool, len(text)+1)
	for i := 0; i < len(text); {
		boundary[i] = true
		_, size := utf8.DecodeRuneInString(text[i:])
		i += size
	}
	boundary[len(text)] = true
	prev := 0
	for _, l := range links {
		if l.Start < prev || l.End <= l.Start || l.End > len(text) {
			t.Fatalf("bad span %d..%d after %d in %d bytes", l.Start, l.End, prev, len(text))
		}
		if !boundary[l.Start] || !boundary[l.End] {
			t.Fatalf("span %d..%d not on rune boundaries", l.Start, l.End)
		}
		if !utf8.ValidString(text[l.Start:l.End]) {
			t.Fatalf("span %d..%d holds invalid UTF-8", l.Start, l.End)
		}
		prev = l.End
	}
}

// TestFindHrefsBatched: Find writes the hrefs of one call together; each
// must still be the one Detector.Href gives the link alone, with links
// whose href is their own text between the others, and more links than
// Find's stack tables hold, in a short text and in a long one.
func TestFindHrefsBatched(t *testing.T) {
	d := MustNew()
	parts := []string{"https://example.com/a", "Ann@Example.ORG", "www.example.net/ü", "https://例え.jp/", "x@bücher.de", "http://example.com/"}
	// One link alone: its href beside it, in each size of block.
	for _, text := range append(parts, "x@example.com", "a@b.co", "see x.com.", "www.example.com/"+strings.Repeat("ü", 30),
		"www.example.com/"+strings.Repeat("a", 40), "www.example.com/"+strings.Repeat("a", 80), "www.example.com/"+strings.Repeat("a", 96),
		"www.example.com/"+strings.Repeat("a", 97), "www.example.com/"+strings.Repeat("a", 152), "www.example.com/"+strings.Repeat("a", 153),
		"www.example.com/"+strings.Repeat("é", 60)) {
		links := d.Find(text)
		if len(links) != 1 {
			t.Fatalf("Find(%q): %d links", text, len(links))
		}
		want := d.Href(text, links[0])
		if links[0].Href != want {
			t.Errorf("href of %q is %q, want %q", text, links[0].Href, want)
		}
		more := append(links, Link{Href: "x"}) // appending leaves the href as it is
		if more[0].Href != want || links[0].Href != want {
			t.Errorf("href of %q after an append: %q", text, more[0].Href)
		}
	}
	// Two links: their hrefs beside them, in each size of block.
	for _, pair := range [][2]string{{"a@b.co", "x.co"}, {"x@example.com", "www.example.com/" + strings.Repeat("a", 50)},
		{"www.example.com/" + strings.Repeat("b", 60), "www.example.com/" + strings.Repeat("a", 60)},
		{"www.example.com/" + strings.Repeat("b", 100), "www.example.com/" + strings.Repeat("a", 100)}, {"https://x.co/", "https://y.co/"}} {
		text := pair[0] + " and " + pair[1]
		links := d.Find(text)
		if len(links) != 2 {
			t.Fatalf("Find(%q): %d links", text, len(links))
		}
		for _, l := range links {
			if want := d.Href(text, l); l.Href != want {
				t.Errorf("href of %q is %q, want %q", text[l.Start:l.End], l.Href, want)
			}
		}
		if more := append(links, Link{Href: "x"}); more[1].Href != d.Href(text, links[1]) {
			t.Errorf("href of %q after an append: %q", pair[1], more[1].Href)
		}
	}
	for _, n := range []int{1, 2, 3, 5, 16, 17, 40, 400} {
		var b strings.Builder
		for i := range n {
			b.WriteString(parts[i%len(parts)])
			b.WriteString(" and ")
		}
		text := b.String()
		links := d.Find(text)
		if len(links) != n {
			t.Fatalf("%d links: Find found %d", n, len(links))
		}
		for _, l := range links {
			if want := d.Href(text, l); l.Href != want {
				t.Errorf("%d links: href of %q is %q, want %q", n, text[l.Start:l.End], l.Href, want)
			}
		}
	}
}
