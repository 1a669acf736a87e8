//go:build race

package pixelcheck

// raceEnabled: the race detector slows the pixel code about thirtyfold,
// so TestRealPages judges a subset of the corpus under it.
const raceEnabled = true
