package shareddata

import (
	"os/exec"
	"strings"
	"testing"
)

// TestOnlyTestsImportTestPackages keeps the packages that import "testing"
// outside tests (this one, internal/kindcases) test-only packages: no package of
// the module that a program can build imports "testing" or such a package,
// so that no production build links them in.
func TestOnlyTestsImportTestPackages(t *testing.T) {
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", modulePath+"/...")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	imports := map[string][]string{}
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		imports[f[0]] = f[1:]
	}
	testOnly := map[string]bool{}
	for pkg, imps := range imports {
		for _, imp := range imps {
			if imp == "testing" {
				testOnly[pkg] = true
			}
		}
	}
	for _, want := range []string{modulePath + "/internal/shareddata", modulePath + "/internal/kindcases"} {
		if !testOnly[want] {
			t.Errorf("%s is no test-only package any more: update this test", want)
		}
	}
	for pkg, imps := range imports {
		for _, imp := range imps {
			if !testOnly[pkg] && testOnly[imp] {
				t.Errorf("%s imports the test-only package %s: only tests may", pkg, imp)
			}
		}
	}
}
