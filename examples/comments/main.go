// Command comments renders forum comments: plain text becomes escaped HTML
// paragraphs with links marked rel="nofollow ugc", e-mail links, @mentions,
// #hashtags and topic references (#123, GH-123) to the forum's pages, long links
// shown shortened (the href whole), and the forum security preset (no
// homograph domains, no file names like setup.py). It reads a comment on
// standard input and writes its HTML; -h shows its usage.
//
//	echo 'See example.com, not аpple.com or setup.py' | go run ./examples/comments
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/linkify"
)

// options are how comments are linked: a detector with the forum security
// preset (made once: WithPolicy would make one per call) and the forum's
// mentions, hashtags and topics (kinds.go), links marked
// rel="nofollow ugc", long links shown shortened (so that one does not
// stretch a comment; the href stays whole), and line breaks kept. They are
// values: one set serves every request, concurrently.
var options = []htmlwalk.Option{
	htmlwalk.WithDetector(linkify.MustNew(linkify.WithPolicy(linkify.ForumPolicy()), forumKinds)),
	htmlwalk.WithRel("nofollow", "ugc"),
	htmlwalk.WithMaxText(60),
	htmlwalk.WithLineBreaks(true),
	htmlwalk.WithCallback(forumPages),
}

// Render returns the comment as HTML: a <p> per paragraph (blank lines
// separate them), <br> per line break, the text escaped, and links.
func Render(comment string) (string, error) {
	var b strings.Builder
	for _, para := range paragraphs(comment) {
		h, err := htmlwalk.LinkifyText(strings.Join(para, "\n"), options...)
		if err != nil {
			return "", err
		}
		b.WriteString("<p>")
		b.WriteString(h)
		b.WriteString("</p>\n")
	}
	return b.String(), nil
}

// paragraphs returns the lines of each paragraph of s, without the spaces
// around them; a line of nothing but spaces ends a paragraph.
func paragraphs(s string) [][]string {
	var paras [][]string
	var para []string
	for _, line := range strings.Split(s, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			para = append(para, line)
		} else if para != nil {
			paras, para = append(paras, para), nil
		}
	}
	if para != nil {
		paras = append(paras, para)
	}
	return paras
}

const usage = `usage: comments < COMMENT

Reads a forum comment (plain text) on standard input and writes it as HTML:
a <p> per paragraph, <br> per line break, the text escaped, links marked
rel="nofollow ugc" under linkify.ForumPolicy, and @mentions, #hashtags and
topics (#123, GH-123) linked to the forum's pages.

Exit status: 0 success; 1 the comment could not be read or rendered; 2 usage error.
`

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// run runs the command as main does and returns its exit status.
func run(args []string, stdin *os.File, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("comments", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil { // reported with the usage by fs
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "comments: %q: the comment is read from standard input, not named\n", fs.Arg(0))
		fs.Usage()
		return 2
	}
	if isTerminal(stdin) {
		fmt.Fprintln(stderr, "comments: reading a comment from standard input; end with Ctrl-D (Ctrl-Z then Enter on Windows)")
	}
	in, err := io.ReadAll(stdin)
	if err == nil {
		var out string
		if out, err = Render(string(in)); err == nil {
			_, err = io.WriteString(stdout, out)
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, "comments:", err)
		return 1
	}
	return 0
}

// isTerminal reports whether f is a terminal: a character device other than
// the null device.
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	null, _ := os.Stat(os.DevNull)
	return err == nil && fi.Mode()&os.ModeCharDevice != 0 && !os.SameFile(fi, null)
}
