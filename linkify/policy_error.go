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

// A refusal names the check of a Policy that a link fails, found without
// allocating: the scan asks only whether there is one; Check makes a
// *PolicyError of it. Its text is a view of the text checked.
type refusal struct {
	check policyCheck // 0 if every check passes
	text  string      // what fails it, as PolicyError.Text (or in it, by form)
	r     rune        // the code point that fails it, shown by form
	form  refusalForm // how PolicyError.Text shows text and r
}

// policyCheck is a check of a Policy, by the name PolicyError.Check gives
// it (policyCheckNames). A number, not its name: what a refusal holds
// besides its text is no pointer, so that a refusal that quotes a
// buffer's copy does not move the buffer to the heap.
type policyCheck uint8

const (
	checkMaxLength             policyCheck = iota + 1 // max-length
	checkBidiControl                                  // bidi-control
	checkHost                                         // host
	checkMaxDomainLength                              // max-domain-length
	checkTLDSyntax                                    // tld-syntax
	checkIdentifierStatus                             // identifier-status
	checkMixedScript                                  // mixed-script
	checkWholeScriptConfusable                        // whole-script-confusable
	checkWWWOnly                                      // www-only
	checkFileName                                     // file-name
	checkVersion                                      // version
	checkCodeName                                     // code-name
)

var policyCheckNames = [...]string{"", "max-length", "bidi-control", "host", "max-domain-length", "tld-syntax", "identifier-status", "mixed-script", "whole-script-confusable", "www-only", "file-name", "version", "code-name"}

// refusalForm tells how a refusal shows its code point in PolicyError.Text.
type refusalForm uint8

const (
	formText      refusalForm = iota // text alone
	formCode                         // r alone, as U+XXXX
	formInvisible                    // "U+XXXX (invisible) in text"
	formChar                         // "c (U+XXXX) in text"
)

// refuse returns the refusal of check, failed by text.
func refuse(check policyCheck, text string) refusal { return refusal{check: check, text: text} }

// failed reports whether f refuses a link.
func (f refusal) failed() bool { return f.check != 0 }

// err returns the *PolicyError of f, with a copy of what it quotes, or nil
// if f refuses nothing.
func (f refusal) err() error {
	name := policyCheckNames[f.check]
	switch {
	case !f.failed():
		return nil
	case f.form == formCode:
		return &PolicyError{name, fmt.Sprintf("%U", f.r)}
	case f.form == formInvisible:
		return &PolicyError{name, fmt.Sprintf("%U (invisible) in %s", f.r, f.text)}
	case f.form == formChar:
		return &PolicyError{name, fmt.Sprintf("%c (%U) in %s", f.r, f.r, f.text)}
	}
	return policyError(name, f.text)
}
