package report

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"html/template"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/report/reporttest"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// upgradeReport is a report after a font change on the W1 host: W1 on
// the new fonts, W2 on the headless shell under another build, one frame
// whose baseline the old fonts made and one without a baseline.
func upgradeReport() *Report {
	w1 := reporttest.Renderer('b', "chromium", "witness-w1 v2")
	w2 := reporttest.Renderer('b', "shell", "witness-w2 v1")
	old := reporttest.Renderer('a', "chromium", "witness-w1 v1")
	r := &Report{RequestID: "p", State: events.StateHold, Error: govern.ErrRendererChanged, Scope: "acme/fonts", AttemptID: "a1",
		Generated: "2026-12-06T00:00:00Z", W3: &govern.W3Output{}, Unplaced: []Finding{},
		Frames: []Frame{
			{Key: "home@mobile/web", Screen: "home", Breakpoint: "mobile", Surface: "web", Width: 150, Height: 240,
				Screenshot: strings.Repeat("1", 64), Baseline: strings.Repeat("2", 64), Changed: true, DiffPixels: 2700, Status: "fail",
				Renderer: w1, BaselineRenderer: old, RendererChanged: true, Deviations: []Finding{}, Boxes: []Box{}},
			{Key: "home@desktop/web", Screen: "home", Breakpoint: "desktop", Surface: "web", Width: 320, Height: 160,
				Screenshot: strings.Repeat("3", 64), DiffPixels: -1, Status: "pass", Renderer: w1, Deviations: []Finding{}, Boxes: []Box{}},
		}}
	r.W3.TriWitnessLedger.W1.Renderer, r.W3.TriWitnessLedger.W2.Renderer = w1, w2
	return r
}

func view(t *testing.T, r *Report) string {
	t.Helper()
	var buf bytes.Buffer
	if err := RequestView(&buf, r, func(int, string) template.URL { return "" }); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// rendererParts is what the view says of renderers: the block and each
// frame's line.
var rendererParts = regexp.MustCompile(`(?s)<h2>Renderers</h2>.*?</table></div>|<p class="frame-renderers".*?</p>`)

// TestRendererView: the request view's renderer block and each frame's
// renderer line, against a golden file, and checked independently: every
// cell marked as differing, and only those, holds a member of the
// record (read from its JSON) that differs from W1's; the marks for
// witnesses and baselines follow the records' pixel members.
func TestRendererView(t *testing.T) {
	r := upgradeReport()
	html := view(t, r)
	got := strings.Join(rendererParts.FindAllString(html, -1), "\n") + "\n"
	golden(t, "renderers.golden.html", []byte(got))

	// Independent check: the records as JSON, member by member.
	members := map[string][]string{
		"browser": {"product", "version", "revision"}, "headless": {"headless"}, "fonts": {"fonts_sha256", "fonts"},
		"scale": {"device_scale_factor"}, "flags": {"flags_sha256"}, "tribunal": {"tribunal"},
	}
	asMap := func(rd *events.Renderer) map[string]any {
		b, _ := json.Marshal(rd)
		m := map[string]any{}
		json.Unmarshal(b, &m)
		return m
	}
	differs := func(a, b *events.Renderer, field string) bool {
		ma, mb := asMap(a), asMap(b)
		for _, k := range members[field] {
			if !reflect.DeepEqual(ma[k], mb[k]) {
				return true
			}
		}
		return false
	}
	w1 := r.W3.TriWitnessLedger.W1.Renderer
	cols := []*events.Renderer{w1, r.W3.TriWitnessLedger.W2.Renderer, r.Frames[0].BaselineRenderer}
	rows := regexp.MustCompile(`(?s)<tr data-field="(\w+)">(.*?)</tr>`).FindAllStringSubmatch(html, -1)
	if len(rows) != len(members) {
		t.Fatalf("%d renderer rows, want %d", len(rows), len(members))
	}
	for _, row := range rows {
		cells := regexp.MustCompile(`<td( class="differs")?`).FindAllStringSubmatch(row[2], -1)
		if len(cells) != len(cols) {
			t.Fatalf("row %s has %d cells, want %d", row[1], len(cells), len(cols))
		}
		for i, c := range cells {
			if want := differs(w1, cols[i], row[1]); (c[1] != "") != want {
				t.Errorf("row %s, column %d: marked %v, its record differs from W1's: %v", row[1], i, c[1] != "", want)
			}
		}
	}
	pixelsDiffer := func(a, b *events.Renderer) bool {
		for f := range members {
			if f != "tribunal" && differs(a, b, f) {
				return true
			}
		}
		return false
	}
	for role, want := range map[string]bool{
		"renderers-differ":          pixelsDiffer(w1, cols[1]),
		"baseline-renderer-differs": pixelsDiffer(w1, cols[2]),
		"renderer-changed":          pixelsDiffer(w1, r.Frames[0].BaselineRenderer),
	} {
		if got := strings.Contains(html, `data-role="`+role+`"`); got != want {
			t.Errorf("mark %s shown: %v, want %v", role, got, want)
		}
	}

	t.Run("json", func(t *testing.T) {
		var buf bytes.Buffer
		if err := WriteJSON(&buf, r); err != nil {
			t.Fatal(err)
		}
		golden(t, "renderers.golden.json", buf.Bytes())
		var got struct {
			Frames []struct {
				Renderer         map[string]any `json:"renderer"`
				BaselineRenderer map[string]any `json:"baseline_renderer"`
				RendererChanged  bool           `json:"renderer_changed"`
			} `json:"frames"`
		}
		if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		f0, f1 := got.Frames[0], got.Frames[1]
		if !reflect.DeepEqual(f0.Renderer, asMap(w1)) || !reflect.DeepEqual(f0.BaselineRenderer, asMap(cols[2])) || !f0.RendererChanged ||
			!reflect.DeepEqual(f1.Renderer, asMap(w1)) || f1.BaselineRenderer != nil || f1.RendererChanged {
			t.Errorf("frames in the JSON report: %+v", got.Frames)
		}
	})
}

// TestRendererViewCases: what the block says for other combinations of
// records; a report from an older chain has none.
func TestRendererViewCases(t *testing.T) {
	w1 := reporttest.Renderer('a', "chromium", "witness-w1 x")
	twin := *w1
	twin.Tribunal = "witness-w2 x"
	tests := []struct {
		name     string
		w1, w2   *events.Renderer
		want     []string
		wantNone []string
	}{
		{"older chain", nil, nil, nil, []string{`data-role="renderers"`, `frame-renderers`}},
		{"same renderer, other builds", w1, &twin, []string{`data-role="renderers"`, `data-role="builds-differ"`}, []string{`renderers-differ`, `class="differs"><`}},
		{"w2 without", w1, nil, []string{`<td>no renderer record</td>`}, []string{`renderers-differ`, `builds-differ`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &Report{RequestID: "r", Frames: []Frame{}, Unplaced: []Finding{}, W3: &govern.W3Output{}}
			r.W3.TriWitnessLedger.W1.Renderer, r.W3.TriWitnessLedger.W2.Renderer = tt.w1, tt.w2
			html := view(t, r)
			for _, s := range tt.want {
				if !strings.Contains(html, s) {
					t.Errorf("no %s in the view", s)
				}
			}
			for _, s := range tt.wantNone {
				if strings.Contains(html, s) {
					t.Errorf("%s in the view", s)
				}
			}
		})
	}
}

// TestReportRenderers: a report built from a real ledger after a font
// change on the W1 host names, for its frame, the renderer W1 published
// for the sealed baseline and the one it published for the held attempt,
// marked as changed, in the JSON and the HTML report alike.
func TestReportRenderers(t *testing.T) {
	f := reporttest.SeedRendererChange(t)
	r, err := Build(context.Background(), f.Judge, "p", fixedNow)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Frames) != 1 {
		t.Fatalf("%d frames", len(r.Frames))
	}
	fr := r.Frames[0]
	if fr.Baseline != sum(f.Baseline) || !reflect.DeepEqual(fr.BaselineRenderer, f.Old) || !reflect.DeepEqual(fr.Renderer, f.New) || !fr.RendererChanged {
		t.Fatalf("frame: baseline %s by %v, made by %v, changed %v", fr.Baseline, fr.BaselineRenderer, fr.Renderer, fr.RendererChanged)
	}
	var buf bytes.Buffer
	if err := WriteHTML(&buf, r); err != nil {
		t.Fatal(err)
	}
	html := buf.String()
	for _, s := range []string{`data-role="renderer-changed"`, `data-role="baseline-renderer-differs"`, `data-role="renderers-differ"`,
		f.Old.FontsSHA256, f.New.FontsSHA256, `<tr data-field="fonts"><th>fonts</th><td><span class="hash">` + f.New.FontsSHA256} {
		if !strings.Contains(html, s) {
			t.Errorf("the HTML report has no %s", s)
		}
	}
	buf.Reset()
	if err := WriteJSON(&buf, r); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Frames []struct {
			Renderer         *events.Renderer `json:"renderer"`
			BaselineRenderer *events.Renderer `json:"baseline_renderer"`
			RendererChanged  bool             `json:"renderer_changed"`
		} `json:"frames"`
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil || len(got.Frames) != 1 ||
		!reflect.DeepEqual(got.Frames[0].Renderer, f.New) || !reflect.DeepEqual(got.Frames[0].BaselineRenderer, f.Old) || !got.Frames[0].RendererChanged {
		t.Errorf("JSON frames %+v (%v)", got.Frames, err)
	}
}

// golden compares got with testdata/name, or rewrites it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test -update rewrites it):\n%s", name, got)
	}
}
