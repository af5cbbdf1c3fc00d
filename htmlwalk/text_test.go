package htmlwalk

import (
	"html"
	"slices"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/shareddata"
	"github.com/golinkify/uts58/linkify"
)

func TestLinkifyText(t *testing.T) {
	for _, tt := range []struct {
		in   string
		opts []Option
		want string
	}{
		{`no links, no markup`, nil, `no links, no markup`},
		{`<b>"Tom & Jerry's"</b>`, nil, `&lt;b&gt;&#34;Tom &amp; Jerry&#39;s&#34;&lt;/b&gt;`},
		{`See example.com/?a=1&b=<2> or a@example.org.`, nil, `See <a href="https://example.com/?a=1&amp;b=%3C2%3E">example.com/?a=1&amp;b=&lt;2&gt;</a> or <a href="mailto:a@example.org">a@example.org</a>.`},
		{`詳細はhttps://例え.jp/パス を参照`, nil, `詳細は<a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9">https://例え.jp/パス</a> を参照`},
		{`README.md and x.com`, nil, `README.md and <a href="https://x.com/">x.com</a>`},
		{"line one x.com\nline two\r\nthree\rfour\n\n", []Option{WithLineBreaks(true)}, "line one <a href=\"https://x.com/\">x.com</a><br>\nline two<br>\nthree<br>\nfour<br>\n<br>\n"},
		{"a\r\nb", []Option{WithLineBreaks(false)}, "a\r\nb"},
		{"a\nb", []Option{WithLineBreaks(true)}, "a<br>\nb"},
		{`x.com`, []Option{WithNofollow(), WithTargetBlank(), WithClass("ext")}, `<a href="https://x.com/" target="_blank" rel="nofollow ugc noopener noreferrer" class="ext">x.com</a>`},
		{`https://example.com/very/long/path/to/a/page`, []Option{WithMaxText(20)}, `<a href="https://example.com/very/long/path/to/a/page">example.com/very/lo…</a>`},
		{`see https://evil.example.com/x <now>`, []Option{WithDefang()}, `see hxxps://evil[.]example[.]com/x &lt;now&gt;`},
		{`x.com y.org`, []Option{WithCallback(func(a *Anchor) bool { return a.Parent == nil && a.Host() != "y.org" })}, `<a href="https://x.com/">x.com</a> y.org`},
		{`x.com`, []Option{WithCallback(func(a *Anchor) bool { a.Text = `<"x">`; a.SetAttr("title", "a&b"); return true })}, `<a href="https://x.com/" title="a&amp;b">&lt;&#34;x&#34;&gt;</a>`},
		{`x.com`, []Option{WithCallback(func(a *Anchor) bool { a.Href = "data:text/html,x"; return true })}, `x.com`},
		{`example.com www.example.com`, []Option{WithPolicy(linkify.Policy{}), WithDetector(linkify.MustNew(linkify.WithSchemeless(false)))}, `example.com www.example.com`},
	} {
		got, err := LinkifyText(tt.in, tt.opts...)
		if err != nil || got != tt.want {
			t.Errorf("%q\n got %s (%v)\nwant %s", tt.in, got, err, tt.want)
		}
	}
}

// TestLinkifyTextAllocs: text without links or markup comes back as it is,
// with no allocation but the call's own; with links, a few per link.
func TestLinkifyTextAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector drops pooled walkers")
	}
	plain := strings.Repeat("All human beings are born free and equal in dignity and rights. ", 20)
	if n := testing.AllocsPerRun(100, func() { LinkifyText(plain) }); n > 0 {
		t.Errorf("%v allocations for plain text", n)
	}
	linked := strings.Repeat("See example.com/a and a@example.org, then https://x.org/?q=1. ", 20)
	if n := testing.AllocsPerRun(100, func() { LinkifyText(linked) }); n > 4 {
		t.Errorf("%v allocations for 60 links", n)
	}
}

// TestLinkifyTextMatchesTree: LinkifyText makes the links that
// LinkifyString makes on the escaped text, line after line of the corpora.
func TestLinkifyTextMatchesTree(t *testing.T) {
	links := 0
	for _, name := range []string{"email.txt", "mixed.txt", "cjk.txt"} {
		lines := strings.Split(string(shareddata.Read(t, "corpus/"+name)), "\n")
		for i := 0; i < len(lines); i += 70 {
			line := strings.Join(lines[i:min(i+7, len(lines))], "\n")
			got := sameLinks(t, line)
			links += got
		}
	}
	t.Logf("%d links alike", links)
	if links < 1000 {
		t.Errorf("only %d links", links)
	}
}

// sameLinks checks that LinkifyText(text) and LinkifyString of the
// escaped text make the same links, and returns how many.
func sameLinks(t testing.TB, text string) int {
	t.Helper()
	for _, lineBreaks := range []bool{false, true} {
		out, err := LinkifyText(text, WithCallback(markNew), WithLineBreaks(lineBreaks))
		if err != nil {
			t.Fatal(err)
		}
		escaped := html.EscapeString(text)
		if lineBreaks {
			escaped = strings.NewReplacer("\r\n", "<br>\n", "\r", "<br>\n", "\n", "<br>\n").Replace(escaped)
		}
		tree, err := LinkifyString(escaped, WithCallback(markNew))
		if err != nil {
			t.Fatal(err)
		}
		a, b := newLinks(t, out), newLinks(t, tree)
		if !slices.Equal(a, b) {
			t.Fatalf("%q (line breaks %v):\nLinkifyText   %q\nLinkifyString %q", text, lineBreaks, a, b)
		}
		if lineBreaks {
			return len(a)
		}
	}
	return 0
}

// TestWriteEscaped holds writeEscaped and holdsEscaped to
// html.EscapeString (and to the line breaks written as <br>), with every
// byte at every place of ASCII, CJK and control text.
func TestWriteEscaped(t *testing.T) {
	breaks := strings.NewReplacer("\r\n", "<br>\n", "\r", "<br>\n", "\n", "<br>\n")
	for c := 0; c < 256; c++ {
		for at := 0; at < 19; at++ {
			for _, base := range []string{"abcdefghijklmnopqrs", "例えばテスト。", "\u202e\x00\x7f\xff\t "} {
				s := []byte(base)
				if at < len(s) {
					s[at] = byte(c)
				} else {
					s = append(s, byte(c))
				}
				for _, lb := range []bool{false, true} {
					var b strings.Builder
					writeEscaped(&b, string(s), lb)
					want := html.EscapeString(string(s))
					if lb {
						want = breaks.Replace(want)
					}
					if b.String() != want {
						t.Fatalf("writeEscaped(%q, %v) = %q, want %q", s, lb, b.String(), want)
					}
					if holdsEscaped(string(s), lb) != (want != string(s)) {
						t.Fatalf("holdsEscaped(%q, %v)", s, lb)
					}
				}
			}
		}
	}
}
