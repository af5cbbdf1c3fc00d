package linkify

import (
	"sync"
	"unsafe"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

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
	var scratch [4]Link
	return d.withHrefs(d.AppendSpans(scratch[:0], text), text)
}

// withHrefs returns a copy of spans, links found in text, with their hrefs.
func (d *Detector) withHrefs(spans []Link, text string) []Link {
	switch len(spans) {
	case 0:
		return nil
	case 1, 2:
		return d.fewWithHrefs(spans, text)
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

// AppendSpans appends the links in text to dst without computing their
// hrefs, and returns the extended slice. With a reused dst it allocates
// nothing (but what the Href functions of WithKinds allocate);
// [Detector.Href] gives a link's href when it is needed.
func (d *Detector) AppendSpans(dst []Link, text string) []Link {
	// Most texts, and most lines, hold no trigger: they are read once,
	// by the first search, with no candidate examined. The kinds of
	// WithKinds, if any, are found after, between the links: every text
	// but an empty one goes there.
	triggers := chars.TriggerCursor{Set: d.triggers}
	i := chars.SearchTriggers(&triggers, text, 0)
	if i == len(text) && (d.kinds == nil || text == "") {
		return dst
	}
	chars.CountRead(len(text)) // the searches read each byte once
	s := scanner{cfg: &d.scanConfig, triggers: &triggers}
	if d.kinds == nil {
		return s.scan(dst, text, i)
	}
	n := len(dst)
	return d.appendKinds(s.scan(dst, text, i), text, n)
}

// AppendSpansBytes is [Detector.AppendSpans] for text in a byte slice. It
// neither copies nor retains text.
func (d *Detector) AppendSpansBytes(dst []Link, text []byte) []Link {
	// Safe: detection keeps no reference to the text once it returns.
	return d.AppendSpans(dst, unsafe.String(unsafe.SliceData(text), len(text)))
}
