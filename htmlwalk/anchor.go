package htmlwalk

import (
	"github.com/golinkify/uts58/linkify"
	"golang.org/x/net/html"
)

// Anchor is a link about to be made, as a callback (WithCallback) sees it:
// the linkify.Anchor with its Text, Href, Kind and Attr (the attributes
// after href, of the set WithCallback lists) and its methods SetAttr,
// GetAttr, AddRel and Host; and the element whose text holds the link.
type Anchor struct {
	linkify.Anchor
	// Parent is the element whose text holds the link; nil in LinkifyText.
	Parent *html.Node
}
