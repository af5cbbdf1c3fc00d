package shareddata

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// skips records the tests that skipped for want of shared data.
var skips skipLog

type skipLog struct {
	mu    sync.Mutex
	tests map[string]bool // names of the tests that skipped
	tops  map[string]bool // the top folders they missed; "" for the whole shared folder
}

func (s *skipLog) add(test, top string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tests == nil {
		s.tests, s.tops = map[string]bool{}, map[string]bool{}
	}
	s.tests[test] = true
	s.tops[top] = true
}

// Main runs a package's tests (call it from TestMain: os.Exit(shareddata.Main(m)))
// and, when some skipped for want of shared data, prints one line that says
// how many, what was missing and where the data comes from.
func Main(m *testing.M) int {
	code := m.Run()
	if line := skips.notice(); line != "" {
		notify(line)
	}
	return code
}

// notice is the line Main prints, or "" when no test skipped.
func (s *skipLog) notice() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.tests) == 0 {
		return ""
	}
	what := "../shared beside the module, or $UTS58_SHARED"
	if dir, ok := find(); ok && !s.tops[""] {
		tops := make([]string, 0, len(s.tops))
		for t := range s.tops {
			tops = append(tops, t+"/")
		}
		sort.Strings(tops)
		what = strings.Join(tops, ", ") + " in " + dir
	}
	pkg := "uts58"
	if wd, err := os.Getwd(); err == nil {
		pkg += "/" + filepath.Base(wd)
	}
	return fmt.Sprintf("%s: %d tests skipped for want of the shared reference data (missing: %s); "+
		"the README's \"Test data\" says where it comes from, and UTS58_REQUIRE_DATA=1 makes this a failure",
		pkg, len(s.tests), what)
}

// notify prints line where a go test run shows it. The go command shows a
// passing package's output only under -v (or -json); otherwise the line goes
// to the go command's own standard error, a terminal or a pipe (on Linux,
// /proc/<parent>/fd/2), or to the terminal, never to a regular file, where
// the go command's writes at its own offset would overwrite it.
func notify(line string) {
	if !testing.Verbose() {
		for _, name := range []string{"/proc/" + strconv.Itoa(os.Getppid()) + "/fd/2", "/dev/tty"} {
			if f, ok := openStream(name); ok {
				fmt.Fprintln(f, line)
				f.Close()
				return
			}
		}
	}
	fmt.Println(line)
}

// openStream opens name for writing when it is a terminal or a pipe that is
// not already the test's standard output.
func openStream(name string) (*os.File, bool) {
	info, err := os.Stat(name)
	if err != nil || info.Mode()&(os.ModeCharDevice|os.ModeNamedPipe) == 0 {
		return nil, false
	}
	if out, err := os.Stdout.Stat(); err == nil && os.SameFile(info, out) {
		return nil, false
	}
	f, err := os.OpenFile(name, os.O_WRONLY, 0)
	return f, err == nil
}
