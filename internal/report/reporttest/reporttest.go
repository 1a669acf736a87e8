// Package reporttest puts a real governed ledger (judgetest) in the
// state a report and the cockpit show: request "first" sealed with one
// frame, so that it is the scope's baseline, and request "second" held
// by a baseline change and a box W2 measured off its declared place,
// with a frame whose origin is not the viewport's corner (a page that
// overflows to the left), each frame a real PNG blob. Tests of internal/report, the cockpit and
// the CLI share it.
package reporttest

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
)

// Scope is the baseline scope of both requests.
const Scope = "acme/main"

// The fixture's frame sizes and the block that changes.
const (
	MobileW, MobileH   = 150, 240
	DesktopW, DesktopH = 320, 160
)

// Changed is the block of the mobile frame that the second request
// repaints: exactly these pixels differ from the baseline.
var Changed = image.Rect(30, 60, 90, 105)

// The second request's desktop frame is of a page that overflows its
// viewport to the left by 20 px: its first pixel lies at DesktopOrigin
// in the viewport, and the hero W2 measured at (30, 30, 260 × 100) in
// the viewport is painted at DesktopHero in the frame, 20 px right.
var (
	DesktopOrigin = events.Origin{X: -20}
	DesktopHero   = image.Rect(50, 30, 310, 130)
)

// Fixture is the seeded deployment.
type Fixture struct {
	L     *judgetest.Ledger
	Judge *judge.Client
	// PNGs of the frames: the baseline (first's mobile frame) and
	// second's mobile and desktop frames.
	Baseline, Mobile, Desktop []byte
}

// Seed runs the ledger and seeds both requests.
func Seed(t testing.TB) *Fixture {
	t.Helper()
	l, c := start(t)
	f := &Fixture{L: l, Judge: c,
		Baseline: PNG(MobileW, MobileH, image.Rectangle{}),
		Mobile:   PNG(MobileW, MobileH, Changed),
		Desktop:  PNG(DesktopW, DesktopH, DesktopHero),
	}
	l.WithFrames(t, "first", judgetest.Evidence{Scope: Scope, Frames: []judgetest.Frame{
		{Screen: "home", Breakpoint: "mobile", Surface: events.SurfaceWeb, Width: MobileW, Height: MobileH, PNG: f.Baseline},
	}}, events.StatePassCandidate)
	if _, err := c.Approve(context.Background(), "first", judge.Decision{Reason: "the first design", Timeout: 30 * time.Second}); err != nil {
		t.Fatal(err)
	}
	l.WithFrames(t, "second", judgetest.Evidence{
		Scope: Scope,
		Frames: []judgetest.Frame{
			{Screen: "home", Breakpoint: "mobile", Surface: events.SurfaceWeb, Width: MobileW, Height: MobileH, PNG: f.Mobile},
			{Screen: "home", Breakpoint: "desktop", Surface: events.SurfaceWeb, Width: DesktopW, Height: DesktopH, PNG: f.Desktop, Origin: DesktopOrigin},
		},
		W1Devs: []events.Deviation{{ID: "baseline_diff", Description: "2700 pixels differ from the baseline", Severity: 0.2, LocationHint: "home@mobile"}},
		Elements: []events.ElementVerdict{
			Element("home", "hero", "mobile", events.ElementFail, &events.Rect{X: 30, Y: 60, W: 60, H: 45}, &events.Rect{X: 4, Y: 6, W: 0, H: 0}),
			Element("home", "nav", "mobile", events.ElementPass, &events.Rect{X: 0, Y: 0, W: 150, H: 30}, &events.Rect{}),
			Element("home", "hero", "desktop", events.ElementPass, &events.Rect{X: 30, Y: 30, W: 260, H: 100}, &events.Rect{}),
		},
	}, events.StateHold)
	return f
}

// Element is a W2 element verdict with the measured box and its drift
// from the declared one.
func Element(screen, el, bp, status string, measured, drift *events.Rect) events.ElementVerdict {
	return events.ElementVerdict{
		Screen: screen, Element: el, Breakpoint: bp, Selector: "#" + el, Status: status,
		BBoxMeasured: measured, BBoxDriftPX: drift, TolerancePX: 2,
		TokenMismatch: []events.TokenMismatch{}, DeadHandler: []events.DeadHandler{}, InteractionsOK: []events.InteractionOK{},
	}
}

// PNG is a w×h opaque white image with block painted dark red.
func PNG(w, h int, block image.Rectangle) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.NRGBA{255, 255, 255, 255}
			if image.Pt(x, y).In(block) {
				c = color.NRGBA{120, 0, 0, 255}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// start runs a ledger and dials the judge's client to it (closed at the
// test's end).
func start(t testing.TB) (*judgetest.Ledger, *judge.Client) {
	t.Helper()
	l := judgetest.Start(t)
	c, err := judge.Dial(context.Background(), &endpoint.Flags{Dir: l.D.Dir}, true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return l, c
}
