package mcppixel

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"math"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff"
)

// Region is the hydrated element's rectangle in CSS pixels from the app
// frame's top-left corner, which the host page puts at the page's top-left.
type Region struct{ X, Y, Width, Height int }

// Thresholds, documented in docs/MCP-APPS.md.
const (
	// channelTol is how far (0-255, any channel) a pixel may be from the
	// reference colour and still count as the same.
	channelTol = 16
	// minInk is the share of a region's pixels that must differ from the
	// page background for the region to have ink.
	minInk = 0.01
	// maxRegionChange is the share of a region's pixels that may change
	// across host-context-changed + resize with the state still intact.
	maxRegionChange = 0.005
)

// Judge makes W1's parts of the criteria from the screenshots alone.
func Judge(ctx context.Context, s *Shots, r Region) []mcpcheck.Check {
	sf := s.Surface.Name
	imgs := map[string]image.Image{}
	blobs := map[string]string{}
	for ph, f := range s.Frames {
		if img, err := png.Decode(bytes.NewReader(f.PNG)); err == nil {
			imgs[ph] = img
			blobs[ph] = f.SHA256
		}
	}
	check := func(criterion, status, evidence string, phases ...string) mcpcheck.Check {
		c := mcpcheck.Check{Criterion: criterion, Witness: mcpcheck.W1, Surface: sf, Status: status, Evidence: evidence}
		for _, ph := range phases {
			if b, ok := blobs[ph]; ok {
				c.Blobs = append(c.Blobs, b)
			}
		}
		return c
	}
	rect := deviceRect(r, s.Surface.DeviceScaleFactor)
	var out []mcpcheck.Check

	// 1. mount: the host saw initialized, and the frame then is not blank.
	mounted, ok := imgs[mcpcheck.PhaseMounted]
	switch {
	case !s.Reached[mcpcheck.PhaseMounted]:
		out = append(out, check(mcpcheck.Mount, mcpcheck.Fail, "the host never reached the mounted phase (no initialized)", mcpcheck.PhaseMounted))
	case !ok:
		out = append(out, check(mcpcheck.Mount, mcpcheck.Fail, "no screenshot at the mounted phase"))
	case blank(mounted):
		out = append(out, check(mcpcheck.Mount, mcpcheck.Fail, "blank frame at the mounted phase", mcpcheck.PhaseMounted))
	default:
		out = append(out, check(mcpcheck.Mount, mcpcheck.Pass, "mounted frame has content", mcpcheck.PhaseMounted))
	}

	// 2. hydration: the hydrated region changed from the pre-hydration
	// frame and has ink. A change elsewhere (a spinner, a clock) is not
	// the app showing the result where it said it would.
	hydrated, ok := imgs[mcpcheck.PhaseHydrated]
	if !ok || mounted == nil || !s.Reached[mcpcheck.PhaseHydrated] {
		out = append(out, check(mcpcheck.Hydration, mcpcheck.NotReached, "no hydrated frame"))
	} else {
		n := diff(ctx, s.Frames[mcpcheck.PhaseMounted].PNG, s.Frames[mcpcheck.PhaseHydrated].PNG)
		changed := regionChange(mounted, hydrated, rect)
		ink := inkShare(hydrated, rect)
		ev := fmt.Sprintf("%d pixels differ from the pre-hydration frame; region %v: %.2f%% of its pixels changed, %.1f%% ink", n, rect, 100*changed, 100*ink)
		st := mcpcheck.Pass
		if n <= 0 || changed <= maxRegionChange || ink < minInk {
			st = mcpcheck.Fail
		}
		out = append(out, check(mcpcheck.Hydration, st, ev, mcpcheck.PhaseMounted, mcpcheck.PhaseHydrated))
	}

	// 3. tools/call: the frame after the answer differs (a re-render).
	answered, ok := imgs[mcpcheck.PhaseToolAnswered]
	if !ok || hydrated == nil || !s.Reached[mcpcheck.PhaseToolAnswered] {
		out = append(out, check(mcpcheck.ToolCall, mcpcheck.NotReached, "no frame after the answer to the app's tool call"))
	} else {
		n := diff(ctx, s.Frames[mcpcheck.PhaseHydrated].PNG, s.Frames[mcpcheck.PhaseToolAnswered].PNG)
		st := mcpcheck.Pass
		if n <= 0 {
			st = mcpcheck.Fail
		}
		out = append(out, check(mcpcheck.ToolCall, st, fmt.Sprintf("%d pixels differ after the answer", n), mcpcheck.PhaseHydrated, mcpcheck.PhaseToolAnswered))
	}

	// 4. state survives: the hydrated region after host-context-changed +
	// resize is what it was before, and has ink.
	before, beforePhase := answered, mcpcheck.PhaseToolAnswered
	if before == nil {
		before, beforePhase = hydrated, mcpcheck.PhaseHydrated
	}
	resized, ok := imgs[mcpcheck.PhaseResized]
	if !ok || before == nil || !s.Reached[mcpcheck.PhaseResized] {
		out = append(out, check(mcpcheck.ResizeState, mcpcheck.NotReached, "no frame after the resize"))
	} else {
		changed := regionChange(before, resized, rect)
		ink := inkShare(resized, rect)
		ev := fmt.Sprintf("region %v: %.2f%% of pixels changed since %s, %.1f%% ink", rect, 100*changed, beforePhase, 100*ink)
		st := mcpcheck.Pass
		if changed > maxRegionChange || ink < minInk {
			st = mcpcheck.Fail
		}
		out = append(out, check(mcpcheck.ResizeState, st, ev, beforePhase, mcpcheck.PhaseResized))
	}
	return out
}

// deviceRect converts a CSS-pixel region to device pixels, covering every
// device pixel the region touches.
func deviceRect(r Region, dpr float64) image.Rectangle {
	if dpr <= 0 {
		dpr = 1
	}
	return image.Rect(
		int(math.Floor(float64(r.X)*dpr)), int(math.Floor(float64(r.Y)*dpr)),
		int(math.Ceil(float64(r.X+r.Width)*dpr)), int(math.Ceil(float64(r.Y+r.Height)*dpr)))
}

// diff counts the pixels pixelmatch (threshold 0.1) finds different; a
// size change counts as at least one. -1 when a PNG does not decode.
func diff(ctx context.Context, a, b []byte) int {
	// The screenshots exist; a caller's deadline that passed while taking
	// them must not turn into a judgement.
	res, err := pixeldiff.DiffPNG(context.WithoutCancel(ctx), a, b, pixeldiff.DefaultOptions())
	if err != nil {
		return -1
	}
	if res.SizeChanged() {
		return max(res.DiffPixels, 1)
	}
	return res.DiffPixels
}

func near(a, b [3]uint32) bool {
	for i := range a {
		d := int(a[i]>>8) - int(b[i]>>8)
		if d > channelTol || d < -channelTol {
			return false
		}
	}
	return true
}

func rgb(img image.Image, x, y int) [3]uint32 {
	r, g, b, _ := img.At(x, y).RGBA()
	return [3]uint32{r, g, b}
}

// blank reports whether every pixel has the colour of the first.
func blank(img image.Image) bool {
	bd := img.Bounds()
	ref := rgb(img, bd.Min.X, bd.Min.Y)
	for y := bd.Min.Y; y < bd.Max.Y; y++ {
		for x := bd.Min.X; x < bd.Max.X; x++ {
			if rgb(img, x, y) != ref {
				return false
			}
		}
	}
	return true
}

// inkShare is the share of rect's pixels that differ from the page
// background, the colour at the frame's top-left corner (the host page and
// the app frame start there).
func inkShare(img image.Image, rect image.Rectangle) float64 {
	rect = rect.Intersect(img.Bounds())
	if rect.Empty() {
		return 0
	}
	bg := rgb(img, img.Bounds().Min.X, img.Bounds().Min.Y)
	n := 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if !near(rgb(img, x, y), bg) {
				n++
			}
		}
	}
	return float64(n) / float64(rect.Dx()*rect.Dy())
}

// regionChange is the share of rect's pixels that differ between a and b;
// 1 when rect lies outside either.
func regionChange(a, b image.Image, rect image.Rectangle) float64 {
	rect = rect.Intersect(a.Bounds()).Intersect(b.Bounds())
	if rect.Empty() {
		return 1
	}
	n := 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if !near(rgb(a, x, y), rgb(b, x, y)) {
				n++
			}
		}
	}
	return float64(n) / float64(rect.Dx()*rect.Dy())
}
