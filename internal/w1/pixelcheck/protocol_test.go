package pixelcheck

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// pixelMethods are the only commands a pixel tab may carry once its DOM,
// CSS and Runtime agents are off (the list internal/w1/capture's
// isolation_test.go holds the capture to; Page.handleJavaScriptDialog is
// the tab's answer to a dialog the page opens).
var pixelMethods = []string{
	"Page.navigate", "Page.getLayoutMetrics", "Page.captureScreenshot", "Page.handleJavaScriptDialog",
	"Emulation.setDeviceMetricsOverride", "Emulation.setTouchEmulationEnabled",
	"Emulation.setEmulatedMedia", "Emulation.setAutoDarkModeOverride",
	"Emulation.setScrollbarsHidden", "Emulation.setUserAgentOverride",
	"Animation.enable", "Animation.setPaused", "Animation.seekAnimations",
}

// TestObserveProtocol records every protocol command of a whole
// observation — every surface, a baseline, every check — and requires that
// each tab, once handed out, was only navigated, emulated, waited on and
// screenshotted.
func TestObserveProtocol(t *testing.T) {
	b := testBrowser(t)
	mark := fx.Mark()
	dir, hash := writeSkeleton(t, "/page.html", desktop,
		el{id: "below", bbox: at(boxBelow), tokens: [][2]string{{"color", "color.text.primary"}}})
	j := testJob(t, dir, hash, siteURL(t))
	j.Surfaces = []string{events.SurfaceWeb, events.SurfaceAndroid}
	opts := fastOptions()
	// Any PNG will do as the baseline: the diff runs after the capture, on
	// this process's side; it must add nothing to the tab's traffic.
	base := repaint(t, blankPNG(t), 0, 0, 4, 0)
	opts.Baseline = func(context.Context, string, string, string, string) (Baseline, bool, error) {
		return Baseline{PNG: base}, true, nil
	}
	r := Observe(context.Background(), b, j, opts)
	if r.Report.Verdict != events.VerdictReject || len(r.Report.Screenshots) != 2 {
		t.Fatalf("%+v", r.Report)
	}
	if n := strings.Count(fmt.Sprint(r.Report.Deviations), IDBaselineDiff); n != 2 {
		t.Errorf("%d baseline diffs, want one per frame: %+v", n, r.Report.Deviations)
	}

	cmds := fx.Commands("", mark)
	bySession := map[string][]string{}
	var order []string
	for _, c := range cmds {
		if c.SessionID == "" {
			continue
		}
		if _, ok := bySession[c.SessionID]; !ok {
			order = append(order, c.SessionID)
		}
		bySession[c.SessionID] = append(bySession[c.SessionID], c.Method)
	}
	if len(order) != 2 {
		t.Errorf("%d tab sessions, want 2 (web and android)", len(order))
	}
	for _, sid := range order {
		methods := bySession[sid]
		handed := slices.Index(methods, "Runtime.disable")
		if handed < 0 {
			t.Errorf("session %s: agents never switched off: %v", sid, methods)
			continue
		}
		if slices.Contains(methods[:handed], "Page.navigate") {
			t.Errorf("session %s navigated before its agents were off", sid)
		}
		for _, m := range methods[handed+1:] {
			if !slices.Contains(pixelMethods, m) {
				t.Errorf("session %s sent %s", sid, m)
			}
		}
		if !slices.Contains(methods, "Page.captureScreenshot") {
			t.Errorf("session %s took no screenshot: is the trace complete?", sid)
		}
	}
}

// blankPNG is a small white PNG.
func blankPNG(t *testing.T) []byte {
	t.Helper()
	f := newFrame(64, 48, white)
	var buf bytes.Buffer
	if err := png.Encode(&buf, &image.NRGBA{Pix: f.Pix, Stride: f.Width * 4, Rect: f.bounds()}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
