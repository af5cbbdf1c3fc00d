//go:build amd64 && !purego

package linkify

// triggerIndex returns the index of the first trigger byte in s, or len(s);
// len(s) must be at least 16.
//
//go:noescape
func triggerIndex(s string) int
