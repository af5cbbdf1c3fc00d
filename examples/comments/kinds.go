package main

import (
	"slices"

	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/linkify"
)

// forumKinds are the forum's links beyond URLs and e-mail: @mentions to
// user pages, #hashtags to tag pages, #123 to topics and GH-123 to the
// project's issues, in every script (@José, #日本語).
var forumKinds = linkify.WithKinds(
	linkify.Mention(linkify.PathHref("https://forum.example/u/")),
	linkify.Hashtag(linkify.PathHref("https://forum.example/tag/")),
	linkify.Ticket("#", linkify.PathHref("https://forum.example/t/")),
	linkify.Ticket("GH-", linkify.PathHref("https://github.com/golinkify/uts58/issues/")),
)

// forumPages is the callback that marks the forum's own pages: a mention,
// hashtag or topic gets the class of its kind and no rel="nofollow ugc",
// which is for what users post that leads elsewhere.
func forumPages(a *htmlwalk.Anchor) bool {
	if a.Kind == linkify.KindMention || a.Kind == linkify.KindHashtag || a.Kind == linkify.KindTicket && a.Host() == "forum.example" {
		a.Attr = slices.DeleteFunc(a.Attr, func(at linkify.Attribute) bool { return at.Key == "rel" })
		a.SetAttr("class", a.Kind.String())
	}
	return true
}
