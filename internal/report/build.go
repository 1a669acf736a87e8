package report

import (
	"context"
	"fmt"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/pause"
)

// Source is where Build reads: the ledger's review and blob queries, as
// judge.Client and requester.Client offer them.
type Source interface {
	Review(ctx context.Context, id string) (*govern.Review, error)
	Blob(ctx context.Context, sum string) (data []byte, mediaType string, err error)
}

// Report is the evidence of one request's current attempt.
type Report struct {
	RequestID string           `json:"request_id"`
	State     string           `json:"state"`
	Error     string           `json:"error"`
	Scope     string           `json:"baseline_scope"`
	AttemptID string           `json:"attempt_id"`
	Generated string           `json:"generated"` // RFC 3339, UTC
	W3        *govern.W3Output `json:"w3"`
	// W1Hash and W2Hash are the hashes of both witnesses' reports of the
	// attempt ("" when one has not reported).
	W1Hash string `json:"w1_hash"`
	W2Hash string `json:"w2_hash"`
	// Tuple is what W1 echoed for the attempt (nil before it reported).
	Tuple  *events.Tuple `json:"tuple"`
	Frames []Frame       `json:"frames"`
	// Unplaced are the deviations no frame shows (lint findings at
	// "page@lint", hints naming no captured frame).
	Unplaced []Finding             `json:"unplaced_deviations"`
	Entropy  []govern.EntropyPoint `json:"entropy_history"`
	// Review is the ledger's review the report was built from.
	Review *govern.Review `json:"-"`
}

// Frame is one screen × breakpoint × surface of the attempt.
type Frame struct {
	Key        string `json:"key"` // screen@breakpoint/surface
	Screen     string `json:"screen"`
	Breakpoint string `json:"breakpoint"`
	Surface    string `json:"surface"`
	Width      int    `json:"width"`
	Height     int    `json:"height"`
	Screenshot string `json:"screenshot_sha256"`
	// Origin is where the screenshot's first pixel lies in the page's
	// viewport (events.Screenshot.Origin); absent when zero. Boxes are
	// drawn over the screenshot where Place puts them.
	Origin   events.Origin `json:"origin,omitzero"`
	Baseline string        `json:"baseline_sha256"` // "" when the scope had none
	Changed  bool          `json:"changed_from_baseline"`
	Accepted bool          `json:"accepted_as_baseline"`
	// Renderer is the renderer record of W1's report, which made the
	// screenshot; BaselineRenderer the one of the report the baseline
	// came from (nil: none recorded, or no baseline). RendererChanged:
	// both are known and name different renderers (events.Renderer.Same),
	// so a difference from the baseline is the renderer's to explain
	// before the product's.
	Renderer         *events.Renderer `json:"renderer,omitempty"`
	BaselineRenderer *events.Renderer `json:"baseline_renderer,omitempty"`
	RendererChanged  bool             `json:"renderer_changed"`
	// DiffPixels is how many pixels differ from the baseline (-1: no
	// baseline, or it could not be compared; DiffNote says why).
	DiffPixels int    `json:"diff_pixels"`
	DiffNote   string `json:"diff_note,omitempty"`
	// Status is "fail" when a deviation that still counts is about this
	// frame, else "pass".
	Status     string    `json:"status"`
	Deviations []Finding `json:"deviations"`
	Boxes      []Box     `json:"boxes"`

	shot, base, diff []byte // PNGs; base and diff nil when absent
}

// Finding is a deviation as the report shows it.
type Finding struct {
	govern.Dev
	// Waived deviations no longer count (an accepted baseline change,
	// approved micro-drift).
	Waived bool `json:"waived"`
	// Anchor is the id of the box the deviation is about ("" when none).
	Anchor string `json:"anchor,omitempty"`
}

// Place is where box r of the page's viewport (a Box's Measured or
// Declared) lies in the frame's screenshot, in CSS pixels: moved by the
// frame's origin (events.Origin.Place); nil for nil. The report's overlay
// and every other drawing over a frame place boxes by it.
func (f Frame) Place(r *events.Rect) *events.Rect {
	if r == nil {
		return nil
	}
	p := f.Origin.Place(*r)
	return &p
}

// Box is one element W2 measured at the frame's screen and breakpoint,
// in CSS pixels of the page's viewport, as the skeleton declares boxes
// (Frame.Place puts them in the frame): what was measured and what the
// skeleton declared (measured minus the drift W2 reports).
type Box struct {
	Anchor   string       `json:"anchor"`
	Element  string       `json:"element"`
	Selector string       `json:"selector"`
	Status   string       `json:"status"`
	Measured *events.Rect `json:"measured"`
	Declared *events.Rect `json:"declared"`
}

// Image kinds of a frame.
const (
	ImageScreenshot = "screenshot"
	ImageBaseline   = "baseline"
	ImageDiff       = "diff"
)

// Image is a frame's PNG of kind (nil when it has none).
func (f *Frame) Image(kind string) []byte {
	switch kind {
	case ImageScreenshot:
		return f.shot
	case ImageBaseline:
		return f.base
	case ImageDiff:
		return f.diff
	}
	return nil
}

// Passed reports whether the request passed the witnesses: a candidate
// or sealed.
func (r *Report) Passed() bool {
	return r.State == events.StatePassCandidate || r.State == events.StateSealedDeploy
}

// How long Build waits for a blob the ledger has not committed yet.
const (
	blobWait  = 15 * time.Second
	blobEvery = 100 * time.Millisecond
)

// Build reads request id's review and every frame's PNGs from src and
// computes each frame's diff against its baseline. now stamps the
// report (time.Now when nil). A blob that cannot be fetched fails the
// build: a report must not silently miss evidence.
func Build(ctx context.Context, src Source, id string, now func() time.Time) (*Report, error) {
	rv, err := src.Review(ctx, id)
	if err != nil {
		return nil, err
	}
	if now == nil {
		now = time.Now
	}
	r := &Report{
		RequestID: id, State: rv.W3.Verdict, Error: rv.W3.Error, Scope: rv.Scope, W3: rv.W3,
		Generated: now().UTC().Truncate(time.Second).Format(time.RFC3339),
		Frames:    []Frame{}, Unplaced: []Finding{}, Entropy: rv.Entropy, Review: rv,
	}
	if len(rv.Attempts) == 0 {
		return r, nil
	}
	a := rv.Attempts[len(rv.Attempts)-1]
	r.AttemptID = a.AttemptID
	var elems []events.ElementVerdict
	var w1r *events.Renderer
	if a.W1 != nil {
		r.W1Hash = a.W1.Hash
		if b, err := events.Decode(events.SchemaObservationW1, a.W1.Body); err == nil {
			r.Tuple, w1r = &b.(*events.ObservationW1).Tuple, b.(*events.ObservationW1).Renderer
		}
	}
	if a.W2 != nil {
		r.W2Hash = a.W2.Hash
		if b, err := events.Decode(events.SchemaVisualVerdict, a.W2.Body); err == nil {
			elems = b.(*events.VisualVerdict).ElementVerdicts
		}
	}
	blobs := map[string][]byte{}
	fetch := func(sum string) ([]byte, error) {
		if b, ok := blobs[sum]; ok {
			return b, nil
		}
		// The ledger folds a witness's report as it ingests it and
		// answers blob queries from the chain once committed: right after
		// the verdict the last blob may still be on its way to disk.
		var b []byte
		err := pause.Poll(ctx, blobWait, blobEvery, func() (bool, error) {
			var err error
			b, _, err = src.Blob(ctx, sum)
			return err == nil, nil
		})
		if err != nil {
			if _, _, berr := src.Blob(ctx, sum); berr != nil {
				err = berr
			}
			return nil, fmt.Errorf("report %s: blob %s: %w", id, sum, err)
		}
		blobs[sum] = b
		return b, nil
	}
	for i, sh := range a.Screenshots {
		f := Frame{
			Key: sh.Screen + "@" + sh.Breakpoint + "/" + sh.Surface, Screen: sh.Screen, Breakpoint: sh.Breakpoint, Surface: sh.Surface,
			Width: sh.Width, Height: sh.Height, Screenshot: sh.SHA256, Origin: sh.Origin(), Baseline: sh.Baseline, Changed: sh.Changed, Accepted: sh.Accepted,
			DiffPixels: -1, Status: "pass", Deviations: []Finding{}, Boxes: boxes(i, sh.Screen, sh.Breakpoint, elems),
			Renderer: w1r, BaselineRenderer: sh.BaselineRenderer,
		}
		f.RendererChanged = sh.Baseline != "" && w1r != nil && sh.BaselineRenderer != nil && !w1r.Same(sh.BaselineRenderer)
		if f.shot, err = fetch(sh.SHA256); err != nil {
			return nil, err
		}
		if sh.Baseline != "" {
			if f.base, err = fetch(sh.Baseline); err != nil {
				return nil, err
			}
			f.diff, f.DiffPixels, f.DiffNote = diffPNG(ctx, f.base, f.shot)
		}
		r.Frames = append(r.Frames, f)
	}
	place := func(d govern.Dev, waived bool) {
		screen, element, bp := events.SplitLocationHint(d.LocationHint)
		placed := false
		for i := range r.Frames {
			f := &r.Frames[i]
			if f.Screen != screen || f.Breakpoint != bp {
				continue
			}
			fd := Finding{Dev: d, Waived: waived}
			for _, b := range f.Boxes {
				if element != "" && b.Element == element {
					fd.Anchor = b.Anchor
				}
			}
			f.Deviations = append(f.Deviations, fd)
			if !waived {
				f.Status = "fail"
			}
			placed = true
		}
		if !placed {
			r.Unplaced = append(r.Unplaced, Finding{Dev: d, Waived: waived})
		}
	}
	for _, d := range a.Deviations {
		place(d, false)
	}
	for _, d := range a.Waived {
		place(d, true)
	}
	return r, nil
}

// boxes are the elements W2 measured on screen at bp. W2 measures the
// page's DOM once per breakpoint, so every surface of a screen and
// breakpoint shows the same boxes.
func boxes(frame int, screen, bp string, elems []events.ElementVerdict) []Box {
	out := []Box{}
	for j, ev := range elems {
		if ev.Screen != screen || ev.Breakpoint != bp {
			continue
		}
		b := Box{Anchor: fmt.Sprintf("box-%d-%d", frame, j), Element: ev.Element, Selector: ev.Selector, Status: ev.Status, Measured: ev.BBoxMeasured}
		if m, d := ev.BBoxMeasured, ev.BBoxDriftPX; m != nil && d != nil {
			b.Declared = &events.Rect{X: m.X - d.X, Y: m.Y - d.Y, W: m.W - d.W, H: m.H - d.H}
		}
		out = append(out, b)
	}
	return out
}
