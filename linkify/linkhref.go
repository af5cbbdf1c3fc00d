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
	switch l.Kind {
	case Email:
		return appendEmailHref(dst, t), false
	case KindMention, KindHashtag, KindTicket:
		return d.appendKindHref(dst, t, l.Kind), false
	}
	if b, same, ok := appendPlainURLHref(dst, t, d.defaultScheme); ok {
		return b, same
	}
	return appendParsedURLHref(dst, t, d.defaultScheme)
}

// appendParsedURLHref is appendHref for any URL t, split into its parts
// and serialized.
func appendParsedURLHref(dst []byte, t, defaultScheme string) ([]byte, bool) {
	if sch, n := schemeAt(t); sch != nil && !sch.special() {
		dst, _ = appendOtherSchemeHref(dst, t, n)
		return dst, false
	}
	u, err := splitURL(t)
	if err != nil {
		return dst, false // unreachable for detected links
	}
	if u.scheme != "" && isCanonical(t, u) {
		return dst, true
	}
	return appendURLHref(dst, u, defaultScheme), false
}

// fewWithHrefs returns a copy of spans, one or two links found in text,
// with their hrefs, in one allocation that holds the hrefs that are not
// their links' text too (most texts with links hold one or two).
func (d *Detector) fewWithHrefs(spans []Link, text string) []Link {
	var scratch [maxFewHrefs]byte
	var at [2]hrefSpan
	buf := d.appendHrefs(scratch[:0], spans, text, at[:])
	var links []Link
	var hrefs []byte
	switch n, size := len(spans), len(buf); {
	case size == 0 || size > len(scratch):
		links = make([]Link, n) // and, rarely, a second allocation below
	case n == 1 && size <= 24:
		links, hrefs = linksAndBytes[[1]Link, [24]byte]()
	case n == 1 && size <= 56:
		links, hrefs = linksAndBytes[[1]Link, [56]byte]()
	case n == 1 && size <= 88:
		links, hrefs = linksAndBytes[[1]Link, [88]byte]()
	case n == 1 && size <= 120:
		links, hrefs = linksAndBytes[[1]Link, [120]byte]()
	case n == 1:
		links, hrefs = linksAndBytes[[1]Link, [maxFewHrefs]byte]()
	case size <= 48:
		links, hrefs = linksAndBytes[[2]Link, [48]byte]()
	case size <= 96:
		links, hrefs = linksAndBytes[[2]Link, [96]byte]()
	case size <= 128:
		links, hrefs = linksAndBytes[[2]Link, [128]byte]()
	default:
		links, hrefs = linksAndBytes[[2]Link, [maxFewHrefs]byte]()
	}
	var all string
	switch {
	case len(buf) == 0:
	case hrefs == nil:
		all = string(buf) // a view of buf would move scratch to the heap
	default:
		// Safe: hrefs is never written again.
		all = unsafe.String(&hrefs[0], copy(hrefs, buf))
	}
	copy(links, spans)
	setHrefsAt(links, all, at[:])
	return links
}

// maxFewHrefs is the most room for hrefs beside the links of fewWithHrefs:
// one or two links and their hrefs fill a block of 64 to 256 bytes, sizes
// that Go's allocator has classes of.
const maxFewHrefs = 176

// linksAndBytes returns the links L (an array of Link) and the bytes B (an
// array of byte) of one new allocation: dropping the links drops the bytes.
func linksAndBytes[L, B any]() ([]Link, []byte) {
	r := new(struct {
		links L
		bytes B
	})
	return unsafe.Slice((*Link)(unsafe.Pointer(&r.links)), unsafe.Sizeof(r.links)/unsafe.Sizeof(Link{})),
		unsafe.Slice((*byte)(unsafe.Pointer(&r.bytes)), unsafe.Sizeof(r.bytes))
}

// setHrefs sets the hrefs of links, found in text. An href that is the
// link's own text is that substring; the others are written one after
// another, and a call allocates once for all of them: a few links' go to
// a scratch buffer and are copied into one string of their size (no
// allocation when every href is its link's text); many links' go straight
// into one buffer of the size the text suggests.
func (d *Detector) setHrefs(links []Link, text string) {
	var at [16]hrefSpan
	if len(links) > len(at) {
		d.setHrefsInto(links, text)
		return
	}
	var scratch [256]byte
	if buf := d.appendHrefs(scratch[:0], links, text, at[:]); len(buf) > 0 {
		setHrefsAt(links, string(buf), at[:])
	}
}

// hrefSpan is where the href of a link is in a buffer of hrefs; it is
// empty for an href that is its link's text.
type hrefSpan struct{ from, to int }

// appendHrefs appends the hrefs of links, found in text, to buf, and sets
// at[i] to where the href of links[i] is (see appendLinkHref).
func (d *Detector) appendHrefs(buf []byte, links []Link, text string, at []hrefSpan) []byte {
	for i := range links {
		from := len(buf)
		buf = d.appendLinkHref(buf, text, &links[i])
		at[i] = hrefSpan{from, len(buf)}
	}
	return buf
}

// setHrefsAt sets the hrefs of links that are not their text: those of
// all, the hrefs appendHrefs wrote, at at.
func setHrefsAt(links []Link, all string, at []hrefSpan) {
	for i, a := range at[:len(links)] {
		if a.to > a.from {
			links[i].Href = all[a.from:a.to]
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
