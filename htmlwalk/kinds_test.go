package htmlwalk

import (
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/kindcases"
	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
)

// TestKinds: with a detector that has kinds (WithDetector), htmlwalk links
// testdata/kinds.txt as marked, in text and in HTML, in every script.
func TestKinds(t *testing.T) {
	d := kindcases.Detector()
	for _, c := range kindcases.Cases(t) {
		want := c.HTML(d)
		if got, err := LinkifyText(c.Text, WithDetector(d)); err != nil || got != want {
			t.Errorf("LinkifyText:\n got  %s (%v)\n want %s", got, err, want)
		}
		if got, err := LinkifyString("<p>"+want+"</p>", WithDetector(d)); err != nil || got != "<p>"+want+"</p>" {
			t.Errorf("LinkifyString of its own output changed it:\n got  %s (%v)", got, err)
		}
	}
	in := `<p>@bob <code>@ann</code> <a href="/x">#go</a> <b>x</b>#tag <span data-nolinkify>#12</span> ＃東京</p>`
	want := `<p><a href="https://forum.example/u/bob">@bob</a> <code>@ann</code> <a href="/x">#go</a> <b>x</b>#tag <span data-nolinkify="">#12</span> <a href="https://forum.example/tag/%E6%9D%B1%E4%BA%AC">＃東京</a></p>`
	if got, err := LinkifyString(in, WithDetector(d)); err != nil || got != want {
		t.Errorf("\n got  %s (%v)\n want %s", got, err, want)
	}
}

// TestKindsCallback: callbacks see a link's kind; an href of another
// scheme than the link's, or unsafe, leaves the text; http may become https.
func TestKindsCallback(t *testing.T) {
	var seen []string
	rewrite := kindcases.Rewrite(&seen)
	got, err := LinkifyText(kindcases.CallbackInput, WithDetector(kindcases.Detector()), WithCallback(func(a *Anchor) bool { return rewrite(&a.Anchor) }))
	// Links left as text are shown again when the text between links is scanned again.
	if err != nil || got != kindcases.CallbackHTML || !strings.HasPrefix(strings.Join(seen, ","), kindcases.CallbackSeen) {
		t.Errorf("\n got  %s %v (%v)\n want %s", got, seen, err, kindcases.CallbackHTML)
	}
	bad := linkify.MustNew(linkify.WithKinds(linkify.Hashtag(func(string) string { return "data:text/html,x" })))
	if got, err := LinkifyText("#go", WithDetector(bad)); err != nil || got != "#go" {
		t.Errorf("data: from a rule: %s (%v)", got, err)
	}
}

// TestWithEmail: WithEmail(false) leaves addresses as text, on the default
// detector and on one WithDetector gives, with its policy and kinds kept.
func TestWithEmail(t *testing.T) {
	in := "me@example.org, example.com, setup.py and @bob"
	for _, tc := range []struct {
		opts []Option
		want string
	}{
		{nil, `<a href="mailto:me@example.org">me@example.org</a>, <a href="https://example.com/">example.com</a>, setup.py and @bob`},
		{[]Option{WithEmail(false)}, `me@example.org, <a href="https://example.com/">example.com</a>, setup.py and @bob`},
		{[]Option{WithEmail(false), WithEmail(true)}, `<a href="mailto:me@example.org">me@example.org</a>, <a href="https://example.com/">example.com</a>, setup.py and @bob`},
		{[]Option{WithDetector(kindcases.Detector()), WithEmail(false)}, `me@example.org, <a href="https://example.com/">example.com</a>, setup.py and <a href="https://forum.example/u/bob">@bob</a>`},
		{[]Option{WithEmail(false), WithPolicy(linkify.SafePolicy())}, `me@example.org, <a href="https://example.com/">example.com</a>, <a href="https://setup.py/">setup.py</a> and @bob`},
	} {
		if got, err := LinkifyText(in, tc.opts...); err != nil || got != tc.want {
			t.Errorf("\n got  %s (%v)\n want %s", got, err, tc.want)
		}
	}
}

// TestDetectorOptions: hosts under the names of linkify.WithTLDs and
// scheme-less IPv4 addresses (linkify.WithBareIPv4) link through
// WithDetector, in any script, and not without.
func TestDetectorOptions(t *testing.T) {
	in := "<p>الموقع abc.onion/أخبار و 192.168.0.1:8080، 路由器10.0.0.1。</p>"
	d := linkify.MustNew(linkify.WithTLDs("onion"), linkify.WithBareIPv4(true), linkify.WithPolicy(linkify.DocumentPolicy()))
	want := `<p>الموقع <a href="https://abc.onion/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1">abc.onion/أخبار</a> و <a href="https://192.168.0.1:8080/">192.168.0.1:8080</a>، 路由器<a href="https://10.0.0.1/">10.0.0.1</a>。</p>`
	if got, err := LinkifyString(in, WithDetector(d)); err != nil || got != want {
		t.Errorf("\n got  %s (%v)\n want %s", got, err, want)
	}
	if got, err := LinkifyString(in); err != nil || got != in {
		t.Errorf("default: %s (%v)", got, err)
	}
}

// FuzzKinds: with the forum's kinds, LinkifyText keeps the text, makes
// only links of allowed hrefs, and its output linkified again is the same.
func FuzzKinds(f *testing.F) {
	for _, c := range kindcases.Cases(f) {
		f.Add(c.Text)
	}
	f.Add(kindcases.CallbackInput)
	d := kindcases.Detector()
	f.Fuzz(func(t *testing.T, text string) {
		out, err := LinkifyText(text, WithDetector(d))
		if err != nil {
			t.Fatal(err)
		}
		root := parsed(t, out)
		want := strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(strings.ReplaceAll(text, "\x00", ""))
		if got := textContent(root); got != want {
			t.Fatalf("text %q became %q", want, got)
		}
		for n := root; n != nil; n = next(n, root) {
			if n.Type == html.ElementNode && n.Data == "a" && (len(n.Attr) == 0 || !d.AllowedHref(n.Attr[0].Val)) {
				t.Fatalf("%q: link %v", text, n.Attr)
			}
		}
		if again, err := LinkifyString(out, WithDetector(d)); err != nil || again != out {
			t.Fatalf("%q: linkified again %q (%v), was %q", text, again, err, out)
		}
	})
}
