package extension

import (
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/kindcases"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
)

// TestKinds: with a detector that has kinds (WithLinkifyDetector), the
// extension links testdata/kinds.txt as marked, in every script, with the
// hrefs the rules make.
func TestKinds(t *testing.T) {
	d := kindcases.Detector()
	md := goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyDetector(d))))
	for _, c := range kindcases.Cases(t) {
		if got, want := render(t, md, c.Text), "<p>"+c.HTML(d)+"</p>\n"; got != want {
			t.Errorf("\n got  %s want %s", got, want)
		}
	}
}

// TestKindsMarkdown: Markdown wins around mentions and hashtags as around
// URLs: emphasis, code spans, written links, headings.
func TestKindsMarkdown(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyDetector(kindcases.Detector()))))
	for in, want := range map[string]string{
		"**@bob** _#go_ ~@ann~":        `<p><strong><a href="https://forum.example/u/bob">@bob</a></strong> <em><a href="https://forum.example/tag/go">#go</a></em> ~<a href="https://forum.example/u/ann">@ann</a>~</p>`,
		"`@bob` [@ann](https://x.org)": `<p><code>@bob</code> <a href="https://x.org">@ann</a></p>`,
		"## Release #go GH-24":         `<h2>Release <a href="https://forum.example/tag/go">#go</a> <a href="https://github.com/golinkify/uts58/issues/24">GH-24</a></h2>`,
		"#12 is fixed, @a_b_c thanks":  `<p><a href="https://forum.example/t/12">#12</a> is fixed, <a href="https://forum.example/u/a_b_c">@a_b_c</a> thanks</p>`,
		"@bob&#46; ＠田中&#x3002;":        `<p><a href="https://forum.example/u/bob">@bob</a>. <a href="https://forum.example/u/%E7%94%B0%E4%B8%AD">＠田中</a>。</p>`,
	} {
		if got := strings.TrimSpace(render(t, md, in)); got != want {
			t.Errorf("%s:\n got  %s\n want %s", in, got, want)
		}
	}
}

// TestKindsCallback: callbacks and AnchorOf see a link's kind; an href
// that a rule or a callback makes of another scheme, or unsafe, leaves the
// text.
func TestKindsCallback(t *testing.T) {
	var seen []string
	rewrite := kindcases.Rewrite(&seen)
	md := goldmark.New(goldmark.WithExtensions(NewLinkify(
		WithLinkifyDetector(kindcases.Detector()),
		WithLinkifyCallback(func(a *Anchor) bool { return rewrite(&a.Anchor) }),
	)))
	got := render(t, md, kindcases.CallbackInput)
	if want := "<p>" + kindcases.CallbackHTML + "</p>\n"; got != want || strings.Join(seen, ",") != kindcases.CallbackSeen {
		t.Errorf("\n got  %s %v\n want %s", got, seen, want)
	}
	source := []byte("see #go")
	links, _ := linkNodes(md, source)
	if a, ok := AnchorOf(links[0], source); !ok || a.Kind != linkify.KindHashtag || a.Href != "https://forum.example/tag/golang" {
		t.Errorf("AnchorOf: %+v", a)
	}
	bad := linkify.MustNew(linkify.WithKinds(linkify.Mention(func(string) string { return "javascript:alert(1)" })))
	md = goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyDetector(bad))))
	if got := strings.TrimSpace(render(t, md, "hi @bob")); got != "<p>hi @bob</p>" {
		t.Errorf("javascript: from a rule: %s", got)
	}
}

// TestDetectorOptions: hosts under the names of linkify.WithTLDs and
// scheme-less IPv4 addresses (linkify.WithBareIPv4) link through
// WithLinkifyDetector, in any script, and not without.
func TestDetectorOptions(t *testing.T) {
	in := "Зеркало abc.onion/новости, роутер 192.168.0.1:8080 и printer.local."
	d := linkify.MustNew(linkify.WithTLDs("onion", "local"), linkify.WithBareIPv4(true))
	md := goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyDetector(d))))
	want := `<p>Зеркало <a href="https://abc.onion/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8">abc.onion/новости</a>, роутер <a href="https://192.168.0.1:8080/">192.168.0.1:8080</a> и <a href="https://printer.local/">printer.local</a>.</p>`
	if got := strings.TrimSpace(render(t, md, in)); got != want {
		t.Errorf("\n got  %s\n want %s", got, want)
	}
	if got := strings.TrimSpace(render(t, goldmark.New(goldmark.WithExtensions(Linkify)), in)); got != "<p>"+in+"</p>" {
		t.Errorf("default: %s", got)
	}
}
