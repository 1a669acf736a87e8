package pixelcheck

import (
	"math"
	"slices"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// blocking are the deviation ids that make the verdict reject: each says
// the page is wrong. A baseline_diff only says it changed since the last
// sealed version, which is for the judge to weigh: warn.
var blocking = []string{IDBlankFrame, IDRegionInk, IDContrast, IDNonText, IDTokenColour}

// Score is vision_validation_score: 1 − the sum of the deviations'
// severities, clamped to [0, 1] (every deviation weighs its severity;
// docs/CONTRACTS.md §8), rounded to 4 decimals.
func Score(devs []events.Deviation) float64 {
	sum := 0.0
	for _, d := range devs {
		sum += d.Severity
	}
	return round4(1 - math.Min(1, math.Max(0, sum)))
}

// Verdict is reject when any deviation is blocking, warn when there are
// only baseline differences, pass when there is nothing.
func Verdict(devs []events.Deviation) string {
	v := events.VerdictPass
	for _, d := range devs {
		if slices.Contains(blocking, d.ID) {
			return events.VerdictReject
		}
		v = events.VerdictWarn
	}
	return v
}
