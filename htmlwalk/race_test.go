//go:build race

package htmlwalk

// raceEnabled: the race detector drops pooled values at random, so
// allocation counts do not hold.
const raceEnabled = true
