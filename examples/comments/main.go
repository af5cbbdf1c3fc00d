// Command comments renders forum comments: plain text becomes escaped HTML
// paragraphs with links marked rel="nofollow ugc", e-mail links, long links
// shown shortened (the href whole), and the forum security preset (no
// homograph domains, no file names like setup.py). It reads a comment on
// standard input and writes its HTML.
//
//	echo 'See example.com, not аpple.com or setup.py' | go run ./examples/comments
package main

import (
	"fmt"
	"html"
	"io"
	"os"
	"strings"

	"github.com/golinkify/uts58/linkify"
)

// detector finds the links of comments; it is safe for concurrent use, so
// one serves every request.
var detector = linkify.MustNew(linkify.WithPolicy(linkify.ForumPolicy()))

// maxText is the length in characters above which a link is shown
// shortened (example.com/very/long/pa…), so that one long link does not
// stretch a comment; its href stays whole.
const maxText = 60

// Render returns the comment as HTML: a <p> per paragraph (blank lines
// separate them), <br> per line break, the text escaped, and links.
func Render(comment string) string {
	var b strings.Builder
	for _, para := range paragraphs(comment) {
		b.WriteString("<p>")
		for i, line := range para {
			if i > 0 {
				b.WriteString("<br>\n")
			}
			prev := 0
			for _, l := range detector.Find(line) {
				b.WriteString(html.EscapeString(line[prev:l.Start]))
				text := linkify.ShortenText(line[l.Start:l.End], l.Kind, maxText)
				fmt.Fprintf(&b, `<a href="%s" rel="nofollow ugc">%s</a>`, html.EscapeString(l.Href), html.EscapeString(text))
				prev = l.End
			}
			b.WriteString(html.EscapeString(line[prev:]))
		}
		b.WriteString("</p>\n")
	}
	return b.String()
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

func main() {
	if stdinIsTerminal() {
		fmt.Fprintln(os.Stderr, "comments: reading a comment from standard input; end with Ctrl-D (Ctrl-Z then Enter on Windows)")
	}
	in, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "comments:", err)
		os.Exit(1)
	}
	fmt.Print(Render(string(in)))
}

// stdinIsTerminal reports whether standard input is a terminal: a character
// device other than the null device.
func stdinIsTerminal() bool {
	fi, err := os.Stdin.Stat()
	null, _ := os.Stat(os.DevNull)
	return err == nil && fi.Mode()&os.ModeCharDevice != 0 && !os.SameFile(fi, null)
}
