package linkify

import (
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/golinkify/uts58/linkify/internal/chars"
	"github.com/golinkify/uts58/linkify/internal/hosts"
)

// Policy is the higher-level layer that UTS #58 §8 puts over detection: it
// rejects links that detection finds but that are not safe or not useful to
// link, or moves their start. Detection ([Find], a [Detector] without a
// policy) stays pure UTS #58; linkifiers (the goldmark extension, htmlwalk,
// the tool's HTML output) apply [SafePolicy] by default.
type Policy struct {
	// MixedScript rejects a link whose domain has a label that is not at
	// least Highly Restrictive (UTS #39 §5.2): one script, or Latin with
	// Han and Hiragana/Katakana, Han and Bopomofo, or Han and Hangul.
	MixedScript bool
	// WholeScriptConfusables rejects a non-ASCII domain label whose UTS #39
	// skeleton is pure ASCII (all-Cyrillic "аррle", "рау") unless its
	// top-level domain, which is never judged alone, is of the label's
	// script (пример.рус, рау.рф) or a country code Chromium lists for it
	// (.ru .bg .ua …, .gr), as Chromium's IDN spoof checker shows them.
	WholeScriptConfusables bool
	// IdentifierStatus rejects a domain with a code point that is not
	// UTS #39 Identifier_Status=Allowed, or that is written with an
	// invisible one (Default_Ignorable_Code_Point, which IDNA drops: a
	// ZERO WIDTH SPACE or a soft hyphen) but the joiners some scripts need.
	// It refuses the hosts with symbols and emoji that detection finds
	// after a scheme (http://🍄.ga/, http://✪df.ws/).
	IdentifierStatus bool
	// BidiControl rejects a link holding a Bidi_Control code point (§8),
	// and one that a bidi override (RLO, LRO) left open before it reaches,
	// which shows it reordered. The marks and isolates at a URL's end
	// (LRM, RLM, PDI right after https://example.com/docs) end it instead.
	BidiControl bool
	// TLDSyntax rejects a top-level domain with digits or hyphens, or of a
	// single ASCII letter (§8, RZ-LGR).
	TLDSyntax bool
	// MaxLength is the longest link in bytes (0: no limit).
	MaxLength int
	// MaxDomainLength is the longest domain in ASCII octets (0 means 253).
	MaxDomainLength int
	// CodeGuard rejects a URL written with no scheme, no "www." and no
	// path or query whose host documents write as a file name (README.md,
	// index.en.md, main.rs, setup.py, Terminal.app: check "file-name"), a
	// version (1.2.tv: "version") or a name in code (time.In, page.Page,
	// Array.prototype.map, event.target: "code-name"). Domains still link:
	// example.com, GitHub.com, Socket.IO, 例え.jp, and the known sites on
	// extensions (docs.rs, esm.sh); "https://README.md" links too.
	CodeGuard bool
	// CJKBoundary moves the start of a scheme-less URL or an e-mail
	// address to where the text last switches between CJK (Line_Break ID,
	// CJ or Complex_Context, and Hangul) and other code points, as §8
	// suggests for "ウェブサイトはexample.com".
	CJKBoundary bool
	// TrimBareInitiator leaves a final '?' or '#' that starts an empty
	// query or fragment out of a link: "Is it example.com?" links
	// example.com. §3.5.1 keeps it (lastSafe is set after an initiator);
	// §3.1 says a final Soft '?' is not included, and readers agree.
	TrimBareInitiator bool
	// CJKPunctuation ends a link before ideographic or fullwidth
	// punctuation (、。，．！？：；) that CJK writers put right after it with
	// no space: where another link starts after it, and where the path
	// segment it would extend holds no CJK text of its own. A segment
	// that is CJK text keeps the UTS #58 reading, as real titles hold such
	// punctuation (wiki/联合国教育、科学及文化组织).
	CJKPunctuation bool
	// CJKText reads links in CJK text (Han, kana, Hangul, Thai, …)
	// written with no spaces: a host that detection rejects because it
	// runs on from other letters into CJK text ends where it does, and the
	// start of such a URL and of every e-mail local-part moves where CJK
	// and other letters meet (as CJKBoundary does): メールは⸠info@example.jp⸡まで,
	// 詳しくは⸠www.example.jp⸡をご覧ください, ⸠me@example.com⸡。谢谢. A valid
	// host is never cut: 普遍适用测试。我爱你 (LinkDetectionTest.txt) and
	// 例え。jp stay whole. A first label that runs Thai, Lao, Khmer or
	// Myanmar text into Latin letters (no Highly Restrictive label) starts
	// where they meet: ดูที่⸠www.example.co.th⸡.
	CJKText bool
	// TrimQuotes leaves the opening quote out of an e-mail address that
	// stands in ' or ` quotes ('jsmith@example.org'): Link_Email takes
	// both into a local-part, readers and code take them as quotes.
	TrimQuotes bool
	// WWWOnly links scheme-less URLs only when their host starts with
	// "www.", as GitHub's autolink extension does; URLs with a scheme and
	// e-mail addresses are linked as before. For sites that move from
	// goldmark's Linkify and want no new links.
	WWWOnly bool
	// SpecialUseHosts links a URL written with a scheme whose host is
	// "localhost" or a name under .localhost, .test, .internal, .local or
	// .home.arpa, reserved for local work (http://localhost:1313/,
	// http://myapp.test/), which detection refuses as no registrable
	// domain. It acts in detection; WithLocalHosts links every local host.
	SpecialUseHosts bool
}

// SafePolicy returns the security preset of the linkifiers: every check on,
// links up to 2048 bytes, domains up to 253 octets, and the edges of links
// where readers expect them (TrimBareInitiator, CJKPunctuation, CJKText,
// TrimQuotes). Each call returns a new value: presets cannot be changed
// for others.
func SafePolicy() Policy {
	return Policy{
		MixedScript: true, WholeScriptConfusables: true, IdentifierStatus: true,
		BidiControl: true, TLDSyntax: true, MaxLength: 2048, MaxDomainLength: 253,
		TrimBareInitiator: true, CJKPunctuation: true, CJKText: true, TrimQuotes: true,
	}
}

// DocumentPolicy returns the default of the goldmark extension and htmlwalk:
// SafePolicy with CodeGuard, so that file names, versions and code names
// in documents (README.md, setup.py, 1.2.tv, Array.prototype.map) stay text
// unless written with a scheme, "www." or a path, and SpecialUseHosts, as
// documentation links its development servers (http://localhost:1313/).
func DocumentPolicy() Policy {
	p := SafePolicy()
	p.CodeGuard, p.SpecialUseHosts = true, true
	return p
}

// ForumPolicy returns the preset for forums where code is discussed:
// SafePolicy with CodeGuard. A local host means nothing to other readers:
// it stays text.
func ForumPolicy() Policy { p := SafePolicy(); p.CodeGuard = true; return p }

// ChatPolicy returns the preset for chat: ForumPolicy with shorter links
// (1024 bytes).
func ChatPolicy() Policy { p := ForumPolicy(); p.MaxLength = 1024; return p }

// Check returns a *PolicyError for the first check of p that the detected
// link text of the given kind fails, or nil. For the kinds of WithKinds it
// checks MaxLength, BidiControl, and the name as a local-part
// (MixedScript, WholeScriptConfusables: @аpple with a Cyrillic а fails). The fields that move a link's
// edges (CJKBoundary, CJKText, CJKPunctuation, TrimBareInitiator,
// TrimQuotes, WWWOnly's move to a "www." inside the first label, and
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
		return refuse(checkMaxLength, text)
	}
	if p.BidiControl {
		for i := chars.ASCIIPrefixLen(text); i < len(text); i++ {
			if text[i] < utf8.RuneSelf {
				continue // no bidi control is ASCII
			}
			r, size := utf8.DecodeRuneInString(text[i:])
			if chars.SecProp(r)&chars.SecBidiControl != 0 {
				return refusal{check: checkBidiControl, r: r, form: formCode}
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
			return refuse(checkHost, text) // no '@': no address
		}
		if f := p.checkLocalPart(text[:hs-1]); f.failed() {
			return f
		}
	}
	if hs == he && hasScheme {
		if hs >= 3 && text[hs-2:hs] == "//" && webSchemeOf(text[:hs-3]) != nil {
			return refuse(checkHost, text) // "http://": an authority with no host
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
			return refusal{check: checkIdentifierStatus, text: host, r: r, form: formInvisible}
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
			return refuse(checkHost, host)
		}
		// Safe: the view does not outlive the call, and no refusal quotes
		// it (checkLabels' is copied below).
		ascii = strings.TrimSuffix(unsafe.String(unsafe.SliceData(a), len(a)), ".")
		last = strings.LastIndexByte(ascii, '.') + 1
	}
	if len(ascii) > max {
		return refuse(checkMaxDomainLength, host)
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
		return refuse(checkWWWOnly, host)
	}
	if p.CodeGuard && kind == URL && !hasScheme && bareHost(text[he:]) {
		return codeGuard(chars.TrimLabelSep(host), ascii)
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
			return refuse(checkHost, last)
		}
	}
	for rest, more := host, true; more; {
		var label string
		label, rest, more = strings.Cut(rest, ".")
		u, ok := hosts.UnicodeLabel(label)
		if !ok {
			return refuse(checkHost, label)
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
			return refuse(checkMixedScript, piece)
		}
		if p.WholeScriptConfusables && chars.WholeScriptConfusable(piece) {
			return refuse(checkWholeScriptConfusable, piece)
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
		return refuse(checkTLDSyntax, u)
	}
	if ascii {
		return refusal{} // ASCII letters, digits and hyphens: one script, all allowed
	}
	if p.IdentifierStatus {
		for _, r := range u {
			if r != '-' && chars.SecProp(r)&chars.SecAllowed == 0 {
				return refusal{check: checkIdentifierStatus, text: u, r: r, form: formChar}
			}
		}
	}
	if p.MixedScript && !chars.HighlyRestrictive(u) {
		return refuse(checkMixedScript, u)
	}
	if p.WholeScriptConfusables && hosts.ConfusableUnder(u, tld) {
		return refuse(checkWholeScriptConfusable, u)
	}
	return refusal{}
}

// kindName returns the name of a link of a kind as Policy.Check, which
// knows no rule, reads it: its text from its first name code point (the
// detector passes the name after its rule's prefix instead).
func kindName(text string) string {
	return strings.TrimLeftFunc(text, func(r rune) bool { return !chars.IsNameRune(r) })
}
