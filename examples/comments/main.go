// Command comments renders forum comments: plain text becomes escaped HTML
// paragraphs with links marked rel="nofollow ugc", e-mail links, and the
// forum security preset (no homograph domains, no file names like
// setup.py). It reads a comment on standard input.
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

var detector = linkify.MustNew(linkify.WithPolicy(linkify.ForumPolicy()))

// Render returns the comment as HTML: a <p> per paragraph, <br> per line
// break, the text escaped, and links.
func Render(comment string) string {
	var b strings.Builder
	for _, para := range strings.Split(strings.ReplaceAll(comment, "\r\n", "\n"), "\n\n") {
		if strings.TrimSpace(para) == "" {
			continue
		}
		b.WriteString("<p>")
		for i, line := range strings.Split(strings.TrimSpace(para), "\n") {
			if i > 0 {
				b.WriteString("<br>\n")
			}
			prev := 0
			for _, l := range detector.Find(line) {
				b.WriteString(html.EscapeString(line[prev:l.Start]))
				fmt.Fprintf(&b, `<a href="%s" rel="nofollow ugc">%s</a>`, html.EscapeString(l.Href), html.EscapeString(line[l.Start:l.End]))
				prev = l.End
			}
			b.WriteString(html.EscapeString(line[prev:]))
		}
		b.WriteString("</p>\n")
	}
	return b.String()
}

func main() {
	in, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "comments:", err)
		os.Exit(1)
	}
	fmt.Print(Render(string(in)))
}
