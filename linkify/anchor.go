package linkify

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/golinkify/uts58/linkify/internal/chars"
)

// Anchor is a link as a linkifier is about to write it in HTML: the
// goldmark extension and htmlwalk show one to each callback, which may
// change its text, href or attributes. Text and attribute values are
// escaped when written.
type Anchor struct {
	Text string // what the link shows: its text as written, or shortened
	Href string // where it goes: the detector's href unless changed
	Kind Kind   // URL, Email, or a kind of linkify.WithKinds
	// Attr holds the attributes of the <a> element after href, in order.
	Attr []Attribute
}

// Attribute is an attribute of an [Anchor].
type Attribute struct {
	Key, Val string
}

// SetAttr sets the attribute key to val, replacing an earlier value.
func (a *Anchor) SetAttr(key, val string) {
	for i := range a.Attr {
		if a.Attr[i].Key == key {
			a.Attr[i].Val = val
			return
		}
	}
	a.Attr = append(a.Attr, Attribute{key, val})
}

// GetAttr returns the value of the attribute key, and whether it is set.
func (a *Anchor) GetAttr(key string) (string, bool) {
	for _, at := range a.Attr {
		if at.Key == key {
			return at.Val, true
		}
	}
	return "", false
}

// AddRel adds tokens to the rel attribute, once each.
func (a *Anchor) AddRel(tokens ...string) {
	v, _ := a.GetAttr("rel")
	rel := strings.Fields(v)
	for _, t := range tokens {
		if !contains(rel, t) {
			rel = append(rel, t)
		}
	}
	a.SetAttr("rel", strings.Join(rel, " "))
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Host returns the host of the anchor's href in ASCII (lower case), the
// domain of a mailto: address, or "" if it has none; for callbacks that
// treat links to other sites differently.
func (a *Anchor) Host() string {
	h := a.Href
	if i := strings.Index(h, "://"); i >= 0 {
		h = h[i+3:]
	} else if i := strings.IndexByte(h, ':'); i >= 0 && chars.EqualFoldASCII(h[:i], "mailto") {
		h = h[i+1:]
		if q := strings.IndexByte(h, '?'); q >= 0 {
			h = h[:q]
		}
		h = h[strings.LastIndexByte(h, '@')+1:]
	} else {
		return ""
	}
	if i := strings.IndexAny(h, "/?#"); i >= 0 {
		h = h[:i]
	}
	if strings.HasPrefix(h, "[") {
		if i := strings.IndexByte(h, ']'); i >= 0 {
			return h[:i+1]
		}
	} else if i := strings.LastIndexByte(h, ':'); i >= 0 {
		h = h[:i] // a port
	}
	return strings.ToLower(h)
}

// Ellipsis ends a shortened link text.
const Ellipsis = "…"

// ShortenText returns the text of a detected link shortened to at most
// limit code points for display, as forums and chat show long links: the scheme
// is dropped and the rest cut after limit-1 code points, with [Ellipsis]
// appended. The host (and port) always stays whole, so that the text never
// shows another site than the link goes to; a cut never splits a
// percent-escape or separates a combining mark from its base. E-mail
// addresses, links of the kinds of WithKinds, texts of limit code points or fewer, and any text when limit <= 0
// are returned as they are.
func ShortenText(text string, kind Kind, limit int) string {
	if kind != URL || limit <= 0 || utf8.RuneCountInString(text) <= limit {
		return text
	}
	hs, he, _ := linkHost(text, kind)
	if he < len(text) && text[he] == ':' { // the port belongs to the host's display
		for he++; he < len(text) && chars.IsDigit(text[he]); he++ {
		}
	}
	shown := text[hs:]
	if utf8.RuneCountInString(shown) <= limit {
		return shown
	}
	hostEnd := he - hs
	cut, n := 0, 0
	for cut < len(shown) && n < limit-1 {
		_, size := utf8.DecodeRuneInString(shown[cut:])
		cut += size
		n++
	}
	cut = max(cut, hostEnd)
	// Back up out of a percent-escape and before combining marks, joiners
	// and variation selectors, which belong to the code point before them.
	for cut > hostEnd {
		if p := strings.LastIndexByte(shown[max(cut-2, hostEnd):cut], '%'); p >= 0 {
			cut = max(cut-2, hostEnd) + p
			continue
		}
		r, _ := utf8.DecodeRuneInString(shown[cut:])
		if !unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc, unicode.Variation_Selector) && r != '\u200D' {
			break
		}
		_, size := utf8.DecodeLastRuneInString(shown[:cut])
		cut -= size
	}
	if cut >= len(shown) {
		return shown
	}
	return shown[:cut] + Ellipsis
}
