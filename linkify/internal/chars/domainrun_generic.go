//go:build !amd64 || purego

package chars

// ASCIIDomainRunEnd returns the end of the run of ASCII domain code points
// and label separators starting at s[i:].
func ASCIIDomainRunEnd(s string, i int) int {
	for i < len(s) && InASCIIDomainRun[s[i]] {
		i++
	}
	return i
}
