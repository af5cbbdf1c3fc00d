//go:build linkifywork

package chars

import "sync/atomic"

// CountsWork tells the tests whether CountRead counts.
const CountsWork = true

// workRead is the number of bytes that the scans of detection and the
// policy read, in builds with the linkifywork tag: the scaling tests bound
// it per input byte.
var workRead atomic.Int64

// CountRead counts n bytes that a scan read.
func CountRead(n int) { workRead.Add(int64(n)) }

// ReadSoFar returns the bytes counted so far.
func ReadSoFar() int64 { return workRead.Load() }
