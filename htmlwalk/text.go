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
	if len(w.made) == 0 && !needsEscape(text, w.c.lineBreak) {
		return text, nil
	}
	b := make([]byte, 0, len(text)+len(text)/16+64*len(w.made))
	prev := 0
	for i := range w.made {
		m := &w.made[i]
		b = appendEscaped(b, text[prev:m.start], w.c.lineBreak)
		prev = m.end
		if w.c.defang {
			b = appendEscaped(b, linkify.Defang(m.a.Text, m.a.Kind), false)
			continue
		}
		a := &m.a.Anchor
		if n := w.validAttrs(a); n < len(a.Attr) {
			valid := make([]linkify.Attribute, 0, n)
			for _, at := range a.Attr {
				if attrErr(at.Key) == nil {
					valid = append(valid, at)
				}
			}
			a.Attr = valid
		}
		b = anchors.AppendHTML(b, a)
	}
	if w.err != nil {
		return "", w.err
	}
	return string(appendEscaped(b, text[prev:], w.c.lineBreak)), nil
}

// needsEscape reports whether appendEscaped would change s.
func needsEscape(s string, lineBreaks bool) bool {
	for i := 0; i < len(s); i++ {
		if escapes(s[i], lineBreaks) {
			return true
		}
	}
	return false
}

func escapes(c byte, lineBreaks bool) bool {
	switch c {
	case '&', '\'', '<', '>', '"':
		return true
	case '\n', '\r':
		return lineBreaks
	}
	return false
}

// appendEscaped appends s to b escaped as html.EscapeString escapes it,
// with each line break (LF, CR LF or CR) written "<br>\n" if lineBreaks.
func appendEscaped(b []byte, s string, lineBreaks bool) []byte {
	prev := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !escapes(c, lineBreaks) {
			continue
		}
		b = append(b, s[prev:i]...)
		prev = i + 1
		switch c {
		case '&':
			b = append(b, "&amp;"...)
		case '\'':
			b = append(b, "&#39;"...)
		case '<':
			b = append(b, "&lt;"...)
		case '>':
			b = append(b, "&gt;"...)
		case '"':
			b = append(b, "&#34;"...)
		case '\r':
			if i+1 < len(s) && s[i+1] == '\n' {
				i++
				prev++
			}
			b = append(b, "<br>\n"...)
		case '\n':
			b = append(b, "<br>\n"...)
		}
	}
	return append(b, s[prev:]...)
}
