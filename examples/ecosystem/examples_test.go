package ecosystem

import (
	"bytes"
	"strings"
	"testing"
)

// examples are inputs where a peer's syntax meets a link, for each peer
// by name, with what the stack with it renders (a part of it).
var examples = map[string][][2]string{
	"emoji": {
		{"see https://example.com/:tada: here", `see <a href="https://example.com/">https://example.com/</a>&#x1f389; here`},
		{"https://example.com/a_b:tada: and https://example.com/a*b*:+1:", `<a href="https://example.com/a_b">https://example.com/a_b</a>&#x1f389; and <a href="https://example.com/a*b*">https://example.com/a*b*</a>&#x1f44d;`},
		{"https://example.com/:nope: is no emoji", `<a href="https://example.com/:nope">https://example.com/:nope</a>: is no emoji`},
		{"x https://example.com/a:tada:b*c*d", `<a href="https://example.com/a">https://example.com/a</a>&#x1f389;b<em>c</em>d`},
	},
	"extras-delete": {{"~~https://example.com/del~~", `<del><a href="https://example.com/del">https://example.com/del</a></del>`}},
	"extras-insert": {{"++https://example.com/ins++", `<ins><a href="https://example.com/ins">https://example.com/ins</a></ins>`}},
	"extras-mark": {
		{"==https://example.com/mark==", `<mark><a href="https://example.com/mark">https://example.com/mark</a></mark>`},
		{"==see https://example.com/a_b_c==", `<mark>see <a href="https://example.com/a_b_c">https://example.com/a_b_c</a></mark>`},
	},
	"extras-subscript":   {{"https://example.com/~user/a~b x", `<a href="https://example.com/">https://example.com/</a><sub>user/a</sub>b x`}},
	"extras-superscript": {{"https://example.com/a^b^ x", `<a href="https://example.com/a">https://example.com/a</a><sup>b</sup> x`}},
	"passthrough":        {{"$x = https://example.com/a_b$ and https://example.com/c_d$e$", `$x = https://example.com/a_b$ and <a href="https://example.com/c_d">https://example.com/c_d</a>$e$`}},
	"footnote":           {{"https://example.com/a_b[^1]\n\n[^1]: note", `<a href="https://example.com/a_b">https://example.com/a_b</a><sup id="fnref:1">`}},
	"hugo": {
		{"~~https://example.com/del~~ ++https://example.com/ins++ ==https://example.com/mark==", `<del><a href="https://example.com/del">https://example.com/del</a></del> <ins><a href="https://example.com/ins">https://example.com/ins</a></ins> <mark><a href="https://example.com/mark">https://example.com/mark</a></mark>`},
		{"see https://example.com/:tada: here", `see <a href="https://example.com/">https://example.com/</a>&#x1f389; here`},
		{"~~https://example.com/a_b~~ ~https://example.com/c~ ==https://example.com/a*b*==", `<del><a href="https://example.com/a_b">https://example.com/a_b</a></del> <del><a href="https://example.com/c">https://example.com/c</a></del> <mark><a href="https://example.com/a*b*">https://example.com/a*b*</a></mark>`},
	},
}

// TestPeerExamples: the examples render as given, and keep the rules of
// TestCorpusBesidePeers.
func TestPeerExamples(t *testing.T) {
	for _, p := range peers() {
		s, tl := newStacks(p), &tally{}
		for _, ex := range examples[p.name] {
			var b bytes.Buffer
			if err := s.with.Convert([]byte(ex[0]), &b); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), ex[1]) {
				t.Errorf("%s: %q:\n got %s\nwant %s", p.name, ex[0], b.String(), ex[1])
			}
			tl.check(p, s, ex[0], []byte(ex[0]))
		}
		for _, f := range tl.failures {
			t.Errorf("%s: %s", p.name, f)
		}
	}
}
