package extension

import (
	"bufio"
	"bytes"
	"html"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	ghtml "github.com/yuin/goldmark/renderer/html"
)

// writerText returns the text that goldmark's HTML writer shows for s.
func writerText(s []byte) string {
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	ghtml.DefaultWriter.Write(w, s)
	w.Flush()
	return html.UnescapeString(b.String())
}

// TestDecodeRefs compares decodeRefs with what goldmark's HTML writer
// shows, on random strings of reference syntax, and checks the offset
// map: each reference's place in the line and in the decoded text.
func TestDecodeRefs(t *testing.T) {
	pieces := []string{"&", "#", "x", "X", ";", "0", "1", "4", "9", "a", "f", "F", "z", "amp", "nbsp", "lpar", "NotEqualTilde", "AMP", "&#", "&#x", "00000", "é", " ", "."}
	r := rand.New(rand.NewPCG(5, 6))
	for range 50000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		line := []byte(b.String())
		got, refs := decodeRefs(nil, line, nil)
		if want := writerText(line); string(got) != want {
			t.Fatalf("decodeRefs(%q) = %q, the writer shows %q", line, got, want)
		}
		for _, ref := range refs {
			if w := writerText(line[ref.src:ref.srcEnd]); string(got[ref.view:ref.viewEnd]) != w || line[ref.src] != '&' || line[ref.srcEnd-1] != ';' {
				t.Fatalf("%q: reference %q decodes to %q, the writer shows %q", line, line[ref.src:ref.srcEnd], got[ref.view:ref.viewEnd], w)
			}
		}
	}
}

func TestRefMap(t *testing.T) {
	line := []byte("a&lt;b&NotEqualTilde;c")
	view, refs := decodeRefs(nil, line, nil)
	if string(view) != "a<b≂̸c" {
		t.Fatalf("view %q", view)
	}
	m := refMap{refs: refs}
	// Offsets of the view in increasing order: a < b ≂ ̸ c end.
	for _, c := range []struct {
		view, src int
		ok        bool
	}{{0, 0, true}, {1, 1, true}, {2, 5, true}, {3, 6, true}, {6, 0, false}, {8, 21, true}, {9, 22, true}} {
		if src, ok := m.source(c.view); ok != c.ok || ok && src != c.src {
			t.Errorf("source(%d) = %d, %v; want %d, %v", c.view, src, ok, c.src, c.ok)
		}
	}
}

// TestCharacterReferences: links are found in the text the reader sees.
// A reference is the character it stands for, never link syntax of its
// own: one to a Hard character ends a link, one to a bracket counts as
// that bracket, one to a bidi control is refused by the policy as the raw
// code point is; a link edge never cuts a reference.
func TestCharacterReferences(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(GFM))
	tests := []struct{ in, want string }{
		// A space is a space: the attacker's link ends where the bank's starts.
		{"https://attacker.com/x&#32;https://bank.com/login", `<p><a href="https://attacker.com/x">https://attacker.com/x</a> <a href="https://bank.com/login">https://bank.com/login</a></p>`},
		{"https://attacker.com/x&#x20;https://bank.com/login", `<p><a href="https://attacker.com/x">https://attacker.com/x</a> <a href="https://bank.com/login">https://bank.com/login</a></p>`},
		{"https://attacker.com/x&Tab;bank.com", "<p><a href=\"https://attacker.com/x\">https://attacker.com/x</a>\t<a href=\"https://bank.com/\">bank.com</a></p>"},
		{"https://attacker.com/x&#10;bank.com", "<p><a href=\"https://attacker.com/x\">https://attacker.com/x</a>\n<a href=\"https://bank.com/\">bank.com</a></p>"},
		// No-break and other Hard spaces end a link.
		{"example.com/a&nbsp;b", "<p><a href=\"https://example.com/a\">example.com/a</a>\u00a0b</p>"},
		{"example.com/a&#160;b and example.com/c&#xA0;d", "<p><a href=\"https://example.com/a\">example.com/a</a>\u00a0b and <a href=\"https://example.com/c\">example.com/c</a>\u00a0d</p>"},
		{"example.com/a&ThickSpace;b", "<p><a href=\"https://example.com/a\">example.com/a</a>\u205f\u200ab</p>"},
		{"word&nbsp;example.com", "<p>word\u00a0<a href=\"https://example.com/\">example.com</a></p>"},
		// Brackets are the brackets they stand for.
		{"(see example.com/x&#x29;.", `<p>(see <a href="https://example.com/x">example.com/x</a>).</p>`},
		{"(see example.com/x&rpar; and example.com/wiki/Rome_&lpar;city&rpar;)", `<p>(see <a href="https://example.com/x">example.com/x</a>) and <a href="https://example.com/wiki/Rome_(city)">example.com/wiki/Rome_(city)</a>)</p>`},
		// &amp; in a query is '&' in the href.
		{"example.com/?a=1&amp;b=2", `<p><a href="https://example.com/?a=1&amp;b=2">example.com/?a=1&amp;b=2</a></p>`},
		{"https://example.com/?a=1&#38;b=2", `<p><a href="https://example.com/?a=1&amp;b=2">https://example.com/?a=1&amp;b=2</a></p>`},
		// Other characters: what they stand for, in text and href.
		{"&lt;example.org&gt; &#x77;ww.example.net example.com/caf&eacute;", `<p>&lt;<a href="https://example.org/">example.org</a>&gt; <a href="https://www.example.net/">www.example.net</a> <a href="https://example.com/caf%C3%A9">example.com/café</a></p>`},
		{"mail&commat;example.org", `<p><a href="mailto:mail@example.org">mail@example.org</a></p>`},
		// Not references (the writer shows them as written); one pass only.
		{"example.com/&#x0000041; example.com/&bogus;x", `<p><a href="https://example.com/&amp;#x0000041">example.com/&amp;#x0000041</a>; <a href="https://example.com/&amp;bogus;x">example.com/&amp;bogus;x</a></p>`},
		{"example.com/&#38;amp;", `<p><a href="https://example.com/&amp;amp">example.com/&amp;amp</a>;</p>`},
		{`example.com/a \&amp; b`, `<p><a href="https://example.com/a">example.com/a</a> &amp;amp; b</p>`},
	}
	for _, tt := range tests {
		if got := strings.TrimSpace(render(t, md, tt.in)); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
	// A reference to a code point is linked as the raw code point is:
	// bidi controls refused by the policy, ZWSP (Link_Term=Include in
	// UTS #58) kept inside.
	for _, c := range []struct{ ref, raw string }{
		{"&#8238;", "\u202e"}, {"&#x202E;", "\u202e"}, {"&rlm;", "\u200f"}, {"&#x2066;", "\u2066"},
		{"&#x200B;", "\u200b"}, {"&ZeroWidthSpace;", "\u200b"}, {"&nbsp;", "\u00a0"}, {"&#x3002;", "。"},
	} {
		for _, f := range []string{"see https://example.com/a%sb now", "see example.com/a%sb", "x%sexample.com/y", "a%sb@example.org"} {
			in, raw := strings.Replace(f, "%s", c.ref, 1), strings.Replace(f, "%s", c.raw, 1)
			if got, want := linksOf(t, md, in), linksOf(t, md, raw); got != want {
				t.Errorf("%q links %s, the raw code point %s", in, got, want)
			}
		}
	}
}

// linksOf returns the texts and hrefs of the links of src, the way
// AnchorOf gives them.
func linksOf(t *testing.T, md goldmark.Markdown, src string) string {
	return "[" + strings.Join(linkList(md, src), ", ") + "]"
}

func linkList(md goldmark.Markdown, src string) []string {
	source := []byte(src)
	links, _ := linkNodes(md, source)
	var out []string
	for _, l := range links {
		a, _ := AnchorOf(l, source)
		out = append(out, a.Text+" → "+a.Href)
	}
	return out
}

// TestReferenceHref: Href and AnchorOf give the href of the decoded text.
func TestReferenceHref(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(Linkify))
	if got := linksOf(t, md, "example.com/?a=1&amp;b=2&#x26;c=%41"); got != "[example.com/?a=1&b=2&c=%41 → https://example.com/?a=1&b=2&c=%41]" {
		t.Error(got)
	}
	src := []byte("example.com/?a=1&amp;b=2")
	links, _ := linkNodes(md, src)
	for _, l := range links {
		if href, ok := Href(l, src); !ok || href != "https://example.com/?a=1&b=2" {
			t.Errorf("Href = %q, %v", href, ok)
		}
	}
}
