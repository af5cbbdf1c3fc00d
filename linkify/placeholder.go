package linkify

import (
	"bytes"
	"slices"
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

// placeholderOwners are the words that, before a kind of value, make a
// template of it: your-domain, mydomain, anotherwebsite, customdomain.
// "your" alone is one before anything (YOUR-TLD, your.email.address).
var placeholderOwners = []string{"your", "my", "another", "some", "custom"}

// placeholderKindList are the kinds of value that templates name after an
// owner (mydomain, my-host, yourlogin, you-aliasname) or before "name"
// or "id" in a path (package-name, user-id, username); placeholderKinds
// is their set.
var placeholderKindList = strings.Fields(`domain website site host hostname server name username user userid login
	email address company project org repo bucket package tld`)

var placeholderKinds = wordSet(strings.Join(placeholderKindList, " "))

// placeholderLabels are the domain labels that name the kind of label
// instead of one: app.domain.com, hostname.example.org.
var placeholderLabels = wordSet(`domain subdomain hostname`)

// placeholderLocals are the words that, making up a whole local-part,
// name the kind of address instead of one: email@example.com,
// user@example.org, firstname.lastname@…. Pronouns name a person
// (you@example.com, someone@example.com), as a concrete example does.
var placeholderLocals = wordSet(`user username userid login email name firstname lastname surname`)

// placeholderIn returns the refusal of the URL or address text, whose
// host stands at text[hs:he], if it is a template (see Placeholders).
// It allocates nothing.
func placeholderIn(text string, kind Kind, hs, he int) refusal {
	if kind == Email {
		local := text[:max(hs-1, 0)]
		if len(local) >= 7 && chars.EqualFoldASCII(local[:7], "mailto:") {
			local = local[7:]
		}
		if strings.ContainsAny(local, "{}") || templateWords(local, true) {
			return refuse(failPlaceholder, local)
		}
	}
	host := text[hs:he]
	for rest := chars.TrimLabelSep(host); ; {
		n := chars.FirstLabelLen(rest)
		if n == len(rest) {
			break // the top-level domain is the registry's, never a template
		}
		label := rest[:n]
		var buf [wordMax]byte
		if placeholderLabels[string(lowerWord(buf[:], label))] || templateWords(label, false) {
			return refuse(failPlaceholder, label)
		}
		rest = rest[n+chars.LabelSepLen(rest, n):]
	}
	if kind == URL {
		for rest := text[he:]; rest != ""; {
			i := strings.IndexAny(rest, "/?#")
			if i < 0 || rest[i] != '/' {
				break // the path ends
			}
			rest = rest[i+1:]
			seg := rest[:segmentEnd(rest)]
			if templateSegment(seg) {
				return refuse(failPlaceholder, seg)
			}
		}
	}
	return refusal{}
}

// segmentEnd returns where the path segment at the start of s ends.
func segmentEnd(s string) int {
	if i := strings.IndexAny(s, "/?#"); i >= 0 {
		return i
	}
	return len(s)
}

// templateWords reports whether the words of part, a domain label or (if
// local) a local-part, make a template: "your" first (YOUR-TLD,
// your.email.address; not be-your-own-isp), a mask of x's, an owner and a
// kind of value in one word or two (mydomain, my-domain, you-aliasname),
// or, in a local-part, only words of placeholderLocals.
func templateWords(part string, local bool) bool {
	prevOwner, allLocal, words := false, true, 0
	for rest := part; rest != ""; {
		var w string
		w, rest = nextWord(rest)
		if w == "" {
			continue // a run of separators, or symbols that Link_Email takes in (|user)
		}
		first := words == 0
		words++
		var buf [wordMax]byte
		key := lowerWord(buf[:], w)
		switch {
		case first && string(key) == "your" || isMask(w) || ownedKind(key):
			return true
		case prevOwner && endsInKind(key):
			return true
		}
		prevOwner = string(key) == "you" || slices.Contains(placeholderOwners, string(key))
		allLocal = allLocal && placeholderLocals[string(key)]
	}
	return local && allLocal && words > 0
}

// templateSegment reports whether a path segment is a template's: it
// holds a '{' (/users/{id}) or stands in <…> (/<user>/), or it names the
// kind of value it stands for, after a '~' if any: "your" first
// (your-user-id), a mask (XXXX), an owned kind (yourname), or, not in a
// title's case, a kind of value and its name or id (package-name,
// user-id, username, USERNAME).
func templateSegment(seg string) bool {
	if strings.IndexByte(seg, '{') >= 0 || len(seg) > 2 && seg[0] == '<' && seg[len(seg)-1] == '>' {
		return true
	}
	w, rest := nextWord(strings.TrimPrefix(seg, "~"))
	if w == "" {
		return false
	}
	var buf [wordMax]byte
	key := lowerWord(buf[:], w)
	if string(key) == "your" || isMask(w) || ownedKind(key) {
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
	return rest == "" && placeholderKinds[string(key)] && (k2 == "name" || k2 == "id")
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
		if k, ok := bytes.CutSuffix(key, []byte(suffix)); ok && len(k) > 0 && placeholderKinds[string(k)] {
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
	return len(w) >= 2 && strings.Trim(w, "xX") == "" || len(w) == 3 && chars.EqualFoldASCII(w, "xyz")
}

// ownedKind reports whether the lower-case word is an owner and a kind of
// value in one: yourdomain, mydomain, anotherwebsite, customdomain.
func ownedKind(key []byte) bool {
	for _, owner := range placeholderOwners {
		if k, ok := bytes.CutPrefix(key, []byte(owner)); ok && placeholderKinds[string(k)] {
			return true
		}
	}
	return false
}

// endsInKind reports whether the lower-case word is a kind of value or
// ends in one (domain, aliasname).
func endsInKind(key []byte) bool {
	for _, kind := range placeholderKindList {
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
