package linkify

import (
	"fmt"
	"strings"
)

// A PolicyError tells which check of a Policy a link fails.
type PolicyError struct {
	// Check names the check: max-length, bidi-control, host (no valid
	// host), max-domain-length, tld-syntax, identifier-status,
	// mixed-script, whole-script-confusable, www-only, file-name, version
	// or code-name.
	Check string
	// Text is what fails it: the whole link (max-length), the host, one
	// label (of a domain or a local-part), or a code point.
	Text string
}

// Error implements error.
func (e *PolicyError) Error() string {
	return fmt.Sprintf("linkify: policy check %s fails on %q", e.Check, e.Text)
}

// policyError returns a PolicyError with a copy of text, which may be a
// view of a buffer.
func policyError(check, text string) *PolicyError {
	return &PolicyError{check, strings.Clone(text)}
}
