package linkify

import (
	"fmt"
	"strings"
	"sync"
	"unsafe"
)

// Detector finds links. Its zero value is not ready for use: make one with
// [New]. A Detector is safe for concurrent use.
type Detector struct {
	http, https   bool   // explicit schemes that are linked
	defaultScheme string // scheme of the href of scheme-less links
	schemeless    bool   // link domains written without a scheme
	emails        bool   // link e-mail addresses
	emphasisMarks bool   // * _ ~ around a domain are markup (Markdown)
	policy        *Policy
}

// Option configures a [Detector].
type Option func(*Detector) error

// WithSchemes sets the explicit URL schemes that are linked: any of "http"
// and "https" (case-insensitive). The default is both. A URL with a scheme
// that is not allowed is not linked, nor is any part of it.
func WithSchemes(schemes ...string) Option {
	return func(d *Detector) error {
		d.http, d.https = false, false
		for _, s := range schemes {
			switch strings.ToLower(s) {
			case "http":
				d.http = true
			case "https":
				d.https = true
			default:
				return fmt.Errorf("linkify: scheme %q is not supported (http, https)", s)
			}
		}
		return nil
	}
}

// WithDefaultScheme sets the scheme put in the href of links written
// without one: "https" (the default) or "http".
func WithDefaultScheme(scheme string) Option {
	return func(d *Detector) error {
		switch s := strings.ToLower(scheme); s {
		case "http", "https":
			d.defaultScheme = s
			return nil
		}
		return fmt.Errorf("linkify: default scheme %q is not http or https", scheme)
	}
}

// WithSchemeless sets whether domains written without a scheme
// (example.com/path) are linked. The default is true.
func WithSchemeless(on bool) Option {
	return func(d *Detector) error { d.schemeless = on; return nil }
}

// WithEmail sets whether e-mail addresses are linked. The default is true.
func WithEmail(on bool) Option {
	return func(d *Detector) error { d.emails = on; return nil }
}

// WithEmphasisMarks sets whether '*', '_' and '~' next to a domain are taken
// as markup, as in Markdown's **example.com** or _example.com_: a domain may
// be followed by them, and preceded by a '_' that does not stand inside a
// word. Without it (the default, pure UTS #58) a domain followed by such a
// code point is no domain (WHATWG would take it into the host), and "_"
// before a domain marks an identifier such as my_file.py.
func WithEmphasisMarks(on bool) Option {
	return func(d *Detector) error { d.emphasisMarks = on; return nil }
}

// New returns a Detector with the given options applied over the defaults
// (schemes http and https, default scheme https, scheme-less domains and
// e-mail addresses linked).
func New(opts ...Option) (*Detector, error) {
	d := &Detector{http: true, https: true, defaultScheme: "https", schemeless: true, emails: true}
	for _, o := range opts {
		if err := o(d); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// MustNew is like [New] but panics on an invalid option; for package-level
// variables with options fixed in the source.
func MustNew(opts ...Option) *Detector {
	d, err := New(opts...)
	if err != nil {
		panic(err)
	}
	return d
}

// DefaultScheme returns the scheme put in the href of links written without one.
func (d *Detector) DefaultScheme() string { return d.defaultScheme }

// With returns a copy of d with the given options applied.
func (d *Detector) With(opts ...Option) (*Detector, error) {
	c := *d
	for _, o := range opts {
		if err := o(&c); err != nil {
			return nil, err
		}
	}
	return &c, nil
}

var defaultDetector = MustNew()

// Find returns the links in text, in order and not overlapping, with the
// default options. It is UTS #58 link detection.
func Find(text string) []Link { return defaultDetector.Find(text) }

// Find returns the links in text, in order and not overlapping.
func (d *Detector) Find(text string) []Link {
	// The spans go to a scratch slice first, so that the result is
	// allocated once, at its size: on the stack for short texts (which
	// hold few links), a pooled one for long ones.
	if len(text) > 4096 {
		sp := spanPool.Get().(*[]Link)
		*sp = d.AppendSpans((*sp)[:0], text)
		links := d.withHrefs(*sp, text)
		*sp = (*sp)[:0]
		spanPool.Put(sp)
		return links
	}
	var scratch [8]Link
	return d.withHrefs(d.AppendSpans(scratch[:0], text), text)
}

// withHrefs returns a copy of spans, links found in text, with their hrefs.
func (d *Detector) withHrefs(spans []Link, text string) []Link {
	if len(spans) == 0 {
		return nil
	}
	links := make([]Link, len(spans))
	copy(links, spans)
	d.setHrefs(links, text)
	return links
}

// spanPool holds the scratch slices of Find on long texts.
var spanPool = sync.Pool{New: func() any { return new([]Link) }}

// Append appends the links in text to dst and returns the extended slice.
func (d *Detector) Append(dst []Link, text string) []Link {
	n := len(dst)
	dst = d.AppendSpans(dst, text)
	d.setHrefs(dst[n:], text)
	return dst
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

// AppendSpans appends the links in text to dst without computing their
// hrefs, and returns the extended slice. With a reused dst it allocates
// nothing; [Detector.Href] gives a link's href when it is needed.
func (d *Detector) AppendSpans(dst []Link, text string) []Link {
	var s scanner
	s.d = d
	return s.scan(dst, text)
}

// AppendSpansBytes is [Detector.AppendSpans] for text in a byte slice. It
// neither copies nor retains text.
func (d *Detector) AppendSpansBytes(dst []Link, text []byte) []Link {
	// Safe: detection keeps no reference to the text once it returns.
	return d.AppendSpans(dst, unsafe.String(unsafe.SliceData(text), len(text)))
}

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
	if err != nil {
		return dst, false // unreachable for detected links
	}
	if u.scheme != "" && isCanonical(t, u) {
		return dst, true
	}
	return appendURLHref(dst, u, d.defaultScheme), false
}

// AllowedHref reports whether href may be the target of a link that a
// linkifier writes: its scheme is http, https or mailto. Linkifiers check
// every href with it, also one that a callback set.
func (d *Detector) AllowedHref(href string) bool {
	i := strings.IndexByte(href, ':')
	if i < 0 {
		return false
	}
	switch s := href[:i]; {
	case equalFoldASCII(s, "http"), equalFoldASCII(s, "https"), equalFoldASCII(s, "mailto"):
		return true
	}
	return false
}
