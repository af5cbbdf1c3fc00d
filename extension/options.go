package extension

import (
	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/parser"
)

// LinkifyConfig holds the configuration of the Linkify extension.
type LinkifyConfig struct {
	// AllowedProtocols are the explicit schemes that are linked, each
	// ending with ':' as in goldmark ("http:", "https:"; "mailto:" stands
	// for e-mail addresses). Nil means all of them.
	AllowedProtocols [][]byte
	// DefaultScheme is put before scheme-less links: "https" (the default)
	// or "http".
	DefaultScheme string
	// Email tells whether e-mail addresses are linked (default true).
	Email bool
	// Detector, when set, is used for everything else (security policy,
	// limits); the options above then do not apply. Without it the
	// detector applies linkify.SafePolicy.
	Detector *linkify.Detector
}

// The option names, for goldmark's parser.WithOption and config maps.
const (
	OptLinkifyAllowedProtocols parser.OptionName = "LinkifyAllowedProtocols"
	OptLinkifyDefaultScheme    parser.OptionName = "LinkifyDefaultScheme"
	OptLinkifyEmail            parser.OptionName = "LinkifyEmail"
	OptLinkifyDetector         parser.OptionName = "LinkifyDetector"
)

// SetOption implements parser.SetOptioner.
func (c *LinkifyConfig) SetOption(name parser.OptionName, value any) {
	switch name {
	case OptLinkifyAllowedProtocols:
		switch v := value.(type) {
		case [][]byte:
			c.AllowedProtocols = v
		case []string:
			c.AllowedProtocols = toBytes(v)
		}
	case OptLinkifyDefaultScheme:
		c.DefaultScheme, _ = value.(string)
	case OptLinkifyEmail:
		c.Email, _ = value.(bool)
	case OptLinkifyDetector:
		c.Detector, _ = value.(*linkify.Detector)
	}
}

func toBytes(v []string) [][]byte {
	b := make([][]byte, len(v))
	for i, s := range v {
		b[i] = []byte(s)
	}
	return b
}

// A LinkifyOption sets an option of the Linkify extension; it is also a
// parser.Option.
type LinkifyOption interface {
	parser.Option
	SetLinkifyOption(*LinkifyConfig)
}

type linkifyOption struct {
	name  parser.OptionName
	value any
}

func (o *linkifyOption) SetParserOption(c *parser.Config) { c.Options[o.name] = o.value }

func (o *linkifyOption) SetLinkifyOption(c *LinkifyConfig) { c.SetOption(o.name, o.value) }

// WithLinkifyAllowedProtocols sets the explicit schemes that are linked,
// each ending with ':' ("http:", "https:", "mailto:"), as goldmark's option
// of the same name does.
func WithLinkifyAllowedProtocols[T []byte | string](value []T) LinkifyOption {
	var v [][]byte
	for _, p := range value {
		v = append(v, []byte(p))
	}
	return &linkifyOption{OptLinkifyAllowedProtocols, v}
}

// WithLinkifyDefaultScheme sets the scheme of scheme-less links: "https"
// (the default) or "http" (as GitHub-like output has it).
func WithLinkifyDefaultScheme(scheme string) LinkifyOption {
	return &linkifyOption{OptLinkifyDefaultScheme, scheme}
}

// WithLinkifyEmail sets whether e-mail addresses are linked (default true).
func WithLinkifyEmail(on bool) LinkifyOption {
	return &linkifyOption{OptLinkifyEmail, on}
}

// WithLinkifyDetector makes the extension use d, a configured detector,
// instead of one built from the other options.
func WithLinkifyDetector(d *linkify.Detector) LinkifyOption {
	return &linkifyOption{OptLinkifyDetector, d}
}

// detector builds the detector the configuration asks for, with Markdown's
// emphasis marks taken as markup.
func (c *LinkifyConfig) detector() (*linkify.Detector, error) {
	d := c.Detector
	if d == nil {
		opts := []linkify.Option{linkify.WithEmail(c.Email), linkify.WithPolicy(linkify.SafePolicy())}
		if c.DefaultScheme != "" {
			opts = append(opts, linkify.WithDefaultScheme(c.DefaultScheme))
		}
		if c.AllowedProtocols != nil {
			var schemes []string
			email := false
			for _, p := range c.AllowedProtocols {
				switch s := string(p); s {
				case "http:", "https:":
					schemes = append(schemes, s[:len(s)-1])
				case "mailto:":
					email = c.Email
				}
			}
			opts = append(opts, linkify.WithSchemes(schemes...), linkify.WithEmail(email))
		}
		var err error
		if d, err = linkify.New(opts...); err != nil {
			return nil, err
		}
	}
	return d.With(linkify.WithEmphasisMarks(true))
}
