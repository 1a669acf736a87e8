package judge

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// FrameSel selects the frames of a screen at a breakpoint, on one
// surface or ("") on every one: SCREEN@BREAKPOINT[/SURFACE], as
// "judge rebaseline --only" takes it.
type FrameSel struct{ Screen, Breakpoint, Surface string }

func (f FrameSel) String() string {
	if f.Surface == "" {
		return f.Screen + "@" + f.Breakpoint
	}
	return f.Screen + "@" + f.Breakpoint + "/" + f.Surface
}

// Matches reports whether a is one of the frames f selects.
func (f FrameSel) Matches(a events.AcceptedFrame) bool {
	return a.Screen == f.Screen && a.Breakpoint == f.Breakpoint && (f.Surface == "" || a.Surface == f.Surface)
}

// ParseFrameSel reads SCREEN@BREAKPOINT[/SURFACE].
func ParseFrameSel(v string) (FrameSel, error) {
	screen, rest, ok := strings.Cut(v, "@")
	bp, surface, _ := strings.Cut(rest, "/")
	switch {
	case !ok || screen == "" || bp == "":
		return FrameSel{}, fmt.Errorf("%q is not SCREEN@BREAKPOINT[/SURFACE]", v)
	case strings.Contains(rest, "/") && !slices.Contains([]string{events.SurfaceWeb, events.SurfaceAndroid, events.SurfaceIOS}, surface):
		return FrameSel{}, fmt.Errorf("%q: surface must be web, android or ios", v)
	}
	return FrameSel{screen, bp, surface}, nil
}

// Pick chooses the frames to accept: the default ones (every frame a
// baseline_diff is about) without selectors, else those the selectors
// name among all acceptable frames. A selector that names none is an
// error listing the frames there are.
func Pick(rb *govern.Rebaseline, only []FrameSel) ([]events.AcceptedFrame, error) {
	if len(only) == 0 {
		return rb.DefaultFrames(), nil
	}
	var out []events.AcceptedFrame
	for _, sel := range only {
		n := 0
		for _, f := range rb.Frames {
			if sel.Matches(f.AcceptedFrame) && !slices.Contains(out, f.AcceptedFrame) {
				out = append(out, f.AcceptedFrame)
				n++
			}
		}
		if n == 0 {
			var have []string
			for _, f := range rb.Frames {
				have = append(have, f.Place())
			}
			return nil, fmt.Errorf("--only %s names no frame of attempt %s that shows a baseline_diff (these do: %s)", sel, rb.AttemptID, strings.Join(have, ", "))
		}
	}
	return out, nil
}
