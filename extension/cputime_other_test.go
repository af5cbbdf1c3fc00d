//go:build !unix

package extension

import "time"

var start = time.Now()

// cpuTime returns the wall time since the start where the CPU time of the
// process is not at hand.
func cpuTime() time.Duration { return time.Since(start) }
