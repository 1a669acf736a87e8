package authoring

import (
	"fmt"
	"math"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// movedEpsilon is the box change (CSS px) below which a re-recording
// reports nothing: sub-pixel noise, not a move.
const movedEpsilon = 0.5

// moved lists what changed from prev to next, one line each, in the new
// skeleton's order: screens and elements added or dropped, boxes that
// moved, grew or shrank, elements that now show or hide, token values
// that changed. Nil when prev is nil.
func moved(prev, next *skeleton.Skeleton) []string {
	if prev == nil {
		return nil
	}
	var out []string
	for _, s := range next.Screens {
		old := prev.Screen(s.ID)
		if old == nil {
			out = append(out, fmt.Sprintf("%s: new screen (%s)", s.ID, s.Path))
			continue
		}
		if old.Path != s.Path {
			out = append(out, fmt.Sprintf("%s: path %s → %s", s.ID, old.Path, s.Path))
		}
		for i := range s.Elements {
			e := &s.Elements[i]
			oe := findElement(old, e.ID)
			if oe == nil {
				out = append(out, fmt.Sprintf("%s/%s: new element (%s)", s.ID, e.ID, e.Selector))
				continue
			}
			if oe.Selector != e.Selector {
				out = append(out, fmt.Sprintf("%s/%s: selector %q → %q", s.ID, e.ID, oe.Selector, e.Selector))
			}
			for _, bp := range next.Breakpoints {
				if line := boxChange(oe, e, bp.Name); line != "" {
					out = append(out, fmt.Sprintf("%s/%s@%s: %s", s.ID, e.ID, bp.Name, line))
				}
			}
		}
		for i := range old.Elements {
			if findElement(&s, old.Elements[i].ID) == nil {
				out = append(out, fmt.Sprintf("%s/%s: no longer recorded; dropped", s.ID, old.Elements[i].ID))
			}
		}
	}
	for _, s := range prev.Screens {
		if next.Screen(s.ID) == nil {
			out = append(out, fmt.Sprintf("%s: screen no longer recorded; dropped", s.ID))
		}
	}
	for _, t := range next.Tokens {
		if ot, ok := prev.Token(t.Name); ok && ot.Value != t.Value {
			out = append(out, fmt.Sprintf("token %s: %s → %s", t.Name, ot.Value, t.Value))
		}
	}
	return out
}

func findElement(s *skeleton.Screen, id string) *skeleton.Element {
	for i := range s.Elements {
		if s.Elements[i].ID == id {
			return &s.Elements[i]
		}
	}
	return nil
}

// boxChange describes how the box at bp changed, or "".
func boxChange(old, next *skeleton.Element, bp string) string {
	ob, hadOld := old.BBox[bp]
	nb := next.BBox[bp]
	switch {
	case !hadOld && nb == nil:
		return "declared hidden (was not declared)"
	case !hadOld:
		return fmt.Sprintf("declared at %s (was not declared)", rect(nb))
	case ob == nil && nb != nil:
		return fmt.Sprintf("now shows at %s (was hidden)", rect(nb))
	case ob != nil && nb == nil:
		return fmt.Sprintf("now hidden (was %s)", rect(ob))
	case ob == nil:
		return ""
	}
	var parts []string
	for _, d := range []struct {
		n    string
		o, v float64
	}{{"x", ob.X, nb.X}, {"y", ob.Y, nb.Y}, {"w", ob.W, nb.W}, {"h", ob.H, nb.H}} {
		if diff := d.v - d.o; math.Abs(diff) >= movedEpsilon {
			parts = append(parts, fmt.Sprintf("%s %+g", d.n, math.Round(diff*100)/100))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, ", ") + fmt.Sprintf(" (was %s)", rect(ob))
}

func rect(r *skeleton.Rect) string {
	return fmt.Sprintf("{x: %s, y: %s, w: %s, h: %s}", num(r.X), num(r.Y), num(r.W), num(r.H))
}
