package linkify

import "strings"

// fileExtTLDs are top-level domains that are also common file extensions.
var fileExtTLDs = map[string]bool{"py": true, "md": true, "rs": true, "zip": true, "mov": true, "sh": true,
	"pl": true, "pm": true, "ps": true, "so": true, "cc": true, "ml": true, "sc": true, "tf": true}

// codeGuard rejects a scheme-less, path-less domain, given in ASCII, that
// looks like a file name or a version.
func codeGuard(host string) error {
	dot := strings.LastIndexByte(host, '.')
	if fileExtTLDs[host[dot+1:]] {
		return policyError("file-name", host)
	}
	for rest, more := host[:dot], true; more; {
		var l string
		l, rest, more = strings.Cut(rest, ".")
		l = strings.TrimPrefix(l, "v")
		if l == "" || strings.Trim(l, "0123456789") != "" {
			return nil
		}
	}
	return policyError("version", host)
}
