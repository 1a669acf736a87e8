package report

import (
	"bytes"
	"html/template"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// TestRendererRows: the report (and the cockpit, which shows the same
// view) names each witness's renderer and says when they differ; a
// report from an older chain has no such row.
func TestRendererRows(t *testing.T) {
	w1 := &events.Renderer{Product: "Chrome", Version: "131.0.6778.85", Headless: "chromium",
		FontsSHA256: strings.Repeat("a", 64), Fonts: 3, DeviceScaleFactor: 1, FlagsSHA256: strings.Repeat("b", 64), Tribunal: "witness-w1 x"}
	shell := *w1
	shell.Headless, shell.Tribunal = "shell", "witness-w2 x"
	twin := *w1
	twin.Tribunal = "witness-w2 x"
	tests := []struct {
		name     string
		w1, w2   *events.Renderer
		want     []string
		wantNone []string
	}{
		{"older chain", nil, nil, nil, []string{`data-role="renderers"`}},
		{"different", w1, &shell, []string{`data-role="w1-renderer">Chrome/131.0.6778.85 chromium`, `data-role="w2-renderer">Chrome/131.0.6778.85 shell`, `data-role="renderers-differ"`}, nil},
		{"same", w1, &twin, []string{`data-role="renderers"`}, []string{`renderers-differ`}},
		{"w2 without", w1, nil, []string{`data-role="w2-renderer">no renderer record`}, []string{`renderers-differ`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &Report{RequestID: "r", Frames: []Frame{}, Unplaced: []Finding{}, W3: &govern.W3Output{}}
			r.W3.TriWitnessLedger.W1.Renderer, r.W3.TriWitnessLedger.W2.Renderer = tt.w1, tt.w2
			var buf bytes.Buffer
			if err := RequestView(&buf, r, func(int, string) template.URL { return "" }); err != nil {
				t.Fatal(err)
			}
			for _, s := range tt.want {
				if !strings.Contains(buf.String(), s) {
					t.Errorf("no %s in the view", s)
				}
			}
			for _, s := range tt.wantNone {
				if strings.Contains(buf.String(), s) {
					t.Errorf("%s in the view", s)
				}
			}
		})
	}
}
