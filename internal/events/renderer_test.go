package events

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
)

func goodRenderer() map[string]any {
	return map[string]any{
		"product": "HeadlessChrome", "version": "131.0.6778.85", "revision": "@abc",
		"headless": "shell", "fonts_sha256": strings.Repeat("a", 64), "fonts": 38,
		"device_scale_factor": 1, "flags_sha256": strings.Repeat("b", 64),
		"tribunal": "witness-w1 github.com/tribunal-dev/tribunal (devel)",
	}
}

// TestRendererRecord: a witness report's renderer record is optional (a
// report from before renderer records), and when present every field is
// required and well formed; ledgerd verify decodes every report with the
// same rules (fold.decode), so a malformed record fails verification.
func TestRendererRecord(t *testing.T) {
	tests := []struct {
		name    string
		edit    func(r map[string]any) // nil: no renderer key at all
		wantErr string                 // "" when the body decodes
	}{
		{name: "absent (an older report)"},
		{name: "well formed", edit: func(map[string]any) {}},
		{name: "chromium mode", edit: func(r map[string]any) { r["headless"] = "chromium" }},
		{name: "no revision", edit: func(r map[string]any) { r["revision"] = "" }},
		{name: "missing version", edit: func(r map[string]any) { delete(r, "version") }, wantErr: "renderer.version"},
		{name: "empty product", edit: func(r map[string]any) { r["product"] = "" }, wantErr: "renderer.product"},
		{name: "product with its version", edit: func(r map[string]any) { r["product"] = "HeadlessChrome/131" }, wantErr: "renderer.product"},
		{name: "unknown mode", edit: func(r map[string]any) { r["headless"] = "new" }, wantErr: "renderer.headless"},
		{name: "short fonts digest", edit: func(r map[string]any) { r["fonts_sha256"] = "abc" }, wantErr: "renderer.fonts_sha256"},
		{name: "upper-case flags digest", edit: func(r map[string]any) { r["flags_sha256"] = strings.Repeat("B", 64) }, wantErr: "renderer.flags_sha256"},
		{name: "negative fonts", edit: func(r map[string]any) { r["fonts"] = -1 }, wantErr: "renderer.fonts"},
		{name: "zero scale", edit: func(r map[string]any) { r["device_scale_factor"] = 0 }, wantErr: "renderer.device_scale_factor"},
		{name: "control character", edit: func(r map[string]any) { r["tribunal"] = "v1\nforged" }, wantErr: "renderer.tribunal"},
		{name: "unknown field", edit: func(r map[string]any) { r["gpu"] = "none" }, wantErr: "renderer"},
		{name: "empty tribunal", edit: func(r map[string]any) { r["tribunal"] = "" }, wantErr: "renderer.tribunal"},
		{name: "null", edit: nil, wantErr: "renderer"},
	}
	for _, schema := range []string{SchemaObservationW1, SchemaVisualVerdict} {
		raw, err := os.ReadFile("testdata/bodies/" + schema + ".json")
		if err != nil {
			t.Fatal(err)
		}
		for _, tt := range tests {
			t.Run(schema+"/"+tt.name, func(t *testing.T) {
				var body map[string]any
				if err := json.Unmarshal(raw, &body); err != nil {
					t.Fatal(err)
				}
				switch {
				case tt.edit != nil:
					r := goodRenderer()
					tt.edit(r)
					body["renderer"] = r
				case tt.name == "null":
					body["renderer"] = nil
				}
				data, _ := json.Marshal(body)
				b, err := Decode(schema, data)
				if tt.wantErr == "" {
					if err != nil {
						t.Fatalf("refused: %v", err)
					}
					if _, err := Encode(b); err != nil {
						t.Fatalf("does not encode again: %v", err)
					}
					return
				}
				var be *BodyError
				if !errors.As(err, &be) || !strings.HasPrefix(be.Path, tt.wantErr) {
					t.Fatalf("error %v, want one at %s", err, tt.wantErr)
				}
			})
		}
	}
}

func TestRendererSame(t *testing.T) {
	a := &Renderer{Product: "Chrome", Version: "1.2.3.4", Headless: "chromium", FontsSHA256: strings.Repeat("a", 64),
		DeviceScaleFactor: 1, FlagsSHA256: strings.Repeat("b", 64), Tribunal: "one"}
	b := *a
	b.Tribunal = "another build"
	if !a.Same(&b) {
		t.Error("another Tribunal build is another renderer")
	}
	b.FlagsSHA256 = strings.Repeat("c", 64)
	if a.Same(&b) {
		t.Error("another command line is the same renderer")
	}
	if a.Same(nil) || !(*Renderer)(nil).Same(nil) {
		t.Error("nil records")
	}
}
