package linkify

import (
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// sshTarget reports whether the link l in s, whose host is at h, is an
// SSH login or remote (Policy.SSHTargets), and where the text it stands
// for ends: after the path of a remote, which termination reads as a URL's
// path, so that nothing inside it is linked
// (git@github.com:example.com/site.git).
//
// An address is one when a ':' follows it and then a path with no space
// (user@host:path, as scp, rsync and git write remotes), when its user is
// git and a ':' follows (git@github.com: Permission denied), and when a
// command that takes a login stands before it (sshCommandBefore). A
// scheme-less host is one when a ':' and a path from the root or the home
// directory follow it (master.debian.org:~debian/misc/rt-password), which
// no URL writes.
func sshTarget(s string, l Link, h hostBounds) (end int, ok bool) {
	colon := l.End
	hasColon := colon < len(s) && s[colon] == ':'
	if l.Kind == URL {
		if h.hasScheme || h.end != l.End || !hasColon || colon+1 == len(s) || s[colon+1] != '/' && s[colon+1] != '~' {
			return 0, false
		}
		end, _ := terminateIn(s, colon+1, partPath, nil)
		return end, true
	}
	if !hasColon {
		return l.End, sshCommandBefore(s, l.Start)
	}
	t := s[l.Start:l.End]
	if len(t) >= 7 && chars.EqualFoldASCII(t[:7], "mailto:") {
		return 0, false // written as a mailbox
	}
	if end, _ := terminateIn(s, colon+1, partPath, nil); remotePath(s[colon+1 : end]) {
		return end, true
	}
	if len(t) > 4 && t[:4] == "git@" {
		return colon + 1, true
	}
	return l.End, sshCommandBefore(s, l.Start)
}

// mayBeSSHTarget reports whether sshTarget may find the link l in s one:
// a ':' follows it, or a blank stands before an address. Most links have
// neither, and cost the policy these two tests.
func mayBeSSHTarget(s string, l Link) bool {
	return l.End < len(s) && s[l.End] == ':' || l.Kind == Email && l.Start > 0 && isBlank(s[l.Start-1])
}

// remotePath reports whether p, the text after "user@host:" up to where a
// URL's path would end, reads as the path of a remote: two bytes or more
// (":D" and ":P" are faces) starting with a letter, digit, '/', '~', '.'
// or '_' (not "-)", nor CJK text that a writer runs on after a colon).
func remotePath(p string) bool {
	return len(p) >= 2 && p[0] < utf8.RuneSelf && (chars.IsAlnum(p[0]) || p[0] == '/' || p[0] == '~' || p[0] == '.' || p[0] == '_')
}

// sshWindow and sshWords bound how far before an address
// sshCommandBefore looks for a command, in bytes and in words, which keeps
// the scan linear: a command with its options is shorter
// (ssh -i ~/.ssh/key -p 2222 -o BatchMode=yes user@host).
const (
	sshWindow = 128
	sshWords  = 8
)

// sshCommandBefore reports whether the address that starts at s[start:]
// is an argument of a command that takes a login (ssh, scp, sftp, rsync,
// mosh, ssh-copy-id, and finger, whose user@host is no mailbox either) on
// the same line, with only options between: each a
// word that starts with '-', or the word after a one-letter option
// (ssh -p 2222 -i ~/.ssh/key deploy@host); a word that ends in ':' or ','
// is a label or a list's item, in no command line. It reads back up to
// sshWindow bytes and sshWords words.
func sshCommandBefore(s string, start int) bool {
	if start == 0 || !isBlank(s[start-1]) {
		return false // a word goes on: no argument of its own
	}
	lo := max(0, start-sshWindow)
	for i, n := start, 0; n < sshWords; n++ {
		j := i
		for j > lo && isBlank(s[j-1]) {
			j--
		}
		if j > lo && (s[j-1] == ':' || s[j-1] == ',') {
			return false // a label or a list (To: a@b.org, c@d.org), read at once: most words before an address
		}
		k := j
		for k > lo && !endsWord[s[k-1]] {
			k--
		}
		chars.CountRead(i - k)
		if k == j || k == lo && lo > 0 {
			return false // a line's start, or a word the window cuts
		}
		switch word := s[k:j]; {
		case sshCommandLast[word[len(word)-1]] && sshCommand(word):
			return true
		case word[0] != '-' && !shortOptionBefore(s, k):
			return false // a word that is no option nor an option's argument
		}
		i = k
	}
	return false
}

// shortOptionBefore reports whether a one-letter option ("-p", "-i")
// and a space stand right before s[k:], a word that is then its argument.
func shortOptionBefore(s string, k int) bool {
	return k >= 3 && s[k-3] == '-' && chars.IsAlnum(s[k-2]) && isBlank(s[k-1]) && (k == 3 || isBlank(s[k-4]))
}

// sshCommands are the commands that take a login (sshCommandBefore).
var sshCommands = [...]string{"ssh", "scp", "sftp", "rsync", "mosh", "ssh-copy-id", "finger"}

// sshCommandLast marks the last bytes of sshCommands: a word that ends in
// another byte, as most words do, names none.
var sshCommandLast = func() (t [256]bool) {
	for _, name := range sshCommands {
		t[name[len(name)-1]] = true
	}
	return t
}()

// sshCommand reports whether word, which ends in a byte of
// sshCommandLast, ends in the name of a command that takes a login, not
// inside a longer name: "ssh", "`ssh", "/usr/bin/ssh",
// and "用ssh" in text written without spaces.
func sshCommand(word string) bool {
	for _, name := range sshCommands {
		n := len(word) - len(name)
		if n < 0 || word[n:] != name {
			continue
		}
		if n == 0 {
			return true
		}
		c := word[n-1]
		return !(chars.IsAlnum(c) || c == '-' || c == '_' || c == '.')
	}
	return false
}

// endsWord marks the bytes that end a word of a command line: a space, a
// tab and a line break.
var endsWord = [256]bool{' ': true, '\t': true, '\n': true, '\r': true}

// isBlank reports whether c is a space or a tab.
func isBlank(c byte) bool { return c == ' ' || c == '\t' }
