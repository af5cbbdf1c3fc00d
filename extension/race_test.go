//go:build race

package extension

// raceEnabled: under the race detector, the corpus-wide checks take a
// sample: the race run is for concurrency.
const raceEnabled = true
