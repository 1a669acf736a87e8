package w3view

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// TestRenderers: status names each witness's renderer, and says so when
// the two differ.
func TestRenderers(t *testing.T) {
	chromium := &events.Renderer{Product: "Chrome", Version: "131.0.6778.85", Headless: "chromium",
		FontsSHA256: strings.Repeat("a", 64), Fonts: 38, DeviceScaleFactor: 1, FlagsSHA256: strings.Repeat("b", 64), Tribunal: "witness-w1 x"}
	shell := *chromium
	shell.Product, shell.Headless, shell.Tribunal = "HeadlessChrome", "shell", "witness-w2 x"
	sameAsW1 := *chromium
	sameAsW1.Tribunal = "witness-w2 x"
	tests := []struct {
		name     string
		w1, w2   *events.Renderer
		want     []string
		wantNone []string
	}{
		{"none (an older chain)", nil, nil, nil, []string{"renderers"}},
		{"different", chromium, &shell, []string{"renderers    w1 Chrome/131.0.6778.85 chromium", "w2 HeadlessChrome/131.0.6778.85 shell", "different renderers"}, nil},
		{"same", chromium, &sameAsW1, []string{"w1 Chrome/131.0.6778.85 chromium, fonts aaaaaaaaaaaa (38 files), scale 1, flags bbbbbbbbbbbb"}, []string{"different renderers"}},
		{"only w1", chromium, nil, []string{"w2 - (no renderer record)"}, []string{"different renderers"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := &govern.W3Output{RequestID: "r", Verdict: "PENDING"}
			w.TriWitnessLedger.W1.Renderer, w.TriWitnessLedger.W2.Renderer = tt.w1, tt.w2
			var out bytes.Buffer
			if err := WriteWith(&out, w, Commands{}); err != nil {
				t.Fatal(err)
			}
			for _, s := range tt.want {
				if !strings.Contains(out.String(), s) {
					t.Errorf("no %q in\n%s", s, out.String())
				}
			}
			for _, s := range tt.wantNone {
				if strings.Contains(out.String(), s) {
					t.Errorf("%q in\n%s", s, out.String())
				}
			}
		})
	}
}
