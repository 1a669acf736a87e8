package pixelcheck

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/w1/capture"
	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// want is one expected deviation: its id, hint and words of its
// description.
type want struct {
	id, hint string
	words    []string
}

func checkDeviations(t *testing.T, got []events.Deviation, wants []want) {
	t.Helper()
	if len(got) != len(wants) {
		t.Errorf("%d deviations, want %d:", len(got), len(wants))
		for _, d := range got {
			t.Logf("  %s %s %.4f %s", d.ID, d.LocationHint, d.Severity, d.Description)
		}
		return
	}
	for i, w := range wants {
		d := got[i]
		if d.ID != w.id || d.LocationHint != w.hint {
			t.Errorf("deviation %d is %s at %s, want %s at %s (%s)", i, d.ID, d.LocationHint, w.id, w.hint, d.Description)
		}
		for _, word := range w.words {
			if !strings.Contains(d.Description, word) {
				t.Errorf("deviation %d (%s): %q lacks %q", i, d.ID, d.Description, word)
			}
		}
		if d.Severity <= 0 || d.Severity > 1 {
			t.Errorf("deviation %d: severity %v", i, d.Severity)
		}
	}
}

// encodes checks that the report is a valid observation.w1.v1.
func encodes(t *testing.T, r Result) []byte {
	t.Helper()
	body, err := events.Encode(r.Report)
	if err != nil {
		t.Fatalf("events.Encode: %v", err)
	}
	for _, o := range r.Ops {
		if _, err := events.Encode(o); err != nil {
			t.Fatalf("ops: events.Encode: %v", err)
		}
	}
	for _, b := range r.Blobs {
		sum := sha256.Sum256(b.Data)
		if hex.EncodeToString(sum[:]) != b.SHA256 || b.MediaType != "image/png" {
			t.Errorf("blob %s is not content-addressed PNG", b.SHA256)
		}
	}
	return body
}

var (
	boxAbove   = "{x: 20, y: 20, w: 400, h: 100}"
	boxBelow   = "{x: 20, y: 140, w: 400, h: 100}"
	boxLight   = "{x: 20, y: 260, w: 400, h: 100}"
	boxDim     = "{x: 20, y: 380, w: 400, h: 100}"
	boxSun     = "{x: 20, y: 500, w: 400, h: 100}"
	boxNear    = "{x: 20, y: 620, w: 400, h: 100}"
	boxAbsent  = "{x: 20, y: 740, w: 400, h: 100}"
	boxEdge    = "{x: 20, y: 860, w: 400, h: 100}"
	boxOutside = "{x: 20, y: 2000, w: 400, h: 100}"
)

func at(box string) map[string]string { return map[string]string{"desktop": box} }

func TestObserveChecks(t *testing.T) {
	r := observe(t, "/page.html", desktop, fastOptions(),
		el{id: "above", bbox: at(boxAbove)},
		el{id: "below", bbox: at(boxBelow)},
		el{id: "light", bbox: at(boxLight)},
		el{id: "dim", bbox: at(boxDim)},
		el{id: "sun", bbox: at(boxSun), tokens: [][2]string{{"background-color", "color.accent.sun"}, {"border-color", "color.ghost"}, {"margin", "space.gap"}}},
		el{id: "near", bbox: at(boxNear), tokens: [][2]string{{"background-color", "color.accent.sun"}}},
		el{id: "inked", bbox: at(boxAbove), tokens: [][2]string{{"color", "color.text.primary"}}},
		el{id: "absent", bbox: at(boxAbsent)},
		el{id: "edge", bbox: at(boxEdge)},
		el{id: "outside", bbox: at(boxOutside)},
		el{id: "hidden", bbox: at("null")},
	)
	encodes(t, r)
	if r.Report.Error != "" {
		t.Fatalf("error %q", r.Report.Error)
	}
	checkDeviations(t, r.Report.Deviations, []want{
		{IDContrast, "page/below@desktop", []string{"4.29:1", "#7a7a7a", "#ffffff", "below 4.5:1"}},
		{IDContrast, "page/dim@desktop", []string{"#555555", "#333333"}},
		{IDTokenColour, "page/near@desktop", []string{"color.accent.sun", "#f5a623", "#f39c12", "background-color"}},
		// page/inked pins color #1a1a1a over text painted in another
		// colour: the pixels cannot tell whose colour that is, so it is
		// undecided, not a deviation (below).
		{IDRegionInk, "page/absent@desktop", []string{"colour around it, #ffffff"}},
		// page/edge's #767676 is 4.54:1, within a compositing step of the
		// minimum (band.go): uncertain.
		{IDContrast, "page/edge@desktop", []string{"4.54:1 (error band 4.44–4.61)", "#767676", "is uncertain against 4.5:1"}},
		// page/outside: declared wholly off the canvas, nothing to judge.
	})
	if u := r.Report.Undecided; len(u) != 1 || u[0].Element != "inked" || u[0].Criterion != events.CriterionTokenColour ||
		u[0].Property != "color" || u[0].Token != "color.text.primary" || !strings.Contains(u[0].Reason, "painted in #1a1a1a") {
		t.Errorf("undecided %+v, want inked's color", u)
	}
	if r.Report.Verdict != events.VerdictReject || job.ExitCode(r.Report.Verdict) != 2 {
		t.Errorf("verdict %s", r.Report.Verdict)
	}
	if got := r.Report.Screenshots; len(got) != 1 || got[0] != (events.Screenshot{
		Screen: "page", Breakpoint: "desktop", Surface: "web", SHA256: r.Blobs[0].SHA256, Width: 800, Height: 1000,
	}) {
		t.Errorf("screenshots %+v", got)
	}
	if len(r.Blobs) != 1 || len(r.Ops) != 0 {
		t.Errorf("%d blobs, %d ops", len(r.Blobs), len(r.Ops))
	}
}

// TestContrastBoundary: text a compositing step (band.go) above and below
// 4.5:1 on white, text within one of it, and light text on a dark block,
// are judged from the pixels of one real screenshot against a range of
// minimums; an uncertain flag (the band straddles the minimum) is listed
// with a "?".
func TestContrastBoundary(t *testing.T) {
	els := []el{{id: "above", bbox: at(boxAbove)}, {id: "below", bbox: at(boxBelow)},
		{id: "light", bbox: at(boxLight)}, {id: "dim", bbox: at(boxDim)}, {id: "edge", bbox: at(boxEdge)}}
	r := observe(t, "/page.html", desktop, fastOptions(), els...)
	frame, err := DecodeFrame(r.Blobs[0].Data)
	if err != nil {
		t.Fatal(err)
	}
	var regions []Region
	for _, e := range els {
		regions = append(regions, Region{Element: e.id, Box: rect(t, e.bbox["desktop"])})
	}
	// The bands: above #737373 4.63–4.81, below #7a7a7a 4.20–4.35,
	// light #eeeeee on #222222 13.43–14.00, dim #555555 on #333333
	// 1.64–1.75, edge #767676 4.44–4.61.
	for _, tc := range []struct {
		min  float64
		fail []string
	}{
		{4.5, []string{"below", "dim", "edge?"}},
		{4.3, []string{"below?", "dim"}},
		{4.19, []string{"dim"}},
		{4.62, []string{"below", "dim", "edge"}},
		{4.7, []string{"above?", "below", "dim", "edge"}},
		{4.82, []string{"above", "below", "dim", "edge"}},
		{13.4, []string{"above", "below", "dim", "edge"}},
		{13.7, []string{"above", "below", "light?", "dim", "edge"}},
		{14.01, []string{"above", "below", "light", "dim", "edge"}},
		{1.5, nil},
	} {
		var got []string
		for _, d := range CheckFrame(frame, regions, Checks{MinContrast: tc.min}, Place{Screen: "page", Breakpoint: "desktop", Surface: "web"}).Deviations {
			if d.ID != IDContrast {
				t.Errorf("min %v: %s %s", tc.min, d.ID, d.Description)
			}
			name := strings.TrimSuffix(strings.TrimPrefix(d.LocationHint, "page/"), "@desktop")
			if d.Uncertain {
				name += "?"
			}
			got = append(got, name)
		}
		if strings.Join(got, " ") != strings.Join(tc.fail, " ") {
			t.Errorf("min %v: contrast fails %v, want %v", tc.min, got, tc.fail)
		}
	}
}

// rect parses a test box "{x: 20, y: 20, w: 400, h: 100}".
func rect(t *testing.T, s string) skeleton.Rect {
	t.Helper()
	var r skeleton.Rect
	if _, err := fmt.Sscanf(s, "{x: %g, y: %g, w: %g, h: %g}", &r.X, &r.Y, &r.W, &r.H); err != nil {
		t.Fatalf("box %q: %v", s, err)
	}
	return r
}

func TestBlankFrame(t *testing.T) {
	r := observe(t, "/blank.html", desktop, fastOptions(), el{id: "absent", bbox: at(boxAbove)})
	encodes(t, r)
	checkDeviations(t, r.Report.Deviations, []want{
		{IDBlankFrame, "page@desktop", []string{"800×600", "single colour, #ffffff"}},
	})
	if r.Report.Verdict != events.VerdictReject || r.Report.Score != 0 {
		t.Errorf("verdict %s score %v", r.Report.Verdict, r.Report.Score)
	}
}

func TestPassAndScore(t *testing.T) {
	r := observe(t, "/page.html", desktop, fastOptions(),
		el{id: "above", bbox: at(boxAbove)},
		el{id: "sun", bbox: at(boxSun), tokens: [][2]string{{"background-color", "color.accent.sun"}}})
	encodes(t, r)
	if len(r.Report.Deviations) != 0 || r.Report.Verdict != events.VerdictPass || r.Report.Score != 1 || job.ExitCode(r.Report.Verdict) != 0 {
		t.Errorf("verdict %s score %v deviations %v", r.Report.Verdict, r.Report.Score, r.Report.Deviations)
	}
}

// TestMobileSurfaces: android and ios frames use their device presets; the
// declared boxes apply only where a breakpoint has the device's width.
func TestMobileSurfaces(t *testing.T) {
	bps := []bp{{"desktop", 800, 600}, {"phone", 412, 915}}
	dir, hash := writeSkeleton(t, "/page.html", bps,
		el{id: "absent", bbox: map[string]string{"desktop": boxAbsent, "phone": boxAbsent}})
	j := testJob(t, dir, hash, siteURL(t))
	j.Surfaces = []string{events.SurfaceWeb, events.SurfaceAndroid, events.SurfaceIOS}
	r := Observe(context.Background(), testBrowser(t), j, fastOptions())
	encodes(t, r)
	checkDeviations(t, r.Report.Deviations, []want{
		{IDRegionInk, "page/absent@desktop", nil},
		{IDRegionInk, "page/absent@phone", nil},
		{IDRegionInk, "page/absent@phone", []string{"(android)"}},
		// ios (393 px) is labelled phone, the closest breakpoint, but its
		// layout width differs: no box applies.
	})
	type shot struct {
		bp, surface string
		w           int
	}
	var got []shot
	for _, s := range r.Report.Screenshots {
		got = append(got, shot{s.Breakpoint, s.Surface, s.Width})
	}
	// The page is 420 px wide (a 400 px block at x 20): at the 412 px web
	// breakpoint it scrolls sideways and is captured to its full width.
	want := []shot{{"desktop", "web", 800}, {"phone", "web", 420}, {"phone", "android", 1082}, {"phone", "ios", 1179}}
	if len(got) != len(want) {
		t.Fatalf("screenshots %+v", got)
	}
	for i := range want {
		// Chromium rounds 412×2.625 = 1081.5 one way or the other.
		if got[i].bp != want[i].bp || got[i].surface != want[i].surface || got[i].w < want[i].w-1 || got[i].w > want[i].w {
			t.Errorf("screenshot %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

// TestUnstableCapture: a page that never stops repainting is judged all
// the same, with an ops note that its hash may not repeat.
func TestUnstableCapture(t *testing.T) {
	r := observe(t, "/restless.html", desktop, fastOptions(), el{id: "box", bbox: at(boxAbove)})
	encodes(t, r)
	if r.Report.Verdict != events.VerdictPass || len(r.Report.Screenshots) != 1 {
		t.Fatalf("%+v", r.Report)
	}
	if len(r.Ops) != 1 || r.Ops[0].Kind != OpsCaptureUnstable || !strings.Contains(r.Ops[0].Detail, "stable=false") {
		t.Errorf("ops %+v", r.Ops)
	}
}

func TestSamePageSameHashes(t *testing.T) {
	els := []el{{id: "below", bbox: at(boxBelow)}, {id: "absent", bbox: at(boxAbsent)}}
	bps := []bp{{"desktop", 800, 600}, {"mobile", 375, 812}}
	a := observe(t, "/page.html", bps, fastOptions(), els...)
	// The second one captures one breakpoint after the other: parallel
	// tabs must not change a frame, the report or the order of blobs.
	seq := fastOptions()
	seq.Tabs = 1
	b := observe(t, "/page.html", bps, seq, els...)
	ea, eb := encodes(t, a), encodes(t, b)
	if !bytes.Equal(ea, eb) {
		t.Errorf("two observations of the same page differ:\n%s\n%s", ea, eb)
	}
	if len(a.Blobs) != len(b.Blobs) {
		t.Errorf("%d blobs in parallel, %d one after another", len(a.Blobs), len(b.Blobs))
	}
	for i := range min(len(a.Blobs), len(b.Blobs)) {
		if a.Blobs[i].SHA256 != b.Blobs[i].SHA256 {
			t.Errorf("blob %d: %s in parallel, %s one after another", i, a.Blobs[i].SHA256, b.Blobs[i].SHA256)
		}
	}
	if len(a.Report.Screenshots) != 2 || a.Report.Screenshots[0].SHA256 == a.Report.Screenshots[1].SHA256 {
		t.Errorf("screenshots %+v", a.Report.Screenshots)
	}
}

func TestDOMPayload(t *testing.T) {
	els := []el{{id: "below", bbox: at(boxBelow)}, {id: "absent", bbox: at(boxAbsent)}}
	fromFile := observe(t, "/page.html", desktop, fastOptions(), els...)
	html, err := os.ReadFile(filepath.Join("testdata", "site", "page.html"))
	if err != nil {
		t.Fatal(err)
	}
	dir, hash := writeSkeleton(t, "/page.html", desktop, els...)
	j := testJob(t, dir, hash, siteURL(t))
	j.ProductURL, j.DOMPayload = "", string(html)
	r := Observe(context.Background(), testBrowser(t), j, fastOptions())
	if !bytes.Equal(encodes(t, r), encodes(t, fromFile)) {
		t.Errorf("the DOM payload and the file give different reports:\n%+v\n%+v", r.Report, fromFile.Report)
	}
}

func TestTupleEcho(t *testing.T) {
	dir, hash := writeSkeleton(t, "/page.html", desktop)
	j := testJob(t, dir, hash, siteURL(t))
	j.Tuple.RunnerVersion = "ünïcødé ✓ runner"
	j.Tuple.ProductHash = " spaces  and \"quotes\" "
	j.Tuple.PriorStateVersion = "007"
	r := Observe(context.Background(), testBrowser(t), j, fastOptions())
	encodes(t, r)
	if r.Report.Tuple != j.Tuple || r.Report.ReqID != "req-1" || r.Report.AttID != "att-1" {
		t.Errorf("tuple %+v, want %+v", r.Report.Tuple, j.Tuple)
	}
	u := Unavailable(j.Tuple, errors.New("x"))
	encodes(t, u)
	if u.Report.Tuple != j.Tuple {
		t.Errorf("unavailable tuple %+v", u.Report.Tuple)
	}
}

// repaint returns png with a black square painted at (x, y), or cropped to
// height h when h > 0.
func repaint(t *testing.T, data []byte, x, y, side, h int) []byte {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if h > 0 {
		b.Max.Y = h
	}
	out := image.NewNRGBA(b)
	draw.Draw(out, b, img, b.Min, draw.Src)
	if side > 0 {
		draw.Draw(out, image.Rect(x, y, x+side, y+side), image.NewUniform(color.Black), image.Point{}, draw.Src)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, out); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestBaselineDiff compares a real screenshot with baselines made from it.
func TestBaselineDiff(t *testing.T) {
	first := observe(t, "/page.html", desktop, fastOptions(), el{id: "above", bbox: at(boxAbove)})
	shot := first.Blobs[0].Data
	changed := repaint(t, shot, 500, 100, 50, 0)
	direct, err := pixeldiff.DiffPNG(context.Background(), changed, shot, pixeldiff.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	place := Place{Screen: "page", Breakpoint: "desktop", Surface: "web"}
	frame := capture.Frame{PNG: shot, SHA256: newBlob(shot).SHA256}
	for _, tc := range []struct {
		name  string
		base  []byte
		sum   string
		sev   float64
		words []string
	}{
		{name: "identical", base: shot},
		{name: "re-encoded", base: repaint(t, shot, 0, 0, 0, 0)},
		// The baseline named by its hash, which is the frame's: no bytes
		// to decode, and nothing to report.
		{name: "the frame's own hash, no bytes", sum: frame.SHA256},
		{name: "changed", base: changed, sev: 0.05 + 0.25*float64(direct.DiffPixels)/800000/0.1,
			words: []string{strconv.Itoa(direct.DiffPixels) + " of 800000 pixels (0.31%)", "threshold 0.1"}},
		{name: "resized", base: repaint(t, shot, 0, 0, 0, 900), sev: SeverityBaselineMax,
			words: []string{"0 of 720000 pixels", "the frame is 800×1000, the baseline 800×900: a layout difference"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, blob, err := diffBaseline(context.Background(), Baseline{SHA256: tc.sum, PNG: tc.base}, frame, DefaultDiffThreshold, place, nil)
			if err != nil {
				t.Fatal(err)
			}
			if tc.words == nil {
				if d != nil || blob != nil {
					t.Fatalf("%+v", d)
				}
				return
			}
			if d == nil || d.ID != IDBaselineDiff || d.LocationHint != "page@desktop" || d.Severity != round4(tc.sev) {
				t.Fatalf("%+v, want severity %v", d, round4(tc.sev))
			}
			for _, w := range append(tc.words, "diff PNG sha256 "+blob.SHA256) {
				if !strings.Contains(d.Description, w) {
					t.Errorf("%q lacks %q", d.Description, w)
				}
			}
			img, err := png.Decode(bytes.NewReader(blob.Data))
			if err != nil || img.Bounds().Dx() != 800 {
				t.Errorf("diff image: %v", err)
			}
		})
	}
	if _, _, err := diffBaseline(context.Background(), Baseline{PNG: []byte("not a png")}, frame, 0.1, place, nil); !errors.Is(err, errBaseline) {
		t.Errorf("an unreadable baseline: %v", err)
	}
	// Another frame's hash without its bytes cannot be compared: it must
	// not pass as identical.
	if _, _, err := diffBaseline(context.Background(), Baseline{SHA256: newBlob(changed).SHA256}, frame, 0.1, place, nil); !errors.Is(err, errBaseline) {
		t.Errorf("another frame's hash without bytes: %v", err)
	}
}

// TestBaseline runs the baseline through Observe: the lookup's arguments,
// the diff blob, the verdict and the unavailable cases.
func TestBaseline(t *testing.T) {
	els := []el{{id: "above", bbox: at(boxAbove)}}
	first := observe(t, "/page.html", desktop, fastOptions(), els...)
	changed := repaint(t, first.Blobs[0].Data, 500, 100, 50, 0)
	for _, tc := range []struct {
		name    string
		base    []byte
		ok      bool
		err     error
		verdict string
		words   []string
	}{
		{name: "changed", base: changed, ok: true, verdict: events.VerdictWarn, words: []string{"of 800000 pixels"}},
		{name: "unreadable", base: []byte("not a png"), ok: true, verdict: events.VerdictAuditUnavailable,
			words: []string{"baseline for page@desktop", "not a valid PNG"}},
		{name: "fetch error", err: errors.New("ledger unreachable"), verdict: events.VerdictAuditUnavailable,
			words: []string{"baseline", "ledger unreachable"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var calls []string
			opts := fastOptions()
			opts.Baseline = func(ctx context.Context, screen, breakpoint, surface, _ string) (Baseline, bool, error) {
				calls = append(calls, screen+"@"+breakpoint+"."+surface)
				return Baseline{PNG: tc.base}, tc.ok, tc.err
			}
			r := observe(t, "/page.html", desktop, opts, els...)
			encodes(t, r)
			if r.Report.Verdict != tc.verdict {
				t.Fatalf("verdict %s (%s), want %s", r.Report.Verdict, r.Report.Error, tc.verdict)
			}
			if strings.Join(calls, ",") != "page@desktop.web" {
				t.Errorf("baseline asked for %v", calls)
			}
			text := r.Report.Error
			for _, d := range r.Report.Deviations {
				text += d.Description
			}
			for _, w := range tc.words {
				if !strings.Contains(text, w) {
					t.Errorf("%q lacks %q", text, w)
				}
			}
			if tc.verdict == events.VerdictAuditUnavailable {
				if len(r.Ops) != 1 || r.Ops[0].Kind != events.OpsExternalToolFail || r.Ops[0].Tool != ToolBaseline || r.Report.Score != 0 {
					t.Errorf("ops %+v score %v", r.Ops, r.Report.Score)
				}
				return
			}
			d := r.Report.Deviations[0]
			if len(r.Report.Deviations) != 1 || d.ID != IDBaselineDiff || len(r.Blobs) != 2 || r.Blobs[0].SHA256 != first.Blobs[0].SHA256 {
				t.Fatalf("deviations %+v, %d blobs", r.Report.Deviations, len(r.Blobs))
			}
			if diff := r.Blobs[1]; !strings.Contains(d.Description, "diff PNG sha256 "+diff.SHA256) {
				t.Errorf("%q does not name the diff blob %s", d.Description, diff.SHA256)
			}
			if r.Report.Score != round4(1-d.Severity) || r.Report.Score >= 1 {
				t.Errorf("score %v for severity %v", r.Report.Score, d.Severity)
			}
		})
	}
}

// TestBaselineRenderer: a baseline another renderer made is judged as a
// renderer change — renderer_changed, severity 0, both renderers named,
// the same diff blob — never as a baseline_diff that blames the product;
// a pixel-equal frame is no finding; a baseline without a record is a
// plain baseline_diff; W1 asks its own renderer once and puts it in the
// report, and one it cannot name makes the report AUDIT_UNAVAILABLE.
func TestBaselineRenderer(t *testing.T) {
	els := []el{{id: "above", bbox: at(boxAbove)}}
	first := observe(t, "/page.html", desktop, fastOptions(), els...)
	shot := first.Blobs[0].Data
	changed := repaint(t, shot, 500, 100, 50, 0)
	mine := &events.Renderer{Product: "Chrome", Version: "131.0.6778.85", Headless: "chromium",
		FontsSHA256: strings.Repeat("a", 64), Fonts: 38, DeviceScaleFactor: 1, FlagsSHA256: strings.Repeat("b", 64), Tribunal: "witness-w1 test"}
	otherFonts, rebuilt := *mine, *mine
	otherFonts.FontsSHA256, otherFonts.Fonts = strings.Repeat("c", 64), 3
	rebuilt.Tribunal = "witness-w1 another build"
	for _, tc := range []struct {
		name     string
		base     []byte
		same     bool // the baseline is named as the frame, without bytes (serve)
		renderer *events.Renderer
		mineErr  error
		verdict  string
		dev      string // the one deviation's id, "" for none
		asked    int    // how often W1's own renderer is asked
		words    []string
	}{
		{name: "same renderer", base: changed, renderer: mine, verdict: events.VerdictWarn, dev: IDBaselineDiff, asked: 1},
		{name: "another build of Tribunal", base: changed, renderer: &rebuilt, verdict: events.VerdictWarn, dev: IDBaselineDiff, asked: 1},
		{name: "other fonts", base: changed, renderer: &otherFonts, verdict: events.VerdictWarn, dev: IDRendererChanged, asked: 1,
			words: []string{"the renderer changed", "made by " + otherFonts.String(), "this frame by " + mine.String(), "of 800000 pixels"}},
		{name: "other fonts, the same pixels", base: shot, renderer: &otherFonts, verdict: events.VerdictPass, asked: 1},
		{name: "other fonts, the frame's own hash", same: true, renderer: &otherFonts, verdict: events.VerdictPass, asked: 1},
		{name: "baseline without a record", base: changed, verdict: events.VerdictWarn, dev: IDBaselineDiff},
		{name: "own renderer unknown", base: changed, renderer: &otherFonts, mineErr: errors.New("RENDERER_UNKNOWN: fc-list: not found"),
			verdict: events.VerdictAuditUnavailable, asked: 1, words: []string{"RENDERER_UNKNOWN: fc-list"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			asked := 0
			opts := fastOptions()
			opts.Baseline = func(_ context.Context, _, _, _, frame string) (Baseline, bool, error) {
				if tc.same {
					return Baseline{SHA256: frame, Renderer: tc.renderer}, true, nil
				}
				return Baseline{PNG: tc.base, Renderer: tc.renderer}, true, nil
			}
			opts.Renderer = func(context.Context) (*events.Renderer, error) {
				asked++
				if tc.mineErr != nil {
					return nil, tc.mineErr
				}
				return mine, nil
			}
			r := observe(t, "/page.html", desktop, opts, els...)
			encodes(t, r)
			if r.Report.Verdict != tc.verdict || asked != tc.asked {
				t.Fatalf("verdict %s (%s), own renderer asked %d times; want %s, %d", r.Report.Verdict, r.Report.Error, asked, tc.verdict, tc.asked)
			}
			text := r.Report.Error
			for _, d := range r.Report.Deviations {
				text += d.Description
			}
			for _, w := range tc.words {
				if !strings.Contains(text, w) {
					t.Errorf("%q lacks %q", text, w)
				}
			}
			if tc.verdict == events.VerdictAuditUnavailable {
				return
			}
			if tc.asked > 0 && r.Report.Renderer != mine {
				t.Errorf("the report names %v, not the renderer compared with", r.Report.Renderer)
			}
			if tc.dev == "" {
				if len(r.Report.Deviations) != 0 || r.Report.Score != 1 {
					t.Fatalf("deviations %+v score %v, want none", r.Report.Deviations, r.Report.Score)
				}
				return
			}
			if len(r.Report.Deviations) != 1 || r.Report.Deviations[0].ID != tc.dev || r.Report.Deviations[0].LocationHint != "page@desktop" || len(r.Blobs) != 2 {
				t.Fatalf("deviations %+v, %d blobs; want one %s", r.Report.Deviations, len(r.Blobs), tc.dev)
			}
			d := r.Report.Deviations[0]
			if !strings.Contains(d.Description, "diff PNG sha256 "+r.Blobs[1].SHA256) {
				t.Errorf("%q does not name the diff blob", d.Description)
			}
			// A renderer change is not the product's: it costs no score.
			if (tc.dev == IDRendererChanged) != (d.Severity == 0 && r.Report.Score == 1) {
				t.Errorf("%s: severity %v, score %v", tc.dev, d.Severity, r.Report.Score)
			}
		})
	}
}

func TestUnavailable(t *testing.T) {
	dir, hash := writeSkeleton(t, "/page.html", desktop, el{id: "above", bbox: at(boxAbove)})
	t.Run("browser closed", func(t *testing.T) {
		browsertest.Need(t)
		b, err := browser.New(browser.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
		r := Observe(context.Background(), b, testJob(t, dir, hash, siteURL(t)), fastOptions())
		encodes(t, r)
		if r.Report.Verdict != events.VerdictAuditUnavailable || !strings.Contains(r.Report.Error, "browser: closed") ||
			len(r.Ops) != 1 || r.Ops[0].Kind != events.OpsExternalToolFail || r.Ops[0].Tool != ToolBrowser ||
			len(r.Blobs) != 0 || len(r.Report.Screenshots) != 0 || job.ExitCode(r.Report.Verdict) != 4 {
			t.Errorf("%+v ops %+v", r.Report, r.Ops)
		}
	})
	t.Run("timeout", func(t *testing.T) {
		opts := fastOptions()
		opts.ShotTimeout = time.Millisecond
		j := testJob(t, dir, hash, siteURL(t))
		r := Observe(context.Background(), testBrowser(t), j, opts)
		if r.Report.Verdict != events.VerdictAuditUnavailable || !strings.Contains(r.Report.Error, "timed out") {
			t.Errorf("%+v", r.Report)
		}
	})
	t.Run("no browser", func(t *testing.T) {
		r := Observe(context.Background(), nil, testJob(t, dir, hash, siteURL(t)), fastOptions())
		if r.Report.Verdict != events.VerdictAuditUnavailable || !strings.Contains(r.Report.Error, "no browser") {
			t.Errorf("%+v", r.Report)
		}
	})
	t.Run("constraints incomplete", func(t *testing.T) {
		j := testJob(t, dir, hash, siteURL(t))
		j.Constraints.MinContrastRatio = nil
		r := Observe(context.Background(), nil, j, fastOptions())
		encodes(t, r)
		if r.Report.Verdict != events.VerdictAuditUnavailable || !strings.HasPrefix(r.Report.Error, "CONSTRAINTS_INCOMPLETE") {
			t.Errorf("%+v", r.Report)
		}
	})
}

// TestTallPage: a 30,000 px page is captured whole (in tiles) and every
// region is judged where it is: text past 16,384 px is there, and the
// failing line at the very bottom is found.
func TestTallPage(t *testing.T) {
	bps := []bp{{"narrow", 360, 640}}
	on := func(box string) map[string]string { return map[string]string{"narrow": box} }
	r := observe(t, "/tall.html", bps, fastOptions(),
		el{id: "top", bbox: on("{x: 20, y: 100, w: 300, h: 20}")},
		el{id: "middle", bbox: on("{x: 20, y: 16500, w: 300, h: 20}")},
		el{id: "bottom", bbox: on("{x: 20, y: 29900, w: 300, h: 20}")})
	encodes(t, r)
	if s := r.Report.Screenshots; len(s) != 1 || s[0].Height != 30000 || s[0].Width != 360 {
		t.Fatalf("screenshots %+v", s)
	}
	checkDeviations(t, r.Report.Deviations, []want{
		{IDContrast, "page/bottom@narrow", []string{"#aaaaaa", "#ffffff", "2.32:1", "small text"}},
	})
}

// TestObserveUndecided: on a real screenshot, what the pixels cannot
// decide is reported undecided with its reason and is no deviation — a
// pinned text colour that only a link in another colour covers, and text
// over a gradient — while the same colour painted by the element's own
// text, and a flat block, give nothing; the verdict passes.
func TestObserveUndecided(t *testing.T) {
	primary := [][2]string{{"color", "color.text.primary"}}
	r := observe(t, "/undecided.html", desktop, fastOptions(),
		el{id: "heading", bbox: at("{x: 20, y: 20, w: 400, h: 100}"), tokens: primary},
		el{id: "own", bbox: at("{x: 20, y: 140, w: 400, h: 100}"), tokens: primary},
		el{id: "hero", bbox: at("{x: 20, y: 260, w: 400, h: 100}")},
		el{id: "plain", bbox: at("{x: 20, y: 380, w: 400, h: 100}")},
	)
	encodes(t, r)
	if r.Report.Error != "" || len(r.Report.Deviations) != 0 || r.Report.Verdict != events.VerdictPass {
		t.Fatalf("verdict %s, error %q, deviations %+v", r.Report.Verdict, r.Report.Error, r.Report.Deviations)
	}
	u := r.Report.Undecided
	if len(u) != 2 {
		t.Fatalf("undecided %+v, want the heading's colour and the hero's contrast", u)
	}
	if h := u[0]; h.Element != "heading" || h.Criterion != events.CriterionTokenColour || h.Property != "color" ||
		h.Token != "color.text.primary" || !strings.Contains(h.Reason, "no text in the region is painted in #1a1a1a: its text is #1a5fb4") {
		t.Errorf("heading: %+v", h)
	}
	if h := u[1]; h.Element != "hero" || h.Criterion != events.CriterionContrast || h.Property != "" ||
		!strings.Contains(h.Reason, "no one background colour") {
		t.Errorf("hero: %+v", h)
	}
	var figures []string
	for _, m := range r.Report.ContrastMeasures {
		figures = append(figures, m.Element)
	}
	// The heading's link and the element's own text are measured; the
	// hero has no figure, only its undecided result.
	if strings.Join(figures, ",") != "heading,own" {
		t.Errorf("contrast figures for %v", figures)
	}
}

// TestSidebarSelected: the selected items of real sidebars, in Chromium.
func TestSidebarSelected(t *testing.T) {
	r := observe(t, "/sidebar.html", desktop, fastOptions(),
		el{id: "faint", bbox: at("{x: 0, y: 20, w: 250, h: 180}")},
		el{id: "pill", bbox: at("{x: 0, y: 220, w: 250, h: 180}")},
		el{id: "shadow", bbox: at("{x: 300, y: 20, w: 375, h: 26}")},
	)
	if r.Report.Error != "" {
		t.Fatal(r.Report.Error)
	}
	got := map[string]string{}
	for _, d := range r.Report.Deviations {
		got[strings.TrimSuffix(strings.TrimPrefix(d.LocationHint, "page/"), "@desktop")] += d.ID + ": " + d.Description
	}
	// A white row a shade off the sidebar is the background of its text.
	if d := got["faint"]; !strings.Contains(d, "contrast 3.95:1 (error band 3.86–4.01) between text #a67736 and background #ffffff is below 4.5:1") {
		t.Errorf("faint: %q", d)
	}
	// A word in one piece is text: the selected pill's, and a shadowed
	// line's.
	if d := got["pill"]; !strings.Contains(d, "contrast 4.41:1 (error band 4.31–4.47) between text #ffffff and background #1c76e4 is below 4.5:1") {
		t.Errorf("pill: %q", d)
	}
	if d := got["shadow"]; !strings.Contains(d, "between text #000000 and background") || !strings.Contains(d, "is below 4.5:1") {
		t.Errorf("shadow: %q", d)
	}
}

// TestScreenshotOf: the report's screenshot record carries the frame's
// origin, so that what draws boxes over the stored frame moves them as
// the checks did (TestCheckFrameOrigin). The frames are capture's: origin
// −47 is what capture's TestShotGeometry reads for its right-to-left page
// at 375 px ("right to left"), zero for every other page.
func TestScreenshotOf(t *testing.T) {
	p := Place{Screen: "home", Breakpoint: "mobile", Surface: events.SurfaceWeb, Scale: 1}
	for _, tc := range []struct {
		name   string
		origin capture.Origin
		want   events.Origin
	}{
		{"left to right", capture.Origin{}, events.Origin{}},
		{"right to left, overflowing left", capture.Origin{X: -47}, events.Origin{X: -47}},
		{"both axes", capture.Origin{X: -46, Y: -2}, events.Origin{X: -46, Y: -2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := capture.Frame{SHA256: strings.Repeat("a", 64), Width: 422, Height: 60, Origin: tc.origin}
			got := screenshotOf(p, f)
			want := events.Screenshot{Screen: "home", Breakpoint: "mobile", Surface: "web", SHA256: f.SHA256, Width: 422, Height: 60,
				OriginX: tc.want.X, OriginY: tc.want.Y}
			if got != want || got.Origin() != tc.want {
				t.Errorf("screenshotOf = %+v, want %+v", got, want)
			}
		})
	}
}
