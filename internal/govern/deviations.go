package govern

import (
	"fmt"
	"math"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Severities of the deviations derived from W2's report (docs/FORMAT.md,
// "W2 → deviation mapping"). Micro-drift failures count half.
const (
	SevMissingFromDOM = 1.0
	SevMustBeHidden   = 0.75
	SevDeadHandler    = 0.75
	SevBBoxDrift      = 0.5
	SevTokenMismatch  = 0.5
	SevElementFail    = 0.5
	SevLintBlocker    = 1.0
	// Rubric 1.2.0: text the user cannot read, and a control declared
	// disabled that is live (it would dodge W1's contrast check).
	SevClippedText   = 0.75
	SevStateMismatch = 0.75
	// Rubric 1.4.0: text whose contrast from computed styles is below
	// its minimum (WCAG 1.4.3).
	SevTextContrast = 0.75
)

// W2 deviation ids.
const (
	DevMissingFromDOM = "missing_from_dom"
	DevMustBeHidden   = "must_be_hidden"
	DevBBoxDrift      = "bbox_drift"
	DevTokenMismatch  = "token_mismatch"
	DevDeadHandler    = "dead_handler"
	DevElementFail    = "element_fail"
	DevClippedText    = "clipped_text"
	DevStateMismatch  = "state_mismatch"
	DevTextContrast   = "text_contrast"
	// Blocking lint findings become "lint:<code>" at location LintLocation.
	DevLintPrefix = "lint:"
	LintLocation  = "page@lint"
)

// Fingerprint is a scar's key: hex(H(id + location_hint)) (docs/CONTRACTS.md §5).
func Fingerprint(id, locationHint string) string { return hexSum([]byte(id + locationHint)) }

// W2Deviations maps W2's failing element verdicts and blocking lint
// findings to deviations, in report order:
//
//	missing_from_dom  selector matched nothing                     1.0
//	must_be_hidden    visible where the skeleton's bbox is null    0.75
//	bbox_drift        a |drift| beyond tolerance_px               0.5
//	token_mismatch    one per element, fields listed              0.5
//	dead_handler      one per element, events listed              0.75
//	clipped_text      one per element, runs listed (1.2.0)        0.75
//	state_mismatch    declared disabled, live on the page (1.2.0) 0.75
//	text_contrast     a decided text contrast below its minimum   0.75
//	                  (1.4.0, WCAG 1.4.3)
//	element_fail      failed for no reason above                  0.5
//	lint:<code>       a blocking lint finding, at "page@lint"      1.0
//	                  (lint:horizontal_overflow under 1.2.0)
//
// location_hint is "screen/element@breakpoint"; a micro-drift element's
// severities are halved. Passing and hidden elements and warning-level
// lint findings are not deviations.
func W2Deviations(v *events.VisualVerdict) []events.Deviation {
	out := []events.Deviation{}
	for _, ev := range v.ElementVerdicts {
		if ev.Status != events.ElementFail {
			continue
		}
		loc := ev.Screen + "/" + ev.Element + "@" + ev.Breakpoint
		scale := 1.0
		if ev.MicroDrift {
			scale = 0.5
		}
		add := func(id string, sev float64, desc string) {
			out = append(out, events.Deviation{ID: id, Description: desc, Severity: sev * scale, LocationHint: loc})
		}
		n := len(out)
		switch {
		case ev.MissingFromDOM:
			add(DevMissingFromDOM, SevMissingFromDOM, fmt.Sprintf("%s matches nothing in the DOM", ev.Selector))
		case ev.BBoxMeasured != nil && ev.BBoxDriftPX == nil:
			add(DevMustBeHidden, SevMustBeHidden, fmt.Sprintf("%s is rendered visibly; the skeleton hides it at %s", ev.Selector, ev.Breakpoint))
		}
		if d := ev.BBoxDriftPX; d != nil && !ev.MissingFromDOM {
			worst := max(math.Abs(d.X), math.Abs(d.Y), math.Abs(d.W), math.Abs(d.H))
			if worst > ev.TolerancePX {
				add(DevBBoxDrift, SevBBoxDrift, fmt.Sprintf("bbox drift x%+g y%+g w%+g h%+g px exceeds %g px", d.X, d.Y, d.W, d.H, ev.TolerancePX))
			}
		}
		if len(ev.TokenMismatch) > 0 {
			var f []string
			for _, m := range ev.TokenMismatch {
				f = append(f, fmt.Sprintf("%s is %s, want %s", m.Field, m.Computed, m.Expected))
			}
			add(DevTokenMismatch, SevTokenMismatch, strings.Join(f, "; "))
		}
		if len(ev.DeadHandler) > 0 {
			var f []string
			for _, h := range ev.DeadHandler {
				f = append(f, fmt.Sprintf("%s → %q: %s", h.Event, h.BindsTo, h.Reason))
			}
			add(DevDeadHandler, SevDeadHandler, strings.Join(f, "; "))
		}
		if len(ev.ClippedText) > 0 {
			var f []string
			for _, c := range ev.ClippedText {
				f = append(f, fmt.Sprintf("%q shows %g of %g px (cut by %s)", c.Text, c.VisiblePX, c.FullPX, c.ClippedBy))
			}
			add(DevClippedText, SevClippedText, strings.Join(f, "; "))
		}
		if m := ev.StateMismatch; m != nil {
			add(DevStateMismatch, SevStateMismatch, fmt.Sprintf("%s is declared %s but is %s", ev.Selector, m.Declared, m.Observed))
		}
		if tc := ev.TextContrast; tc != nil && tc.Decided && tc.Ratio != nil && *tc.Ratio < tc.Required {
			add(DevTextContrast, SevTextContrast, fmt.Sprintf("text contrast %.2f:1 (%s on %s) is below %g:1 (WCAG %s)", *tc.Ratio, tc.FG, tc.BG, tc.Required, tc.Criterion))
		}
		if len(out) == n {
			add(DevElementFail, SevElementFail, fmt.Sprintf("%s fails the rubric", ev.Selector))
		}
	}
	for _, f := range v.Lint.Findings {
		if f.Severity == events.SeverityBlocker {
			out = append(out, events.Deviation{ID: DevLintPrefix + f.Code, Description: f.Detail, Severity: SevLintBlocker, LocationHint: LintLocation})
		}
	}
	return out
}

// NormalisedScore is the normalised deviation score compared with
// max_allowed_deviation_score: the sum of the severities, clamped to
// [0, 1] (the same weighting as W1's vision_validation_score = 1 − score).
func NormalisedScore(devs []Dev) float64 {
	var sum float64
	for _, d := range devs {
		sum += d.Severity
	}
	return min(1, max(0, sum))
}

// W2Score is W2's score in the W³ output: the fraction of element verdicts
// that pass or are correctly hidden, 1 when there are none, 0 when W2
// rejects only on lint.
func W2Score(v *events.VisualVerdict) float64 {
	if len(v.ElementVerdicts) == 0 {
		if v.Verdict == events.VerdictReject || v.Verdict == events.VerdictAuditUnavailable {
			return 0
		}
		return 1
	}
	ok := 0
	for _, ev := range v.ElementVerdicts {
		if ev.Status != events.ElementFail {
			ok++
		}
	}
	return float64(ok) / float64(len(v.ElementVerdicts))
}
