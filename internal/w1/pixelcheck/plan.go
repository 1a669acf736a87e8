package pixelcheck

import (
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/w1/capture"
)

// target is one capture: a screen on a surface at a breakpoint.
type target struct {
	place   Place
	req     capture.Request
	regions []Region // nil when the declared boxes do not apply
}

// targets plans the captures of one screen on one surface.
//
// web: one full-page capture per skeleton breakpoint, at the breakpoint's
// viewport, scale 1, the web surface's user agent; every check applies.
//
// android, ios: one full-page capture with the surface's device preset
// (browser.Surfaces: viewport, scale, mobile and touch emulation, user
// agent), labelled with the skeleton breakpoint closest in width (the first
// in skeleton order on a tie). The declared boxes apply only when that
// breakpoint's width equals the device's: at any other width the page lays
// out differently and a box would point at the wrong pixels, so the frame
// gets the blank-frame and baseline checks only.
func targets(sk *skeleton.Skeleton, s *skeleton.Screen, surface, url string) ([]target, error) {
	if surface == events.SurfaceWeb {
		var out []target
		for _, bp := range sk.Breakpoints {
			req := capture.NewRequest(browser.Web, url, true)
			req.Width, req.Height = bp.Width, bp.Height
			out = append(out, target{
				place:   Place{Screen: s.ID, Breakpoint: bp.Name, Surface: surface, Scale: 1},
				req:     req,
				regions: regions(sk, s, bp.Name),
			})
		}
		return out, nil
	}
	dev, ok := browser.SurfaceNamed(surface)
	if !ok {
		return nil, fmt.Errorf("unknown surface %q", surface)
	}
	if len(sk.Breakpoints) == 0 {
		return nil, fmt.Errorf("the skeleton has no breakpoints")
	}
	bp := sk.Breakpoints[0]
	for _, b := range sk.Breakpoints[1:] {
		if abs(b.Width-dev.Width) < abs(bp.Width-dev.Width) {
			bp = b
		}
	}
	t := target{
		place: Place{Screen: s.ID, Breakpoint: bp.Name, Surface: surface, Scale: dev.DeviceScaleFactor},
		req:   capture.NewRequest(dev, url, true),
	}
	if bp.Width == dev.Width {
		t.regions = regions(sk, s, bp.Name)
	}
	return []target{t}, nil
}

// regions are the screen's elements with a box at breakpoint bp; a null
// box (hidden there), a box not declared for bp and a box of zero area
// (nothing to see) are not checked.
func regions(sk *skeleton.Skeleton, s *skeleton.Screen, bp string) []Region {
	var out []Region
	for _, el := range s.Elements {
		box := el.BBox[bp]
		if box == nil || box.W <= 0 || box.H <= 0 {
			continue
		}
		r := Region{Element: el.ID, Box: *box,
			Disabled: el.State == skeleton.StateDisabled, Control: len(el.Interactions) > 0}
		for _, tu := range el.TokensUsed {
			if tok, ok := sk.Token(tu.Token); ok && tok.Color != nil {
				r.Tokens = append(r.Tokens, TokenColour{Property: tu.Property, Token: tu.Token, Colour: *tok.Color})
			}
		}
		out = append(out, r)
	}
	return out
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
