// Package shareddata locates the project's shared reference material (the
// Unicode data and conformance files and the corpora) for tests and
// benchmarks.
//
// The folder is $UTS58_SHARED, or "shared" beside the module root. When it
// is missing, tests that need it are skipped with a message, or fail when
// UTS58_REQUIRE_DATA=1 (as CI sets it); a package whose TestMain calls Main
// says in one line what it skipped.
//
// It is a test-only package: only tests import it, and no package that a
// program builds may (TestOnlyTestsImportTestPackages).
package shareddata

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const modulePath = "github.com/golinkify/uts58"

// Dir returns the shared folder, or ends tb (skip, or fail when data is required).
func Dir(tb testing.TB) string {
	tb.Helper()
	dir, ok := find()
	if !ok {
		missing(tb, "", "the shared reference folder (set UTS58_SHARED, or put it at ../shared beside the module)")
	}
	return dir
}

// Path returns the file or folder at the slash-separated path rel inside the
// shared folder, or ends tb as Dir does when it is missing.
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	p := filepath.Join(Dir(tb), filepath.FromSlash(rel))
	if _, err := os.Stat(p); err != nil {
		missing(tb, strings.SplitN(rel, "/", 2)[0], p)
	}
	return p
}

// Read returns the contents of the shared file at rel, or ends tb.
func Read(tb testing.TB, rel string) []byte {
	tb.Helper()
	b, err := os.ReadFile(Path(tb, rel))
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// Required reports whether missing data is a failure (UTS58_REQUIRE_DATA=1).
func Required() bool { return os.Getenv("UTS58_REQUIRE_DATA") == "1" }

// missing ends tb for want of what, in the shared folder's top folder top
// ("" for the folder itself).
func missing(tb testing.TB, top, what string) {
	tb.Helper()
	if Required() {
		tb.Fatalf("UTS58_REQUIRE_DATA=1 but %s is missing", what)
	}
	skips.add(tb.Name(), top)
	tb.Skipf("skipped: %s is missing (set UTS58_SHARED to the shared folder; UTS58_REQUIRE_DATA=1 makes this a failure)", what)
}

func find() (string, bool) {
	if d := os.Getenv("UTS58_SHARED"); d != "" {
		_, err := os.Stat(d)
		return d, err == nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && isModule(string(b)) {
			d := filepath.Join(dir, "..", "shared")
			_, err := os.Stat(d)
			return d, err == nil
		}
		if filepath.Dir(dir) == dir {
			return "", false
		}
	}
}

// isModule reports whether a go.mod is the library's own (not an examples module).
func isModule(gomod string) bool {
	for line := range strings.Lines(gomod) {
		if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
			return f[1] == modulePath
		}
	}
	return false
}
