package measure

import (
	"fmt"
	"math"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Collision is a micro-drift that is a layout change: a drifting
// element's measured box overlaps another element's at the same screen
// and breakpoint, where the skeleton's boxes do not overlap at all.
type Collision struct {
	Drifting, Other string // "screen/element@breakpoint"
}

// Collisions are the drift arbiter's own check over a micro-drift-only
// verdict (docs/CONTRACTS.md §7.6, docs/RUBRIC.md): the verdict's micro-drift rule
// judges each element alone — every failing dimension within the drift
// profile — so it cannot see two elements drifting into each other. For
// each failing micro-drift element verdict, every other measured element
// of its screen and breakpoint is compared: a collision is a measured
// overlap wider and taller than the drifting element's tolerance_px
// between two elements whose declared boxes (measured − drift) share no
// area. Elements nested in the skeleton overlap there already and are
// never a collision. The verdict is read alone; nothing is measured
// again.
func Collisions(v *events.VisualVerdict) []Collision {
	var out []Collision
	for i := range v.ElementVerdicts {
		a := &v.ElementVerdicts[i]
		if a.Status != events.ElementFail || !a.MicroDrift || a.BBoxMeasured == nil || a.BBoxDriftPX == nil {
			continue
		}
		for j := range v.ElementVerdicts {
			b := &v.ElementVerdicts[j]
			if i == j || b.Screen != a.Screen || b.Breakpoint != a.Breakpoint || b.BBoxMeasured == nil || b.BBoxDriftPX == nil {
				continue
			}
			mw, mh := overlap(*a.BBoxMeasured, *b.BBoxMeasured)
			dw, dh := overlap(declared(a), declared(b))
			if mw > a.TolerancePX && mh > a.TolerancePX && (dw <= 0 || dh <= 0) {
				out = append(out, Collision{Drifting: hint(a), Other: hint(b)})
			}
		}
	}
	return out
}

func (c Collision) String() string {
	return fmt.Sprintf("%s drifts onto %s, which the skeleton keeps apart", c.Drifting, c.Other)
}

func hint(ev *events.ElementVerdict) string {
	return ev.Screen + "/" + ev.Element + "@" + ev.Breakpoint
}

// declared is the skeleton's box of a measured element: measured − drift.
func declared(ev *events.ElementVerdict) events.Rect {
	m, d := ev.BBoxMeasured, ev.BBoxDriftPX
	return events.Rect{X: m.X - d.X, Y: m.Y - d.Y, W: m.W - d.W, H: m.H - d.H}
}

// overlap is the width and height of the intersection of two boxes (≤ 0
// in a dimension where they do not meet).
func overlap(a, b events.Rect) (w, h float64) {
	w = math.Min(a.X+a.W, b.X+b.W) - math.Max(a.X, b.X)
	h = math.Min(a.Y+a.H, b.Y+b.H) - math.Max(a.Y, b.Y)
	return w, h
}
