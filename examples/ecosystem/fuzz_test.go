package ecosystem

import "testing"

// FuzzPeers: on any Markdown, beside each peer, every link is kept and the
// peer's output is unchanged (the rules of TestCorpusBesidePeers).
func FuzzPeers(f *testing.F) {
	for _, exs := range examples {
		for _, ex := range exs {
			f.Add(ex[0])
		}
	}
	for _, s := range []string{"x https://example.com/a_b![ ](i.png) :tada: ~~a~~ ++b++ ==c== H~2~O x^2^", "$$\nhttps://example.com/\n$$\n\n[^1]: https://x.org/a_b\n\nTerm\n: https://example.com/d"} {
		f.Add(s)
	}
	ps := peers()
	ss := make([]stacks, len(ps))
	for i, p := range ps {
		ss[i] = newStacks(p)
	}
	f.Fuzz(func(t *testing.T, src string) {
		for i, p := range ps {
			tl := &tally{}
			tl.check(p, ss[i], "input", []byte(src))
			for _, e := range tl.failures {
				t.Errorf("%s: %q: %s", p.name, src, e)
			}
		}
	})
}
