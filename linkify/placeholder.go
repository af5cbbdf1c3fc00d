package linkify

import (
	"bytes"
	"strings"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// Placeholders (Policy.Placeholders) keeps as text the links that
// documents and help write as templates for the reader to fill in, not as
// addresses: a masked value (XXX.XXX.XXX.XXX:8000, xx.com,
// xxxx@gmail.com), a word that names the kind of value instead of one,
// often after "your" or "my" (YOUR-TLD.wordpress.com,
// https://your-domain.com/, mydomain.com, app.domain.com,
// myfiles.customdomain.com, https://anotherwebsite.com,
// https://bugs.debian.org/package-name, https://people.debian.org/~your-user-id/,
// email@example.com, username@…, your.email.address@example.org,
// you-aliasname@debian.org), and template syntax ({french,spanish}@…, a
// path's https://api.example.com/users/{id}, https://github.com/<user>/). A made-up name of a concrete
// example is no template: joe@noreply.example.org, example.com and
// myspace.com, mysql.com, yourls.org, you.com still link.

// A wordClass tells what a word in lower case is to the template checks.
type wordClass uint8

const (
	wordKind  wordClass = 1 << iota // a kind of value, after an owner (mydomain, my-host, yourlogin) or before name or id in a path (package-name)
	wordLocal                       // a whole local-part of one (email@example.com, firstname.lastname@…)
	wordLabel                       // a whole domain label of one (app.domain.com, hostname.example.org)
	wordOwner                       // an owner before a kind (your-domain, another website)
)

// classOf returns the class of the lower-case word w. Pronouns name a
// person (you@example.com, someone@example.com), as a concrete example
// does; "you" owns a kind only before one (you-aliasname).
func classOf(w []byte) wordClass {
	switch string(w) {
	case "domain", "hostname":
		return wordKind | wordLabel
	case "subdomain":
		return wordLabel
	case "name", "username", "user", "userid", "login", "email":
		return wordKind | wordLocal
	case "firstname", "lastname", "surname":
		return wordLocal
	case "website", "site", "host", "server", "address", "company", "project", "org", "repo", "bucket", "package", "tld":
		return wordKind
	case "your", "my", "another", "some", "custom":
		return wordOwner
	}
	return 0
}

// placeholderKinds are the words of class wordKind, for endsInKind.
var placeholderKinds = strings.Fields(`domain hostname name username user userid login email
	website site host server address company project org repo bucket package tld`)

// placeholderIn returns the refusal of the URL or address text, whose
// host stands at text[hs:he], if it is a template (see Placeholders);
// ascii is the host's ASCII form in lower case, with no trailing dot, its
// top-level label from ascii[last:], and plain tells that ascii is the
// host as written (Policy.check has found them). It allocates nothing,
// and reads little of a link, where templates stand: the local-part, the
// first label and the one before the top-level domain, the first segment
// of the path and a '{' in it; each only past a test of three of its
// letters (templateStart, templateEnd) that nearly all links fail.
func placeholderIn(text string, kind Kind, hs, he int, ascii string, last int, plain bool) refusal {
	if kind == Email && hs > 1 {
		local := text[:hs-1]
		if len(local) >= 7 && local[6] == ':' && chars.EqualFoldASCII(local[:7], "mailto:") {
			local = local[7:]
		}
		if (templateStart(local, &localStarts) || !chars.IsAlnum(local[0]) || local[len(local)-1] == '}') && templateLocal(local) {
			return refuse(failPlaceholder, local)
		}
	}
	// The first label and the one before the top-level domain, where
	// templates stand (YOUR-TLD.wordpress.com, app.domain.com); the
	// registry's top-level label never is one.
	if last > 1 {
		labels := ascii[:last-1]
		if templateStart(labels, &labelStarts) {
			end := strings.IndexByte(labels, '.')
			if end < 0 {
				end = len(labels)
			}
			if templateWords(labels[:end], false) {
				return placeholderLabel(text, hs, he, 0, end, plain)
			}
		}
		if templateEnd(labels) {
			start := strings.LastIndexByte(labels, '.') + 1
			if start > 0 && templateWords(labels[start:], false) {
				return placeholderLabel(text, hs, he, start, len(labels), plain)
			}
		}
	}
	if kind == URL && he+1 < len(text) && text[he] == '/' {
		path := text[he+1:]
		first := path[:segmentEnd(path)]
		if templateStart(strings.TrimPrefix(first, "~"), &labelStarts) || endsInNameOrID(first) || first != "" && first[0] == '<' || strings.IndexByte(path, '{') >= 0 {
			if seg, ok := templatePath(path); ok {
				return refuse(failPlaceholder, seg)
			}
		}
	}
	return refusal{}
}

// A letterSet is a set of runs of three letters, in either case, read as
// 5-bit codes (c&31), for the cheap tests that come before templateWords:
// a code holds a letter and, seldom, another byte (a digit or punctuation),
// which only makes the test pass where the full one then fails.
type letterSet [1 << 10]uint32

// has reports whether the first three bytes of s are in the set (those
// of s and NUL where s is shorter).
func (t *letterSet) has(a, b, c byte) bool {
	i := uint(a&31)<<10 | uint(b&31)<<5 | uint(c&31)
	return t[i>>5]>>(i&31)&1 != 0
}

// add adds the runs of the letters of each word of words: its three, or
// its two and any third where it has two (my…, xx…).
func (t *letterSet) add(words string) {
	for _, w := range strings.Fields(words) {
		for c := range 32 {
			third := byte(c)
			if len(w) == 3 {
				third = w[2]
			}
			i := uint(w[0]&31)<<10 | uint(w[1]&31)<<5 | uint(third&31)
			t[i>>5] |= 1 << (i & 31)
		}
	}
}

// labelStarts and localStarts are the first three letters of the words
// that begin a template's label or local-part (templateWords): masks,
// xyz, owners, the kinds of a label and, for local-parts, of an address.
// labelEnds are the last three of the words that end a template's label:
// the kinds of value (domain, site, host, …), masks, xyz.
var labelStarts, localStarts, labelEnds = func() (starts, locals, ends letterSet) {
	const labels = `my xx xyz you ano som cus dom hos sub`
	starts.add(labels)
	locals.add(labels + ` nam use log ema fir las sur`)
	ends.add(`ain ite any ost ame ver ect org epo ket age tld ail gin ess ser xxx xyz`)
	return starts, locals, ends
}()

// templateStart reports whether s starts with three letters of t (two and
// NUL, if it has two).
func templateStart(s string, t *letterSet) bool {
	if len(s) < 2 {
		return false
	}
	var c byte
	if len(s) > 2 {
		c = s[2]
	}
	return t.has(s[0], s[1], c)
}

// templateEnd reports whether s ends with three letters of labelEnds.
func templateEnd(s string) bool {
	n := len(s)
	return n >= 3 && labelEnds.has(s[n-3], s[n-2], s[n-1])
}

// placeholderLabel returns the refusal of the template label that stands
// at [start:end] of the host text[hs:he] in its ASCII form: the label as
// written, or the host where that form is no view of it (plain is false:
// it may be a buffer's, which no refusal quotes).
func placeholderLabel(text string, hs, he, start, end int, plain bool) refusal {
	if !plain {
		return refuse(failPlaceholder, text[hs:he])
	}
	return refuse(failPlaceholder, text[hs+start:hs+end])
}

// templateLocal reports whether the local-part is a template's: in
// braces ({french,spanish}@… leaves "spanish}" to Link_Email), or words
// that make one (templateWords) from its first, after the symbols that
// Link_Email takes in before it (|user).
func templateLocal(local string) bool {
	if local == "" {
		return false
	}
	if local[0] == '{' || local[len(local)-1] == '}' {
		return true
	}
	i := 0
	for i < len(local) && !chars.IsAlnum(local[i]) {
		i++
	}
	local = local[i:]
	return templateStart(local, &localStarts) && templateWords(local, true)
}

// templatePath returns the segment of path, what follows the '/' after a
// URL's host, that is a template's, and reports whether there is one: one
// with a '{' (/users/{id}/repos), or a first segment that templateSegment
// reads as one (~your-user-id, package-name, <user>, USERNAME), where
// templates name what they stand for. A '{' in a query is a value.
func templatePath(path string) (string, bool) {
	if j := strings.IndexByte(path, '{'); j >= 0 && !strings.ContainsAny(path[:j], "?#") {
		start := strings.LastIndexByte(path[:j], '/') + 1
		return path[start : start+segmentEnd(path[start:])], true
	}
	first := path[:segmentEnd(path)]
	return first, templateSegment(first)
}

// segmentEnd returns where the path segment at the start of s ends: at a
// '/', '?' or '#', or at its end.
func segmentEnd(s string) int {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '/' || c == '?' || c == '#' {
			return i
		}
	}
	return len(s)
}

// templateWords reports whether the words of part, a domain label or (if
// local) a local-part, make a template: "your" first (YOUR-TLD,
// your.email.address; not be-your-own-isp), a mask, an owner and a kind of
// value in one word or two (mydomain, my-domain, you-aliasname), or only
// words of class wordLocal (a local-part) or wordLabel (a label).
func templateWords(part string, local bool) bool {
	whole, starts := wordLabel, &labelStarts
	if local {
		whole, starts = wordLocal, &localStarts
	}
	prevOwner, all, words := false, true, 0
	for rest := part; rest != ""; {
		var w string
		w, rest = nextWord(rest)
		if w == "" {
			continue // a run of separators, or symbols that Link_Email takes in (|user)
		}
		words++
		if !prevOwner && !templateStart(w, starts) {
			prevOwner, all = false, false // most words: mail, example, support
			continue
		}
		if isMask(w) {
			return true
		}
		var buf [wordMax]byte
		key := lowerWord(buf[:], w)
		class := classOf(key)
		if words == 1 && string(key) == "your" || ownedKind(key) || prevOwner && endsInKind(key) {
			return true
		}
		prevOwner = class&wordOwner != 0 || string(key) == "you"
		all = all && class&whole != 0
	}
	return all && words > 0 && (local || words == 1)
}

// templateSegment reports whether a path segment is a template's: it
// stands in <…> (/<user>/), or it names the kind of value it stands for,
// after a '~' if any: "your" first (your-user-id), a mask (XXXX), an owned
// kind (yourname), or, not in a title's case, a kind of value and its name
// or id (package-name, user-id, username, USERNAME).
func templateSegment(seg string) bool {
	if len(seg) > 2 && seg[0] == '<' && seg[len(seg)-1] == '>' {
		return true
	}
	seg = strings.TrimPrefix(seg, "~")
	if !templateStart(seg, &labelStarts) && !endsInNameOrID(seg) {
		return false // most segments: no word of a template at either end
	}
	w, rest := nextWord(seg)
	if w == "" {
		return false
	}
	if isMask(w) {
		return true
	}
	var buf [wordMax]byte
	key := lowerWord(buf[:], w)
	if string(key) == "your" || ownedKind(key) {
		return true
	}
	if titleCase(w) {
		return false // a title's words: wiki/Domain_name, wiki/Username
	}
	if rest == "" {
		return kindWithName(key)
	}
	second, rest := nextWord(rest)
	var buf2 [wordMax]byte
	k2 := string(lowerWord(buf2[:], second))
	return rest == "" && classOf(key)&wordKind != 0 && (k2 == "name" || k2 == "id")
}

// endsInNameOrID reports whether s ends in "name" or "id", in either case.
func endsInNameOrID(s string) bool {
	n := len(s)
	return n >= 2 && s[n-2]|0x20 == 'i' && s[n-1]|0x20 == 'd' || n >= 4 && chars.EqualFoldASCII(s[n-4:], "name")
}

// titleCase reports whether the word starts with a capital and goes on in
// lower case, as titles do (USERNAME is a template's capitals).
func titleCase(w string) bool {
	return 'A' <= w[0] && w[0] <= 'Z' && len(w) > 1 && 'a' <= w[1] && w[1] <= 'z'
}

// kindWithName reports whether the lower-case word is a kind of value and
// "name" or "id" in one (username, reponame, packageid).
func kindWithName(key []byte) bool {
	for _, suffix := range [...]string{"name", "id"} {
		if k, ok := bytes.CutSuffix(key, []byte(suffix)); ok && len(k) > 0 && classOf(k)&wordKind != 0 {
			return true
		}
	}
	return false
}

// nextWord returns the first word of s, a run of ASCII letters and
// digits (empty if s starts with another byte), and what follows it
// after one separator.
func nextWord(s string) (word, rest string) {
	i := 0
	for i < len(s) && chars.IsAlnum(s[i]) {
		i++
	}
	if i < len(s) {
		return s[:i], s[i+1:]
	}
	return s, ""
}

// isMask reports whether the word masks a value or stands for any: two
// or more x's (XXX.XXX.XXX.XXX, xxxx@gmail.com), or xyz (a package called
// xyz, xyz@packages.debian.org).
func isMask(w string) bool {
	if len(w) < 2 || w[0]|0x20 != 'x' {
		return false
	}
	if len(w) == 3 && chars.EqualFoldASCII(w, "xyz") {
		return true
	}
	for i := 1; i < len(w); i++ {
		if w[i]|0x20 != 'x' {
			return false
		}
	}
	return true
}

// ownedKind reports whether the lower-case word is an owner and a kind of
// value in one: yourdomain, mydomain, anotherwebsite, customdomain.
func ownedKind(key []byte) bool {
	if len(key) < 4 {
		return false
	}
	var owner string
	switch key[0] {
	case 'y':
		owner = "your"
	case 'm':
		owner = "my"
	case 'a':
		owner = "another"
	case 's':
		owner = "some"
	case 'c':
		owner = "custom"
	default:
		return false
	}
	k, ok := bytes.CutPrefix(key, []byte(owner))
	return ok && classOf(k)&wordKind != 0
}

// endsInKind reports whether the lower-case word is a kind of value or
// ends in one (domain, aliasname).
func endsInKind(key []byte) bool {
	for _, kind := range placeholderKinds {
		if bytes.HasSuffix(key, []byte(kind)) {
			return true
		}
	}
	return false
}

// wordMax is the longest word that the lists above are asked about:
// longer ones are no kind of value, nor an owner and one.
const wordMax = 24

// lowerWord returns w in lower case, in buf, or nil if it is longer than
// wordMax (no list holds it).
func lowerWord(buf []byte, w string) []byte {
	if len(w) > wordMax {
		return nil
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return buf[:len(w)]
}
