package linkify

import (
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// Check returns a *PolicyError for the first check of p that the detected
// link text of the given kind fails, or nil. For the kinds of WithKinds it
// checks MaxLength, BidiControl, and the name as a local-part
// (MixedScript, WholeScriptConfusables: @аpple with a Cyrillic а fails). The fields that move a link's
// edges (CJKBoundary, CJKText, CJKPunctuation, TrimBareInitiator,
// TrimQuotes, URLLists, HyphenSuffix, TrimWrappers, TrimModuleQueries,
// MarkdownEscapes, WWWOnly's move to a "www." inside the first label, and
// BidiControl's end before the marks after a URL) act in detection, not
// here, and so does what reads the text around a link (CodeGuard's code
// context, BidiControl's overrides left open before it).
func (p *Policy) Check(text string, kind Kind) error {
	var hs, he int
	var hasScheme bool
	if kind <= Email {
		hs, he, hasScheme = linkHost(text, kind)
	} else {
		hs = len(text) - len(kindName(text))
	}
	return p.check(text, kind, hs, he, hasScheme).err()
}

// check is Check of a link whose host stands at text[hs:he] (linkHost's
// answer, which the detector's policy has found already); a link of a
// kind has its name at text[hs:], after its rule's prefix. It allocates
// nothing: the scan asks it of every link.
func (p *Policy) check(text string, kind Kind, hs, he int, hasScheme bool) refusal {
	chars.CountRead(len(text))
	if p.MaxLength > 0 && len(text) > p.MaxLength {
		return refuse(failMaxLength, text)
	}
	if p.BidiControl {
		for i := chars.ASCIIPrefixLen(text); i < len(text); i++ {
			if text[i] < utf8.RuneSelf {
				continue // no bidi control is ASCII
			}
			r, size := utf8.DecodeRuneInString(text[i:])
			if chars.SecProp(r)&chars.SecBidiControl != 0 {
				return refusal{check: failBidiControl, r: r, form: formCode}
			}
			i += size - 1
		}
	}
	if kind > Email {
		// A link of a kind (WithKinds): its name is checked as a
		// local-part is (@аpple with a Cyrillic а is refused).
		return p.checkLocalPart(text[hs:])
	}
	if kind == Email {
		if hs == 0 {
			return refuse(failHost, text) // no '@': no address
		}
		if f := p.checkLocalPart(text[:hs-1]); f.failed() {
			return f
		}
	}
	if hs == he && hasScheme {
		if hs >= 3 && text[hs-2:hs] == "//" && schemeNamed(text[:hs-3]) != nil {
			return refuse(failHost, text) // "http://": an authority with no host
		}
		return refusal{} // a URL with no host (magnet:?xt=…)
	}
	host := text[hs:he]
	ascii := strings.TrimSuffix(host, ".")
	shape, last := hosts.ShapeOf(ascii)                    // last: where the last label starts
	if p.IdentifierStatus && shape&hosts.ShapeOther != 0 { // an ASCII host has none
		// IDNA drops invisible code points (a&#x200B;example.com is
		// aexample.com): a host written with one is not what it shows.
		if r, ok := chars.IgnorableIn(host); ok {
			return refusal{check: failIdentifierStatus, text: host, r: r, form: formInvisible}
		}
	}
	max := p.MaxDomainLength
	if max <= 0 {
		max = 253
	}
	plain := plainShape(ascii, shape, last)
	if !plain {
		// IDNA, case, or an IPv4 address to serialize.
		var buf [256]byte
		a, err := hosts.AppendASCII(buf[:0], host)
		if err != nil {
			return refuse(failHost, host)
		}
		// Safe: the view does not outlive the call, and no refusal quotes
		// it (checkLabels' is copied below).
		ascii = strings.TrimSuffix(unsafe.String(unsafe.SliceData(a), len(a)), ".")
		last = strings.LastIndexByte(ascii, '.') + 1
	}
	if len(ascii) > max {
		return refuse(failMaxDomainLength, host)
	}
	if !plain && (ascii[0] == '[' || hosts.EndsInNumber(ascii[last:])) {
		return refusal{} // an IP address
	}
	if plain {
		// ASCII labels: only the TLD has something to check. ascii is
		// host less a trailing dot; the TLD is read from host, so that no
		// refusal quotes buf.
		if f := p.checkLabel(host[last:len(ascii)], "", last > 0); f.failed() {
			return f
		}
	} else if f := p.checkLabels(ascii); f.failed() {
		// A copy: ascii may be a view of buf, which stays on the stack.
		return refusal{check: f.check, text: strings.Clone(f.text), r: f.r, form: f.form}
	}
	if p.WWWOnly && kind == URL && !hasScheme && !(len(host) >= 4 && chars.EqualFoldASCII(host[:4], "www.")) {
		return refuse(failWWWOnly, host)
	}
	if p.CodeGuard && kind == URL && !hasScheme {
		if bareHost(text[he:]) {
			if f := codeGuard(chars.TrimLabelSep(host), ascii); f.failed() {
				return f
			}
		} else if imageReference(text[he:]) {
			return refuse(failCodeName, text)
		}
	}
	if p.Placeholders {
		return placeholderIn(text, kind, hs, he, ascii, last, plain)
	}
	return refusal{}
}

// checkLabels checks each label of the ASCII host, in its Unicode form.
func (p *Policy) checkLabels(host string) refusal {
	dotted := strings.Contains(host, ".") // a one-label host has no TLD (WithLocalHosts)
	tld := ""
	if dotted {
		last := host[strings.LastIndexByte(host, '.')+1:]
		var ok bool
		if tld, ok = hosts.UnicodeLabel(last); !ok {
			return refuse(failHost, last)
		}
	}
	for rest, more := host, true; more; {
		var label string
		label, rest, more = strings.Cut(rest, ".")
		u, ok := hosts.UnicodeLabel(label)
		if !ok {
			return refuse(failHost, label)
		}
		if f := p.checkLabel(u, tld, !more && dotted); f.failed() {
			return f
		}
	}
	return refusal{}
}

// checkLocalPart checks the local-part of an e-mail address (after
// "mailto:", if any) as labels are checked: each dot-separated piece that
// is not ASCII must not mix scripts nor be a whole-script confusable of an
// ASCII one ("аpple@gmail.com" with a Cyrillic а).
func (p *Policy) checkLocalPart(local string) refusal {
	if len(local) >= 7 && chars.EqualFoldASCII(local[:7], "mailto:") {
		local = local[7:]
	}
	if chars.IsASCII(local) {
		return refusal{}
	}
	for rest, more := local, true; more; {
		var piece string
		piece, rest, more = strings.Cut(rest, ".")
		if chars.IsASCII(piece) {
			continue
		}
		if p.MixedScript && !chars.HighlyRestrictive(piece) {
			return refuse(failMixedScript, piece)
		}
		if p.WholeScriptConfusables && chars.WholeScriptConfusable(piece) {
			return refuse(failWholeScriptConfusable, piece)
		}
	}
	return refusal{}
}

// validTLDSyntax reports whether the top-level label u (in Unicode form)
// has the syntax of a TLD: no digit or hyphen, and more than one letter if
// it is ASCII.
func validTLDSyntax(u string, ascii bool) bool {
	for i := 0; i < len(u); i++ {
		if chars.IsDigit(u[i]) || u[i] == '-' {
			return false
		}
	}
	return !(ascii && len(u) == 1) && (ascii || strings.IndexFunc(u, unicode.IsDigit) < 0)
}

// plainShape reports whether host, whose hosts.ShapeOf is shape and last, is
// its own ASCII form and not an IPv4 address: a lower-case ASCII domain
// with no empty label and a last label that is no number.
func plainShape(host string, shape uint8, last int) bool {
	return shape&(hosts.ShapeUpper|hosts.ShapeOther|hosts.ShapePunycode|hosts.ShapeEmptyLabel) == 0 && last < len(host) && !hosts.EndsInNumber(host[last:])
}

// checkLabel checks one domain label in Unicode form under the top-level
// domain tld (Unicode form, "" if none); isTLD tells that u is it.
func (p *Policy) checkLabel(u, tld string, isTLD bool) refusal {
	ascii := true
	for i := 0; i < len(u) && ascii; i++ {
		ascii = u[i] < utf8.RuneSelf
	}
	if p.TLDSyntax && isTLD && !validTLDSyntax(u, ascii) {
		return refuse(failTLDSyntax, u)
	}
	if ascii {
		return refusal{} // ASCII letters, digits and hyphens: one script, all allowed
	}
	if p.IdentifierStatus {
		for _, r := range u {
			if r != '-' && chars.SecProp(r)&chars.SecAllowed == 0 {
				return refusal{check: failIdentifierStatus, text: u, r: r, form: formChar}
			}
		}
	}
	if p.MixedScript && !chars.HighlyRestrictive(u) {
		return refuse(failMixedScript, u)
	}
	if p.WholeScriptConfusables && hosts.ConfusableUnder(u, tld) {
		return refuse(failWholeScriptConfusable, u)
	}
	return refusal{}
}

// kindName returns the name of a link of a kind as Policy.Check, which
// knows no rule, reads it: its text from its first name code point (the
// detector passes the name after its rule's prefix instead).
func kindName(text string) string {
	return strings.TrimLeftFunc(text, func(r rune) bool { return !chars.IsNameRune(r) })
}
