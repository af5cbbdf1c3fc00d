package main

import (
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

// openTerminal returns the two ends of a new pseudo-terminal: the terminal,
// and the side that types into it. It skips the test where pseudo-terminals
// cannot be made.
func openTerminal(t *testing.T) (tty, keyboard *os.File) {
	t.Helper()
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("skipped: no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { ptmx.Close() })
	var unlock int32
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, ptmx.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		t.Skipf("skipped: unlockpt: %v", e)
	}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, ptmx.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		t.Skipf("skipped: ptsname: %v", e)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("skipped: %v", err)
	}
	t.Cleanup(func() { tty.Close() })
	return tty, ptmx
}

// TestTerminalStdin runs the tool with a terminal on standard input: with
// no file it shows the sample; with -format, or the file -, it says that it
// reads the terminal and writes what is typed (Ctrl-D, \x04, ends it).
func TestTerminalStdin(t *testing.T) {
	tests := []struct {
		args                  []string
		typed, want, wantNote string
	}{
		{nil, "", `詳細は<a href="https://ja.wikipedia.org/wiki/`, "linkify: no input: showing the embedded sample"},
		{[]string{"-format"}, "https://xn--bcher-kva.de/b%C3%BCcher\n\x04", "https://bücher.de/bücher\n", "linkify: reading URLs from standard input, one a line; end with Ctrl-D"},
		{[]string{"-out", "mark", "-"}, "see example.com\n\x04", "see ⸠example.com⸡\n", "linkify: reading standard input (-); end with Ctrl-D"},
	}
	for _, tt := range tests {
		tty, keyboard := openTerminal(t)
		if !isTerminal(tty) {
			t.Fatal("isTerminal(a pseudo-terminal) = false")
		}
		if _, err := keyboard.WriteString(tt.typed); err != nil {
			t.Fatal(err)
		}
		var out, errOut strings.Builder
		if err := run(tt.args, tty, &out, &errOut); err != nil {
			t.Fatalf("linkify %v: %v", tt.args, err)
		}
		if !strings.Contains(out.String(), tt.want) || !strings.Contains(errOut.String(), tt.wantNote) {
			t.Errorf("linkify %v on a terminal:\nstdout %q\nstderr %q\nwant %q and the note %q", tt.args, out.String(), errOut.String(), tt.want, tt.wantNote)
		}
	}
}
