package extension

import (
	"bytes"
	"regexp"

	"github.com/golinkify/uts58/linkify"
	"github.com/yuin/goldmark/util"
)

// goldmark's Linkify takes regular expressions that say what a URL with a
// scheme, a www. URL and an e-mail address look like. This extension finds
// links by UTS #58; the expressions, when set, are conditions on what it
// finds: a link is kept only where the expression for its kind matches its
// text, as written, whole.

// linkConditions are the expressions of a configuration, each anchored at
// both ends; nil for those not set.
type linkConditions struct{ url, www, email *regexp.Regexp }

// conditions returns the expressions of c anchored, and false if none is set.
func (c *LinkifyConfig) conditions() (linkConditions, bool, error) {
	var lc linkConditions
	for _, e := range []struct {
		re  *regexp.Regexp
		dst **regexp.Regexp
	}{{c.URLRegexp, &lc.url}, {c.WWWRegexp, &lc.www}, {c.EmailRegexp, &lc.email}} {
		if e.re == nil {
			continue
		}
		re, err := regexp.Compile(`\A(?:` + e.re.String() + `)\z`)
		if err != nil {
			return lc, false, err
		}
		*e.dst = re
	}
	return lc, lc.url != nil || lc.www != nil || lc.email != nil, nil
}

// accepts reports whether the link written (its source) of kind meets the
// expression for its kind.
func (lc *linkConditions) accepts(written []byte, kind linkify.Kind) bool {
	re := lc.www
	switch {
	case kind == linkify.Email:
		re = lc.email
		if len(written) > len("mailto:") && bytes.EqualFold(written[:len("mailto:")], []byte("mailto:")) {
			written = written[len("mailto:"):]
		}
	case startsWithScheme(written):
		re = lc.url
	}
	return re == nil || re.Match(written)
}

// startsWithScheme reports whether the link text t starts with a scheme
// and its ':' (https:, magnet:), not a host and its port (localhost:8080).
func startsWithScheme(t []byte) bool {
	i := bytes.IndexByte(t, ':')
	if i <= 0 || i+1 < len(t) && util.IsNumeric(t[i+1]) || !util.IsAlphaNumeric(t[0]) || util.IsNumeric(t[0]) {
		return false
	}
	for _, c := range t[:i] {
		if !util.IsAlphaNumeric(c) && c != '+' && c != '-' {
			return false // a '.' or another byte: a host
		}
	}
	return true
}
