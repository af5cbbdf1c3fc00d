package extension

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	gext "github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
)

// panicMessage returns what f panics with, or "".
func panicMessage(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	f()
	return ""
}

// TestOptionErrors: every option fails loudly on a wrong value, with a
// message that names it and what it accepts: at once when made with its
// function, at the first conversion when set as a parser option (a config
// map).
func TestOptionErrors(t *testing.T) {
	tests := []struct {
		option func() LinkifyOption
		name   parser.OptionName
		value  any
		want   string // in the message, after the option's name
	}{
		{func() LinkifyOption { return WithLinkifyDefaultScheme("ftp") }, OptLinkifyDefaultScheme, "ftp", `"ftp" is not accepted (accepted: "https", "http")`},
		{func() LinkifyOption { return WithLinkifyDefaultScheme("https:") }, OptLinkifyDefaultScheme, 7, `accepted: "https", "http"`},
		{func() LinkifyOption { return WithLinkifyAllowedProtocols([]string{"https:", "javascript:"}) }, OptLinkifyAllowedProtocols, "https:", `scheme "javascript" can run code: it is never linked`},
		{func() LinkifyOption { return WithLinkifyAllowedProtocols([]string{"https", "vbscript"}) }, OptLinkifyAllowedProtocols, []int{1}, `scheme "vbscript" can run code`},
		{func() LinkifyOption { return WithLinkifyAllowedProtocols([]string{"1x:"}) }, OptLinkifyAllowedProtocols, []string{"data:"}, `is not one that may be linked`},
		{func() LinkifyOption { return WithLinkifyAllowedProtocols([]string{"https:", "file:"}) }, OptLinkifyAllowedProtocols, []string{"feed:"}, `scheme "file" is not one that may be linked (those that may be: http, https, ftp, ftps, sftp,`},
		{func() LinkifyOption { return WithLinkifyDetector(nil) }, OptLinkifyDetector, "d", "nil"},
		{func() LinkifyOption { return WithLinkifyPolicy(linkify.Policy{MaxLength: -1}) }, OptLinkifyPolicy, "safe", "must not be negative"},
		{func() LinkifyOption { return WithLinkifyRel("no follow") }, OptLinkifyRel, 3, `"no follow" is not a rel keyword`},
		{func() LinkifyOption { return WithLinkifyRel("nofollow", "") }, OptLinkifyRel, []any{"ugc", 1}, `"" is not a rel keyword`},
		{func() LinkifyOption { return WithLinkifyTarget("_new") }, OptLinkifyTarget, true, `"_new" is not _blank, _self, _parent, _top or a browsing context name`},
		{func() LinkifyOption { return WithLinkifyTarget("a b") }, OptLinkifyTarget, nil, "browsing context name"},
		{func() LinkifyOption { return WithLinkifyClass("a\nb") }, OptLinkifyClass, 1, "control character"},
		{func() LinkifyOption { return WithLinkifyMaxText(-1) }, OptLinkifyMaxText, "20", "-1 is negative (0 shows links whole)"},
		{func() LinkifyOption { return WithLinkifyMaxText(-5) }, OptLinkifyMaxText, 2.5, "is negative"},
		{func() LinkifyOption { return WithLinkifyCallback(nil) }, OptLinkifyCallback, func(*linkify.Anchor) bool { return true }, "want a non-nil func(*extension.Anchor) bool"},
		{nil, OptLinkifyEmail, "yes", "string is not accepted (want a bool)"},
		{nil, OptLinkifyWWWOnly, 1, "int is not accepted (want a bool)"},
		{nil, OptLinkifyURLRegexp, "a(b", "missing closing )"},
		{nil, OptLinkifyWWWRegexp, 1, "int is not accepted (want a *regexp.Regexp or a pattern string)"},
		{nil, OptLinkifyEmailRegexp, []byte("x"), "want a *regexp.Regexp or a pattern string"},
	}
	for _, tt := range tests {
		if tt.option != nil {
			msg := panicMessage(func() { tt.option() })
			if !strings.HasPrefix(msg, "extension: "+string(tt.name)+": ") || !strings.Contains(msg, tt.want) {
				t.Errorf("%s: panics with %q, want it to name the option and say %q", tt.name, msg, tt.want)
			}
		}
		// The same option as a config map sets it: checked when goldmark
		// first parses, with the value given (a wrong type, or the same
		// wrong value).
		for _, v := range []any{tt.value, valueOf(tt.option)} {
			if v == nil && tt.option != nil {
				continue
			}
			md := goldmark.New(goldmark.WithExtensions(Linkify), goldmark.WithParserOptions(parser.WithOption(tt.name, v)))
			msg := panicMessage(func() { render(t, md, "example.com") })
			if !strings.HasPrefix(msg, "extension: "+string(tt.name)+": ") {
				t.Errorf("parser option %s = %#v: panics with %q, want it to name the option", tt.name, v, msg)
			}
		}
	}
}

// valueOf returns the value of the parser option that option() makes, or
// nil if it panics.
func valueOf(option func() LinkifyOption) (v any) {
	if option == nil {
		return nil
	}
	defer func() { _ = recover() }()
	c := parser.NewConfig()
	option().SetParserOption(c)
	for _, v := range c.Options {
		return v
	}
	return nil
}

// TestConfigMapValues: a config map decoded from TOML, YAML or JSON gives
// []any, int64 and float64 values; they are accepted.
func TestConfigMapValues(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(Linkify), goldmark.WithParserOptions(
		parser.WithOption(OptLinkifyRel, []any{"nofollow", "ugc"}),
		parser.WithOption(OptLinkifyMaxText, int64(16)),
		parser.WithOption(OptLinkifyAllowedProtocols, []any{"https:"}),
		parser.WithOption(OptLinkifyClass, "x"),
	))
	want := `<p><a href="https://example.com/abcdefghijk" rel="nofollow ugc" class="x">example.com/abc…</a> http://a.com</p>`
	if got := strings.TrimSpace(render(t, md, "https://example.com/abcdefghijk http://a.com")); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	md = goldmark.New(goldmark.WithExtensions(Linkify), goldmark.WithParserOptions(
		parser.WithOption(OptLinkifyRel, "nofollow noopener"), parser.WithOption(OptLinkifyMaxText, 16.0)))
	want = `<p><a href="https://example.com/abcdefghijk" rel="nofollow noopener">example.com/abc…</a></p>`
	if got := strings.TrimSpace(render(t, md, "https://example.com/abcdefghijk")); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

// TestDetectorPolicy: the policy in use is DocumentPolicy, the one given,
// or the detector's; WithLinkifyWWWOnly sets WWWOnly on it, also as a
// parser option.
func TestDetectorPolicy(t *testing.T) {
	policyOf := func(opts ...LinkifyOption) (linkify.Policy, bool) {
		p := NewLinkifyParser(opts...).(*linkifyParser)
		p.ready()
		return p.d.Policy()
	}
	www := linkify.DocumentPolicy()
	www.WWWOnly = true
	chat := linkify.ChatPolicy()
	chatWWW := chat
	chatWWW.WWWOnly = true
	pure := linkify.MustNew(linkify.WithoutPolicy())
	tests := []struct {
		opts []LinkifyOption
		want linkify.Policy
		ok   bool
	}{
		{nil, linkify.DocumentPolicy(), true},
		{[]LinkifyOption{WithLinkifyWWWOnly(true)}, www, true},
		{[]LinkifyOption{WithLinkifyPolicy(chat)}, chat, true},
		{[]LinkifyOption{WithLinkifyWWWOnly(true), WithLinkifyPolicy(chat)}, chatWWW, true},
		{[]LinkifyOption{WithLinkifyPolicy(chatWWW), WithLinkifyWWWOnly(false)}, chat, true},
		{[]LinkifyOption{WithLinkifyDetector(pure)}, linkify.Policy{}, false},
		{[]LinkifyOption{WithLinkifyDetector(pure), WithLinkifyWWWOnly(true)}, linkify.Policy{WWWOnly: true}, true},
		{[]LinkifyOption{WithLinkifyDetector(linkify.MustNew(linkify.WithPolicy(chat))), WithLinkifyWWWOnly(true)}, chatWWW, true},
	}
	for i, tt := range tests {
		if got, ok := policyOf(tt.opts...); got != tt.want || ok != tt.ok {
			t.Errorf("%d: policy %+v %v, want %+v %v", i, got, ok, tt.want, tt.ok)
		}
	}
	p := NewLinkifyParser().(*linkifyParser)
	p.SetOption(OptLinkifyWWWOnly, true)
	p.ready()
	if got, _ := p.d.Policy(); !got.WWWOnly {
		t.Error("parser option: WWWOnly not set")
	}
	// The presets stay as they were.
	if linkify.DocumentPolicy().WWWOnly || linkify.ChatPolicy().WWWOnly {
		t.Error("a preset changed")
	}
}

// TestWWWOnly: the GitHub-compatible mode links www. hosts, explicit
// schemes and e-mail addresses, with UTS #58 edges and hosts.
func TestWWWOnly(t *testing.T) {
	if len(linkify.MustNew(linkify.WithPolicy(linkify.Policy{WWWOnly: true})).Find("see example.com")) > 0 {
		t.Skip("skipped: linkify.Policy.WWWOnly has no effect yet (the lead implements it in linkify)")
	}
	md := goldmark.New(goldmark.WithExtensions(NewGFM(WithLinkifyWWWOnly(true), WithLinkifyDefaultScheme("http"))))
	in := "example.com www.example.com/wiki/Rome_(city). https://例え.jp/パス a@example.org 詳細はwww.例え.jp/パス"
	want := `<p>example.com <a href="http://www.example.com/wiki/Rome_(city)">www.example.com/wiki/Rome_(city)</a>. <a href="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9">https://例え.jp/パス</a> <a href="mailto:a@example.org">a@example.org</a> 詳細は<a href="http://www.xn--r8jz45g.jp/%E3%83%91%E3%82%B9">www.例え.jp/パス</a></p>`
	if got := strings.TrimSpace(render(t, md, in)); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

// TestOptionsAddUp: rel tokens add up across options (as htmlwalk's
// WithRel), and AllowedProtocols takes the schemes linkify.WithSchemes
// takes, which then are linked.
func TestOptionsAddUp(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(NewLinkify(
		WithLinkifyRel("nofollow"), WithLinkifyRel("ugc", "nofollow"),
		WithLinkifyAllowedProtocols([]string{"https:", "ftp:", "mailto:"}),
	)))
	got := render(t, md, "Get ftp://ftp.example.org/pub/a.tgz or https://example.com, not http://example.net.")
	want := `<p>Get <a href="ftp://ftp.example.org/pub/a.tgz" rel="nofollow ugc">ftp://ftp.example.org/pub/a.tgz</a> or <a href="https://example.com/" rel="nofollow ugc">https://example.com</a>, not http://example.net.</p>` + "\n"
	if got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

// TestStockDefaults: the drop-in links what goldmark's Linkify links by
// default (http:, https:, ftp:, e-mail), in Linkify and in GFM; other
// schemes stay text unless asked for.
func TestStockDefaults(t *testing.T) {
	in := "Get ftp://ftp.example.org/pub, FTP://Mirror.example.net/x, http://a.example.com and https://b.example.com/p or me@example.org; not sftp://host.example.org/x"
	want := `<p>Get <a href="ftp://ftp.example.org/pub">ftp://ftp.example.org/pub</a>, <a href="ftp://mirror.example.net/x">FTP://Mirror.example.net/x</a>, <a href="http://a.example.com/">http://a.example.com</a> and <a href="https://b.example.com/p">https://b.example.com/p</a> or <a href="mailto:me@example.org">me@example.org</a>; not sftp://host.example.org/x</p>`
	for _, ext := range []goldmark.Extender{Linkify, GFM, NewLinkify(), NewGFM()} {
		if got := strings.TrimSpace(render(t, goldmark.New(goldmark.WithExtensions(ext)), in)); got != want {
			t.Errorf("%T:\n got %s\nwant %s", ext, got, want)
		}
	}
	// A detector given brings its own schemes.
	md := goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyDetector(linkify.MustNew()))))
	if got := render(t, md, "ftp://ftp.example.org/pub"); strings.Contains(got, "<a") {
		t.Errorf("with a detector of http and https: %s", got)
	}
}

// goldmarkURLRegexp is goldmark's own URL expression, as a configuration
// that set it (to change it a little) holds it.
var goldmarkURLRegexp = regexp.MustCompile(`^(?:http|https|ftp)://[-a-zA-Z0-9@:%._\+~#=]{1,256}\.[a-z]+(?::\d+)?(?:[/#?][-a-zA-Z0-9@:%_+.~#$!?&/=\(\);,'">\^{}\[\]` + "`" + `]*)?`)

// TestGoldmarkOptions: goldmark's Linkify options, given through goldmark's
// own functions (a configuration that switched extensions), through this
// package's, or as config-map values, never panic: a link found is kept
// only where the expression for its kind matches it whole; protocols may
// be given without their ':'.
func TestGoldmarkOptions(t *testing.T) {
	in := "https://example.com/a?b=1 https://例え.jp/x http://other.org/y example.com/p www.example.net/q me@example.com Me.X@example.org mailto:you@example.com ftp://ftp.example.org/f"
	tests := []struct {
		name  string
		ours  LinkifyOption
		stock parser.Option
		want  []string // the links kept
	}{
		{"URLRegexp as goldmark's", WithLinkifyURLRegexp(goldmarkURLRegexp), gext.WithLinkifyURLRegexp(goldmarkURLRegexp),
			[]string{"https://example.com/a?b=1", "http://other.org/y", "example.com/p", "www.example.net/q", "me@example.com", "Me.X@example.org", "mailto:you@example.com", "ftp://ftp.example.org/f"}},
		{"URLRegexp of one site", WithLinkifyURLRegexp(regexp.MustCompile(`https://example\.com/.*`)), gext.WithLinkifyURLRegexp(regexp.MustCompile(`https://example\.com/.*`)),
			[]string{"https://example.com/a?b=1", "example.com/p", "www.example.net/q", "me@example.com", "Me.X@example.org", "mailto:you@example.com"}},
		{"WWWRegexp", WithLinkifyWWWRegexp(regexp.MustCompile(`^www\.[a-z.]+(?:/\S*)?`)), gext.WithLinkifyWWWRegexp(regexp.MustCompile(`^www\.[a-z.]+(?:/\S*)?`)),
			[]string{"https://example.com/a?b=1", "https://例え.jp/x", "http://other.org/y", "www.example.net/q", "me@example.com", "Me.X@example.org", "mailto:you@example.com", "ftp://ftp.example.org/f"}},
		{"EmailRegexp", WithLinkifyEmailRegexp(regexp.MustCompile(`[a-z]+@example\.com`)), gext.WithLinkifyEmailRegexp(regexp.MustCompile(`[a-z]+@example\.com`)),
			[]string{"https://example.com/a?b=1", "https://例え.jp/x", "http://other.org/y", "example.com/p", "www.example.net/q", "me@example.com", "mailto:you@example.com", "ftp://ftp.example.org/f"}},
		{"AllowedProtocols without ':'", WithLinkifyAllowedProtocols([]string{"https", "FTP"}), gext.WithLinkifyAllowedProtocols([]string{"https", "FTP"}),
			[]string{"https://example.com/a?b=1", "https://例え.jp/x", "example.com/p", "www.example.net/q", "me@example.com", "Me.X@example.org", "mailto:you@example.com", "ftp://ftp.example.org/f"}},
	}
	for _, tt := range tests {
		for i, md := range []goldmark.Markdown{
			goldmark.New(goldmark.WithExtensions(NewLinkify(tt.ours))),
			goldmark.New(goldmark.WithExtensions(Linkify), goldmark.WithParserOptions(tt.stock)),
			goldmark.New(goldmark.WithExtensions(GFM), goldmark.WithParserOptions(tt.stock)),
		} {
			var got []string
			if msg := panicMessage(func() {
				links, _ := linkNodes(md, []byte(in))
				for _, l := range links {
					sp := spanOf(l, []byte(in))
					got = append(got, in[sp.Start:sp.End])
				}
			}); msg != "" {
				t.Fatalf("%s (%d): panics: %s", tt.name, i, msg)
			}
			checkLines(t, tt.name, got, tt.want)
		}
	}
	// A link an expression refuses is text as any other: what the
	// typographer made of it stays.
	md := goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyWWWRegexp(regexp.MustCompile(`www\..*`))), gext.Typographer))
	if got, want := strings.TrimSpace(render(t, md, "example.com/it's and www.example.com/it's")), `<p>example.com/it&rsquo;s and <a href="https://www.example.com/it's">www.example.com/it's</a></p>`; got != want {
		t.Errorf("a refused link with the typographer:\n got %s\nwant %s", got, want)
	}
	// A nil expression sets no condition, as in goldmark.
	md = goldmark.New(goldmark.WithExtensions(NewLinkify(WithLinkifyURLRegexp(nil))))
	if got := linksOf(t, md, "https://example.com/x"); got != "[https://example.com/x → https://example.com/x]" {
		t.Errorf("a nil expression: %s", got)
	}
	// A pattern from a config file is compiled.
	md = goldmark.New(goldmark.WithExtensions(Linkify), goldmark.WithParserOptions(parser.WithOption(OptLinkifyWWWRegexp, `www\..*`)))
	if got := linksOf(t, md, "example.com www.example.com"); got != "[www.example.com → https://www.example.com/]" {
		t.Errorf("WWWRegexp from a config map: %s", got)
	}
}
