package linkify

import "strings"

// Defang returns the text of a detected link made safe to show in security
// contexts (UASG): http becomes hxxp and the dots of the domain [.], as in
// hxxps://example[.]com/path.
func Defang(text string, kind Kind) string {
	hs, he, _ := linkHost(text, kind)
	prefix := text[:hs]
	if strings.HasPrefix(strings.ToLower(prefix), "http") {
		prefix = prefix[:1] + "xx" + prefix[3:]
	}
	return prefix + strings.ReplaceAll(text[hs:he], ".", "[.]") + text[he:]
}
