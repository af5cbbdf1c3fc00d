package linkify

// Kind tells what a [Link] points to.
type Kind uint8

// The kinds of links.
const (
	URL         Kind = iota // a URL with an http: or https: scheme, written or implied
	Email                   // an e-mail address, with or without mailto:
	KindMention             // an @mention (WithKinds, Mention)
	KindHashtag             // a #hashtag (WithKinds, Hashtag)
	KindTicket              // a ticket reference, #123 or GH-123 (WithKinds, Ticket)
)

// Link is a link detected in text.
type Link struct {
	// Start and End are byte offsets: text[Start:End] is the link as written.
	Start, End int
	// Kind is URL or Email, or a kind that WithKinds added.
	Kind Kind
	// Href is the link's target as a browser serializes it: the scheme
	// (added when the text has none), the host in ASCII, the path, query and
	// fragment percent-encoded as the WHATWG URL standard does; for an e-mail
	// address a mailto: URL; for a kind of WithKinds, what its rule's Href
	// made. It is empty in results of [Detector.AppendSpans].
	Href string
}
