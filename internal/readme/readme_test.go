package readme

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeBlocks builds every ```go block of README.md as source makes it
// a file (whole programs as they are, fragments in a function with their
// imports and context) and vets it in a module of its own that uses this
// module from the working tree, offline from the module cache. A canary
// block that does not compile (three `md :=` in a row) checks that a broken
// block fails and that the error names its line.
func TestReadmeBlocks(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(root, "README.md") // errors name its lines
	readme, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	blocks := goBlocks(string(readme))
	if len(blocks) == 0 {
		t.Fatal("README.md has no ```go block")
	}
	dir := t.TempDir()
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	gosum, _ := os.ReadFile(filepath.Join(root, "go.sum")) // none: no requirements
	const module = "github.com/golinkify/uts58"
	mod := strings.Replace(string(gomod), "module "+module+"\n", "module readme\n", 1) +
		fmt.Sprintf("\nrequire %s v0.0.0\n\nreplace %s => %s\n", module, module, root)
	write(t, filepath.Join(dir, "go.mod"), mod)
	write(t, filepath.Join(dir, "go.sum"), string(gosum))
	for i, b := range blocks {
		write(t, filepath.Join(dir, fmt.Sprintf("block%02d", i+1), "block.go"), source(name, b))
	}
	canary := block{line: 1, code: "md := goldmark.New()\nmd := goldmark.New(goldmark.WithExtensions(extension.GFM))\n"}
	write(t, filepath.Join(dir, "canary", "block.go"), source("canary.md", canary))

	cmd := exec.Command("go", "vet", "./...")
	cmd.Dir = dir
	// Offline: the module cache has what this module needs.
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("go vet passes the canary block: the check checks nothing\n%s", out)
	}
	var readmeErrs []string
	canaryFailed := false
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		switch {
		case strings.Contains(line, "canary.md:2:") && strings.Contains(line, "no new variables"):
			canaryFailed = true
		case !strings.Contains(line, "canary") && line != "":
			readmeErrs = append(readmeErrs, line)
		}
	}
	if !canaryFailed {
		t.Errorf("the canary block's error is not reported at its line:\n%s", out)
	}
	if len(readmeErrs) > 0 {
		t.Errorf("README.md has Go blocks that do not compile or vet:\n%s", strings.Join(readmeErrs, "\n"))
	}
	if t.Failed() {
		for i, b := range blocks {
			t.Logf("block %d (README.md:%d):\n%s", i+1, b.line, source(name, b))
		}
	}
}

func write(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestSource checks how blocks become files: whole programs as they are,
// declarations at the package level, statements in a function, with the
// imports and context variables they need and a use of what they declare.
func TestSource(t *testing.T) {
	tests := []struct {
		code      string
		want, not []string
	}{
		{"package main\n\nfunc main() {}\n", []string{"//line x.md:3\npackage main\n\nfunc main() {}\n"}, []string{"package readme"}},
		{"func f(s string) []linkify.Link { return linkify.Find(s) }\n",
			[]string{"import linkify \"github.com/golinkify/uts58/linkify\"", "//line x.md:3\nfunc f("}, []string{"func _(", "var s "}},
		{"type T struct{ n int }\n\nfunc (T) F() { fmt.Println(text) }\n",
			[]string{"var text string\n", "import fmt \"fmt\""}, []string{"func _("}},
		{"import \"github.com/golinkify/uts58/htmlwalk\"\n\n// a comment\nhtml, err := htmlwalk.LinkifyText(comment)\nerr = htmlwalk.Linkify(node, opts...)\n",
			[]string{"//line x.md:3\nimport \"github.com/golinkify/uts58/htmlwalk\"\n", "import html \"golang.org/x/net/html\"",
				"func _(comment string, opts []htmlwalk.Option, node *html.Node) {\n//line x.md:4\n\n// a comment\n", "_ = html\n_ = err\n}"},
			[]string{"err error", "import htmlwalk"}},
		{"import gext \"github.com/yuin/goldmark/extension\"\n\nmd := goldmark.New(goldmark.WithExtensions(gext.Table, extension.GFM))\n",
			[]string{"import gext \"github.com/yuin/goldmark/extension\"", "import extension \"github.com/golinkify/uts58/extension\"", "import goldmark "},
			[]string{"import gext \"github.com/yuin/goldmark/extension\"\nimport gext"}},
		{"for _, l := range linkify.Find(s) {\n\tn := l.End\n}\nif err != nil {\n}\n",
			[]string{"func _(s string, err error) {", "\n}\n}\n"}, []string{"_ = n", "_ = l"}},
	}
	for _, tt := range tests {
		got := source("x.md", block{line: 3, code: tt.code})
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("block %q:\n%s\nlacks %q", tt.code, got, w)
			}
		}
		for _, n := range tt.not {
			if strings.Contains(got, n) {
				t.Errorf("block %q:\n%s\nhas %q", tt.code, got, n)
			}
		}
	}
}

func TestGoBlocks(t *testing.T) {
	md := "# T\n\n```go\nx := 1\n```\n\n```sh\nls\n```\n\n  ```go\n\ty()\n  ```\n"
	got := goBlocks(md)
	want := []block{{4, "x := 1\n"}, {12, "\ty()\n"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("goBlocks = %v, want %v", got, want)
	}
}
