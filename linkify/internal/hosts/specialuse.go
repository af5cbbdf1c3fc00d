package hosts

import "strings"

// specialUseSuffixes are the top-level names reserved for local work: a
// host under one never resolves on the public Internet, so the Public
// Suffix List does not hold it, but documents write it with a scheme for
// development servers and home networks: .localhost and .test (RFC 6761),
// .local (mDNS, RFC 6762), .internal (ICANN, 2024) and .home.arpa
// (RFC 8375).
var specialUseSuffixes = [...]string{".localhost", ".test", ".internal", ".local", ".home.arpa"}

// SpecialUse reports whether name, a host after a scheme with no
// trailing label separator that is no registrable domain, is "localhost"
// or a valid local host under a name of specialUseSuffixes
// (Policy.SpecialUseHosts): http://localhost:1313/, http://myapp.test/,
// http://whoami.docker.localhost/.
func SpecialUse(name string) bool {
	a, ok := localHostASCII(name)
	if !ok {
		return false
	}
	a = strings.ToLower(a)
	if a == "localhost" {
		return true
	}
	for _, suffix := range specialUseSuffixes {
		if len(a) > len(suffix) && strings.HasSuffix(a, suffix) {
			return true
		}
	}
	return false
}
