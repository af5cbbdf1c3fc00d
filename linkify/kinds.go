package linkify

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
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

// WithKinds sets the kinds of links that are found besides URLs and e-mail
// addresses (none by default): [Detector.Find], [Detector.AppendSpans] and
// the linkifiers that use the detector report them with their Kind, and
// [Detector.Href] gives the href the rule's function makes. Rules are
// tried in order where their prefixes match at the same place, Numeric
// rules first (#123 is a ticket, #go a hashtag). A rule that
// is not valid is an error. WithKinds() turns them off again.
func WithKinds(rules ...KindRule) Option {
	return func(d *Detector) error {
		if len(rules) == 0 {
			d.kinds = nil
			return nil
		}
		k := &kindSet{rules: slices.Clone(rules)}
		// Numbers first: #123 is a ticket, also where a hashtag's rule,
		// which would take #123を見て whole, comes before.
		slices.SortStableFunc(k.rules, func(a, b KindRule) int {
			switch {
			case a.Numeric == b.Numeric:
				return 0
			case a.Numeric:
				return -1
			}
			return 1
		})
		for i, r := range k.rules {
			if err := r.check(); err != nil {
				return fmt.Errorf("linkify: WithKinds: rule %d (%s %q): %w", i, r.Kind, r.Prefix, err)
			}
			k.addFirst(r.Prefix[0])
			if chars.IsFullwidthable(r.Prefix[0]) {
				k.addFirst(0xEF) // ＠ is EF BC A0, ＃ EF BC 83
			}
		}
		d.kinds = k
		return nil
	}
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
