package linkify

import (
	"fmt"
	"strings"
)

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

// WithPolicy makes a Detector apply p to what it detects.
func WithPolicy(p Policy) Option {
	return func(d *Detector) error {
		if p.MaxLength < 0 || p.MaxDomainLength < 0 {
			return fmt.Errorf("linkify: policy limits must not be negative (MaxLength %d, MaxDomainLength %d)", p.MaxLength, p.MaxDomainLength)
		}
		d.policy = &p
		return nil
	}
}

// WithoutPolicy makes a Detector report what UTS #58 detection finds.
func WithoutPolicy() Option {
	return func(d *Detector) error { d.policy = nil; return nil }
}
