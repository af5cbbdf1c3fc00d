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
	if w.err != nil {
		return "", w.err
	}
	breaks := w.c.lineBreak
	if len(w.made) == 0 && !holdsEscaped(text, breaks) {
		return text, nil
	}
	var b strings.Builder
	b.Grow(len(text) + len(text)/16 + 64*len(w.made))
	prev := 0
	for i := range w.made {
		m := &w.made[i]
		writeEscaped(&b, text[prev:m.start], breaks)
		prev = m.end
		if w.c.defang {
			writeEscaped(&b, linkify.Defang(m.a.Text, m.a.Kind), breaks)
			continue
		}
		w.html = anchors.AppendHTML(w.html[:0], &m.a.Anchor)
		b.Write(w.html)
	}
	writeEscaped(&b, text[prev:], breaks)
	return b.String(), nil
}

// escapedBytes marks the bytes that writeEscaped replaces: [1] with the
// line breaks.
var escapedBytes = func() (t [2][256]bool) {
	for _, c := range []byte(`&'<>"`) {
		t[0][c], t[1][c] = true, true
	}
	t[1]['\r'], t[1]['\n'] = true, true
	return t
}()

// escapes returns the table of the bytes writeEscaped replaces.
func escapes(lineBreaks bool) *[256]bool {
	if lineBreaks {
		return &escapedBytes[1]
	}
	return &escapedBytes[0]
}

// holdsEscaped reports whether s holds a byte that writeEscaped replaces
// (with lineBreaks, a line break too).
func holdsEscaped(s string, lineBreaks bool) bool {
	t := escapes(lineBreaks)
	for i := 0; i < len(s); i++ {
		if t[s[i]] {
			return true
		}
	}
	return false
}

// writeEscaped writes s to b escaped as html.EscapeString escapes it; with
// lineBreaks, each line break (LF, CR LF or CR) is written "<br>\n". One
// pass over a table: no set is built per call, as strings.IndexAny builds.
func writeEscaped(b *strings.Builder, s string, lineBreaks bool) {
	t := escapes(lineBreaks)
	for {
		i := 0
		for i < len(s) && !t[s[i]] {
			i++
		}
		b.WriteString(s[:i])
		if i == len(s) {
			return
		}
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
