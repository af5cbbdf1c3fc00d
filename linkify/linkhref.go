package linkify

import "unsafe"

// Href returns the href of l, a link that d found in text.
func (d *Detector) Href(text string, l Link) string {
	if b, same := d.appendHref(nil, text, l); !same {
		return string(b)
	}
	return text[l.Start:l.End]
}

// AppendHref appends the href of l, a link that d found in text, to dst and
// returns the extended slice: [Detector.Href] without allocating.
func (d *Detector) AppendHref(dst []byte, text string, l Link) []byte {
	dst, same := d.appendHref(dst, text, l)
	if same {
		dst = append(dst, text[l.Start:l.End]...)
	}
	return dst
}

// appendHref appends the href of l to dst, or reports that it is the
// link's text as it stands (a URL in its serialized form).
func (d *Detector) appendHref(dst []byte, text string, l Link) ([]byte, bool) {
	t := text[l.Start:l.End]
	if l.Kind == Email {
		return appendEmailHref(dst, t), false
	}
	u, err := splitURL(t)
	if err == errScheme {
		return appendOtherSchemeHref(dst, t), false
	}
	if err != nil {
		return dst, false // unreachable for detected links
	}
	if u.scheme != "" && isCanonical(t, u) {
		return dst, true
	}
	return appendURLHref(dst, u, d.defaultScheme), false
}

// setHrefs sets the hrefs of links, found in text. An href that is the
// link's own text is that substring; the others are written one after
// another, and a call allocates once for all of them: a few links' go to
// a scratch buffer and are copied into one string of their size (no
// allocation when every href is its link's text); many links' go straight
// into one buffer of the size the text suggests.
func (d *Detector) setHrefs(links []Link, text string) {
	var spanArr [16]struct{ from, to int } // where each href is in buf
	if len(links) > len(spanArr) {
		d.setHrefsInto(links, text)
		return
	}
	var scratch [1024]byte
	buf := scratch[:0]
	for i := range links {
		from := len(buf)
		buf = d.appendLinkHref(buf, text, &links[i])
		spanArr[i].from, spanArr[i].to = from, len(buf)
	}
	if len(buf) == 0 {
		return
	}
	all := string(buf)
	for i, sp := range spanArr[:len(links)] {
		if sp.to > sp.from {
			links[i].Href = all[sp.from:sp.to]
		}
	}
}

// setHrefsInto is setHrefs for many links: their hrefs go into one buffer,
// sized from the links' lengths, that is never written again, and are
// strings over it.
func (d *Detector) setHrefsInto(links []Link, text string) {
	size := 0
	for _, l := range links {
		size += l.End - l.Start + len("https://")
	}
	buf := make([]byte, 0, size)
	for i := range links {
		from := len(buf)
		if buf = d.appendLinkHref(buf, text, &links[i]); len(buf) > from {
			// Safe: bytes below len(buf) are never written again (a
			// growing append copies them to a new array).
			links[i].Href = unsafe.String(&buf[from], len(buf)-from)
		}
	}
}

// appendLinkHref appends the href of l to buf, unless it is the link's own
// text: then it sets l.Href to that text and leaves buf as it is.
func (d *Detector) appendLinkHref(buf []byte, text string, l *Link) []byte {
	buf, same := d.appendHref(buf, text, *l)
	if same {
		l.Href = text[l.Start:l.End]
	}
	return buf
}
