package anchors

import "github.com/golinkify/uts58/linkify"

// DefaultDetector is where a front end starts when it is given no
// detector: linkify's defaults with linkify.DocumentPolicy, which keeps
// file names such as README.md unlinked. It is never changed, and a
// Detector is safe for concurrent use.
var DefaultDetector = linkify.MustNew(linkify.WithPolicy(linkify.DocumentPolicy()))

// Detection is what a front end's options set of detection, each left
// nil (or empty, false) when its option was not given. Detector merges
// them over a base detector, the same way for every front end.
type Detection struct {
	Policy        *linkify.Policy // replaces the base's policy
	WWWOnly       *bool           // sets WWWOnly on the policy in use (after Policy)
	Email         *bool           // whether e-mail addresses are linked
	Schemes       []string        // the explicit schemes linked (linkify.WithSchemes); nil: the base's
	DefaultScheme string          // the scheme of scheme-less links; "": the base's
	EmphasisMarks bool            // Markdown's emphasis marks are markup (linkify.WithEmphasisMarks)
}

// Detector returns base (DefaultDetector when nil) with the options of s
// applied over it: base itself when s changes nothing. WWWOnly false on a
// base without a policy leaves it without one (there is no WWWOnly to
// turn off).
func (s *Detection) Detector(base *linkify.Detector) (*linkify.Detector, error) {
	if base == nil {
		base = DefaultDetector
	}
	var opts []linkify.Option
	if s.EmphasisMarks {
		opts = append(opts, linkify.WithEmphasisMarks(true))
	}
	policy, hasPolicy := base.Policy()
	changed := s.Policy != nil
	if changed {
		policy, hasPolicy = *s.Policy, true
	}
	if s.WWWOnly != nil && (hasPolicy || *s.WWWOnly) {
		policy.WWWOnly, changed = *s.WWWOnly, true
	}
	if changed {
		opts = append(opts, linkify.WithPolicy(policy))
	}
	if s.DefaultScheme != "" {
		opts = append(opts, linkify.WithDefaultScheme(s.DefaultScheme))
	}
	if s.Email != nil {
		opts = append(opts, linkify.WithEmail(*s.Email))
	}
	if s.Schemes != nil {
		opts = append(opts, linkify.WithSchemes(s.Schemes...))
	}
	if opts == nil {
		return base, nil
	}
	return base.With(opts...)
}
