// Package attrcases holds the attribute names that the tests of every
// front end have their callbacks set: names a callback may set, and names
// it may not, which each front end treats alike (the link is not made).
package attrcases

// Allowed returns names a callback may set on an anchor.
func Allowed() []string {
	return []string{"class", "title", "rel", "target", "lang", "dir", "hreflang", "type", "referrerpolicy",
		"download", "translate", "role", "data-user-id", "data-x", "data-nolinkify", "data-a.b_c", "aria-label",
		"aria-describedby"}
}

// Refused returns names a callback may not set: event handlers, styles,
// URL-valued attributes (the anchor's Href is its one URL), names that
// could clobber the page's script (id, name), names not in lower case,
// the extension's own mark, and strings that are no attribute name.
func Refused() []string {
	return []string{"onclick", "onmouseover", "ONCLICK", "OnFocus", "style", "srcdoc", "formaction", "ping",
		"xlink:href", "src", "action", "background", "poster", "cite", "itemid", "href", "HREF", "id", "name",
		"xmlns", "xmlns:xlink", "Class", "TITLE", "data-", "aria-", "data-X", "data-x:y", "tabindex",
		"linkify-anchor", "data-x onclick=alert(1)", `data-x"><script>alert(1)</script`, "on click", "x/y", "a=b",
		"", "title\x00"}
}
