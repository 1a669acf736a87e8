//go:build !race

package pixelcheck

const raceEnabled = false
