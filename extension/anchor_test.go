package extension

import (
	"bytes"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/attrcases"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
)

// TestLinkOptions: rel, target, class and shortened text, alone and
// together, on links claimed at a trigger and on links split out of text.
func TestLinkOptions(t *testing.T) {
	in := "see https://example.com/very/long/path_to_/somewhere?x=1 and **example.org/a**"
	tests := []struct {
		opts []LinkifyOption
		want string
	}{
		{[]LinkifyOption{WithLinkifyRel("nofollow", "ugc")}, `<p>see <a href="https://example.com/very/long/path_to_/somewhere?x=1" rel="nofollow ugc">https://example.com/very/long/path_to_/somewhere?x=1</a> and <strong><a href="https://example.org/a" rel="nofollow ugc">example.org/a</a></strong></p>`},
		{[]LinkifyOption{WithLinkifyTarget("_blank"), WithLinkifyRel("ugc")}, `<p>see <a href="https://example.com/very/long/path_to_/somewhere?x=1" target="_blank" rel="ugc noopener noreferrer">https://example.com/very/long/path_to_/somewhere?x=1</a> and <strong><a href="https://example.org/a" target="_blank" rel="ugc noopener noreferrer">example.org/a</a></strong></p>`},
		{[]LinkifyOption{WithLinkifyClass("ext"), WithLinkifyTarget("docs")}, `<p>see <a href="https://example.com/very/long/path_to_/somewhere?x=1" target="docs" class="ext">https://example.com/very/long/path_to_/somewhere?x=1</a> and <strong><a href="https://example.org/a" target="docs" class="ext">example.org/a</a></strong></p>`},
		// The text is shortened, never the href.
		{[]LinkifyOption{WithLinkifyMaxText(24)}, `<p>see <a href="https://example.com/very/long/path_to_/somewhere?x=1">example.com/very/long/p…</a> and <strong><a href="https://example.org/a">example.org/a</a></strong></p>`},
		{[]LinkifyOption{WithLinkifyMaxText(5)}, `<p>see <a href="https://example.com/very/long/path_to_/somewhere?x=1">example.com…</a> and <strong><a href="https://example.org/a">example.org…</a></strong></p>`},
		{[]LinkifyOption{WithLinkifyMaxText(1000)}, `<p>see <a href="https://example.com/very/long/path_to_/somewhere?x=1">https://example.com/very/long/path_to_/somewhere?x=1</a> and <strong><a href="https://example.org/a">example.org/a</a></strong></p>`},
	}
	for _, tt := range tests {
		md := goldmark.New(goldmark.WithExtensions(NewLinkify(tt.opts...)))
		if got := strings.TrimSpace(render(t, md, in)); got != tt.want {
			t.Errorf("\n got %s\nwant %s", got, tt.want)
		}
	}
	// E-mail addresses are never cut.
	md := goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyMaxText(5))))
	if got := linksOf(t, md, "a.long.name@example.org"); got != "[a.long.name@example.org → mailto:a.long.name@example.org]" {
		t.Error(got)
	}
}

// TestCallback: a callback sees each link once, with its text, href,
// kind, host and block; it can keep it text, change its href or text, and
// set attributes, which goldmark's own renderer also writes.
func TestCallback(t *testing.T) {
	var seen []string
	md := goldmark.New(goldmark.WithExtensions(NewLinkify(
		WithLinkifyRel("ugc"),
		WithLinkifyCallback(func(a *Anchor) bool {
			seen = append(seen, a.Kind.String()+" "+a.Text+" "+a.Href+" "+a.Host()+" "+a.Block.Kind().String()+" "+string(a.Source[a.Start:a.End]))
			return true
		}),
		WithLinkifyCallback(func(a *Anchor) bool {
			switch a.Host() {
			case "example.com":
				return true // the site's own
			case "tracker.example.net":
				return false // stays text
			case "evil.example.org":
				a.Href = "javascript:alert(1)" // not an allowed scheme: text
			case "old.example.net":
				a.Href = strings.Replace(a.Href, "old.example.net", "new.example.net", 1)
				a.Text = "[" + a.Text + "]"
			}
			a.AddRel("nofollow")
			a.SetAttr("title", "leaves the site")
			return true
		}),
	)))
	in := "# Go to example.com/a\n\nand https://tracker.example.net/_x_ or evil.example.org/?q=&lt;b&gt; or old.example.net/**p** or a@other.example.org"
	want := `<h1>Go to <a href="https://example.com/a" rel="ugc">example.com/a</a></h1>
<p>and https://tracker.example.net/<em>x</em> or evil.example.org/?q=&lt;b&gt; or <a href="https://new.example.net/**p**" rel="ugc nofollow" title="leaves the site">[old.example.net/**p**]</a> or <a href="mailto:a@other.example.org" rel="ugc nofollow" title="leaves the site">a@other.example.org</a></p>`
	if got := strings.TrimSpace(render(t, md, in)); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	wantSeen := []string{
		"url example.com/a https://example.com/a example.com Heading example.com/a",
		"url https://tracker.example.net/_x_ https://tracker.example.net/_x_ tracker.example.net Paragraph https://tracker.example.net/_x_",
		// Links claimed at a trigger come before those split out of text
		// when the block closes.
		"url old.example.net/**p** https://old.example.net/**p** old.example.net Paragraph old.example.net/**p**",
		"url evil.example.org/?q=<b> https://evil.example.org/?q=%3Cb%3E evil.example.org Paragraph evil.example.org/?q=&lt;b&gt;",
		"email a@other.example.org mailto:a@other.example.org other.example.org Paragraph a@other.example.org",
	}
	checkLines(t, "callbacks saw", seen, wantSeen)

	// goldmark's own renderer, which knows nothing of this extension,
	// writes the same: the node carries the href, text and attributes.
	// AnchorOf and Href read them.
	source := []byte(in)
	links, doc := linkNodes(md, source)
	var out bytes.Buffer
	if err := goldmark.New().Renderer().Render(&out, source, doc); err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(out.String()); got != want {
		t.Errorf("goldmark's renderer:\n got %s\nwant %s", got, want)
	}
	var anchors []string
	for _, l := range links {
		a, _ := AnchorOf(l, source)
		href, _ := Href(l, source)
		anchors = append(anchors, a.Text+" "+a.Href+" "+href+" "+attrs(a))
	}
	wantAnchors := []string{
		"example.com/a https://example.com/a https://example.com/a rel=ugc",
		"[old.example.net/**p**] https://new.example.net/**p** https://new.example.net/**p** rel=ugc nofollow title=leaves the site",
		"a@other.example.org mailto:a@other.example.org mailto:a@other.example.org rel=ugc nofollow title=leaves the site",
	}
	checkLines(t, "AnchorOf", anchors, wantAnchors)
}

func attrs(a linkify.Anchor) string {
	var s []string
	for _, at := range a.Attr {
		s = append(s, at.Key+"="+at.Val)
	}
	return strings.Join(s, " ")
}

// TestCallbackOnce: a link that holds many triggers, or that a
// typographer touches, is shown to callbacks once; a link they keep text
// is as goldmark without Linkify renders it.
func TestCallbackOnce(t *testing.T) {
	calls := 0
	veto := WithLinkifyCallback(func(*Anchor) bool { calls++; return false })
	plain := goldmark.New(goldmark.WithExtensions(gext.Typographer))
	md := goldmark.New(goldmark.WithExtensions(NewLinkify(veto), gext.Typographer))
	for _, in := range []string{"example.com/_a_b_*c*~d~!e", "see example.com/it's--here... now", "x example.com/it's_a_--b... and \"example.com/a--\"", "**example.com** _a.org/x_"} {
		calls = 0
		if got, want := render(t, md, in), render(t, plain, in); got != want {
			t.Errorf("%q:\n got %s\nwant %s", in, got, want)
		}
		if want := len(linkList(goldmark.New(goldmark.WithExtensions(Linkify, gext.Typographer)), in)); calls != want {
			t.Errorf("%q: %d calls, want %d", in, calls, want)
		}
	}
}

// TestCallbackAttributeNames: a callback may set the attributes of
// internal/anchors' set, also ones goldmark's link filter does not know
// (aria-*), and they are written; a link whose callback sets any other (an
// event handler, a style, a URL-valued attribute, href in any case, a name
// not in lower case or no name at all) is not made, as in htmlwalk.
func TestCallbackAttributeNames(t *testing.T) {
	const in = "see example.com now"
	for i, names := range [][]string{attrcases.Allowed(), attrcases.Refused()} {
		for _, key := range names {
			md := goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyCallback(func(a *Anchor) bool {
				a.SetAttr(key, "v")
				return true
			}))))
			want := `<p>see <a href="https://example.com/" ` + key + `="v">example.com</a> now</p>`
			if i == 1 {
				want = "<p>" + in + "</p>"
			}
			if got := strings.TrimSpace(render(t, md, in)); got != want {
				t.Errorf("attribute %q:\n got %s\nwant %s", key, got, want)
			}
		}
	}
}
