package linkify

import (
	"fmt"
	"strings"
)

// A PolicyError tells which check of a Policy a link fails.
type PolicyError struct {
	// Check names the check: one of the Check constants.
	Check PolicyCheck
	// Text is what fails it: the whole link (CheckMaxLength), the host,
	// one label (of a domain or a local-part), or a code point.
	Text string
}

// PolicyCheck names a check of a [Policy], as [PolicyError] gives it: one of
// the Check constants, whose values are the names the checks had as
// strings before the type ("host", "file-name", …).
type PolicyCheck string

// The checks of a [Policy], as PolicyError.Check names them.
const (
	CheckMaxLength             PolicyCheck = "max-length"              // longer than MaxLength
	CheckBidiControl           PolicyCheck = "bidi-control"            // BidiControl: a Bidi_Control code point
	CheckHost                  PolicyCheck = "host"                    // no valid host
	CheckMaxDomainLength       PolicyCheck = "max-domain-length"       // a domain longer than MaxDomainLength
	CheckTLDSyntax             PolicyCheck = "tld-syntax"              // TLDSyntax
	CheckIdentifierStatus      PolicyCheck = "identifier-status"       // IdentifierStatus
	CheckMixedScript           PolicyCheck = "mixed-script"            // MixedScript
	CheckWholeScriptConfusable PolicyCheck = "whole-script-confusable" // WholeScriptConfusables
	CheckWWWOnly               PolicyCheck = "www-only"                // WWWOnly: a scheme-less URL without "www."
	CheckFileName              PolicyCheck = "file-name"               // CodeGuard: a file name (README.md)
	CheckVersion               PolicyCheck = "version"                 // CodeGuard: a version (1.2.tv)
	CheckCodeName              PolicyCheck = "code-name"               // CodeGuard: a name in code (time.In)
	CheckProductName           PolicyCheck = "product-name"            // CodeGuard: a product's name (ASP.NET)
	CheckPlaceholder           PolicyCheck = "placeholder"             // Placeholders: a template (your-domain.com)
)

// Error implements error.
func (e *PolicyError) Error() string {
	return fmt.Sprintf("linkify: policy check %s fails on %q", e.Check, e.Text)
}

// policyError returns a PolicyError with a copy of text, which may be a
// view of a buffer.
func policyError(check PolicyCheck, text string) *PolicyError {
	return &PolicyError{check, strings.Clone(text)}
}

// A refusal names the check of a Policy that a link fails, found without
// allocating: the scan asks only whether there is one; Check makes a
// *PolicyError of it. Its text is a view of the text checked.
type refusal struct {
	check failedCheck // 0 if every check passes
	text  string      // what fails it, as PolicyError.Text (or in it, by form)
	r     rune        // the code point that fails it, shown by form
	form  refusalForm // how PolicyError.Text shows text and r
}

// failedCheck is a check of a Policy, by the name PolicyError.Check gives
// it (failedCheckNames). A number, not its name: what a refusal holds
// besides its text is no pointer, so that a refusal that quotes a
// buffer's copy does not move the buffer to the heap.
type failedCheck uint8

const (
	failMaxLength             failedCheck = iota + 1 // CheckMaxLength
	failBidiControl                                  // CheckBidiControl
	failHost                                         // CheckHost
	failMaxDomainLength                              // CheckMaxDomainLength
	failTLDSyntax                                    // CheckTLDSyntax
	failIdentifierStatus                             // CheckIdentifierStatus
	failMixedScript                                  // CheckMixedScript
	failWholeScriptConfusable                        // CheckWholeScriptConfusable
	failWWWOnly                                      // CheckWWWOnly
	failFileName                                     // CheckFileName
	failVersion                                      // CheckVersion
	failCodeName                                     // CheckCodeName
	failProductName                                  // CheckProductName
	failPlaceholder                                  // CheckPlaceholder
)

var failedCheckNames = [...]PolicyCheck{"", CheckMaxLength, CheckBidiControl, CheckHost, CheckMaxDomainLength, CheckTLDSyntax,
	CheckIdentifierStatus, CheckMixedScript, CheckWholeScriptConfusable, CheckWWWOnly, CheckFileName, CheckVersion, CheckCodeName,
	CheckProductName, CheckPlaceholder}

// refusalForm tells how a refusal shows its code point in PolicyError.Text.
type refusalForm uint8

const (
	formText      refusalForm = iota // text alone
	formCode                         // r alone, as U+XXXX
	formInvisible                    // "U+XXXX (invisible) in text"
	formChar                         // "c (U+XXXX) in text"
)

// refuse returns the refusal of check, failed by text.
func refuse(check failedCheck, text string) refusal { return refusal{check: check, text: text} }

// failed reports whether f refuses a link.
func (f refusal) failed() bool { return f.check != 0 }

// err returns the *PolicyError of f, with a copy of what it quotes, or nil
// if f refuses nothing.
func (f refusal) err() error {
	name := failedCheckNames[f.check]
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
