package reporttest

import (
	"context"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
)

// The scopes of the renderer fixture: the upgraded one and another.
const (
	UpgradedScope = "acme/fonts"
	OtherScope    = "shop/main"
)

// RendererFixture is a deployment after a font change on the W1 host:
// in each scope a request sealed under the old renderer made the
// baseline of home@mobile; then "p" and "q" (UpgradedScope) and "s"
// (OtherScope) are held RENDERER_CHANGED, W1 on the new renderer, W2 on
// the headless shell (so the witnesses' renderers differ too).
type RendererFixture struct {
	L     *judgetest.Ledger
	Judge *judge.Client
	// Old made the baselines; New is W1's renderer of the held requests,
	// differing from Old in the font set only; W2 is W2's renderer.
	Old, New, W2 *events.Renderer
	// Baseline and Changed are the PNGs of the baseline and of the held
	// requests' frame (Changed repaints the Changed block).
	Baseline, Changed []byte
}

// Renderer is a renderer record with the given font digest character,
// headless mode and witness build.
func Renderer(fonts byte, headless, tribunal string) *events.Renderer {
	return &events.Renderer{Product: "HeadlessChrome", Version: "131.0.6778.85", Revision: "refs/branch-heads/6778@{#2095}",
		Headless: headless, FontsSHA256: strings.Repeat(string(fonts), 64), Fonts: 40 + int(fonts-'a'), DeviceScaleFactor: 1,
		FlagsSHA256: strings.Repeat("f", 64), Tribunal: tribunal}
}

// SeedRendererChange runs the ledger and seeds the renderer fixture.
func SeedRendererChange(t testing.TB) *RendererFixture {
	t.Helper()
	l, c := start(t)
	f := &RendererFixture{L: l, Judge: c,
		Old: Renderer('a', "chromium", "witness-w1 v1"), New: Renderer('b', "chromium", "witness-w1 v1"),
		W2:       Renderer('b', "shell", "witness-w2 v1"),
		Baseline: PNG(MobileW, MobileH, image.Rectangle{}), Changed: PNG(MobileW, MobileH, Changed),
	}
	frame := func(png []byte) []judgetest.Frame {
		return []judgetest.Frame{{Screen: "home", Breakpoint: "mobile", Surface: events.SurfaceWeb, Width: MobileW, Height: MobileH, PNG: png}}
	}
	for _, scope := range []string{UpgradedScope, OtherScope} {
		id := "base-" + strings.ReplaceAll(scope, "/", "-")
		l.WithFrames(t, id, judgetest.Evidence{Scope: scope, Frames: frame(f.Baseline), W1Renderer: f.Old, W2Renderer: f.W2}, events.StatePassCandidate)
		if _, err := c.Approve(context.Background(), id, judge.Decision{Reason: "the design under the old fonts", Timeout: 30 * time.Second}); err != nil {
			t.Fatal(err)
		}
	}
	changed := []events.Deviation{{ID: "renderer_changed", Severity: 0, LocationHint: "home@mobile",
		Description: "2700 pixels differ from the baseline, which another renderer made: baseline " + f.Old.String() + "; now " + f.New.String()}}
	for _, h := range []struct{ id, scope string }{{"p", UpgradedScope}, {"q", UpgradedScope}, {"s", OtherScope}} {
		l.WithFrames(t, h.id, judgetest.Evidence{Scope: h.scope, Frames: frame(f.Changed), W1Devs: changed, W1Renderer: f.New, W2Renderer: f.W2}, events.StateHold)
	}
	return f
}
