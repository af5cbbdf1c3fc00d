package shareddata

import (
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
