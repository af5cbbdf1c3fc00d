package linkify

// Detector finds links. Its zero value is not ready for use: make one with
// [New]. A Detector is safe for concurrent use.
type Detector struct {
	scanConfig
	defaultScheme string // scheme of the href of scheme-less links
}

// Option configures a [Detector].
type Option func(*Detector) error

// New returns a Detector with the given options applied over the defaults
// (schemes http and https, default scheme https, scheme-less domains and
// e-mail addresses linked).
func New(opts ...Option) (*Detector, error) {
	d := &Detector{scanConfig: scanConfig{linkedSchemes: linkedSchemes{http: true, https: true, emails: true}, schemeless: true}, defaultScheme: "https"}
	d.colonAfter['p'], d.colonAfter['s'] = true, true
	for _, o := range opts {
		if err := o(d); err != nil {
			return nil, err
		}
	}
	d.chooseTriggers(d.hostlessScheme())
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
	c.chooseTriggers(c.hostlessScheme())
	return &c, nil
}

var defaultDetector = MustNew()

// AllowedHref reports whether href may be the target of a link that a
// linkifier writes: its scheme is http, https, mailto, or one that
// [WithSchemes] added, and no other scheme name and ':' follow its colon
// (sms:javascript:… is refused, as sms:+15550100 is not). Linkifiers
// check every href with it, also one that a callback set.
func (d *Detector) AllowedHref(href string) bool {
	sch, n := schemeAt(href)
	return sch != nil && (sch.web || sch.rest == restEmail || d.isExtraScheme(sch.name)) && !nestedScheme(href[n+1:])
}

// Policy returns a copy of the detector's policy, and false if it has none.
func (d *Detector) Policy() (Policy, bool) {
	if d.policy == nil {
		return Policy{}, false
	}
	return *d.policy, true
}
