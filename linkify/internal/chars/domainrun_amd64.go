//go:build amd64 && !purego

package chars

// ASCIIDomainRunEnd returns the end of the run of ASCII domain code points
// and label separators (A-Z a-z 0-9 '-' '.') starting at s[i:]; i must be
// at most len(s).
//
//go:noescape
func ASCIIDomainRunEnd(s string, i int) int
