// Package anchors is the one road from the options of the front ends (the
// goldmark extension, htmlwalk, and through them the tool and the
// playground) to anchors: the detector their detection options derive
// (Detection), the link options (rel, target, class, shortened text),
// their validation and the attributes they give every anchor (Maker), the
// callbacks' verdict (Decide) and the attributes they may set (AttrErr),
// and the HTML of an anchor. The front ends only walk their own trees.
package anchors

import (
	"fmt"
	"html"
	"slices"
	"strings"

	"github.com/golinkify/uts58/linkify"
)

// Options are the link options of the linkifiers. The zero value adds no
// attribute and shows links as written.
type Options struct {
	Rel     []string // rel tokens
	Target  string   // the target attribute; "_blank" adds rel "noopener noreferrer"
	Class   string   // the class attribute
	MaxText int      // links longer than this many code points are shown shortened (0: never)
}

// Validate reports the first option that is not valid, naming it by the
// name its package gives it (prefix is put before "Rel", "Target", …).
func (o *Options) Validate(prefix string) error {
	for _, t := range o.Rel {
		if !validToken(t) {
			return fmt.Errorf("%sRel: %q is not a rel keyword (ASCII letters, digits, '-', '_', '.', ':')", prefix, t)
		}
	}
	if o.Target != "" && !validTarget(o.Target) {
		return fmt.Errorf("%sTarget: %q is not _blank, _self, _parent, _top or a browsing context name (no leading '_', no space)", prefix, o.Target)
	}
	for _, c := range o.Class {
		if c < ' ' || c == 0x7F {
			return fmt.Errorf("%sClass: %q holds a control character", prefix, o.Class)
		}
	}
	if o.Class != "" && strings.TrimSpace(o.Class) == "" {
		return fmt.Errorf("%sClass: %q holds no class name", prefix, o.Class)
	}
	if o.MaxText < 0 {
		return fmt.Errorf("%sMaxText: %d is negative (0 shows links whole)", prefix, o.MaxText)
	}
	return nil
}

func validToken(t string) bool {
	if t == "" {
		return false
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !('a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '.' || c == ':') {
			return false
		}
	}
	return true
}

func validTarget(t string) bool {
	switch strings.ToLower(t) {
	case "_blank", "_self", "_parent", "_top":
		return true
	}
	return t[0] != '_' && !strings.ContainsAny(t, " \t\n\f\r<>\"'") && !strings.ContainsFunc(t, func(r rune) bool { return r < ' ' || r == 0x7F })
}

// A Maker makes the anchors of one configuration: the attributes that
// every anchor gets are built once, when the options are, and each anchor
// is given its own copy of them, which callbacks may change.
type Maker struct {
	maxText int
	attrs   []linkify.Attribute
}

// Maker returns the Maker of the options: target, rel and class set in
// that order.
func (o *Options) Maker() Maker {
	var a linkify.Anchor
	if o.Target != "" {
		a.SetAttr("target", o.Target)
	}
	if len(o.Rel) > 0 {
		a.AddRel(o.Rel...)
	}
	if strings.EqualFold(o.Target, "_blank") {
		a.AddRel("noopener", "noreferrer")
	}
	if o.Class != "" {
		a.SetAttr("class", o.Class)
	}
	return Maker{maxText: o.MaxText, attrs: slices.Clip(a.Attr)}
}

// Shapes reports whether the options shape anchors: attributes or
// shortened text.
func (m *Maker) Shapes() bool { return len(m.attrs) > 0 || m.maxText > 0 }

// New returns the anchor of the link l (with its Href) found in text: its
// text shortened as MaxText asks, and the attributes of the options.
func (m *Maker) New(text string, l linkify.Link) linkify.Anchor {
	return linkify.Anchor{Text: linkify.ShortenText(text[l.Start:l.End], l.Kind, m.maxText), Href: l.Href, Kind: l.Kind, Attr: slices.Clone(m.attrs)}
}

// Decide runs the callbacks, in order, over a, the front end's anchor
// whose linkify.Anchor is base, for a link whose detected href was orig,
// and reports whether the link is made: every callback returned true, the
// href they leave is allowed (HrefAllowed), and so are the attributes
// (CheckAttrs). When an attribute is not, the link is not made either,
// and err says why: a front end that can report an error reports it.
func Decide[A any](d *linkify.Detector, a *A, base *linkify.Anchor, orig string, callbacks []func(*A) bool) (made bool, err error) {
	for _, fn := range callbacks {
		if !fn(a) {
			return false, nil
		}
	}
	if !HrefAllowed(d, orig, base.Href) {
		return false, nil
	}
	if err := CheckAttrs(base.Attr); err != nil {
		return false, err
	}
	return true, nil
}

// AppendHTML appends the <a> element of a, an anchor Decide made, to b:
// its href, attributes and text HTML-escaped. An attribute AttrErr refuses
// is never written.
func AppendHTML(b []byte, a *linkify.Anchor) []byte {
	b = append(b, `<a href="`...)
	b = append(b, html.EscapeString(a.Href)...)
	b = append(b, '"')
	for _, at := range a.Attr {
		if AttrErr(at.Key) != nil {
			continue // Decide made no such anchor
		}
		b = append(b, ' ')
		b = append(b, at.Key...)
		b = append(b, `="`...)
		b = append(b, html.EscapeString(at.Val)...)
		b = append(b, '"')
	}
	b = append(b, '>')
	b = append(b, html.EscapeString(a.Text)...)
	return append(b, "</a>"...)
}

// HrefAllowed reports whether href, an anchor's Href after the callbacks,
// may be written for a link whose detected href was orig: its scheme is
// one that d links (never javascript: or data:), and orig's, as
// linkifyjs's render may change an element's text and attributes but not
// what kind of target it is: a mailto: link stays mailto:, an http: link
// may become https: (an upgrade), never the other way.
func HrefAllowed(d *linkify.Detector, orig, href string) bool {
	if !d.AllowedHref(href) {
		return false
	}
	o, h := scheme(orig), scheme(href)
	return strings.EqualFold(o, h) || strings.EqualFold(o, "http") && strings.EqualFold(h, "https")
}

// scheme returns the scheme of an href: what stands before its first ':'.
func scheme(href string) string {
	s, _, _ := strings.Cut(href, ":")
	return s
}
