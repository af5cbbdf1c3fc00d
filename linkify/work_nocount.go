//go:build !linkifywork

package linkify

// countsWork tells the tests whether countRead counts.
const countsWork = false

// countRead counts n bytes that a scan read, in builds with the linkifywork
// tag (see work_count.go); in others it is nothing.
func countRead(int) {}

// readSoFar returns the bytes counted so far: none.
func readSoFar() int64 { return 0 }
