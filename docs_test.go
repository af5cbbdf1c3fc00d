package uts58

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDocLinks: every relative link of README.md and docs/*.md leads to a
// file of the module, and its #anchor to a heading of the page it names.
func TestDocLinks(t *testing.T) {
	ps := pages(t)
	byName := map[string]page{}
	for _, p := range ps {
		byName[p.name] = p
	}
	for _, p := range ps {
		for _, l := range p.prose {
			for _, target := range links(l.text) {
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				file, anchor, _ := strings.Cut(target, "#")
				name := p.name
				if file != "" {
					name = path.Clean(path.Join(path.Dir(p.name), file))
					if _, err := os.Stat(filepath.FromSlash(name)); err != nil {
						t.Errorf("%s:%d: link to %s: %v", p.name, l.n, target, err)
						continue
					}
				}
				if anchor == "" {
					continue
				}
				to, ok := byName[name]
				if !ok {
					t.Errorf("%s:%d: link to %s: an anchor in a page that is not checked", p.name, l.n, target)
				} else if !anchors(to)[anchor] {
					t.Errorf("%s:%d: link to %s: %s has no heading of that anchor", p.name, l.n, target, name)
				}
			}
		}
	}
}

// testName is a name of a test, fuzz target or benchmark function.
var testName = regexp.MustCompile(`\b(?:Test|Fuzz|Benchmark)[A-Z][A-Za-z0-9_]*\b`)

// othersTests are tests of other projects that the pages cite: Hugo's,
// which docs/markdown.md names where they differ with this extension.
var othersTests = map[string]bool{"TestConvert": true, "TestLinkifyProtocol": true}

// TestDocNames: what README.md and docs/*.md name is there: the tests,
// fuzz targets and benchmarks they cite are functions of a _test.go file
// of the repository, and the paths in code spans that start with a folder
// of the module root exist.
func TestDocNames(t *testing.T) {
	declared := map[string]bool{}
	decl := regexp.MustCompile(`(?m)^func ((?:Test|Fuzz|Benchmark)\w*)\(`)
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata"):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(p, "_test.go"):
			return nil
		}
		b, err := os.ReadFile(p)
		for _, m := range decl.FindAllSubmatch(b, -1) {
			declared[string(m[1])] = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	top, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	folders := map[string]bool{}
	for _, e := range top {
		folders[e.Name()] = e.IsDir()
	}
	for _, p := range pages(t) {
		for _, l := range p.prose {
			for _, name := range testName.FindAllString(l.text, -1) {
				if !declared[name] && !othersTests[name] {
					t.Errorf("%s:%d: %s is no test function of the repository", p.name, l.n, name)
				}
			}
			spans, _ := codeSpans(l.text)
			for _, span := range spans {
				first, _, nested := strings.Cut(span, "/")
				if nested && folders[first] && !strings.ContainsAny(span, " *…") {
					if _, err := os.Stat(filepath.FromSlash(strings.TrimSuffix(span, "/"))); err != nil {
						t.Errorf("%s:%d: %v", p.name, l.n, err)
					}
				}
			}
		}
	}
}
