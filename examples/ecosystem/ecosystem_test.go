package ecosystem

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/golinkify/uts58/extension"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// detector finds what the extension finds with its defaults: what the end
// of text leaves of a link that another syntax cuts.
var detector = linkify.MustNew(linkify.WithPolicy(linkify.DocumentPolicy()),
	linkify.WithSchemes("http", "https", "ftp"), linkify.WithEmphasisMarks(true))

// stacks are the three Markdowns a peer is checked with.
type stacks struct {
	base  goldmark.Markdown // goldmark and the extension
	with  goldmark.Markdown // and the peer
	plain goldmark.Markdown // goldmark and the peer
}

func newStacks(p peer) stacks {
	return stacks{
		base:  goldmark.New(goldmark.WithExtensions(extension.Linkify)),
		with:  goldmark.New(goldmark.WithExtensions(append([]goldmark.Extender{extension.Linkify}, p.exts...)...)),
		plain: goldmark.New(goldmark.WithExtensions(p.exts...)),
	}
}

// tally counts what a peer did to the links of documents.
type tally struct {
	docs, links, whole, longer, cut, inside, gained int
	nodes                                           int      // compared, in documents with links
	kept                                            int      // documents whose peer output differs only by the delimiters links keep
	examples                                        []string // of cut links
	failures                                        []string
}

func (t *tally) String() string {
	return fmt.Sprintf("%d docs, %d links: %d whole, %d longer, %d cut where the syntax begins, %d inside it; %d gained; "+
		"%d of its nodes compared, in %d documents as with the delimiters links keep escaped; %d failures",
		t.docs, t.links, t.whole, t.longer, t.cut, t.inside, t.gained, t.nodes, t.kept, len(t.failures))
}

func (t *tally) fail(name, format string, args ...any) {
	t.failures = append(t.failures, name+": "+fmt.Sprintf(format, args...))
}

// check adds what the peer of s does to the document source (named name).
func (t *tally) check(p peer, s stacks, name string, source []byte) {
	t.docs++
	baseDoc, _ := parse(s.base, source)
	withDoc, withPC := parse(s.with, source)
	plainDoc, plainPC := parse(s.plain, source)
	base, with := links(baseDoc, source), links(withDoc, source)
	withAt := map[int]int{}
	for _, l := range with {
		withAt[l[0]] = l[1]
	}
	runs := textRuns(withDoc, source)
	for _, l := range base {
		t.links++
		got, found := withAt[l[0]]
		run := runEnd(runs, l[0])
		q := min(run, l[1]) // where the peer's syntax takes the link's text
		switch {
		case found && got == l[1]:
			t.whole++
		case found && got > l[1] && got <= run:
			t.longer++ // the peer took what ended it (an emphasis opener in math)
		case found && got < l[1] && got == endAsText(source, l[0], q):
			t.cut++
			if len(t.examples) < 8 {
				t.examples = append(t.examples, fmt.Sprintf("%s: %q of %q", name, source[l[0]:got], source[l[0]:l[1]]))
			}
		case !found && endAsText(source, l[0], q) == l[0]:
			t.inside++
		default:
			t.fail(name, "link %q is %q with %s (its text ends at %q)", source[l[0]:l[1]], source[l[0]:max(got, l[0])], p.name, source[l[0]:q])
		}
	}
	baseAt := map[int]bool{}
	for _, l := range base {
		baseAt[l[0]] = true
	}
	for _, l := range with {
		if !baseAt[l[0]] {
			t.gained++
		}
	}
	if len(with) == 0 {
		return // the extension did nothing to it (a parse without links is goldmark's)
	}
	unwrap(withDoc, source)
	got, want := rendered(s.with, withDoc, source, p.kinds), rendered(s.plain, plainDoc, source, p.kinds)
	t.nodes += len(want)
	if firstDifference(got, want) >= 0 {
		// The links keep goldmark's own delimiters as their text: with
		// those escaped, the peer alone must make the same.
		escaped, _ := parse(s.plain, escapeDelimiters(source, with))
		want = rendered(s.plain, escaped, escapeDelimiters(source, with), p.kinds)
		if i := firstDifference(got, want); i >= 0 {
			t.fail(name, "%s's output changed at node %d of %d:\n got %q\nwant %q", p.name, i, len(want), at(got, i), at(want, i))
		} else {
			t.kept++
		}
	}
	if p.state != nil && !reflect.DeepEqual(p.state(withPC), p.state(plainPC)) {
		t.fail(name, "%s's state changed: %v, alone %v", p.name, p.state(withPC), p.state(plainPC))
	}
}

// parse returns the document of source parsed by md, and its context.
func parse(md goldmark.Markdown, source []byte) (ast.Node, parser.Context) {
	pc := parser.NewContext()
	return md.Parser().Parse(text.NewReader(source), parser.WithContext(pc)), pc
}

// links returns the extension's links in doc, by their source.
func links(doc ast.Node, source []byte) [][2]int {
	var ls [][2]int
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && extension.IsLinkifyNode(n, source) {
			ls = append(ls, [2]int{n.Pos(), n.FirstChild().(*ast.Text).Segment.Stop}) // the default options show the source
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return ls
}

// textRuns returns the stretches of source that text nodes of doc hold,
// outside code spans, images, autolinks and links written in Markdown,
// in order, joined where one ends where the next of the same parent
// starts: a node's edge is where a syntax begins or ends.
func textRuns(doc ast.Node, source []byte) [][2]int {
	type seg struct {
		parent      ast.Node
		start, stop int
	}
	var segs []seg
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.CodeSpan, *ast.AutoLink, *ast.Image:
			return ast.WalkSkipChildren, nil
		case *ast.Link:
			if !extension.IsLinkifyNode(n, source) {
				return ast.WalkSkipChildren, nil
			}
		case *ast.Text:
			parent := n.Parent()
			if extension.IsLinkifyNode(parent, source) {
				parent = parent.Parent() // a link's text runs on in the text around it
			}
			if !n.IsRaw() {
				segs = append(segs, seg{parent, n.Segment.Start, n.Segment.Stop})
			}
		}
		return ast.WalkContinue, nil
	})
	sort.SliceStable(segs, func(i, j int) bool { return segs[i].start < segs[j].start })
	var runs [][2]int
	for i, s := range segs {
		if k := len(runs) - 1; k >= 0 && runs[k][1] == s.start && segs[i-1].parent == s.parent {
			runs[k][1] = s.stop
		} else {
			runs = append(runs, [2]int{s.start, s.stop})
		}
	}
	return runs
}

// runEnd returns where the run of text that holds source[start] ends, or
// start if none holds it.
func runEnd(runs [][2]int, start int) int {
	i := sort.Search(len(runs), func(i int) bool { return runs[i][1] > start })
	if i < len(runs) && runs[i][0] <= start {
		return runs[i][1]
	}
	return start
}

// endAsText returns where a link that starts at source[start] ends if the
// text ends at end: start if none starts there.
func endAsText(source []byte, start, end int) int {
	found := detector.Find(string(source[start:end]))
	if len(found) == 0 || found[0].Start != 0 {
		return start
	}
	return start + found[0].End
}

// escapeDelimiters returns source with a backslash before each '*', '_'
// and '~' inside the links: goldmark reads them as text, as the links do.
func escapeDelimiters(source []byte, links [][2]int) []byte {
	var b []byte
	last := 0
	for _, l := range links {
		for i := l[0]; i < l[1]; i++ {
			if c := source[i]; c == '*' || c == '_' || c == '~' {
				b = append(append(b, source[last:i]...), '\\')
				last = i
			}
		}
	}
	return append(b, source[last:]...)
}

// unwrap puts the children of the extension's links in their place.
func unwrap(doc ast.Node, source []byte) {
	var found []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && extension.IsLinkifyNode(n, source) {
			found = append(found, n)
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	for _, n := range found {
		parent := n.Parent()
		for c := n.FirstChild(); c != nil; c = n.FirstChild() {
			parent.InsertBefore(parent, n, c)
		}
		parent.RemoveChild(parent, n)
	}
}

// rendered returns the kind and HTML that md writes of each node of doc of
// the kinds, less goldmark's own emphasis and strikethrough and their
// delimiters, which the extension keeps inside a link by design
// (example.com/a*b* is one link): what a peer makes is compared, not what
// emphasis makes inside it.
func rendered(md goldmark.Markdown, doc ast.Node, source []byte, kinds []ast.NodeKind) []string {
	var out []string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && slices.Contains(kinds, n.Kind()) {
			var b bytes.Buffer
			if err := md.Renderer().Render(&b, source, n); err != nil {
				out = append(out, "error: "+err.Error())
			} else {
				out = append(out, n.Kind().String()+": "+withoutEmphasis.Replace(b.String()))
			}
		}
		return ast.WalkContinue, nil
	})
	return out
}

var withoutEmphasis = strings.NewReplacer("<em>", "", "</em>", "", "<strong>", "", "</strong>", "", "<del>", "", "</del>", "", "*", "", "_", "", "~", "")

// firstDifference returns the index of the first element where a and b
// differ, or -1.
func firstDifference(a, b []string) int {
	for i := range max(len(a), len(b)) {
		if at(a, i) != at(b, i) {
			return i
		}
	}
	return -1
}

func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return "(none)"
}
