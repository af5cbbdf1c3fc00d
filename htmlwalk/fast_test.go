package htmlwalk

import (
	"math/rand/v2"
	"testing"
)

// TestLinkFreeGenerated: on fragments built from the tags linkFree
// follows and the pieces of text that make or break links, linkFree never
// answers where the parse adds a link, and answers often enough to pay.
func TestLinkFreeGenerated(t *testing.T) {
	tags := []string{"p", "b", "i", "em", "strong", "span", "a", "code", "div", "ul", "ol", "li", "dl", "dt", "dd",
		"h1", "h2", "blockquote", "q", "sub", "P", "Span", "section", "x", "table", "td", "pre", "script", "textarea"}
	voids := []string{"<br>", "<br/>", "<img src=x.png alt='a > b.com'>", "<wbr>", "<hr>", "</br>", "</x>", "<!-- c -->", "</>"}
	texts := []string{"a", "b.", "com", "x.com", ".", " ", "\n", "\r\n", "\r", "&#46;", "&amp;", "&period;", "a@", "@b", "org",
		"http", "://", "www.", "é", "例え", "。jp", "<", ">", "=", `"`, "'", "a < b", "0", "README.md", "\x00", "&", "e.g."}
	rng := rand.New(rand.NewPCG(1, 2))
	free, n := 0, 30000
	if testing.Short() {
		n = 3000
	}
	for range n {
		in := genNested(rng, texts, tags, []string{` class="x.y"`, ` title='a>b.com'`, ` data-x=1`, `/`, ` a="`, ` =">"`}, voids)
		w, _ := newWalker(nil, false)
		ok := linkFree(w, in)
		w.release()
		if !ok {
			continue
		}
		free++
		root := parsed(t, in)
		w, _ = newWalker(nil, false)
		w.walk(root, root.FirstChild)
		changed := w.changed
		w.release()
		if changed {
			t.Fatalf("linkFree, but a link is made in %q: %s", in, renderRoot(t, root))
		}
	}
	t.Logf("linkFree answered for %d of %d fragments", free, n)
	if free < n/10 {
		t.Errorf("linkFree answered for only %d of %d fragments", free, n)
	}
}

// TestLinkFreeCorpus: on the comment-sized fragments of the corpora,
// linkFree answers exactly where LinkifyString adds no link... or gives up.
func TestLinkFreeCorpus(t *testing.T) {
	frags := corpusFragments(t, 2000)
	free, unchanged := 0, 0
	for _, f := range frags {
		w, _ := newWalker(nil, false)
		ok := linkFree(w, f)
		w.release()
		root := parsed(t, f)
		w, _ = newWalker(nil, false)
		w.walk(root, root.FirstChild)
		changed := w.changed
		w.release()
		if ok && changed {
			t.Fatalf("linkFree, but a link is made in %q", f)
		}
		if ok {
			free++
		}
		if !changed {
			unchanged++
		}
	}
	t.Logf("%d fragments, %d without links, %d of them answered by linkFree", len(frags), unchanged, free)
	if free < unchanged*9/10 {
		t.Errorf("linkFree answered for %d of %d fragments without links", free, unchanged)
	}
}

// TestLinkFreeAllocs: LinkifyString on a fragment without links allocates
// nothing.
func TestLinkFreeAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector drops pooled walkers")
	}
	const in = `<p>All <b>human beings</b> are born free and equal in dignity and rights.</p><ul><li>One.</li><li>Two.</li></ul>`
	if n := testing.AllocsPerRun(100, func() { LinkifyString(in) }); n > 0 {
		t.Errorf("LinkifyString: %v allocations", n)
	}
}
