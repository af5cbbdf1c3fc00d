package htmlwalk

import (
	"fmt"
	"strings"

	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
)

// Anchor is a link about to be made, as a callback (WithCallback) sees it:
// the linkify.Anchor with its Text, Href, Kind and Attr (the attributes
// after href) and its methods SetAttr, GetAttr, AddRel and Host; and the
// element whose text holds the link.
type Anchor struct {
	linkify.Anchor
	// Parent is the element whose text holds the link; nil in LinkifyText.
	Parent *html.Node
}

// attrErr returns an error if the attribute key cannot follow href on
// the <a> of an anchor: href itself (the anchor's Href is the href), or
// a name that is not a valid HTML attribute name.
func attrErr(key string) error {
	if strings.EqualFold(key, "href") {
		return fmt.Errorf("htmlwalk: WithCallback: an href attribute was set (set the anchor's Href)")
	}
	ok := key != ""
	for i := 0; ok && i < len(key); i++ {
		c := key[i]
		ok = c > ' ' && c != 0x7F && c != '"' && c != '\'' && c != '<' && c != '>' && c != '/' && c != '='
	}
	if !ok {
		return fmt.Errorf("htmlwalk: WithCallback: %q is not an attribute name (no space, control, quote, '<', '>', '/' or '=')", key)
	}
	return nil
}

// validAttrs returns how many of a's attributes are valid (attrErr), and
// notes the first error.
func (w *walker) validAttrs(a *linkify.Anchor) int {
	n := 0
	for _, at := range a.Attr {
		if err := attrErr(at.Key); err != nil {
			if w.err == nil {
				w.err = err
			}
			continue
		}
		n++
	}
	return n
}
