package extension

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
)

var update = flag.Bool("update", false, "rewrite the fixtures in testdata/ from the current output (review the diff)")

// goldmarkDir returns the folder of the goldmark module in use, which holds
// its test suites.
func goldmarkDir(t *testing.T) string {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/yuin/goldmark").Output()
	if err != nil {
		t.Fatalf("go list goldmark: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// linkNodes returns the links this extension made in src parsed with md,
// and its document.
func linkNodes(md goldmark.Markdown, src []byte) ([]*ast.Link, ast.Node) {
	doc := md.Parser().Parse(text.NewReader(src))
	var links []*ast.Link
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l, ok := n.(*ast.Link); ok && entering && IsLinkifyNode(l, src) {
			links = append(links, l)
		}
		return ast.WalkContinue, nil
	})
	return links, doc
}

// spanOf returns l, a link of this extension whose text is its source
// (no option or callback changed it), as a linkify.Link: where it stands
// in src, its kind and href.
func spanOf(l *ast.Link, src []byte) linkify.Link {
	a, _ := AnchorOf(l, src)
	t := l.FirstChild().(*ast.Text)
	return linkify.Link{Start: t.Segment.Start, End: t.Segment.Stop, Kind: a.Kind, Href: a.Href}
}

// checkLines reports got if it is not want, one item a line.
func checkLines(t *testing.T, what string, got, want []string) {
	t.Helper()
	if g, w := strings.Join(got, "\n"), strings.Join(want, "\n"); g != w {
		t.Errorf("%s:\n%s\nwant\n%s", what, g, w)
	}
}

func render(t testing.TB, m goldmark.Markdown, src string) string {
	var b bytes.Buffer
	if err := m.Convert([]byte(src), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// checkFixture compares got with the JSON fixture name (or rewrites it with -update).
func checkFixture[T comparable](t *testing.T, name string, got map[string]T) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(got); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]T
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	for k, v := range got {
		if w, ok := want[k]; !ok || w != v {
			t.Errorf("%s %s:\n got %+v\nwant %+v", name, k, v, w)
		}
	}
	for k := range want {
		if _, ok := got[k]; !ok {
			t.Errorf("%s %s: listed, but no longer differs", name, k)
		}
	}
}

// TestCommonMarkSpec renders goldmark's CommonMark suite with and without
// Linkify: every example is identical except those that gain a link because
// they hold a bare URL or address, which testdata/commonmark-gained.json lists.
func TestCommonMarkSpec(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(goldmarkDir(t), "_test", "spec.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Markdown string
		Example  int
	}
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	opts := goldmark.WithRendererOptions(html.WithXHTML(), html.WithUnsafe())
	plain := goldmark.New(opts)
	ours := goldmark.New(opts, goldmark.WithExtensions(Linkify))
	gained := map[string]string{}
	for _, c := range cases {
		if a, b := render(t, plain, c.Markdown), render(t, ours, c.Markdown); a != b {
			gained[strconv.Itoa(c.Example)] = b
			if !strings.Contains(b, "<a href") {
				t.Errorf("example %d differs without gaining a link:\n%s", c.Example, b)
			}
		}
	}
	checkFixture(t, "commonmark-gained.json", gained)
	t.Logf("%d examples, %d gain a link, the others are identical", len(cases), len(gained))
}

// gfmDifference is a case of goldmark's linkify tests where UTS #58 decides
// otherwise, with the rule that does.
type gfmDifference struct {
	HTML string `json:"html"`
	Rule string `json:"rule"`
}

// listedDifferences returns the differences that the fixture name lists
// (none if it is missing, as before -update writes it).
func listedDifferences(name string) map[string]gfmDifference {
	var listed map[string]gfmDifference
	if raw, err := os.ReadFile(filepath.Join("testdata", name)); err == nil {
		_ = json.Unmarshal(raw, &listed)
	}
	return listed
}

// TestGoldmarkLinkifyCases runs goldmark's own linkify tests (GFM autolink
// examples) with GitHub-like options: each passes, or is listed in
// testdata/gfm-linkify-differences.json with its output and the rule.
func TestGoldmarkLinkifyCases(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(goldmarkDir(t), "extension", "_test", "linkify.txt"))
	if err != nil {
		t.Fatal(err)
	}
	ours := goldmark.New(goldmark.WithRendererOptions(html.WithUnsafe()),
		goldmark.WithExtensions(NewLinkify(WithLinkifyDefaultScheme("http"))))
	listed := listedDifferences("gfm-linkify-differences.json")
	got := map[string]gfmDifference{}
	present := map[string]bool{}
	for _, c := range strings.Split(string(b), "//= = = = = = = = = = = = = = = = = = = = = = = =//") {
		parts := strings.Split(c, "//- - - - - - - - -//\n")
		if len(parts) != 3 {
			continue
		}
		no, _, _ := strings.Cut(strings.TrimSpace(parts[0]), ":")
		present[no] = true
		html := render(t, ours, parts[1])
		if strings.TrimSpace(html) != strings.TrimSpace(parts[2]) {
			got[no] = gfmDifference{html, listed[no].Rule}
			if listed[no].Rule == "" && !*update {
				t.Errorf("case %s: no rule given for the difference", no)
			}
		}
	}
	n, differ := len(present), len(got)
	// The cases of a newer goldmark's suite than the one in use (go.mod
	// requires the oldest that works) keep their listing.
	for no, d := range listed {
		if !present[no] {
			got[no] = d
		}
	}
	checkFixture(t, "gfm-linkify-differences.json", got)
	t.Logf("%d cases: %d as GFM, %d differ by a listed rule", n, n-differ, differ)
}
