package linkify

import (
	"strings"
	"testing"
)

// TestSSHCommandBefore: the command before a login is looked for on the
// same line, within sshWindow bytes and sshWords words, in a word of its
// own.
func TestSSHCommandBefore(t *testing.T) {
	d := MustNew(WithPolicy(SafePolicy()))
	for text, linked := range map[string]bool{
		"ssh a@example.com":                                  false,
		"/usr/bin/ssh a@example.com":                         false,
		"`ssh a@example.com`":                                false,
		"ssh\ta@example.com":                                 false,
		"ssh\na@example.com":                                 true, // another line
		"ssh -v -v -v -v -v -v -v -v a@example.com":          true, // more options than sshWords
		"ssh " + strings.Repeat("-", 130) + " a@example.com": true, // a word the window cuts
		"autossh a@example.com":                              true,
		"ssh2 a@example.com":                                 true,
		"ssh server a@example.com":                           true,
		"ssh -p  22 a@example.com":                           true, // an argument is one space after its option
		"ssh -vp 22 a@example.com":                           true,
		"ssha@example.com":                                   true,
	} {
		if got := len(d.Find(text)) == 1; got != linked {
			t.Errorf("%q: linked %v, want %v", text, got, linked)
		}
	}
}
