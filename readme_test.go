// The module's root holds no code of its own, only the tests of the pages
// a reader meets first: README.md and docs/*.md.
package uts58

import (
	"fmt"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	// The blocks build against these packages: importing them makes go test
	// run this test again when they change, not answer from its cache.
	_ "github.com/golinkify/uts58/extension"
	_ "github.com/golinkify/uts58/htmlwalk"
	_ "github.com/golinkify/uts58/linkify"
)

// recipeModules are the modules whose requirements the blocks may import:
// this one, and examples/sanitize, which pins bluemonday for the CMS recipe.
var recipeModules = []string{".", "examples/sanitize"}

// TestGoBlocks builds and vets every ```go block of README.md and docs/*.md
// as written: each is a whole file (a package clause, its imports), as a
// reader pastes it, formatted by gofmt, in a directory of its own of a module that uses this
// module from the working tree. A block whose main ends with an
// "// Output:" comment is run, and what it prints must be what the
// comment says. Two canaries, a fragment and a block that does not
// compile, must fail with an error at their line: else the check checks
// nothing.
func TestGoBlocks(t *testing.T) {
	dir := t.TempDir()
	writeModule(t, dir)
	type built struct {
		pkg, where string
		b          block
	}
	var all []built
	for _, p := range pages(t) {
		for i, b := range p.blocks {
			if f, err := format.Source([]byte(b.code)); err == nil && string(f) != b.code {
				t.Errorf("%s:%d: the block is not gofmt-formatted; gofmt writes it\n%s", p.name, b.line, f)
			}
			pkg := fmt.Sprintf("%s_%02d", strings.NewReplacer("/", "_", ".", "_").Replace(p.name), i+1)
			write(t, filepath.Join(dir, pkg, "main.go"), fmt.Sprintf("//line %s:%d\n%s", p.name, b.line, b.code))
			all = append(all, built{pkg, fmt.Sprintf("%s:%d", p.name, b.line), b})
		}
	}
	if len(all) == 0 {
		t.Fatal("README.md has no ```go block")
	}
	var pkgs []string
	for _, x := range all {
		pkgs = append(pkgs, "./"+x.pkg)
	}
	if out, err := goCommand(dir, append([]string{"vet"}, pkgs...)...); err != nil {
		t.Fatalf("Go blocks that do not build or vet as written:\n%s", out)
	}
	for name, c := range map[string]struct{ code, want string }{
		"fragment": {"fmt.Println(linkify.Find(\"example.com\"))\n", "canary.md:1: expected 'package'"},
		"broken":   {"package main\n\nfunc main() {\n\tx := 1\n\tx := 2\n\t_ = x\n}\n", "canary.md:5: no new variables"},
	} {
		write(t, filepath.Join(dir, "canary_"+name, "main.go"), "//line canary.md:1\n"+c.code)
		out, err := goCommand(dir, "vet", "./canary_"+name)
		if err == nil || !strings.Contains(out, c.want) {
			t.Errorf("go vet on the %s canary: %v, without %q: the check checks nothing\n%s", name, err, c.want, out)
		}
	}

	bin := filepath.Join(dir, "bin")
	for _, x := range all {
		want, ok := wantOutput(x.b.code)
		if !ok {
			continue
		}
		exe := filepath.Join(bin, x.pkg)
		if out, err := goCommand(dir, "build", "-o", exe, "./"+x.pkg); err != nil {
			t.Fatalf("%s: %v\n%s", x.where, err, out)
		}
		got, err := exec.Command(exe).Output()
		if err != nil {
			t.Errorf("%s: %v", x.where, err)
		}
		if g := trimLines(string(got)); g != want {
			t.Errorf("%s prints\n%s\nwhere its // Output: comment says\n%s", x.where, g, want)
		}
	}
}

// writeModule writes a module in dir that requires what recipeModules
// require, this module replaced by the working tree.
func writeModule(t *testing.T, dir string) {
	t.Helper()
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	const module = "github.com/golinkify/uts58"
	var goLine string
	reqs := map[string]string{module: "v0.0.0"}
	order := []string{module}
	var sum strings.Builder
	for _, m := range recipeModules {
		gomod, err := os.ReadFile(filepath.Join(m, "go.mod"))
		if err != nil {
			t.Fatal(err)
		}
		g, rs := requirements(string(gomod))
		if goLine == "" {
			goLine = g
		}
		for _, r := range rs {
			if _, ok := reqs[r[0]]; !ok {
				reqs[r[0]] = r[1]
				order = append(order, r[0])
			}
		}
		gosum, _ := os.ReadFile(filepath.Join(m, "go.sum")) // none without requirements
		sum.Write(gosum)
	}
	var mod strings.Builder
	fmt.Fprintf(&mod, "module blocks\n\n%s\n\nrequire (\n", goLine)
	for _, path := range order {
		fmt.Fprintf(&mod, "\t%s %s\n", path, reqs[path])
	}
	fmt.Fprintf(&mod, ")\n\nreplace %s => %s\n", module, root)
	write(t, filepath.Join(dir, "go.mod"), mod.String())
	write(t, filepath.Join(dir, "go.sum"), sum.String())
}

// requirements returns the go line of a go.mod file and its requirements
// (path, version), its own replaced module among them.
func requirements(gomod string) (goLine string, reqs [][2]string) {
	block := false
	for _, l := range strings.Split(gomod, "\n") {
		l, _, _ = strings.Cut(l, "//")
		f := strings.Fields(l)
		switch {
		case len(f) == 2 && f[0] == "go":
			goLine = strings.Join(f, " ")
		case len(f) == 2 && f[0] == "require" && f[1] == "(":
			block = true
		case block && len(f) == 1 && f[0] == ")":
			block = false
		case block && len(f) == 2:
			reqs = append(reqs, [2]string{f[0], f[1]})
		case len(f) == 3 && f[0] == "require":
			reqs = append(reqs, [2]string{f[1], f[2]})
		}
	}
	return goLine, reqs
}

// goCommand runs the go command in the module of the blocks. It may fetch
// what recipeModules require from the module proxy, as go test does for
// this module on a fresh machine.
func goCommand(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// wantOutput returns what a block's "// Output:" comment says it prints,
// and whether it has one: the comment lines after it, without "// ".
func wantOutput(code string) (string, bool) {
	_, after, ok := strings.Cut(code, "// Output:\n")
	if !ok {
		return "", false
	}
	var want []string
	for _, l := range strings.Split(after, "\n") {
		l = strings.TrimLeft(l, " \t")
		if !strings.HasPrefix(l, "//") {
			break
		}
		want = append(want, strings.TrimPrefix(strings.TrimPrefix(l, "//"), " "))
	}
	return trimLines(strings.Join(want, "\n")), true
}

// trimLines drops the spaces at the end of each line and the blank lines
// at the end of s.
func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t\r")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

func TestWantOutput(t *testing.T) {
	code := "func main() {\n\tfmt.Println(\"a\")\n\t// Output:\n\t// a  \n\t//\n\t// <b>\n}\n"
	if got, ok := wantOutput(code); !ok || got != "a\n\n<b>" {
		t.Errorf("wantOutput = %q, %v", got, ok)
	}
	if _, ok := wantOutput("func main() {}\n"); ok {
		t.Error("a block without // Output: has one")
	}
}

func TestRequirements(t *testing.T) {
	gomod := "module m\n\ngo 1.26.0\n\nrequire a.org/x v1.0.0\n\nrequire (\n\tb.org/y v0.2.0 // indirect\n)\n\nreplace a.org/x => ../x\n"
	g, reqs := requirements(gomod)
	if g != "go 1.26.0" || fmt.Sprint(reqs) != "[[a.org/x v1.0.0] [b.org/y v0.2.0]]" {
		t.Errorf("requirements = %q, %v", g, reqs)
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
