// Command comments renders forum comments: plain text becomes escaped HTML
// paragraphs with links marked rel="nofollow ugc", e-mail links, @mentions,
// #hashtags and topic references (#123, GH-123) to the forum's pages, long links
// shown shortened (the href whole), and the forum security preset (no
// homograph domains, no file names like setup.py, SSH remotes as text). The
// forum may be a self-hosted forge on an intranet (-site
// http://gitea.corp:3000/): its own host is linked though no registrable
// domain. It reads a comment on standard input and writes its HTML; -h
// shows its usage.
//
//	echo 'See example.com, not аpple.com or setup.py' | go run ./examples/comments
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"

	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/linkify"
)

// A Forum renders the comments of one forum. It is a value made once: one
// serves every request, concurrently.
type Forum struct {
	options []htmlwalk.Option
}

// NewForum returns the forum whose pages are under base, an http or https
// URL ending in '/' (https://forum.example/, http://gitea.corp:3000/).
// Its comments are linked by a detector with the forum security preset
// (made once: WithPolicy would make one per call), the forum's own host
// always linked (an intranet name is no registrable domain), and its
// mentions, hashtags and topics (kinds.go); links are marked
// rel="nofollow ugc" but those to the forum's own pages, long links shown
// shortened (so that one does not stretch a comment; the href stays whole),
// and line breaks kept.
func NewForum(base string) (*Forum, error) {
	u, err := url.Parse(base)
	if err != nil || u.Scheme != "http" && u.Scheme != "https" || u.Hostname() == "" || u.User != nil || !strings.HasSuffix(u.Path, "/") || u.RawQuery != "" || u.Fragment != "" {
		return nil, fmt.Errorf("-site %q: not an http or https URL that ends in '/' (http://gitea.corp:3000/)", base)
	}
	host := strings.ToLower(u.Hostname())
	if strings.Contains(host, ":") {
		host = "[" + host + "]" // an IPv6 address, as linkify writes hosts
	}
	d, err := linkify.New(linkify.WithPolicy(linkify.ForumPolicy()), linkify.WithSiteHosts(host), forumKinds(base))
	if err != nil {
		return nil, fmt.Errorf("-site %q: %v", base, err)
	}
	return &Forum{options: []htmlwalk.Option{
		htmlwalk.WithDetector(d),
		htmlwalk.WithRel("nofollow", "ugc"),
		htmlwalk.WithMaxText(60),
		htmlwalk.WithLineBreaks(true),
		htmlwalk.WithCallback(forumPages(host)),
	}}, nil
}

// Render returns the comment as HTML: a <p> per paragraph (blank lines
// separate them), <br> per line break, the text escaped, and links.
func (f *Forum) Render(comment string) (string, error) {
	var b strings.Builder
	for _, para := range paragraphs(comment) {
		h, err := htmlwalk.LinkifyText(strings.Join(para, "\n"), f.options...)
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

const usage = `usage: comments [-site URL] < COMMENT

Reads a forum comment (plain text) on standard input and writes it as HTML:
a <p> per paragraph, <br> per line break, the text escaped, links marked
rel="nofollow ugc" under linkify.ForumPolicy, and @mentions, #hashtags and
topics (#123, GH-123) linked to the forum's pages, under -site.

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
	site := fs.String("site", "https://forum.example/", "the forum's base `URL`; its host is linked even on an intranet (http://gitea.corp:3000/)")
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
	forum, err := NewForum(*site)
	if err != nil {
		fmt.Fprintln(stderr, "comments:", err)
		fs.Usage()
		return 2
	}
	if isTerminal(stdin) {
		fmt.Fprintln(stderr, "comments: reading a comment from standard input; end with Ctrl-D (Ctrl-Z then Enter on Windows)")
	}
	in, err := io.ReadAll(stdin)
	if err == nil {
		var out string
		if out, err = forum.Render(string(in)); err == nil {
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
