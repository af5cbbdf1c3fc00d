package anchors

import (
	"errors"
	"fmt"
	"strings"

	"github.com/golinkify/uts58/linkify"
)

// The attributes a callback may set on an anchor, besides its Href, in
// every front end: the names below, and data-* and aria-* names (a prefix
// and then ASCII lower-case letters, digits, '-', '_' or '.'), written in
// lower case, each once. They carry no script, no style and no URL: event
// handlers (on*), style, id and name (which can clobber the page's
// script), and URL-valued attributes (src, ping, formaction, srcdoc,
// xlink:href, …), whose URL no policy checks, are refused, and so is any
// other name. A link whose callbacks leave another attribute is not made
// (see Decide).
const AllowedAttrs = "class, dir, download, hreflang, lang, referrerpolicy, rel, role, target, title, translate, type, data-* and aria-*"

// allowedAttr reports whether key is an attribute a callback may set.
func allowedAttr(key string) bool {
	switch key {
	case "class", "dir", "download", "hreflang", "lang", "referrerpolicy", "rel", "role", "target", "title",
		"translate", "type":
		return true
	}
	for _, prefix := range [...]string{"data-", "aria-"} {
		if name, ok := strings.CutPrefix(key, prefix); ok {
			return name != "" && strings.IndexFunc(name, func(r rune) bool {
				return !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-' || r == '_' || r == '.')
			}) < 0
		}
	}
	return false
}

// AttrErr returns an error unless key is an attribute a callback may set
// on an anchor (see AllowedAttrs).
func AttrErr(key string) error {
	switch {
	case allowedAttr(key):
		return nil
	case strings.EqualFold(key, "href"):
		return errors.New("an href attribute was set (set the anchor's Href)")
	case allowedAttr(strings.ToLower(key)):
		return fmt.Errorf("%q is not in lower case", key)
	case len(key) > 2 && strings.EqualFold(key[:2], "on"):
		return fmt.Errorf("%q is an event handler (a callback may set %s)", key, AllowedAttrs)
	}
	return fmt.Errorf("%q is not an attribute a callback may set (%s)", key, AllowedAttrs)
}

// CheckAttrs returns the error of the first attribute of attrs that
// AttrErr refuses, or that comes twice.
func CheckAttrs(attrs []linkify.Attribute) error {
	for i, at := range attrs {
		if err := AttrErr(at.Key); err != nil {
			return err
		}
		for _, prev := range attrs[:i] {
			if prev.Key == at.Key {
				return fmt.Errorf("%q is set twice", at.Key)
			}
		}
	}
	return nil
}
