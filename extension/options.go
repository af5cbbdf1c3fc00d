package extension

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/golinkify/uts58/internal/anchors"
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/parser"
)

// LinkifyConfig holds the configuration of the Linkify extension. The
// options set it; a wrong value panics with a message that names the
// option and what it accepts.
type LinkifyConfig struct {
	// AllowedProtocols are the explicit schemes that are linked, each
	// ending with ':' as in goldmark ("http:", "https:"; the ':' may be left
	// out, as goldmark allows). As in goldmark, "mailto:" may be listed and
	// changes nothing: e-mail addresses are linked unless Email is false.
	// Nil means goldmark's defaults: http:, https: and ftp: (or the
	// Detector's schemes, when one is given).
	AllowedProtocols [][]byte
	// URLRegexp, WWWRegexp and EmailRegexp are goldmark's Linkify
	// expressions: when set, a link found with an explicit scheme, a link
	// without one, or an e-mail address (its address, after any mailto:)
	// is kept only if the expression matches its text as written whole
	// (as `\A(?:expr)\z`); a WWWRegexp that starts with www. links only
	// www. hosts without a scheme, as goldmark's does. Nil: no condition.
	URLRegexp, WWWRegexp, EmailRegexp *regexp.Regexp
	// DefaultScheme is put before scheme-less links: "https" (the default)
	// or "http".
	DefaultScheme string
	// Email tells whether e-mail addresses are linked (default true).
	Email bool
	// Detector, when set, is the detector to start from; the options
	// above and Policy and WWWOnly, where given, are applied over it.
	Detector *linkify.Detector
	// Policy is the policy the detector applies: linkify.DocumentPolicy()
	// when nil (the Detector's own, when one is given).
	Policy *linkify.Policy
	// WWWOnly sets the policy's WWWOnly: scheme-less URLs are linked only
	// with a "www." host, as GitHub's autolinks are.
	WWWOnly bool
	// Rel, Target, Class and MaxText set the links' rel, target and class
	// attributes and shorten their text (see WithLinkifyRel and the others).
	Rel     []string
	Target  string
	Class   string
	MaxText int
	// Callbacks see each link before it is made, in order.
	Callbacks []func(*Anchor) bool

	given uint16 // the options given, for those whose zero value is one
}

// The option names, for goldmark's parser.WithOption and config maps.
const (
	OptLinkifyAllowedProtocols parser.OptionName = "LinkifyAllowedProtocols"
	OptLinkifyDefaultScheme    parser.OptionName = "LinkifyDefaultScheme"
	OptLinkifyEmail            parser.OptionName = "LinkifyEmail"
	OptLinkifyDetector         parser.OptionName = "LinkifyDetector"
	OptLinkifyPolicy           parser.OptionName = "LinkifyPolicy"
	OptLinkifyWWWOnly          parser.OptionName = "LinkifyWWWOnly"
	OptLinkifyRel              parser.OptionName = "LinkifyRel"
	OptLinkifyTarget           parser.OptionName = "LinkifyTarget"
	OptLinkifyClass            parser.OptionName = "LinkifyClass"
	OptLinkifyMaxText          parser.OptionName = "LinkifyMaxText"
	OptLinkifyCallback         parser.OptionName = "LinkifyCallback"
	// The names of goldmark's Linkify options, which this extension takes too.
	OptLinkifyURLRegexp   parser.OptionName = "LinkifyURLRegexp"
	OptLinkifyWWWRegexp   parser.OptionName = "LinkifyWWWRegexp"
	OptLinkifyEmailRegexp parser.OptionName = "LinkifyEmailRegexp"
)

const (
	givenEmail uint16 = 1 << iota
	givenWWWOnly
)

// SetOption implements parser.SetOptioner: goldmark calls it with every
// parser option when it first parses. It panics on a value that is not
// valid for an option of this extension, and ignores the options of others.
func (c *LinkifyConfig) SetOption(name parser.OptionName, value any) {
	if err := c.setOption(name, value); err != nil {
		panic(err)
	}
}

func (c *LinkifyConfig) setOption(name parser.OptionName, value any) error {
	var ok bool
	switch name {
	case OptLinkifyAllowedProtocols:
		var list []string
		if list, ok = stringList(value); ok {
			if _, err := linkify.New(linkify.WithSchemes(schemeNames(list)...)); err != nil {
				return optionError(name, "%v", err)
			}
			c.AllowedProtocols = make([][]byte, len(list))
			for i, p := range list {
				c.AllowedProtocols[i] = []byte(p)
			}
		}
	case OptLinkifyDefaultScheme:
		var s string
		if s, ok = value.(string); ok {
			if s = strings.ToLower(s); s != "https" && s != "http" {
				return optionError(name, "%q is not accepted (accepted: \"https\", \"http\")", value)
			}
			c.DefaultScheme = s
		}
	case OptLinkifyEmail:
		c.Email, ok = value.(bool)
		c.given |= givenEmail
	case OptLinkifyWWWOnly:
		c.WWWOnly, ok = value.(bool)
		c.given |= givenWWWOnly
	case OptLinkifyDetector:
		if c.Detector, ok = value.(*linkify.Detector); ok && c.Detector == nil {
			return optionError(name, "the detector is nil")
		}
	case OptLinkifyPolicy:
		var p linkify.Policy
		switch v := value.(type) {
		case linkify.Policy:
			p, ok = v, true
		case *linkify.Policy:
			if ok = v != nil; ok {
				p = *v
			}
		}
		if ok {
			if _, err := linkify.New(linkify.WithPolicy(p)); err != nil {
				return optionError(name, "%v", err)
			}
			c.Policy = &p
		}
	case OptLinkifyRel, OptLinkifyTarget, OptLinkifyClass, OptLinkifyMaxText:
		o := c.anchorOptions()
		switch name {
		case OptLinkifyRel:
			// Tokens add up, as htmlwalk's WithRel: WithLinkifyRel("nofollow")
			// and WithLinkifyRel("ugc") give rel="nofollow ugc".
			var tokens []string
			if s, isString := value.(string); isString {
				tokens, ok = strings.Fields(s), true
			} else {
				tokens, ok = stringList(value)
			}
			for _, t := range tokens {
				if !slices.Contains(o.Rel, t) {
					o.Rel = append(slices.Clip(o.Rel), t)
				}
			}
		case OptLinkifyTarget:
			o.Target, ok = value.(string)
		case OptLinkifyClass:
			o.Class, ok = value.(string)
		default:
			o.MaxText, ok = toInt(value)
		}
		if ok {
			if err := o.Validate("extension: Linkify"); err != nil {
				return err
			}
			c.Rel, c.Target, c.Class, c.MaxText = o.Rel, o.Target, o.Class, o.MaxText
		}
	case OptLinkifyCallback:
		switch v := value.(type) {
		case func(*Anchor) bool:
			if ok = v != nil; ok {
				c.Callbacks = append(c.Callbacks, v)
			}
		case []func(*Anchor) bool:
			ok = !slices.ContainsFunc(v, func(fn func(*Anchor) bool) bool { return fn == nil })
			if ok {
				c.Callbacks = append(c.Callbacks, v...)
			}
		}
	case OptLinkifyURLRegexp, OptLinkifyWWWRegexp, OptLinkifyEmailRegexp:
		var re *regexp.Regexp
		switch v := value.(type) {
		case *regexp.Regexp:
			re, ok = v, true // nil: no condition, as goldmark's default
		case string: // a config file's pattern
			var err error
			if re, err = regexp.Compile(v); err != nil {
				return optionError(name, "%v", err)
			}
			ok = true
		}
		switch {
		case !ok:
		case name == OptLinkifyURLRegexp:
			c.URLRegexp = re
		case name == OptLinkifyWWWRegexp:
			c.WWWRegexp = re
		default:
			c.EmailRegexp = re
		}
	default:
		return nil // another extension's
	}
	if !ok {
		return optionError(name, "%T is not accepted (want %s)", value, wantType[name])
	}
	return nil
}

// wantType tells what each option takes, for errors.
var wantType = map[parser.OptionName]string{
	OptLinkifyAllowedProtocols: "[][]byte or []string",
	OptLinkifyDefaultScheme:    "a string",
	OptLinkifyEmail:            "a bool",
	OptLinkifyWWWOnly:          "a bool",
	OptLinkifyDetector:         "a non-nil *linkify.Detector",
	OptLinkifyPolicy:           "a linkify.Policy",
	OptLinkifyRel:              "[]string or a string of space-separated tokens",
	OptLinkifyTarget:           "a string",
	OptLinkifyClass:            "a string",
	OptLinkifyMaxText:          "an int",
	OptLinkifyCallback:         "a non-nil func(*extension.Anchor) bool",
	OptLinkifyURLRegexp:        "a *regexp.Regexp or a pattern string",
	OptLinkifyWWWRegexp:        "a *regexp.Regexp or a pattern string",
	OptLinkifyEmailRegexp:      "a *regexp.Regexp or a pattern string",
}

func optionError(name parser.OptionName, format string, args ...any) error {
	return fmt.Errorf("extension: %s: %s", name, fmt.Sprintf(format, args...))
}

// stringList returns value as a list of strings, as Go code or a decoded
// config file gives it.
func stringList(value any) ([]string, bool) {
	switch v := value.(type) {
	case []string:
		return slices.Clone(v), true
	case [][]byte:
		list := make([]string, len(v))
		for i, b := range v {
			list[i] = string(b)
		}
		return list, true
	case []any:
		list := make([]string, len(v))
		for i, x := range v {
			s, ok := x.(string)
			if !ok {
				return nil, false
			}
			list[i] = s
		}
		return list, true
	}
	return nil, false
}

// toInt returns value as an int, as Go code or a decoded config file
// (int64 from TOML, float64 from JSON) gives it.
func toInt(value any) (int, bool) {
	switch v := value.(type) {
	case int:
		return v, true
	case int64:
		return int(v), true
	case float64:
		return int(v), float64(int(v)) == v
	}
	return 0, false
}

// A LinkifyOption sets an option of the Linkify extension; it is also a
// parser.Option. The functions that make one panic on a value that is not
// valid, naming the option and what it accepts.
type LinkifyOption interface {
	parser.Option
	SetLinkifyOption(*LinkifyConfig)
}

type linkifyOption struct {
	name  parser.OptionName
	value any
}

// newOption returns the option name with value, or panics if the value is
// not valid for it.
func newOption(name parser.OptionName, value any) *linkifyOption {
	var c LinkifyConfig
	c.SetOption(name, value)
	return &linkifyOption{name, value}
}

func (o *linkifyOption) SetParserOption(c *parser.Config) {
	if o.name != OptLinkifyCallback {
		c.Options[o.name] = o.value
		return
	}
	// Callbacks add up: the map holds them all, in order.
	fns, _ := c.Options[o.name].([]func(*Anchor) bool)
	c.Options[o.name] = append(slices.Clip(fns), o.value.(func(*Anchor) bool))
}

func (o *linkifyOption) SetLinkifyOption(c *LinkifyConfig) { c.SetOption(o.name, o.value) }

// WithLinkifyAllowedProtocols sets the explicit schemes that are linked,
// each ending with ':': "http:", "https:", and others that linkify.WithSchemes
// takes ("ftp:", "sftp:", "magnet:"; never "javascript:", "vbscript:",
// "data:", which panic). The default is goldmark's: "http:", "https:",
// "ftp:". As in goldmark, "mailto:" may be listed and changes nothing
// (WithLinkifyEmail turns e-mail off), and the ':' may be left out.
func WithLinkifyAllowedProtocols[T []byte | string](value []T) LinkifyOption {
	v := make([][]byte, len(value))
	for i, p := range value {
		v[i] = []byte(p)
	}
	return newOption(OptLinkifyAllowedProtocols, v)
}

// WithLinkifyDefaultScheme sets the scheme of scheme-less links: "https"
// (the default) or "http" (as GitHub-like output has it).
func WithLinkifyDefaultScheme(scheme string) LinkifyOption {
	return newOption(OptLinkifyDefaultScheme, scheme)
}

// WithLinkifyEmail sets whether e-mail addresses are linked (default true).
func WithLinkifyEmail(on bool) LinkifyOption {
	return newOption(OptLinkifyEmail, on)
}

// WithLinkifyDetector makes the extension start from d, a configured
// detector; the other options that set detection (schemes, e-mail,
// policy, WWWOnly) apply over it when given.
func WithLinkifyDetector(d *linkify.Detector) LinkifyOption {
	return newOption(OptLinkifyDetector, d)
}

// WithLinkifyPolicy sets the policy of the detector (default
// linkify.DocumentPolicy(): file names such as README.md stay text).
func WithLinkifyPolicy(p linkify.Policy) LinkifyOption {
	return newOption(OptLinkifyPolicy, p)
}

// WithLinkifyWWWOnly sets the GitHub-compatible mode of the policy in use:
// scheme-less URLs are linked only with a "www." host, as GFM's autolink
// extension and goldmark's Linkify do, with UTS #58 edges and hosts; URLs
// with a scheme and e-mail addresses are linked as before.
func WithLinkifyWWWOnly(on bool) LinkifyOption {
	return newOption(OptLinkifyWWWOnly, on)
}

// WithLinkifyRel adds rel tokens to links ("nofollow", "ugc", …); the
// tokens of several calls add up, each once.
func WithLinkifyRel(tokens ...string) LinkifyOption {
	return newOption(OptLinkifyRel, tokens)
}

// WithLinkifyTarget sets the target attribute of links; "_blank" also adds
// rel="noopener noreferrer".
func WithLinkifyTarget(target string) LinkifyOption {
	return newOption(OptLinkifyTarget, target)
}

// WithLinkifyClass sets the class attribute of links.
func WithLinkifyClass(class string) LinkifyOption {
	return newOption(OptLinkifyClass, class)
}

// WithLinkifyMaxText shows links longer than n code points shortened
// (example.com/very/long/pa…; the host always whole, e-mail addresses
// never cut); the href stays whole. 0, the default, shows links whole.
func WithLinkifyMaxText(n int) LinkifyOption {
	return newOption(OptLinkifyMaxText, n)
}

// WithLinkifyCallback adds a function that sees each link before it is
// made, after the other options have set its text and attributes: it may
// change its Text or Href, set attributes, and returns false to leave the
// link as text. Callbacks run in the order given, once for each link; a
// link whose href is not of a scheme that is linked (by default http,
// https, ftp, mailto) after them, or of another scheme than the link had
// (http may become https), stays text; so does a link whose callbacks set
// an attribute outside class, dir, download, hreflang, lang,
// referrerpolicy, rel, role, target, title, translate, type, data-* and
// aria-* (in lower case, each once): no event handler, style, id or
// URL-valued attribute. They run while Markdown is parsed, concurrently
// when documents are, and see the links of a block as they are made:
// those that hold a Markdown delimiter ('*', '_', '~') may come before
// the others.
func WithLinkifyCallback(fn func(*Anchor) bool) LinkifyOption {
	return newOption(OptLinkifyCallback, fn)
}

// WithLinkifyURLRegexp keeps a link written with a scheme only where re
// matches its text, as written, whole: goldmark's option of the same name,
// for a configuration that used it. Links are still found by UTS #58; re
// only refuses some.
func WithLinkifyURLRegexp(re *regexp.Regexp) LinkifyOption {
	return newOption(OptLinkifyURLRegexp, re)
}

// WithLinkifyWWWRegexp keeps a link written without a scheme only where re
// matches its text, as written, whole: goldmark's option of the same name.
// goldmark links no other scheme-less URL than www. ones, so an expression
// that starts with www. does the same here (see also WithLinkifyWWWOnly).
func WithLinkifyWWWRegexp(re *regexp.Regexp) LinkifyOption {
	return newOption(OptLinkifyWWWRegexp, re)
}

// WithLinkifyEmailRegexp keeps an e-mail address only where re matches it
// (after a mailto:, if written with one), as written, whole: goldmark's
// option of the same name.
func WithLinkifyEmailRegexp(re *regexp.Regexp) LinkifyOption {
	return newOption(OptLinkifyEmailRegexp, re)
}

// schemeNames returns the schemes of a list of protocols ("http:", "FTP",
// "mailto:"): lower case, without ':', and without mailto, which is
// WithLinkifyEmail's.
func schemeNames(protocols []string) []string {
	schemes := []string{}
	for _, p := range protocols {
		if s := strings.TrimSuffix(strings.ToLower(p), ":"); s != "mailto" {
			schemes = append(schemes, s)
		}
	}
	return schemes
}

// stockSchemes are the schemes goldmark's Linkify links by default.
var stockSchemes = []string{"http", "https", "ftp"}

// detector builds the detector the configuration asks for, with Markdown's
// emphasis marks taken as markup.
func (c *LinkifyConfig) detector() (*linkify.Detector, error) {
	s := anchors.Detection{Policy: c.Policy, DefaultScheme: c.DefaultScheme, EmphasisMarks: true}
	if c.given&givenWWWOnly != 0 {
		s.WWWOnly = &c.WWWOnly
	}
	if c.given&givenEmail != 0 {
		s.Email = &c.Email
	}
	switch {
	case c.AllowedProtocols != nil:
		list := make([]string, len(c.AllowedProtocols))
		for i, p := range c.AllowedProtocols {
			list[i] = string(p)
		}
		s.Schemes = schemeNames(list)
	case c.Detector == nil:
		s.Schemes = stockSchemes
	}
	return s.Detector(c.Detector)
}

// anchorOptions returns the link options of the configuration.
func (c *LinkifyConfig) anchorOptions() anchors.Options {
	return anchors.Options{Rel: c.Rel, Target: c.Target, Class: c.Class, MaxText: c.MaxText}
}
