package htmlwalk

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
)

// An Option configures the linkifiers of this package. An invalid option,
// or options that mean nothing together, make them return an error that
// names the option and says what it accepts.
type Option func(*config) error

// config is what the options set, for one call.
type config struct {
	d         *linkify.Detector    // WithDetector; nil: the default detector
	detection anchors.Detection    // WithPolicy, WithWWWOnly, WithEmail
	anchors   anchors.Options      // WithRel, WithTarget, WithClass, WithMaxText
	maker     anchors.Maker        // the anchors of those options
	callbacks []func(*Anchor) bool // WithCallback, in order
	defang    bool                 // WithDefang
	skip      map[string]bool      // WithSkip, WithoutSkip; nil: the default set
	treeOnly  string               // the first option that only HTML input takes
	lineBreak bool                 // WithLineBreaks
	textOnly  string               // the first option that only LinkifyText takes
}

// newConfig applies opts for the tree APIs (text false) or LinkifyText
// (text true) and checks what they set together.
func newConfig(c *config, opts []Option, text bool) error {
	for _, o := range opts {
		if o == nil {
			return errors.New("htmlwalk: nil Option")
		}
		if err := o(c); err != nil {
			return err
		}
	}
	if err := c.anchors.Validate("htmlwalk: With"); err != nil {
		return err
	}
	switch {
	case text && c.treeOnly != "":
		return fmt.Errorf("htmlwalk: %s: LinkifyText's input has no elements to skip (only Linkify, LinkifyString, LinkifyFragment and LinkifyDocument take it)", c.treeOnly)
	case !text && c.textOnly != "":
		return fmt.Errorf("htmlwalk: %s: only LinkifyText takes it (line breaks in HTML text are not rendered as such)", c.textOnly)
	case c.defang && (len(c.anchors.Rel) > 0 || c.anchors.Target != "" || c.anchors.Class != ""):
		return errors.New("htmlwalk: WithDefang: no links are made, so WithRel, WithNofollow, WithTarget, WithTargetBlank and WithClass have nothing to apply to")
	}
	c.maker = c.anchors.Maker()
	d, err := c.detection.Detector(c.d)
	if err != nil {
		return fmt.Errorf("htmlwalk: WithPolicy: %w", err)
	}
	c.d = d
	return nil
}

// WithDetector sets the detector that finds the links (default: linkify's
// defaults with linkify.DocumentPolicy). Its policy is the one WithPolicy
// replaces and WithWWWOnly changes.
func WithDetector(d *linkify.Detector) Option {
	return func(c *config) error {
		if d == nil {
			return errors.New("htmlwalk: WithDetector: nil detector (make one with linkify.New)")
		}
		c.d = d
		return nil
	}
}

// WithPolicy sets the policy of the detector in use (the default one, or
// the one WithDetector gives): which detected links are made. The default
// is linkify.DocumentPolicy, which keeps file names such as README.md
// unlinked; linkify.SafePolicy links them. A policy linkify does not
// accept (a negative limit) is an error.
//
// Each call with WithPolicy, WithWWWOnly or WithEmail derives a detector;
// a program that calls often can make one with linkify.New and give it
// WithDetector.
func WithPolicy(p linkify.Policy) Option {
	return func(c *config) error {
		c.detection.Policy = &p
		return nil
	}
}

// WithWWWOnly sets Policy.WWWOnly on the policy in use (after WithPolicy):
// links written without a scheme are made only when their host starts
// with "www.", as GitHub's autolink extension does; URLs with a scheme and
// e-mail addresses are linked as before. For sites that move from
// goldmark's Linkify and want no new links.
func WithWWWOnly(on bool) Option {
	return func(c *config) error {
		c.detection.WWWOnly = &on
		return nil
	}
}

// WithEmail sets whether e-mail addresses are linked (default true), on
// the detector in use (the default one, or the one WithDetector gives), as
// the goldmark extension's WithLinkifyEmail does.
func WithEmail(on bool) Option {
	return func(c *config) error {
		c.detection.Email = &on
		return nil
	}
}

// WithRel adds tokens to the rel attribute of every link, once each:
// ASCII letters, digits, '-', '_', '.' and ':'.
func WithRel(tokens ...string) Option {
	return func(c *config) error {
		c.anchors.Rel = append(c.anchors.Rel, tokens...)
		return nil
	}
}

// WithNofollow marks links rel="nofollow ugc", as user content should be:
// WithRel("nofollow", "ugc").
func WithNofollow() Option { return WithRel("nofollow", "ugc") }

// WithTarget sets the target attribute of every link: _blank, _self,
// _parent, _top or the name of a browsing context. "_blank" adds
// rel="noopener noreferrer".
func WithTarget(target string) Option {
	return func(c *config) error {
		if target == "" {
			return errors.New(`htmlwalk: WithTarget: empty target (_blank, _self, _parent, _top or a browsing context name; leave the option out for none)`)
		}
		c.anchors.Target = target
		return nil
	}
}

// WithTargetBlank opens links in a new tab, with rel="noopener
// noreferrer": WithTarget("_blank").
func WithTargetBlank() Option { return WithTarget("_blank") }

// WithClass sets the class attribute of every link: one or more class
// names, separated by spaces.
func WithClass(name string) Option {
	return func(c *config) error {
		if strings.TrimSpace(name) == "" {
			return fmt.Errorf("htmlwalk: WithClass: %q holds no class name", name)
		}
		c.anchors.Class = name
		return nil
	}
}

// WithMaxText shows links longer than n code points shortened, as forums
// and chat do (example.com/very/long/pa…); the href stays whole, and so
// does the host (see linkify.ShortenText). 0, the default, shows links as
// written; a negative n is an error.
func WithMaxText(n int) Option {
	return func(c *config) error {
		c.anchors.MaxText = n
		return nil
	}
}

// WithCallback adds a function that sees each link before it is made,
// after the link options (rel, target, class, shortened text) are set. It
// may change the anchor's Text (what the link shows, escaped when
// written), Href, or attributes (SetAttr, AddRel), and returns false to
// leave the text unlinked. Callbacks run in the order given; the link is
// made only if every callback returns true and the final Href is of a
// scheme the detector allows (Detector.AllowedHref) and of the scheme the
// link had (http may become https): a callback changes where a link goes,
// never what kind of target it is (mailto: stays mailto:). A link that a
// callback leaves unlinked may be shown to it again (the text between
// links is scanned again, as a second run would see it). The *Anchor is
// valid during the call only.
//
// A callback may set the attributes class, dir, download, hreflang, lang,
// referrerpolicy, rel, role, target, title, translate, type, data-* and
// aria-*, in lower case, each once. Any other (an event handler, style,
// id, a URL-valued attribute such as ping or formaction, href: set Href)
// leaves that link unmade, as in the goldmark extension, and the call
// returns an error: the string and stream APIs the input unchanged,
// LinkifyText "", Linkify the tree with the other links.
func WithCallback(fn func(*Anchor) bool) Option {
	return func(c *config) error {
		if fn == nil {
			return errors.New("htmlwalk: WithCallback: nil function")
		}
		c.callbacks = append(c.callbacks, fn)
		return nil
	}
}

// WithDefang shows links as defanged text (hxxps://example[.]com) instead
// of making them links, for security contexts (UASG). Link attributes
// (WithRel, WithTarget, WithClass and their shortcuts) are then an error;
// callbacks still see and may veto each link.
func WithDefang() Option {
	return func(c *config) error {
		c.defang = true
		return nil
	}
}

// WithSkip adds elements, by tag name (case-insensitive), whose content is
// not linked. Not for LinkifyText.
func WithSkip(elements ...string) Option {
	return func(c *config) error {
		c.treeOnly = first(c.treeOnly, "WithSkip")
		for _, e := range elements {
			name, err := tagName("WithSkip", e)
			if err != nil {
				return err
			}
			c.skipSet()[name] = true
		}
		return nil
	}
}

// WithoutSkip removes elements, by tag name (case-insensitive), from the
// skipped set, so that their text is linked. An element that is not in
// the set is an error, and so are those that can never hold links: a,
// select, and the elements whose content is not HTML text (script, style,
// textarea, title, xmp, iframe, noembed, noframes, plaintext). Removing
// noscript links the elements in it when the tree was parsed with
// scripting off; with scripting on (the default of x/net/html) its content
// is raw text and stays unlinked. Not for LinkifyText.
func WithoutSkip(elements ...string) Option {
	return func(c *config) error {
		c.treeOnly = first(c.treeOnly, "WithoutSkip")
		for _, e := range elements {
			name, err := tagName("WithoutSkip", e)
			if err != nil {
				return err
			}
			if alwaysSkipped(name) {
				return fmt.Errorf("htmlwalk: WithoutSkip: the content of %s is never linked", name)
			}
			skip := c.skipSet()
			if !skip[name] {
				return fmt.Errorf("htmlwalk: WithoutSkip: %s is not skipped (the default set is DefaultSkip(), and WithSkip adds to it)", name)
			}
			delete(skip, name)
		}
		return nil
	}
}

// WithLineBreaks sets whether LinkifyText turns line breaks into <br>:
// each LF, CR LF or lone CR becomes "<br>\n". Only LinkifyText takes it.
func WithLineBreaks(on bool) Option {
	return func(c *config) error {
		c.textOnly = first(c.textOnly, "WithLineBreaks")
		c.lineBreak = on
		return nil
	}
}

func first(name, option string) string {
	if name == "" {
		return option
	}
	return name
}

// tagName returns the element name e in lower case, or an error naming
// option if e is not a tag name: an ASCII letter, then ASCII letters,
// digits, '-', '_', '.', ':' or non-ASCII code points (custom elements).
func tagName(option, e string) (string, error) {
	ok := e != "" && ('a' <= e[0]|0x20 && e[0]|0x20 <= 'z') && utf8.ValidString(e)
	for i := 0; ok && i < len(e); i++ {
		c := e[i]
		ok = c >= utf8.RuneSelf || 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '.' || c == ':'
	}
	if !ok {
		return "", fmt.Errorf("htmlwalk: %s: %q is not a tag name (an ASCII letter, then letters, digits, '-', '_', '.' or ':')", option, e)
	}
	return strings.ToLower(e), nil
}

// skipSet returns the skipped set, made from the default set on first use.
func (c *config) skipSet() map[string]bool {
	if c.skip == nil {
		c.skip = make(map[string]bool, len(defaultSkip)+4)
		for _, e := range defaultSkip {
			c.skip[e] = true
		}
	}
	return c.skip
}
