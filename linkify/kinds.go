package linkify

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// Mention returns the rule of @mentions (@alice, @José, @Иван, @田中):
// '@' (or ＠) and a name of letters, marks, digits and '_', with '.' and '-'
// inside it (john.doe, jean-luc), as forum user names are. href makes the
// href of a name, such as "https://forum.example/u/" + url.PathEscape(name).
func Mention(href func(name string) string) KindRule {
	return KindRule{Kind: KindMention, Prefix: "@", Joiners: ".-", Href: href}
}

// Hashtag returns the rule of #hashtags (#golang, #日本語, #café): '#' (or
// ＃) and a name of letters, marks, digits and '_' that holds a letter or
// mark (#2024 is none), as Twitter's text library reads them.
func Hashtag(href func(tag string) string) KindRule {
	return KindRule{Kind: KindHashtag, Prefix: "#", Href: href}
}

// Ticket returns the rule of ticket references: prefix ("#", "GH-",
// "PROJ-") and a number (#123, GH-42); href makes the href of a number.
// With both Ticket("#", …) and Hashtag, #123 is a ticket and #go a
// hashtag.
func Ticket(prefix string, href func(number string) string) KindRule {
	return KindRule{Kind: KindTicket, Prefix: prefix, Numeric: true, Href: href}
}

// check reports what makes the rule not valid.
func (r *KindRule) check() error {
	switch {
	case r.Kind < KindMention || r.Kind > KindTicket:
		return errors.New("the kind is not KindMention, KindHashtag or KindTicket")
	case r.Href == nil:
		return errors.New("no Href function")
	case r.Prefix == "" || !utf8.ValidString(r.Prefix):
		return errors.New("the prefix is empty or not UTF-8")
	case strings.ContainsFunc(r.Prefix, func(c rune) bool { return c <= ' ' || unicode.IsSpace(c) }):
		return errors.New("the prefix holds a space or a control character")
	}
	if last, _ := utf8.DecodeLastRuneInString(r.Prefix); chars.IsNameRune(last) && (last >= utf8.RuneSelf || chars.IsDigit(byte(last))) {
		return errors.New("the prefix ends with a digit or a non-ASCII name code point, which the name would take")
	}
	for i := 0; i < len(r.Joiners); i++ {
		if c := r.Joiners[i]; c >= utf8.RuneSelf || chars.IsAlnum(c) || c <= ' ' || c == '_' {
			return fmt.Errorf("joiner %q is not ASCII punctuation", c)
		}
	}
	return nil
}

// String returns the kind's name: "url", "email", "mention", "hashtag" or
// "ticket".
func (k Kind) String() string {
	switch k {
	case Email:
		return "email"
	case KindMention:
		return "mention"
	case KindHashtag:
		return "hashtag"
	case KindTicket:
		return "ticket"
	}
	return "url"
}

// PathHref returns an Href function for a [KindRule] that puts the name,
// escaped as a path segment (url.PathEscape), after prefix:
// Mention(PathHref("https://forum.example/u/")) links @José to
// https://forum.example/u/Jos%C3%A9.
func PathHref(prefix string) func(name string) string {
	return func(name string) string { return prefix + url.PathEscape(name) }
}

// KindRule tells a [Detector] how to find links of a kind beyond URLs and
// e-mail addresses, as forums and trackers link them: @mentions, #hashtags,
// ticket references (#123, GH-123). [Mention], [Hashtag] and [Ticket] make
// the rules forums use; [WithKinds] turns them on (they are off by
// default, and cost nothing then).
//
// A link of a kind is its Prefix, then a name:
//
//   - It starts where the Prefix stands at the start of the text or after
//     a space, an opening bracket or a quote, one of , ; < > ? |, a '*' or
//     '~' (Markdown emphasis), a non-ASCII punctuation mark, symbol or
//     emoji; after an ideograph, kana, Hangul or Thai letter too, as those
//     scripts are written without spaces. Never after a letter, digit,
//     mark or '_' (so a@example.com is never a mention; with
//     WithEmphasisMarks a run of '_' that stands outside a word is
//     Markdown emphasis: _@bob_), nor after '/', '#', '&', '.' or ':'
//     (so a URL's fragment is never a hashtag).
//   - The name is a run of letters, marks, decimal digits and '_' in any
//     script (@José, #日本語, @Иван), ZERO WIDTH (NON-)JOINER, MIDDLE DOT
//     and KATAKANA MIDDLE DOT inside it, and the Joiners inside it; a
//     Numeric name is ASCII digits alone. As under the UTS #58 termination
//     algorithm, a name never ends with punctuation: "@bob." links @bob,
//     "(#go)" links #go, "#東京。" links #東京.
//   - A link of a kind never overlaps a URL or an e-mail address, which
//     are found first: in "#example.com" the domain is linked, in
//     "@bob@example.com" the address; "@example.com" (no URL: a domain
//     is not linked after '@') is a mention.
//   - A detector's policy checks each link ([Policy.Check]): its length,
//     and its name as a local-part, so that @аpple with a Cyrillic а is
//     refused.
//
// A Prefix whose first code point is ASCII punctuation matches its
// fullwidth form too (＠ for @, ＃ for #), as CJK text writes them.
type KindRule struct {
	// Kind is what the links report: KindMention, KindHashtag or KindTicket.
	Kind Kind
	// Prefix is the text that starts a link: "@", "#", "GH-", "PROJ-". It
	// holds no space and ends with no digit or non-ASCII name code point,
	// which the name would take. It is matched case-sensitively.
	Prefix string
	// Numeric makes the name ASCII digits alone (a ticket number: #123,
	// GH-42), which no other name code point may follow (#123abc is none)
	// but CJK text (#123を見て). Otherwise the name holds a letter or
	// mark: #2024 is no hashtag.
	Numeric bool
	// Joiners lists ASCII punctuation that may stand inside a name, between
	// two name code points: ".-" for user names such as john.doe or
	// jean-luc. A name never ends with one.
	Joiners string
	// Href returns the href of a link given its name, the text after the
	// Prefix ("José" for "@José"), or "" to leave the text as it is (an
	// unknown user). An href that is not absolute, of a scheme the
	// detector links (http, https, mailto, and those of WithSchemes),
	// leaves it as text too: javascript: and data: never become links,
	// nor /u/bob (the linkifiers write absolute hrefs). It is called when a
	// link is found and again when its href is asked for, concurrently if
	// the detector is used so: it must be safe for concurrent use.
	Href func(name string) string
}

// kindSet is the kinds of a Detector (WithKinds): its rules, and the first
// bytes of their prefixes, where the kinds' pass stops. It is not changed
// after WithKinds, so detectors share it.
type kindSet struct {
	rules  []KindRule
	first  [256]bool
	firsts []byte // the bytes first marks, each once
}

func (k *kindSet) addFirst(c byte) {
	if !k.first[c] {
		k.first[c] = true
		k.firsts = append(k.firsts, c)
	}
}
