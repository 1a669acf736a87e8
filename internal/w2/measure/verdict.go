package measure

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// assembly builds the verdict from the measurements, in skeleton order:
// screens, their elements, each element's required breakpoints.
type assembly struct {
	w   *work
	v   *events.VisualVerdict
	ops []*events.OpsObservation

	// lint, summed over screens
	required  []int
	forbidden []int
	badSel    map[string]bool
	linted    bool
	// nonMicro counts failures that are not micro-drift (lint blockers and
	// element failures alike).
	nonMicro int
	fails    int
}

func newAssembly(w *work) *assembly {
	c := w.job.Constraints
	return &assembly{
		w: w, v: newVerdict(w.job.Tuple),
		required:  make([]int, len(c.RequiredElements)),
		forbidden: make([]int, len(c.ForbiddenElements)),
		badSel:    map[string]bool{},
	}
}

func (a *assembly) finding(code, detail string) {
	a.v.Lint.Findings = append(a.v.Lint.Findings, events.LintFinding{Code: code, Severity: events.SeverityBlocker, Detail: detail})
	a.nonMicro++
}

func (a *assembly) concern(sev, code, detail string) {
	a.v.Concerns = append(a.v.Concerns, events.Concern{Severity: sev, Code: code, Detail: detail})
}

// page takes one page's fonts timing, load failure and lint.
func (a *assembly) page(t *pageTask, p *pageResult) {
	where := t.screen.ID + "@" + t.bp.Name
	a.v.BlockedURLs = events.MergeBlockedURLs(a.v.BlockedURLs, p.blocked)
	if p.loadErr != nil {
		a.w.log.Info("page did not load", "page", where, "why", p.loadErr.detail)
		a.finding("page_load_failed", fmt.Sprintf("%s: page %s did not load", where, t.screen.Path))
		return
	}
	a.v.FontsReadyMS = max(a.v.FontsReadyMS, p.fontsMS)
	if p.fontsMS > FontsSlowMS {
		detail := fmt.Sprintf("%s: fonts ready after %d ms (limit %d ms)", where, p.fontsMS, FontsSlowMS)
		a.concern(events.SeverityWarning, "fonts_slow", detail)
		a.ops = append(a.ops, a.w.opsSlow("document.fonts.ready: "+detail, p.fontsMS))
	}
	for _, u := range p.unsettled {
		// Rubric 1.3.0: measured anyway, but what was measured may differ
		// from run to run; the judge should know.
		a.concern(events.SeverityWarning, "page_unsettled", fmt.Sprintf("%s: the page was not ready within %s: %s; measured anyway", where, readyBound, u))
	}
	if o := p.overflow; o != nil && o.Scrolls {
		// Rubric 1.2.0: every breakpoint the screen is loaded at.
		a.finding("horizontal_overflow", fmt.Sprintf("%s: the page is %g px wide at a %g px viewport and scrolls sideways (furthest right: %s, to %g px)",
			where, o.Doc, o.View, clip(o.Widest), math.Round(o.Right*100)/100))
	}
	if p.lint == nil {
		return
	}
	l := p.lint
	a.linted = true
	sid := t.screen.ID
	a.v.Lint.NavLinks = max(a.v.Lint.NavLinks, l.NavLinks)
	c := a.w.job.Constraints
	if c.MaxNavLinks != nil && l.NavLinks > *c.MaxNavLinks {
		a.finding("nav_links_exceeded", fmt.Sprintf("%s: %d links in navigation, max_nav_links is %d", sid, l.NavLinks, *c.MaxNavLinks))
	}
	add := func(sum []int, counts []int, sels []string) {
		for i := range sum {
			if i < len(counts) {
				if counts[i] < 0 {
					a.badSel[sels[i]] = true
					continue
				}
				sum[i] += counts[i]
			}
		}
	}
	add(a.required, l.Required, c.RequiredElements)
	add(a.forbidden, l.Forbidden, c.ForbiddenElements)
	for _, s := range l.Scripts {
		a.finding("bundle_script_src", fmt.Sprintf("%s: <script src=%q>: a single-file bundle has all JS inline", sid, clip(s)))
	}
	for _, s := range l.Relative {
		a.finding("bundle_relative_ref", fmt.Sprintf("%s: %s: a relative reference in a single-file bundle", sid, clip(s)))
	}
	for _, s := range l.Chunks {
		a.finding("bundle_asset_chunk", fmt.Sprintf("%s: %s: a build chunk in a single-file bundle", sid, clip(s)))
	}
}

// element builds one element verdict. reasons maps interaction index to
// its rule-5 outcome ("" ok) for the interactions that were fired.
func (a *assembly) element(s *skeleton.Screen, el *skeleton.Element, bp string, p *pageResult, ei int, reasons map[int]string) {
	sk := a.w.job.Skeleton
	ev := events.ElementVerdict{
		Screen: s.ID, Element: el.ID, Breakpoint: bp, Selector: el.Selector,
		Status:         events.ElementPass,
		TolerancePX:    float64(sk.TolerancePX(el)),
		TokenMismatch:  []events.TokenMismatch{},
		DeadHandler:    []events.DeadHandler{},
		InteractionsOK: []events.InteractionOK{},
	}
	where := s.ID + "/" + el.ID + "@" + bp
	var fails []failure
	fail := func(f failure) {
		fails = append(fails, f)
		a.concern(events.SeverityBlocker, f.code, where+": "+f.detail)
	}
	declared := el.BBox[bp]
	var m *probed
	if p != nil && p.loadErr == nil {
		m = p.elements[ei]
	}
	switch {
	case declared == nil:
		// Rule 1: must not be rendered visibly.
		ev.Status = events.ElementHidden
		switch {
		case p == nil || p.loadErr != nil || m == nil || !m.Found:
			ev.MissingFromDOM = true
		case m.Visible:
			ev.BBoxMeasured = rect(m)
			fail(failure{code: "visible_when_hidden", detail: fmt.Sprintf("the skeleton says hidden here, the element is visible at %s", fmtRect(rect(m)))})
		}
	case m == nil || !m.Found:
		// Rule 2.
		ev.MissingFromDOM = true
		d := fmt.Sprintf("selector %q matches nothing", el.Selector)
		switch {
		case p != nil && p.loadErr != nil:
			d = "the page did not load"
		case m != nil && m.Bad != "":
			d = fmt.Sprintf("selector %q is invalid: %s", el.Selector, clip(m.Bad))
		}
		fail(failure{code: "missing_from_dom", detail: d})
	default:
		// Rule 3.
		got := rect(m)
		ev.BBoxMeasured = got
		drift := &events.Rect{X: got.X - declared.X, Y: got.Y - declared.Y, W: got.W - declared.W, H: got.H - declared.H}
		ev.BBoxDriftPX = drift
		if !m.Visible {
			fail(failure{code: "not_visible", detail: "the element is in the DOM but not rendered visibly"})
		}
		tol := ev.TolerancePX
		var bad []string
		worst := 0.0
		for _, d := range []struct {
			n string
			v float64
		}{{"x", drift.X}, {"y", drift.Y}, {"w", drift.W}, {"h", drift.H}} {
			if math.Abs(d.v) > tol {
				bad = append(bad, fmt.Sprintf("%s %+g", d.n, d.v))
				worst = max(worst, math.Abs(d.v))
			}
		}
		if len(bad) > 0 {
			dp := sk.DriftProfile
			fail(failure{code: "bbox_drift", detail: fmt.Sprintf("drift %s px beyond tolerance %g px", strings.Join(bad, ", "), tol),
				micro: dp != nil && worst <= float64(dp.TolerancePX)})
		}
		// Rule 4.
		if p != nil {
			for _, tr := range p.tokens[ei] {
				if tr.Chain != nil {
					ev.TokenChains = append(ev.TokenChains, events.TokenChain{Field: tr.Property, Token: tr.Token.Name, Chain: tr.Chain, UsesToken: tr.UsesToken})
				}
				if len(tr.Problems) == 0 {
					continue
				}
				ev.TokenMismatch = append(ev.TokenMismatch, events.TokenMismatch{Field: tr.Property, Computed: tr.Computed, Expected: tr.Token.Value})
				dp := sk.DriftProfile
				micro := dp != nil && dp.TokenFamilies && tr.Swap != "" && !tr.Inline
				fail(failure{code: "token_mismatch", micro: micro,
					detail: fmt.Sprintf("%s should come from %s (%s): %s", tr.Property, tr.Token.Name, tr.Token.CSSVar, strings.Join(tr.Problems, "; "))})
			}
		}
		// Rubric 1.2.0: text cut off, and a disabled state that is true.
		if m.Clipped != nil && m.Clipped.Total > 0 {
			var shown []string
			for _, r := range m.Clipped.Runs {
				ev.ClippedText = append(ev.ClippedText, events.ClippedText{Text: r.Text, VisiblePX: r.Visible, FullPX: r.Full, ClippedBy: r.By})
				if len(shown) < 3 {
					shown = append(shown, fmt.Sprintf("%q shows %g of %g px (cut by %s)", clipRunes(r.Text, 40), r.Visible, r.Full, r.By))
				}
			}
			fail(failure{code: "clipped_text", detail: fmt.Sprintf("%d text run(s) cut off: %s", m.Clipped.Total, strings.Join(shown, "; "))})
		}
		if a.w.rubric.state && el.State == skeleton.StateDisabled && !m.Inactive {
			ev.StateMismatch = &events.StateMismatch{Declared: skeleton.StateDisabled, Observed: inactiveNot}
			fail(failure{code: "state_mismatch", detail: "the skeleton declares it disabled, but it is " + inactiveNot})
		}
		// Rubric 1.4.0: the text contrast from computed styles.
		if a.w.rubric.contrast && m.Visible && el.State != skeleton.StateDisabled && p != nil && p.paint != nil {
			tc, j := elementContrast(p.paint, m.Runs, a.minContrast())
			ev.TextContrast = tc
			if j != nil && j.fails() {
				rule := "small text"
				if largeText(j.run.PX, j.run.Weight) {
					rule = "large text"
				}
				fail(failure{code: "text_contrast", detail: fmt.Sprintf("contrast %.2f:1 between text %s and background %s is below %s:1 (WCAG 1.4.3, %s: %gpx, weight %g): %q",
					floor2(j.ratio), hex8(j.fg), hex8(j.bg), strconv.FormatFloat(j.required, 'f', -1, 64), rule, j.run.PX, j.run.Weight, clipRunes(j.run.Text, 40))})
			}
		}
		// Rule 5.
		for k := range el.Interactions {
			in := &el.Interactions[k]
			bt := ""
			if in.BindsTo != nil {
				bt = *in.BindsTo
			}
			reason := ""
			switch {
			case in.VisualOnly:
			case in.BindsTo == nil:
				reason = ReasonNoBinding
			default:
				r, ok := reasons[k]
				if !ok {
					r = ReasonNotWired
				}
				reason = r
			}
			if reason == "" {
				ev.InteractionsOK = append(ev.InteractionsOK, events.InteractionOK{Event: in.Event, BindsTo: bt, Status: "ok"})
				continue
			}
			ev.DeadHandler = append(ev.DeadHandler, events.DeadHandler{Event: in.Event, BindsTo: bt, Reason: reason})
			d := fmt.Sprintf("%s → %q: %s", in.Event, bt, reason)
			if in.BindsTo == nil {
				d = fmt.Sprintf("%s: %s", in.Event, reason)
			}
			fail(failure{code: "dead_handler", detail: d})
		}
	}
	if len(fails) > 0 {
		ev.Status = events.ElementFail
		a.fails++
		ev.MicroDrift = true
		for _, f := range fails {
			if !f.micro {
				ev.MicroDrift = false
			}
		}
		if !ev.MicroDrift {
			a.nonMicro++
		}
	}
	a.v.ElementVerdicts = append(a.v.ElementVerdicts, ev)
}

// minContrast is the effective min_contrast_ratio (WCAG's 4.5 when the
// constraints name none); large text needs largeMinimum of it.
func (a *assembly) minContrast() float64 {
	if m := a.w.job.Constraints.MinContrastRatio; m != nil {
		return *m
	}
	return 4.5
}

// inactiveNot says why an element declared disabled is live (1.2.0).
const inactiveNot = `active: not :disabled, not aria-disabled="true", and reachable by pointer or keyboard`

// failure is one reason an element verdict fails.
type failure struct {
	code, detail string
	// micro: within the drift profile (docs/CONTRACTS.md §7.6).
	micro bool
}

// finish adds the lint selectors and applies rule 8.
func (a *assembly) finish() Result {
	c := a.w.job.Constraints
	for i, sel := range c.RequiredElements {
		ok := a.linted && a.required[i] > 0 && !a.badSel[sel]
		a.v.Lint.Required = append(a.v.Lint.Required, events.LintSelector{Selector: sel, Matches: a.required[i], OK: ok})
		switch {
		case a.badSel[sel]:
			a.finding("invalid_selector", fmt.Sprintf("required selector %q is not a valid selector", sel))
		case !ok:
			a.finding("required_missing", fmt.Sprintf("required selector %q matches nothing", sel))
		}
	}
	for i, sel := range c.ForbiddenElements {
		ok := a.forbidden[i] == 0 && !a.badSel[sel]
		a.v.Lint.Forbidden = append(a.v.Lint.Forbidden, events.LintSelector{Selector: sel, Matches: a.forbidden[i], OK: ok})
		switch {
		case a.badSel[sel]:
			a.finding("invalid_selector", fmt.Sprintf("forbidden selector %q is not a valid selector", sel))
		case !ok:
			a.finding("forbidden_present", fmt.Sprintf("forbidden selector %q matches %d element(s)", sel, a.forbidden[i]))
		}
	}
	v := a.v
	blocking := len(v.Lint.Findings) > 0 // every lint finding is a blocker
	warning := false
	for _, c := range v.Concerns {
		warning = warning || c.Severity == events.SeverityWarning
	}
	switch {
	case a.fails > 0 || blocking:
		v.Verdict = events.VerdictReject
		v.MicroDriftOnly = a.nonMicro == 0
	case warning:
		v.Verdict = events.VerdictWarn
	default:
		v.Verdict = events.VerdictPass
	}
	return Result{Verdict: v, Ops: a.ops}
}

func rect(m *probed) *events.Rect { return &events.Rect{X: m.X, Y: m.Y, W: m.W, H: m.H} }

func fmtRect(r *events.Rect) string {
	return fmt.Sprintf("{x: %g, y: %g, w: %g, h: %g}", r.X, r.Y, r.W, r.H)
}

// clipRunes keeps the first n characters of s.
func clipRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// clip keeps page text in a verdict short and on one line.
func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 120 {
		s = string(r[:117]) + "..."
	}
	return s
}
