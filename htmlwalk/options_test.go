package htmlwalk

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/internal/attrcases"
	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

func TestDefaultSkip(t *testing.T) {
	s := DefaultSkip()
	for _, want := range []string{"a", "code", "pre", "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext", "noscript", "select", "option", "template"} {
		if !slices.Contains(s, want) {
			t.Errorf("DefaultSkip() lacks %s", want)
		}
	}
	for i, e := range s {
		if a := atom.Lookup([]byte(e)); a == 0 || defaultSkipAtoms[i] != a {
			t.Errorf("%s: atom %v", e, a)
		}
		if _, err := tagName("DefaultSkip", e); err != nil {
			t.Error(err)
		}
	}
	// Each call returns a new slice: changing one changes nothing else.
	s[0] = "p"
	if DefaultSkip()[0] != "a" {
		t.Error("DefaultSkip changed for everyone")
	}
	if out, _ := LinkifyString(`<p>x.com</p>`); out != `<p><a href="https://x.com/">x.com</a></p>` {
		t.Errorf("a caller's change of DefaultSkip's result changes linking: %s", out)
	}
}

// TestOptionErrors: every invalid option, and options that mean nothing
// together, fail every API with an error that names the option.
func TestOptionErrors(t *testing.T) {
	for _, tt := range []struct {
		opts []Option
		name string // the option the error names
		text bool   // LinkifyText takes these options alone (no tree-only ones)
		tree bool   // the tree APIs take them
	}{
		{[]Option{WithDetector(nil)}, "WithDetector", true, true},
		{[]Option{WithPolicy(linkify.Policy{MaxLength: -1})}, "WithPolicy", true, true},
		{[]Option{WithDetector(linkify.MustNew()), WithPolicy(linkify.Policy{MaxDomainLength: -5})}, "WithPolicy", true, true},
		{[]Option{WithRel("no follow")}, "WithRel", true, true},
		{[]Option{WithRel("nofollow", "")}, "WithRel", true, true},
		{[]Option{WithRel(`x"y`)}, "WithRel", true, true},
		{[]Option{WithTarget("")}, "WithTarget", true, true},
		{[]Option{WithTarget("_new")}, "WithTarget", true, true},
		{[]Option{WithTarget("a b")}, "WithTarget", true, true},
		{[]Option{WithClass("")}, "WithClass", true, true},
		{[]Option{WithClass("  ")}, "WithClass", true, true},
		{[]Option{WithClass("a\x00b")}, "WithClass", true, true},
		{[]Option{WithMaxText(-1)}, "WithMaxText", true, true},
		{[]Option{WithCallback(nil)}, "WithCallback", true, true},
		{[]Option{WithSkip("")}, "WithSkip", false, true},
		{[]Option{WithSkip("p", "<b>")}, "WithSkip", false, true},
		{[]Option{WithSkip("1a")}, "WithSkip", false, true},
		{[]Option{WithSkip("p q")}, "WithSkip", false, true},
		{[]Option{WithoutSkip("a")}, "WithoutSkip", false, true},
		{[]Option{WithoutSkip("textarea")}, "WithoutSkip", false, true},
		{[]Option{WithoutSkip("p")}, "WithoutSkip", false, true},
		{[]Option{WithoutSkip("prre")}, "WithoutSkip", false, true},
		{[]Option{WithoutSkip("pre", "pre")}, "WithoutSkip", false, true},
		{[]Option{WithoutSkip("")}, "WithoutSkip", false, true},
		{[]Option{WithDefang(), WithNofollow()}, "WithDefang", true, true},
		{[]Option{WithRel("me"), WithDefang()}, "WithDefang", true, true},
		{[]Option{WithDefang(), WithClass("x")}, "WithDefang", true, true},
		{[]Option{WithDefang(), WithTargetBlank()}, "WithDefang", true, true},
		{[]Option{nil}, "nil Option", true, true},
		// Options for one kind of input only.
		{[]Option{WithLineBreaks(true)}, "WithLineBreaks", true, false},
		{[]Option{WithLineBreaks(false)}, "WithLineBreaks", true, false},
		{[]Option{WithSkip("p")}, "WithSkip", false, true},
		{[]Option{WithoutSkip("pre")}, "WithoutSkip", false, true},
	} {
		const in = `<p>x.com</p>`
		check := func(api string, err error, valid bool) {
			t.Helper()
			switch {
			case valid && err != nil:
				t.Errorf("%s with %s: %v", api, tt.name, err)
			case !valid && (err == nil || !strings.Contains(err.Error(), "htmlwalk: "+tt.name)):
				t.Errorf("%s with %s: error %v does not name it", api, tt.name, err)
			}
		}
		// Valid for an API: the options are fine but for the kind of input.
		validTree := tt.tree && (tt.name == "WithSkip" || tt.name == "WithoutSkip") && len(tt.opts) == 1 && validSkip(tt.opts[0])
		validText := tt.text && tt.name == "WithLineBreaks"
		out, err := LinkifyString(in, tt.opts...)
		check("LinkifyString", err, validTree)
		if err != nil && out != in {
			t.Errorf("LinkifyString with %s: output %q, want the input", tt.name, out)
		}
		var b bytes.Buffer
		err = LinkifyFragment(&b, strings.NewReader(in), nil, tt.opts...)
		check("LinkifyFragment", err, validTree)
		if err != nil && b.Len() != 0 {
			t.Errorf("LinkifyFragment with %s wrote %q", tt.name, b.String())
		}
		b.Reset()
		err = LinkifyDocument(&b, strings.NewReader(in), tt.opts...)
		check("LinkifyDocument", err, validTree)
		if err != nil && b.Len() != 0 {
			t.Errorf("LinkifyDocument with %s wrote %q", tt.name, b.String())
		}
		doc, _ := html.Parse(strings.NewReader(in))
		check("Linkify", Linkify(doc, tt.opts...), validTree)
		text, err := LinkifyText("x.com", tt.opts...)
		check("LinkifyText", err, validText)
		if err != nil && text != "" {
			t.Errorf("LinkifyText with %s: %q", tt.name, text)
		}
	}
}

// validSkip reports whether a skip option is valid on its own.
func validSkip(o Option) bool {
	var c config
	return o(&c) == nil
}

// TestOptionMessages: the errors say what is accepted.
func TestOptionMessages(t *testing.T) {
	for _, tt := range []struct {
		o    Option
		want string
	}{
		{WithTarget("_new"), "_blank, _self, _parent, _top"},
		{WithRel("a b"), "ASCII letters, digits"},
		{WithSkip("<p>"), "an ASCII letter, then"},
		{WithoutSkip("p"), "DefaultSkip()"},
		{WithoutSkip("script"), "never linked"},
		{WithMaxText(-2), "negative"},
		{WithDetector(nil), "linkify.New"},
	} {
		if _, err := LinkifyString("x", tt.o); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("error %v lacks %q", err, tt.want)
		}
	}
}

// TestPolicyReachesDetector: WithPolicy and WithWWWOnly set the policy of
// the detector in use, and change no other detector.
func TestPolicyReachesDetector(t *testing.T) {
	policy := func(opts ...Option) linkify.Policy {
		t.Helper()
		var c config
		if err := newConfig(&c, opts, false); err != nil {
			t.Fatal(err)
		}
		p, ok := c.d.Policy()
		if !ok {
			t.Fatal("no policy")
		}
		return p
	}
	if p := policy(); p != linkify.DocumentPolicy() {
		t.Errorf("default policy %+v", p)
	}
	if p := policy(WithPolicy(linkify.ChatPolicy())); p != linkify.ChatPolicy() {
		t.Errorf("WithPolicy: %+v", p)
	}
	want := linkify.DocumentPolicy()
	want.WWWOnly = true
	if p := policy(WithWWWOnly(true)); p != want {
		t.Errorf("WithWWWOnly: %+v", p)
	}
	want = linkify.SafePolicy()
	want.WWWOnly = true
	if p := policy(WithWWWOnly(true), WithPolicy(linkify.SafePolicy())); p != want {
		t.Errorf("WithWWWOnly then WithPolicy: %+v", p)
	}
	d := linkify.MustNew(linkify.WithPolicy(linkify.ForumPolicy()), linkify.WithEmail(false))
	want = linkify.ForumPolicy()
	want.WWWOnly = true
	if p := policy(WithDetector(d), WithWWWOnly(true)); p != want {
		t.Errorf("WithDetector, WithWWWOnly: %+v", p)
	}
	if p := policy(WithDetector(linkify.MustNew(linkify.WithoutPolicy())), WithWWWOnly(true)); p != (linkify.Policy{WWWOnly: true}) {
		t.Errorf("WithWWWOnly on a detector without policy: %+v", p)
	}
	if p, _ := d.Policy(); p.WWWOnly {
		t.Error("WithWWWOnly changed the caller's detector")
	}
	if p, _ := anchors.DefaultDetector.Policy(); p != linkify.DocumentPolicy() {
		t.Error("the default detector changed")
	}
	// The given detector's other options stay.
	if out, _ := LinkifyString(`<p>a@b.org x.com</p>`, WithDetector(d), WithPolicy(linkify.SafePolicy())); out != `<p>a@b.org <a href="https://x.com/">x.com</a></p>` {
		t.Errorf("WithDetector's options lost: %s", out)
	}
}

// TestDocumentPolicy: the default keeps file names unlinked in documents;
// SafePolicy links them.
func TestDocumentPolicy(t *testing.T) {
	const in = `<p>Read README.md and setup.py, then example.com, docs.example.org/guide, 例え.jp, bücher.de.</p>`
	out, _ := LinkifyString(in, WithCallback(markNew))
	if got := newLinks(t, out); !slices.Equal(got, []string{"https://example.com/ example.com", "https://docs.example.org/guide docs.example.org/guide", "https://xn--r8jz45g.jp/ 例え.jp", "https://xn--bcher-kva.de/ bücher.de"}) {
		t.Errorf("default: %q", got)
	}
	out, _ = LinkifyString(in, WithCallback(markNew), WithPolicy(linkify.SafePolicy()))
	if got := newLinks(t, out); len(got) != 6 {
		t.Errorf("SafePolicy: %q", got)
	}
}

// TestWWWOnly: with WithWWWOnly(true) only www. hosts, explicit schemes and
// e-mail addresses are linked, as GitHub's autolinks are.
func TestWWWOnly(t *testing.T) {
	const in = `<p>example.com www.example.com/a https://example.org/b a@example.net</p>`
	out, _ := LinkifyString(in, WithCallback(markNew), WithWWWOnly(true))
	got := newLinks(t, out)
	if slices.Contains(got, "https://example.com/ example.com") {
		t.Skip("linkify does not implement Policy.WWWOnly yet: the option reaches the policy (TestPolicyReachesDetector), the detector ignores it")
	}
	if want := []string{"https://www.example.com/a www.example.com/a", "https://example.org/b https://example.org/b", "mailto:a@example.net a@example.net"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if out, _ := LinkifyString(in, WithWWWOnly(false)); !strings.Contains(out, `<a href="https://example.com/">`) {
		t.Errorf("WithWWWOnly(false): %s", out)
	}
}

func TestLinkOptions(t *testing.T) {
	const in = `<p>see example.com/a and a@example.org</p>`
	for _, tt := range []struct {
		opts []Option
		want string
	}{
		{[]Option{WithRel("me", "external")}, `<p>see <a href="https://example.com/a" rel="me external">example.com/a</a> and <a href="mailto:a@example.org" rel="me external">a@example.org</a></p>`},
		{[]Option{WithRel("me"), WithNofollow(), WithRel("me")}, `<p>see <a href="https://example.com/a" rel="me nofollow ugc">example.com/a</a> and <a href="mailto:a@example.org" rel="me nofollow ugc">a@example.org</a></p>`},
		{[]Option{WithTarget("_blank")}, `<p>see <a href="https://example.com/a" target="_blank" rel="noopener noreferrer">example.com/a</a> and <a href="mailto:a@example.org" target="_blank" rel="noopener noreferrer">a@example.org</a></p>`},
		{[]Option{WithTarget("preview"), WithClass("ext link")}, `<p>see <a href="https://example.com/a" target="preview" class="ext link">example.com/a</a> and <a href="mailto:a@example.org" target="preview" class="ext link">a@example.org</a></p>`},
		{[]Option{WithClass("x"), WithClass("y")}, `<p>see <a href="https://example.com/a" class="y">example.com/a</a> and <a href="mailto:a@example.org" class="y">a@example.org</a></p>`},
		// The host stays whole; e-mail addresses are never shortened.
		{[]Option{WithMaxText(8)}, `<p>see <a href="https://example.com/a">example.com…</a> and <a href="mailto:a@example.org">a@example.org</a></p>`},
		{[]Option{WithMaxText(13)}, `<p>see <a href="https://example.com/a">example.com/a</a> and <a href="mailto:a@example.org">a@example.org</a></p>`},
		{[]Option{WithDefang(), WithMaxText(5)}, `<p>see example[.]com… and a@example[.]org</p>`},
	} {
		if got, err := LinkifyString(in, tt.opts...); err != nil || got != tt.want {
			t.Errorf("\n got %s (%v)\nwant %s", got, err, tt.want)
		}
	}
	// Long links are shown shortened; the href stays whole.
	long := `<p>https://example.com/very/long/path/to/a/page?with=query</p>`
	want := `<p><a href="https://example.com/very/long/path/to/a/page?with=query">example.com/very/long/pa…</a></p>`
	if got, _ := LinkifyString(long, WithMaxText(25)); got != want {
		t.Errorf("WithMaxText:\n got %s\nwant %s", got, want)
	}
	if got, _ := LinkifyString(want, WithMaxText(25)); got != want {
		t.Errorf("WithMaxText, second pass: %s", got)
	}
}

func TestCallbacks(t *testing.T) {
	const in = `<p>see example.com and a@example.org</p>`
	var order []string
	first := func(a *Anchor) bool { order = append(order, "1:"+a.Text); a.SetAttr("data-n", "1"); return true }
	second := func(a *Anchor) bool {
		v, _ := a.GetAttr("data-n")
		order = append(order, "2:"+v)
		return true
	}
	if out, err := LinkifyString(in, WithCallback(first), WithCallback(second)); err != nil || !strings.Contains(out, `data-n="1"`) {
		t.Errorf("%s (%v)", out, err)
	}
	if !slices.Equal(order, []string{"1:example.com", "2:1", "1:a@example.org", "2:1"}) {
		t.Errorf("callback order %q", order)
	}
	for _, tt := range []struct {
		name string
		fn   func(*Anchor) bool
		want string
	}{
		{"the link options come first", func(a *Anchor) bool { v, _ := a.GetAttr("rel"); return v == "nofollow ugc" }, `<p>see <a href="https://example.com/" rel="nofollow ugc">example.com</a> and <a href="mailto:a@example.org" rel="nofollow ugc">a@example.org</a></p>`},
		{"a veto", func(a *Anchor) bool { return a.Kind == linkify.URL }, `<p>see <a href="https://example.com/" rel="nofollow ugc">example.com</a> and a@example.org</p>`},
		{"a new text is shown, escaped", func(a *Anchor) bool { a.Text = "<" + a.Host() + ">"; return true }, `<p>see <a href="https://example.com/" rel="nofollow ugc">&lt;example.com&gt;</a> and <a href="mailto:a@example.org" rel="nofollow ugc">&lt;example.org&gt;</a></p>`},
		{"a new href of the link's scheme; an address made https: stays text", func(a *Anchor) bool { a.Href = "https://proxy.example/?u=" + a.Href; return true }, `<p>see <a href="https://proxy.example/?u=https://example.com/" rel="nofollow ugc">example.com</a> and a@example.org</p>`},
		{"an unsafe href is not linked", func(a *Anchor) bool { a.Href = "JavaScript:alert(1)"; return a.Kind == linkify.URL }, in},
		{"attributes are escaped", func(a *Anchor) bool { a.SetAttr("title", `"><script>`); return true }, `<p>see <a href="https://example.com/" rel="nofollow ugc" title="&#34;&gt;&lt;script&gt;">example.com</a> and <a href="mailto:a@example.org" rel="nofollow ugc" title="&#34;&gt;&lt;script&gt;">a@example.org</a></p>`},
		{"the parent element", func(a *Anchor) bool { return a.Parent != nil && a.Parent.Data == "p" }, `<p>see <a href="https://example.com/" rel="nofollow ugc">example.com</a> and <a href="mailto:a@example.org" rel="nofollow ugc">a@example.org</a></p>`},
	} {
		if got, err := LinkifyString(in, WithNofollow(), WithCallback(tt.fn)); err != nil || got != tt.want {
			t.Errorf("%s:\n got %s (%v)\nwant %s", tt.name, got, err, tt.want)
		}
	}
}

// TestCallbackAttributes: a callback may set the attributes of
// internal/anchors' set, and they are written; a link whose callback sets
// any other (an event handler, a style, a URL-valued attribute, a name not
// in lower case or no name at all) or one twice is not made, in every API,
// and the call reports it: the string and stream APIs return the input
// unchanged, LinkifyText "", Linkify leaves that link text.
func TestCallbackAttributes(t *testing.T) {
	const in = `<p>see example.com now</p>`
	for _, key := range attrcases.Allowed() {
		cb := WithCallback(func(a *Anchor) bool { a.SetAttr(key, "v"); return true })
		want := `<p>see <a href="https://example.com/" ` + key + `="v">example.com</a> now</p>`
		if out, err := LinkifyString(in, cb); err != nil || out != want {
			t.Errorf("attribute %q: %s (%v)", key, out, err)
		}
		if out, err := LinkifyText("see example.com now", cb); err != nil || "<p>"+out+"</p>" != want {
			t.Errorf("LinkifyText, attribute %q: %s (%v)", key, out, err)
		}
	}
	twice := func(a *Anchor) bool {
		a.Attr = append(a.Attr, linkify.Attribute{Key: "title", Val: "a"}, linkify.Attribute{Key: "title", Val: "b"})
		return true
	}
	for _, key := range append(attrcases.Refused(), "title twice") {
		cb := WithCallback(func(a *Anchor) bool { a.SetAttr(key, "v"); return true })
		if key == "title twice" {
			cb = WithCallback(twice)
		}
		if out, err := LinkifyString(in, cb); err == nil || out != in || !strings.Contains(err.Error(), "WithCallback") {
			t.Errorf("attribute %q: %s (%v)", key, out, err)
		}
		var b bytes.Buffer
		if err := LinkifyFragment(&b, strings.NewReader(in), nil, cb); err == nil || b.String() != in {
			t.Errorf("LinkifyFragment, attribute %q: %s (%v)", key, b.String(), err)
		}
		b.Reset()
		if err := LinkifyDocument(&b, strings.NewReader(in), cb); err == nil || b.String() != in {
			t.Errorf("LinkifyDocument, attribute %q: %s (%v)", key, b.String(), err)
		}
		if out, err := LinkifyText("see example.com now", cb); err == nil || out != "" {
			t.Errorf("LinkifyText, attribute %q: %s (%v)", key, out, err)
		}
		doc, _ := html.Parse(strings.NewReader(in))
		if err := Linkify(doc, cb); err == nil {
			t.Errorf("Linkify, attribute %q: no error", key)
		}
		b.Reset()
		html.Render(&b, doc)
		if strings.Contains(b.String(), "<a") {
			t.Errorf("Linkify made the link with attribute %q: %s", key, b.String())
		}
	}
}

// TestTreeOnlyNodes: Linkify refuses a parentless text node, works on any
// other root, and keeps its hands off what is skipped above the root.
func TestTreeRoots(t *testing.T) {
	if err := Linkify(&html.Node{Type: html.TextNode, Data: "x.com"}); err == nil {
		t.Error("a text node without parent: no error")
	}
	p := &html.Node{Type: html.ElementNode, Data: "p", DataAtom: atom.P}
	text := &html.Node{Type: html.TextNode, Data: "see x.com"}
	p.AppendChild(text)
	if err := Linkify(text); err != nil || p.LastChild.Type != html.ElementNode || p.LastChild.Data != "a" {
		t.Errorf("a text node as root: %v", err)
	}
	// A tree built without atoms is skipped by name.
	code := &html.Node{Type: html.ElementNode, Data: "code"}
	code.AppendChild(&html.Node{Type: html.TextNode, Data: "x.com"})
	if err := Linkify(code); err != nil || code.FirstChild.Type != html.TextNode {
		t.Errorf("a <code> without atom: %v", err)
	}
}
