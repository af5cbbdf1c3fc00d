package linkify

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// aroundLinks are the punctuation marks FuzzPunctuationAround puts before
// and after links: ASCII punctuation and the marks that real text puts
// next to links in other scripts.
const aroundLinks = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~…–—«»„“”‘’、。，．！？：；（）「」『』【】¡¿"

// FuzzPunctuationAround checks that a link found in a text is found
// unchanged when one punctuation mark is put right before or after it,
// unless the mark joins it: it ends up inside a link, or it is one that
// goes on with the link's word by the rules the README lists (see
// joinsBefore and joinsAfter).
func FuzzPunctuationAround(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, text string) {
		for _, l := range Find(text) {
			lt := text[l.Start:l.End]
			for _, p := range aroundLinks {
				ps := string(p)
				for _, before := range []bool{true, false} {
					at := l.End
					if before {
						at = l.Start
					}
					t2 := text[:at] + ps + text[at:]
					start := l.Start
					if before {
						start += len(ps)
					}
					// Found as it was, or the mark or the link's text
					// stands inside a link: it joined one.
					if found(t2, start, lt) || inLink(t2, at, len(ps)) || inLink(t2, start, len(lt)) {
						continue
					}
					if before && joinsBefore(text, l, p) || !before && joinsAfter(text, l, p) {
						continue
					}
					t.Fatalf("%q in %q is lost when %q is put %s it: %s", lt, text, ps, map[bool]string{true: "before", false: "after"}[before], Mark(t2, Find(t2)))
				}
			}
		}
	})
}

// found reports whether Find(text) has the link lt at start.
func found(text string, start int, lt string) bool {
	for _, l := range Find(text) {
		if l.Start == start && text[l.Start:l.End] == lt {
			return true
		}
	}
	return false
}

// inLink reports whether text[at:at+n] lies inside a link found in text.
func inLink(text string, at, n int) bool {
	for _, l := range Find(text) {
		if l.Start <= at && at+n <= l.End {
			return true
		}
	}
	return false
}

// joinsBefore reports whether p, put before the link l of text, goes on
// with it: '@' (the text before becomes a local-part or userinfo);
// before a scheme, a '/' that makes the text before "scheme://"
// (the link then stands in its authority);
// before a scheme-less domain a label separator or hyphen (part of the
// run) or a mark that shows it is part of something else (/ \ : @ _ $ %);
// before an e-mail address a code point of its local-part, a dot, or a
// ':' before "//" (scheme://user@host).
func joinsBefore(text string, l Link, p rune) bool {
	lt := text[l.Start:l.End]
	switch {
	case p == '@':
		return true // it makes the text before a local-part or userinfo
	case l.Kind == Email:
		return p == '.' || p == ':' && strings.HasPrefix(lt, "//") || IsLinkEmail(p) || chars.LabelSepLen(string(p), 0) > 0 || strings.HasPrefix(lt, "mailto:") && p < utf8.RuneSelf && chars.IsSchemeByte(byte(p))
	case hasScheme(lt):
		// "http:/" + "/" makes an authority that the link stands in.
		return p == '/' && strings.HasSuffix(text[:l.Start], ":/")
	}
	return p == '-' || chars.LabelSepLen(string(p), 0) > 0 || p < utf8.RuneSelf && rejectBefore[p]
}

// joinsAfter reports whether p, put after the link l of text, goes on with
// it: after a host, '@', '%', '\' and a colon (the authority goes on), '_'
// before a word; anywhere a code point the termination algorithm takes in
// (Include, an initiator, a bracket that closes one opened in the link),
// also in the query of a mailto: URL, which '?' starts: it may give a
// field a value that names another mailbox, which leaves the URL text
// (mailto:a@example.com?s= and '$', mailto:a@example.com and '?' before
// x=1).
func joinsAfter(text string, l Link, p rune) bool {
	lt := text[l.Start:l.End]
	switch p {
	case '@', '%', '\\', ':', '_':
		return true
	}
	if l.Kind == Email && !strings.Contains(lt, "?") {
		return p == '?' && len(lt) > 7 && strings.EqualFold(lt[:7], "mailto:")
	}
	if !hasScheme(lt) && IsLinkEmail(p) && strings.Contains(text[l.End:], "@") {
		return true // it makes the text after a local-part, which is favored
	}
	hs, he, _ := linkHost(lt, l.Kind)
	if he == len(lt) && hs < he {
		return p == '/' || p == '?' || p == '#' || p == '-' || chars.LabelSepLen(string(p), 0) > 0
	}
	t := LinkTermOf(p)
	return t == Include || t == Close || t == Open || p == '/' || p == '?' || p == '#'
}

// hasScheme reports whether lt, the text of a detected URL, has a scheme.
func hasScheme(lt string) bool {
	sch, _ := schemeAt(lt)
	return sch != nil
}

func TestPunctuationAroundSeeds(t *testing.T) {
	for _, s := range []string{"see example.com now", "https://example.com/a b", "me@example.com", "詳細はhttps://例え.jp/パス を", "(example.org/α)"} {
		for _, l := range Find(s) {
			for _, p := range aroundLinks {
				for _, t2 := range []string{s[:l.Start] + string(p) + s[l.Start:], s[:l.End] + string(p) + s[l.End:]} {
					_ = Find(t2)
				}
			}
		}
	}
}
