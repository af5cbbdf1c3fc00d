//go:build !linkifywork

package chars

// CountsWork tells the tests whether CountRead counts.
const CountsWork = false

// CountRead counts n bytes that a scan read, in builds with the linkifywork
// tag (see work_count.go); in others it is nothing.
func CountRead(int) {}

// ReadSoFar returns the bytes counted so far: none.
func ReadSoFar() int64 { return 0 }
