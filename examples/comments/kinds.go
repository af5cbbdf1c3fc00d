package main

import (
	"slices"

	"github.com/golinkify/uts58/htmlwalk"
	"github.com/golinkify/uts58/linkify"
)

// forumKinds are the forum's links beyond URLs and e-mail: @mentions to
// user pages, #hashtags to tag pages, #123 to topics under base, and GH-123
// to the project's issues, in every script (@José, #日本語).
func forumKinds(base string) linkify.Option {
	return linkify.WithKinds(
		linkify.Mention(linkify.PathHref(base+"u/")),
		linkify.Hashtag(linkify.PathHref(base+"tag/")),
		linkify.Ticket("#", linkify.PathHref(base+"t/")),
		linkify.Ticket("GH-", linkify.PathHref("https://github.com/golinkify/uts58/issues/")),
	)
}

// forumPages returns the callback that marks the forum's own pages, at
// host: a link there has no rel="nofollow ugc", which is for what users
// post that leads elsewhere, and a mention, hashtag or topic gets the
// class of its kind.
func forumPages(host string) func(*htmlwalk.Anchor) bool {
	return func(a *htmlwalk.Anchor) bool {
		if a.Host() == host {
			a.Attr = slices.DeleteFunc(a.Attr, func(at linkify.Attribute) bool { return at.Key == "rel" })
			if a.Kind != linkify.URL {
				a.SetAttr("class", a.Kind.String())
			}
		}
		return true
	}
}
