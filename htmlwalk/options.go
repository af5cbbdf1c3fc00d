package htmlwalk

import (
	"strings"

	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
)

// Anchor is a link about to be made. A callback may change Attr (the <a>
// element's attributes besides href) or Href; an Href of a scheme other than
// http, https or mailto is not linked.
type Anchor struct {
	Text   string       // the text of the link
	Href   string       // the href the detector gives it
	Kind   linkify.Kind // URL or Email
	Attr   []html.Attribute
	Parent *html.Node // the element whose text holds the link
}

// SetAttr sets the attribute key of the <a> to val, replacing an earlier value.
func (a *Anchor) SetAttr(key, val string) {
	for i := range a.Attr {
		if a.Attr[i].Key == key {
			a.Attr[i].Val = val
			return
		}
	}
	a.Attr = append(a.Attr, html.Attribute{Key: key, Val: val})
}

// AddRel adds tokens to the rel attribute of the <a>, once each.
func (a *Anchor) AddRel(tokens ...string) {
	var rel []string
	for _, at := range a.Attr {
		if at.Key == "rel" {
			rel = strings.Fields(at.Val)
		}
	}
	for _, t := range tokens {
		if !contains(rel, t) {
			rel = append(rel, t)
		}
	}
	a.SetAttr("rel", strings.Join(rel, " "))
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// DefaultSkip is the default set of elements whose content is not linked.
var DefaultSkip = []string{"a", "code", "pre", "kbd", "samp", "var", "script", "style", "textarea", "title",
	"template", "noscript", "iframe", "object", "select", "option", "button"}

// NoLinkifyAttr is the attribute that keeps an element's content unlinked.
const NoLinkifyAttr = "data-nolinkify"

type config struct {
	d         *linkify.Detector
	skip      map[string]bool
	callbacks []func(*Anchor) bool
	defang    bool
}

// An Option configures Linkify.
type Option func(*config)

// WithDetector sets the detector (default: linkify's defaults with
// linkify.SafePolicy).
func WithDetector(d *linkify.Detector) Option { return func(c *config) { c.d = d } }

// WithSkip adds elements (by tag name) whose content is not linked.
func WithSkip(elements ...string) Option {
	return func(c *config) {
		for _, e := range elements {
			c.skip[strings.ToLower(e)] = true
		}
	}
}

// WithoutSkip removes elements from the skipped set, so that their text is linked.
func WithoutSkip(elements ...string) Option {
	return func(c *config) {
		for _, e := range elements {
			if e = strings.ToLower(e); e != "a" { // never an <a> inside an <a>
				delete(c.skip, e)
			}
		}
	}
}

// WithCallback adds a function that sees each link before it is made; it
// may set attributes on the <a> or change the href, and returns false to
// leave the text unlinked. Callbacks run in the order given; a link that a
// callback leaves unlinked may be shown to it again (the text between
// links is scanned again, as a second run would see it).
func WithCallback(fn func(*Anchor) bool) Option {
	return func(c *config) { c.callbacks = append(c.callbacks, fn) }
}

// WithNofollow marks links rel="nofollow ugc", as user content should be.
func WithNofollow() Option {
	return WithCallback(func(a *Anchor) bool { a.AddRel("nofollow", "ugc"); return true })
}

// WithTargetBlank opens links in a new tab, with rel="noopener noreferrer".
func WithTargetBlank() Option {
	return WithCallback(func(a *Anchor) bool {
		a.SetAttr("target", "_blank")
		a.AddRel("noopener", "noreferrer")
		return true
	})
}

// WithDefang shows links as defanged text (hxxps://example[.]com) instead
// of making them links, for security contexts (UASG).
func WithDefang() Option { return func(c *config) { c.defang = true } }

// WithClass gives links a class.
func WithClass(name string) Option {
	return WithCallback(func(a *Anchor) bool { a.SetAttr("class", name); return true })
}

var defaultDetector = linkify.MustNew(linkify.WithPolicy(linkify.SafePolicy()))

func newConfig(opts []Option) *config {
	c := &config{d: defaultDetector, skip: map[string]bool{}}
	for _, e := range DefaultSkip {
		c.skip[e] = true
	}
	for _, o := range opts {
		o(c)
	}
	return c
}
