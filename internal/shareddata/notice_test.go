package shareddata

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNotice(t *testing.T) {
	var s skipLog
	if got := s.notice(); got != "" {
		t.Errorf("no skips: notice %q, want none", got)
	}
	dir := t.TempDir()
	t.Setenv("UTS58_SHARED", dir)
	s.add("TestA", "unicode")
	s.add("TestB", "corpus")
	s.add("TestB", "corpus") // a test that skips twice (subtests) counts once
	got := s.notice()
	for _, want := range []string{": 2 tests skipped", "missing: corpus/, unicode/ in " + dir, `"Test data"`, "UTS58_REQUIRE_DATA=1"} {
		if !strings.Contains(got, want) {
			t.Errorf("notice %q lacks %q", got, want)
		}
	}
	if strings.Contains(got, "\n") {
		t.Errorf("notice %q is more than one line", got)
	}
	s.add("TestC", "") // the whole folder is missing
	if got := s.notice(); !strings.Contains(got, "missing: ../shared beside the module, or $UTS58_SHARED") {
		t.Errorf("notice %q does not name the folder", got)
	}
}

// TestOpenStream: the notice goes to a terminal or a pipe, never into a
// regular file (where the go command's own writes would overwrite it).
func TestOpenStream(t *testing.T) {
	file := filepath.Join(t.TempDir(), "log")
	os.WriteFile(file, nil, 0o644)
	if f, ok := openStream(file); ok {
		f.Close()
		t.Errorf("openStream(a regular file) = true")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	name := fmt.Sprintf("/proc/self/fd/%d", w.Fd())
	if _, err := os.Stat(name); err != nil {
		t.Skipf("skipped: no %s: %v", name, err)
	}
	f, ok := openStream(name)
	if !ok {
		t.Fatalf("openStream(a pipe) = false")
	}
	fmt.Fprintln(f, "notice")
	f.Close()
	w.Close()
	if b, _ := io.ReadAll(r); string(b) != "notice\n" {
		t.Errorf("the pipe got %q", b)
	}
}
