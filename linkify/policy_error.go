package linkify

import (
	"fmt"
	"strings"
)

// A PolicyError tells which check of a Policy a link fails.
type PolicyError struct {
	Check string // mixed-script, whole-script-confusable, identifier-status, bidi-control, tld-syntax, max-length, max-domain-length, file-name, version
	Text  string // the label or code point that fails it
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
