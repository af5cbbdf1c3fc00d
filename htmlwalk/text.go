package htmlwalk

import (
	"strings"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
)

// LinkifyText returns plain text as safe HTML: the text escaped as
// html.EscapeString escapes it, with links added as the tree APIs add them
// to the same text (LinkifyString(html.EscapeString(text)) makes the same
// links), written <a href="…" target="…" rel="…" class="…">…</a> as the
// command examples/linkify writes them. WithLineBreaks turns line breaks
// into <br>. NUL bytes, which browsers drop from text, are dropped. It
// parses no HTML, and allocates no more than the result and
// the links' hrefs and anchors. Anchor.Parent is nil in its callbacks.
// Options for HTML input (WithSkip, WithoutSkip) are an error, and on any
// error the result is "".
func LinkifyText(text string, opts ...Option) (string, error) {
	w, err := newWalker(opts, true)
	if err != nil {
		return "", err
	}
	defer w.release()
	if strings.IndexByte(text, 0) >= 0 {
		text = strings.ReplaceAll(text, "\x00", "") // as browsers drop it from text
	}
	w.find(text, nil)
	escaped := `&'<>"`
	if w.c.lineBreak {
		escaped = "&'<>\"\r\n"
	}
	if len(w.made) == 0 && !strings.ContainsAny(text, escaped) {
		return text, nil
	}
	var b strings.Builder
	b.Grow(len(text) + len(text)/16 + 64*len(w.made))
	prev := 0
	for i := range w.made {
		m := &w.made[i]
		writeEscaped(&b, text[prev:m.start], escaped)
		prev = m.end
		if w.c.defang {
			writeEscaped(&b, linkify.Defang(m.a.Text, m.a.Kind), escaped)
			continue
		}
		w.html = anchors.AppendHTML(w.html[:0], &m.a.Anchor)
		b.Write(w.html)
	}
	if w.err != nil {
		return "", w.err
	}
	writeEscaped(&b, text[prev:], escaped)
	return b.String(), nil
}

// writeEscaped writes s to b escaped as html.EscapeString escapes it; if
// escaped holds line breaks, each (LF, CR LF or CR) is written "<br>\n".
func writeEscaped(b *strings.Builder, s, escaped string) {
	for {
		i := strings.IndexAny(s, escaped)
		if i < 0 {
			b.WriteString(s)
			return
		}
		b.WriteString(s[:i])
		switch s[i] {
		case '&':
			b.WriteString("&amp;")
		case '\'':
			b.WriteString("&#39;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&#34;")
		case '\r':
			if i+1 < len(s) && s[i+1] == '\n' {
				i++
			}
			b.WriteString("<br>\n")
		case '\n':
			b.WriteString("<br>\n")
		}
		s = s[i+1:]
	}
}
