//go:build linkifywork

package linkify

import "sync/atomic"

// countsWork tells the tests whether countRead counts.
const countsWork = true

// workRead is the number of bytes that the scans of detection and the
// policy read, in builds with the linkifywork tag: the scaling tests bound
// it per input byte.
var workRead atomic.Int64

// countRead counts n bytes that a scan read.
func countRead(n int) { workRead.Add(int64(n)) }

// readSoFar returns the bytes counted so far.
func readSoFar() int64 { return workRead.Load() }
