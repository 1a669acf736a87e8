package mcppixel

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"slices"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck/mcpchecktest"
	"github.com/tribunal-dev/tribunal/internal/w1/capture"
)

// frame draws a white w×h image with a filled rectangle of colour c.
func frame(t *testing.T, w, h int, r image.Rectangle, c color.Color) capture.Frame {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	if !r.Empty() {
		draw.Draw(img, r, image.NewUniform(c), image.Point{}, draw.Src)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return capture.Frame{PNG: b.Bytes(), Width: w, Height: h}
}

func TestJudge(t *testing.T) {
	grey := color.RGBA{0xe5, 0xe7, 0xeb, 0xff}
	blue := color.RGBA{0x1d, 0x4e, 0xd8, 0xff}
	card := image.Rect(16, 16, 356, 136)
	small := image.Rect(16, 16, 200, 136)
	none := image.Rectangle{}
	all := map[string]bool{mcpcheck.PhaseMounted: true, mcpcheck.PhaseHydrated: true, mcpcheck.PhaseToolAnswered: true, mcpcheck.PhaseResized: true}
	type frames [4]capture.Frame // mounted, hydrated, answered, resized
	tests := []struct {
		name   string
		f      func(t *testing.T) frames
		reach  map[string]bool
		failed []string
	}{
		{"good", func(t *testing.T) frames {
			return frames{frame(t, 400, 300, card, grey), frame(t, 400, 300, card, blue), frame(t, 400, 300, small, blue), frame(t, 400, 300, small, blue)}
		}, all, nil},
		{"blank mount", func(t *testing.T) frames {
			return frames{frame(t, 400, 300, none, nil), frame(t, 400, 300, card, blue), frame(t, 400, 300, small, blue), frame(t, 400, 300, small, blue)}
		}, all, []string{mcpcheck.Mount}},
		{"placeholder never hydrates", func(t *testing.T) frames {
			f := frame(t, 400, 300, card, grey)
			return frames{f, f, frame(t, 400, 300, small, blue), frame(t, 400, 300, small, blue)}
		}, all, []string{mcpcheck.Hydration}},
		{"hydrates outside the region", func(t *testing.T) frames {
			return frames{frame(t, 400, 300, none, nil), frame(t, 400, 300, image.Rect(300, 200, 390, 290), blue), frame(t, 400, 300, small, blue), frame(t, 400, 300, small, blue)}
		}, all, []string{mcpcheck.Hydration, mcpcheck.Mount}},
		// An app that ignores the result: its placeholder stays, only a
		// spinner outside the region moves.
		{"ignores the result, spinner moves", func(t *testing.T) frames {
			placeholder := func(spin image.Rectangle) capture.Frame {
				img := image.NewRGBA(image.Rect(0, 0, 400, 300))
				draw.Draw(img, img.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
				draw.Draw(img, card, image.NewUniform(grey), image.Point{}, draw.Src)
				draw.Draw(img, spin, image.NewUniform(blue), image.Point{}, draw.Src)
				var b bytes.Buffer
				if err := png.Encode(&b, img); err != nil {
					t.Fatal(err)
				}
				return capture.Frame{PNG: b.Bytes(), Width: 400, Height: 300}
			}
			return frames{placeholder(image.Rect(370, 250, 380, 260)), placeholder(image.Rect(380, 250, 390, 260)), frame(t, 400, 300, small, blue), frame(t, 400, 300, small, blue)}
		}, all, []string{mcpcheck.Hydration}},
		{"no re-render", func(t *testing.T) frames {
			return frames{frame(t, 400, 300, card, grey), frame(t, 400, 300, card, blue), frame(t, 400, 300, card, blue), frame(t, 400, 300, card, blue)}
		}, all, []string{mcpcheck.ToolCall}},
		{"state lost on resize", func(t *testing.T) frames {
			return frames{frame(t, 400, 300, card, grey), frame(t, 400, 300, card, blue), frame(t, 400, 300, small, blue), frame(t, 400, 300, card, grey)}
		}, all, []string{mcpcheck.ResizeState}},
		{"never mounted", func(t *testing.T) frames {
			return frames{frame(t, 400, 300, card, grey)}
		}, map[string]bool{}, []string{mcpcheck.Mount}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := tt.f(t)
			s := &Shots{Surface: browser.Surface{Name: "web", DeviceScaleFactor: 1}, Frames: map[string]capture.Frame{}, Reached: tt.reach}
			for i, ph := range []string{mcpcheck.PhaseMounted, mcpcheck.PhaseHydrated, mcpcheck.PhaseToolAnswered, mcpcheck.PhaseResized} {
				if fs[i].PNG != nil {
					s.Frames[ph] = fs[i]
				}
			}
			got := mcpchecktest.Failed(mcpchecktest.Combine(Judge(context.Background(), s, Region{16, 16, 340, 120})))
			want := append([]string(nil), tt.failed...)
			slices.Sort(want)
			if !equal(got, want) {
				t.Errorf("failed %v, want %v", got, want)
			}
		})
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestDeviceRect(t *testing.T) {
	for _, tt := range []struct {
		dpr  float64
		want image.Rectangle
	}{
		{1, image.Rect(16, 16, 356, 136)},
		{2.625, image.Rect(42, 42, 935, 357)},
		{3, image.Rect(48, 48, 1068, 408)},
	} {
		if got := deviceRect(Region{16, 16, 340, 120}, tt.dpr); got != tt.want {
			t.Errorf("dpr %v: %v, want %v", tt.dpr, got, tt.want)
		}
	}
}
