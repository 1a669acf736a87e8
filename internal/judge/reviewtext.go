package judge

import (
	"fmt"
	"io"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

// WriteReview renders what the judge must see before deciding, its
// commands spelled as c says.
func WriteReview(out io.Writer, rv *govern.Review, c w3view.Commands) error {
	var b strings.Builder
	if err := w3view.WriteWith(&b, rv.W3, c); err != nil {
		return err
	}
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("\nstate        %s (version %s)", rv.State, rv.StateVersion)
	if rv.Error != "" {
		p(", error %s", rv.Error)
	}
	p("\nsurfaces     %s; max allowed deviation score %.3f\n", strings.Join(rv.Surfaces, ", "), rv.MaxScore)
	if len(rv.Violations) > 0 {
		p("GOVERNANCE VIOLATIONS (request held): %s\n", strings.Join(rv.Violations, ", "))
	}
	p("\nentropy history (deviations per assessed attempt):\n")
	if len(rv.Entropy) == 0 {
		p("  none assessed yet\n")
	}
	for _, e := range rv.Entropy {
		p("  iteration %-3d attempt %-14s deviations %-4d delta %+d\n", e.Iteration, e.AttemptID, e.Deviations, e.EntropyDelta)
	}
	if n := len(rv.Attempts); n > 0 {
		writeAttempt(&b, &rv.Attempts[n-1], c)
		writeSetAside(&b, rv, &rv.Attempts[n-1], c)
	}
	p("\ntransitions:\n")
	for _, t := range rv.Transitions {
		e := ""
		if t.Error != "" {
			e = "  " + t.Error
		}
		p("  v%-3d %-14s -> %-14s%s\n", t.Version, orDash(t.From), t.To, e)
	}
	_, err := io.WriteString(out, b.String())
	return err
}

func writeAttempt(b *strings.Builder, a *govern.ReviewAtt, c w3view.Commands) {
	p := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	p("\ncurrent attempt %s (event %s)\n", a.AttemptID, a.EventID)
	if a.CodeDiff != "" {
		p("code diff:\n%s\n", indent(a.CodeDiff, "  | "))
	}
	p("\nW1 — pixels")
	if a.W1 == nil {
		p(": no report yet\n")
	} else {
		p(" (report %s, hash %s)\n", a.W1.EventID, a.W1.Hash)
		if w1, err := events.Decode(events.SchemaObservationW1, a.W1.Body); err == nil {
			o := w1.(*events.ObservationW1)
			p("  verdict %s, score %.3f%s\n", o.Verdict, o.Score, errText(o.Error))
		}
		for _, sh := range a.Screenshots {
			p("  screenshot %s@%s [%s] %dx%d\n    sha256 %s\n    fetch: %s\n",
				sh.Screen, sh.Breakpoint, sh.Surface, sh.Width, sh.Height, sh.SHA256,
				c.Line("blob", "get", sh.SHA256, "--out", cli.ShellQuote(sh.Screen+"-"+sh.Breakpoint+"-"+sh.Surface+".png")))
			switch {
			case sh.Accepted:
				p("    ACCEPTED by the judge as the new baseline\n")
			case sh.Baseline == "":
				p("    baseline: none (nothing sealed or accepted for this screen in the scope yet)\n")
			case sh.Changed:
				p("    baseline %s: CHANGED (see the baseline_diff or renderer_changed deviation; fetch: %s)\n", sh.Baseline, c.Line("blob", "get", sh.Baseline, "--out", "baseline.png"))
			default:
				p("    baseline %s: identical\n", sh.Baseline)
			}
		}
	}
	p("\nW2 — DOM and spec")
	if a.W2 == nil {
		p(": no report yet\n")
	} else {
		p(" (report %s, hash %s)\n", a.W2.EventID, a.W2.Hash)
		if w2, err := events.Decode(events.SchemaVisualVerdict, a.W2.Body); err == nil {
			v := w2.(*events.VisualVerdict)
			p("  verdict %s, %d element verdicts, nav links %d, fonts ready %d ms%s\n",
				v.Verdict, len(v.ElementVerdicts), v.Lint.NavLinks, v.FontsReadyMS, errText(v.Error))
			for _, ev := range v.ElementVerdicts {
				if ev.Status != events.ElementFail {
					continue
				}
				p("  FAIL %s/%s@%s (%s)", ev.Screen, ev.Element, ev.Breakpoint, ev.Selector)
				if ev.MissingFromDOM {
					p(" missing from DOM")
				}
				if d := ev.BBoxDriftPX; d != nil {
					p(" drift x%+g y%+g w%+g h%+g (tolerance %g)", d.X, d.Y, d.W, d.H, ev.TolerancePX)
				}
				for _, t := range ev.TokenMismatch {
					p(" token %s=%s want %s", t.Field, t.Computed, t.Expected)
				}
				for _, d := range ev.DeadHandler {
					p(" dead %s→%s (%s)", d.Event, d.BindsTo, d.Reason)
				}
				if ev.MicroDrift {
					p(" [micro-drift]")
				}
				p("\n")
			}
			for _, f := range v.Lint.Findings {
				p("  lint %s %s: %s\n", f.Severity, f.Code, f.Detail)
			}
			for _, c := range v.Concerns {
				p("  concern %s %s: %s\n", c.Severity, c.Code, c.Detail)
			}
		}
	}
	p("\ndeviations (merged, with scars):\n")
	if len(a.Deviations) == 0 {
		p("  none\n")
	}
	for _, d := range a.Deviations {
		scar := "new pattern"
		if d.ScarOutcome != "" {
			scar = "scar " + d.ScarOutcome
		}
		flag := ""
		if d.Flagged {
			flag = "  ** FLAGGED: this pattern was only partly fixed before — look closely **"
		}
		p("  [%s] %-14s sev %.2f %s\n    %s\n    fingerprint %s (%s)%s\n", d.Witness, d.ID, d.Severity, d.LocationHint, d.Description, d.Fingerprint, scar, flag)
	}
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func errText(e string) string {
	if e == "" {
		return ""
	}
	return ", error: " + e
}

func indent(s, prefix string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > 40 {
		lines = append(lines[:40], fmt.Sprintf("… %d more lines", len(lines)-40))
	}
	return prefix + strings.Join(lines, "\n"+prefix)
}

// writeSetAside prints what no longer counts against the current attempt
// and why — accepted baseline changes, drift-approved micro-drift, W2's
// drift verdict — and what a baseline acceptance could still do.
func writeSetAside(b *strings.Builder, rv *govern.Review, a *govern.ReviewAtt, c w3view.Commands) {
	p := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	p("\nbaseline scope %q", rv.Scope)
	if !rv.Scoped {
		p(" (the skeleton's name: the request names none)")
	}
	p("\n")
	if a.Drift != nil {
		if d, err := events.Decode(events.SchemaDriftVerdict, a.Drift.Body); err == nil {
			dv := d.(*events.DriftVerdict)
			p("drift arm: %s (drift-verdict.v1 %s): %s%s\n", dv.DriftDecision, a.Drift.EventID, dv.Reason, errText(dv.Error))
		}
	}
	if len(a.Acceptances) > 0 {
		p("baseline acceptances applied: %s\n", strings.Join(a.Acceptances, ", "))
	}
	if len(a.Waived) > 0 {
		p("set aside (they count for nothing):\n")
		for _, d := range a.Waived {
			why := "accepted as an intended change"
			switch d.Waiver {
			case govern.WaiverDriftApproved:
				why = "micro-drift approved by the drift arm"
			case govern.WaiverRendererAccepted:
				why = "made by the renderer the judge accepted for the scope"
			}
			p("  [%s] %-14s %s: %s (%s)\n", d.Witness, d.ID, d.LocationHint, why, d.WaivedBy)
		}
	}
	writeRendererChange(p, rv, c)
	if rb := rv.Rebaseline; rb != nil {
		if rb.Possible {
			var frames []string
			for _, f := range rb.DefaultFrames() {
				frames = append(frames, f.Place())
			}
			p("a baseline change holds it: %s accepts %s\n", c.Line("rebaseline", rv.W3.RequestID, "--reason", "TEXT"), strings.Join(frames, ", "))
		} else {
			p("no baseline acceptance applies: %s\n", rb.Refusal)
		}
	}
}

// writeRendererChange says which renderers made the baselines W1 met and
// the frames it rendered now, and what "judge accept-renderer" would do.
func writeRendererChange(p func(string, ...any), rv *govern.Review, c w3view.Commands) {
	if sr := rv.ScopeRenderer; sr != nil {
		p("scope %q accepts renderer %s (%s)\n", rv.Scope, sr.Renderer, sr.EventID)
	}
	rc := rv.RendererChange
	if rc == nil {
		return
	}
	if !rc.Possible {
		p("no renderer acceptance applies: %s\n", rc.Refusal)
		return
	}
	p("a renderer change holds it (%s at %s):\n", govern.DevRendererChanged, strings.Join(rc.Findings, ", "))
	for _, f := range rc.From {
		p("  baselines made by %s\n", f)
	}
	p("  W1 rendered with  %s\n", rc.To)
	p("  %s accepts it for scope %q and re-pins %d frame(s)\n", c.Line("accept-renderer", rv.W3.RequestID, "--reason", "TEXT"), rc.Scope, rc.Frames)
	if len(rc.Others) > 0 {
		p("  and decides again the scope's other requests held for the same renderer: %s\n", strings.Join(rc.Others, ", "))
	}
}
