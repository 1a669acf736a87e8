package report

import (
	"fmt"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// The renderer block of the request view: every renderer record that
// made the evidence — each witness's for the attempt and the ones that
// made the baselines W1 compared its frames with — member by member,
// with the members that differ from W1's marked, and one line each when
// the witnesses ran on different renderers and when W1's renderer is not
// the baselines' (docs/OPERATIONS.md §3, the upgrade path).

// rendererBlock is that table; nil when no record exists (a chain from
// before renderer records).
type rendererBlock struct {
	Cols []rendererCol
	Rows []rendererRow
	// WitnessesDiffer names the members in which W2's renderer differs
	// from W1's ("" when they are the same renderer, or one is unknown);
	// Builds, that they are the same renderer driven by other Tribunal
	// builds.
	WitnessesDiffer string
	Builds          bool
	// BaselineDiffers says how W1's renderer differs from the renderers
	// that made the baselines ("" when it does not).
	BaselineDiffers string
}

type rendererCol struct {
	Key, Name string
}

type rendererRow struct {
	Field, Label string
	Cells        []rendererCell
}

type rendererCell struct {
	Text    string
	Hash    bool // a digest, shown in full
	Differs bool // not W1's value
}

// rendererMember is one member of a renderer record as the view shows
// it; pixels says a difference in it is a renderer change
// (events.Renderer.Same).
type rendererMember struct {
	field, label string
	hash, pixels bool
	text         func(*events.Renderer) string
}

var rendererMembers = []rendererMember{
	{"browser", "browser", false, true, func(r *events.Renderer) string {
		s := r.Product + "/" + r.Version
		if r.Revision != "" {
			s += " (" + r.Revision + ")"
		}
		return s
	}},
	{"headless", "headless mode", false, true, func(r *events.Renderer) string { return r.Headless }},
	{"fonts", "fonts", true, true, func(r *events.Renderer) string { return fmt.Sprintf("%s (%d files)", r.FontsSHA256, r.Fonts) }},
	{"scale", "device scale factor", false, true, func(r *events.Renderer) string { return fmt.Sprintf("%g", r.DeviceScaleFactor) }},
	{"flags", "flags", true, true, func(r *events.Renderer) string { return r.FlagsSHA256 }},
	{"tribunal", "Tribunal build", false, false, func(r *events.Renderer) string { return r.Tribunal }},
}

// rendererDiff names the members of b that differ from a and change
// pixels ("" when a or b is nil, or they are the same renderer).
func rendererDiff(a, b *events.Renderer) string {
	if a == nil || b == nil {
		return ""
	}
	var out []string
	for _, m := range rendererMembers {
		if m.pixels && m.text(a) != m.text(b) {
			out = append(out, m.label)
		}
	}
	return strings.Join(out, ", ")
}

// renderersOf builds r's renderer block.
func renderersOf(r *Report) *rendererBlock {
	type col struct {
		rendererCol
		rd *events.Renderer
	}
	var w1, w2 *events.Renderer
	if r.W3 != nil {
		w1, w2 = r.W3.TriWitnessLedger.W1.Renderer, r.W3.TriWitnessLedger.W2.Renderer
	}
	cols := []col{{rendererCol{"w1", "W1 (pixels), this attempt"}, w1}, {rendererCol{"w2", "W2 (DOM), this attempt"}, w2}}
	// The baselines' renderers, each once, with how many frames each made.
	var bases []*events.Renderer
	frames := map[int]int{}
	for _, f := range r.Frames {
		if f.BaselineRenderer == nil {
			continue
		}
		i := 0
		for ; i < len(bases) && !(*bases[i] == *f.BaselineRenderer); i++ {
		}
		if i == len(bases) {
			bases = append(bases, f.BaselineRenderer)
		}
		frames[i]++
	}
	for i, b := range bases {
		name := fmt.Sprintf("baseline of %d frame(s)", frames[i])
		if len(bases) > 1 {
			name = fmt.Sprintf("baseline %d, of %d frame(s)", i+1, frames[i])
		}
		cols = append(cols, col{rendererCol{fmt.Sprintf("baseline-%d", i+1), name}, b})
	}
	if w1 == nil && w2 == nil && len(bases) == 0 {
		return nil
	}
	blk := &rendererBlock{WitnessesDiffer: rendererDiff(w1, w2)}
	blk.Builds = blk.WitnessesDiffer == "" && w1 != nil && w2 != nil && w1.Tribunal != w2.Tribunal
	var diffs []string
	for _, b := range bases {
		if d := rendererDiff(w1, b); d != "" {
			diffs = append(diffs, d)
		}
	}
	if len(diffs) > 0 {
		blk.BaselineDiffers = strings.Join(diffs, "; ")
	}
	for _, c := range cols {
		blk.Cols = append(blk.Cols, c.rendererCol)
	}
	for _, m := range rendererMembers {
		row := rendererRow{Field: m.field, Label: m.label}
		for i, c := range cols {
			cell := rendererCell{Text: "no renderer record", Hash: m.hash && c.rd != nil}
			if c.rd != nil {
				cell.Text = m.text(c.rd)
				cell.Differs = i > 0 && w1 != nil && cell.Text != m.text(w1)
			}
			row.Cells = append(row.Cells, cell)
		}
		blk.Rows = append(blk.Rows, row)
	}
	return blk
}
