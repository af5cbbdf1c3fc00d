//go:build unix

package extension

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used: on a machine that
// others load, it measures the work done, where wall time also measures
// the waiting.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
