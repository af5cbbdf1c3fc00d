//go:build !race

package htmlwalk

const raceEnabled = false
