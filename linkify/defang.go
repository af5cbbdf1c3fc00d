package linkify

import "strings"

// Defang returns the text of a detected link made safe to show in security
// contexts (UASG): the scheme http becomes hxxp and the dots of the domain
// [.], as in hxxps://example[.]com/path; a local-part stays as it is
// (httpd@example[.]com); a link of a kind of WithKinds is returned as it is.
func Defang(text string, kind Kind) string {
	if kind > Email {
		return text // a mention, hashtag or ticket: no scheme, no domain
	}
	hs, he, _ := linkHost(text, kind)
	prefix := text[:hs]
	if sch, _ := schemeAt(text); kind == URL && sch != nil && sch.web {
		prefix = prefix[:1] + "xx" + prefix[3:]
	}
	return prefix + strings.ReplaceAll(text[hs:he], ".", "[.]") + text[he:]
}
