//go:build !amd64 || purego

package linkify

// asciiDomainRunEnd returns the end of the run of ASCII domain code points
// and label separators starting at s[i:].
func asciiDomainRunEnd(s string, i int) int {
	for i < len(s) && inASCIIDomainRun[s[i]] {
		i++
	}
	return i
}
