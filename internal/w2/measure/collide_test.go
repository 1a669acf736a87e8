package measure

import (
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// box is an element verdict at home@mobile: declared d, drifted by dd.
func box(el string, d events.Rect, dd events.Rect, micro bool) events.ElementVerdict {
	m := events.Rect{X: d.X + dd.X, Y: d.Y + dd.Y, W: d.W + dd.W, H: d.H + dd.H}
	ev := events.ElementVerdict{Screen: "home", Element: el, Breakpoint: "mobile", Selector: "#" + el, Status: events.ElementPass,
		BBoxMeasured: &m, BBoxDriftPX: &dd, TolerancePX: 4,
		TokenMismatch: []events.TokenMismatch{}, DeadHandler: []events.DeadHandler{}, InteractionsOK: []events.InteractionOK{}}
	if dd != (events.Rect{}) {
		ev.Status, ev.MicroDrift = events.ElementFail, micro
	}
	return ev
}

func TestCollisions(t *testing.T) {
	top := events.Rect{X: 16, Y: 60, W: 200, H: 40}
	below := events.Rect{X: 16, Y: 100, W: 200, H: 40} // touching top's bottom edge
	none := events.Rect{}
	cases := []struct {
		name string
		evs  []events.ElementVerdict
		want int
	}{
		{"grows onto the element below", []events.ElementVerdict{box("a", top, events.Rect{H: 8}, true), box("b", below, none, false)}, 1},
		{"moves onto it", []events.ElementVerdict{box("a", top, events.Rect{Y: 10}, true), box("b", below, none, false)}, 1},
		{"moves sideways, clear of it", []events.ElementVerdict{box("a", top, events.Rect{X: 8}, true), box("b", below, none, false)}, 0},
		{"overlap within the tolerance", []events.ElementVerdict{box("a", top, events.Rect{H: 4}, true), box("b", below, none, false)}, 0},
		{"nested in the skeleton", []events.ElementVerdict{box("a", events.Rect{X: 20, Y: 64, W: 100, H: 20}, events.Rect{X: 8}, true), box("b", top, none, false)}, 0},
		{"another breakpoint", []events.ElementVerdict{box("a", top, events.Rect{H: 8}, true), func() events.ElementVerdict {
			b := box("b", below, none, false)
			b.Breakpoint = "desktop"
			return b
		}()}, 0},
		{"a failure that is not micro-drift", []events.ElementVerdict{box("a", top, events.Rect{H: 30}, false), box("b", below, none, false)}, 0},
		{"the other element missing", []events.ElementVerdict{box("a", top, events.Rect{H: 8}, true), func() events.ElementVerdict {
			b := box("b", below, none, false)
			b.BBoxMeasured, b.BBoxDriftPX, b.MissingFromDOM = nil, nil, true
			return b
		}()}, 0},
		{"both drift into each other", []events.ElementVerdict{box("a", top, events.Rect{H: 8}, true), box("b", below, events.Rect{Y: -8}, true)}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := &events.VisualVerdict{ElementVerdicts: c.evs}
			if got := Collisions(v); len(got) != c.want {
				t.Fatalf("collisions %v, want %d", got, c.want)
			}
		})
	}
}

func TestDriftRejectsACollision(t *testing.T) {
	top, below := events.Rect{X: 16, Y: 60, W: 200, H: 40}, events.Rect{X: 16, Y: 100, W: 200, H: 40}
	for _, c := range []struct {
		dd       events.Rect
		decision string
	}{{events.Rect{H: 8}, DriftReject}, {events.Rect{X: 8}, DriftApprove}} {
		v := &events.VisualVerdict{Verdict: events.VerdictReject, MicroDriftOnly: true,
			ElementVerdicts: []events.ElementVerdict{box("a", top, c.dd, true), box("b", below, events.Rect{}, false)}}
		d := Drift(v, []byte("{}"))
		if d.DriftDecision != c.decision {
			t.Errorf("drift %+v: %s (%s), want %s", c.dd, d.DriftDecision, d.Reason, c.decision)
		}
		if c.decision == DriftReject && !strings.Contains(d.Reason, "home/a@mobile drifts onto home/b@mobile") {
			t.Errorf("reason %q", d.Reason)
		}
	}
}
