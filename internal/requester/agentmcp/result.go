package agentmcp

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Result is what verify, attempt and status return as structuredContent:
// the W³ output's fields an agent acts on (docs/CONTRACTS.md §5 has them
// all; "tribunal status --json" prints them), each deviation made
// actionable, and what to do next. Field names are a contract
// (docs/AGENTS.md).
type Result struct {
	RequestID    string      `json:"request_id"`
	Attempt      string      `json:"attempt" jsonschema:"the attempt the verdict is about"`
	Verdict      string      `json:"verdict" jsonschema:"PASS_CANDIDATE, SEALED_DEPLOY, HOLD or FAIL; HOLD with error AWAITING_WITNESSES while the witnesses work"`
	Error        string      `json:"error" jsonschema:"why a HOLD or FAIL holds, e.g. ENTROPY_NON_DECREASING or SCAR_ALREADY_FAILED"`
	Iterations   int         `json:"iterations"`
	EntropyDelta int         `json:"entropy_delta" jsonschema:"this attempt's deviations minus the previous attempt's; from the second attempt on it must be negative"`
	Deviations   []Deviation `json:"deviations"`
	Ledger       Ledger      `json:"tri_witness_ledger"`
	// Waiting names the witnesses whose report the attempt still lacks
	// (only when a wait ran out).
	Waiting []string `json:"waiting,omitempty"`
	Next    string   `json:"next" jsonschema:"one line: what the agent does now"`
}

// Deviation is one deviation of the attempt, as an agent fixes it.
type Deviation struct {
	ID          string  `json:"id" jsonschema:"the deviation kind, e.g. bbox_drift, token_mismatch, clipped_text, contrast"`
	Screen      string  `json:"screen"`
	Element     string  `json:"element" jsonschema:"the skeleton's element id; empty for a whole frame or the page"`
	Selector    string  `json:"selector,omitempty"`
	Breakpoint  string  `json:"breakpoint"`
	Witness     string  `json:"witness" jsonschema:"w1 (pixels), w2 (DOM and spec) or fold (both reports)"`
	Severity    float64 `json:"severity"`
	Expected    string  `json:"expected"`
	Actual      string  `json:"actual"`
	Hint        string  `json:"hint" jsonschema:"one line: what would fix it"`
	Fingerprint string  `json:"fingerprint" jsonschema:"the scar key: the scar tool takes it"`
	Scar        string  `json:"scar,omitempty" jsonschema:"FAILED or PARTIAL when this pattern was seen before"`
}

// Ledger is the tri-witness ledger in short: each witness's verdict and
// report hash, the judge's verdict and the seal's composite hash.
type Ledger struct {
	W1            Witness `json:"w1"`
	W2            Witness `json:"w2"`
	W3            Judge   `json:"w3"`
	CompositeHash string  `json:"composite_hash"`
}

// Witness is W1's or W2's entry.
type Witness struct {
	Verdict string `json:"verdict"`
	Hash    string `json:"hash"`
}

// Judge is W3, the human's entry.
type Judge struct {
	Verdict string `json:"verdict"`
	ActorID string `json:"actor_id,omitempty"`
}

// resultOf makes the Result of request rv's current attempt; waiting
// names who has not reported when a wait ran out.
func resultOf(rv *govern.Review, waiting []string) *Result {
	w := rv.W3
	tw := w.TriWitnessLedger
	res := &Result{
		RequestID: w.RequestID, Attempt: w.AttemptID, Verdict: w.Verdict, Error: w.Error,
		Iterations: w.Iterations, EntropyDelta: w.EntropyDelta, Deviations: []Deviation{}, Waiting: waiting,
		Ledger: Ledger{
			W1: Witness{tw.W1.Verdict, tw.W1.Hash}, W2: Witness{tw.W2.Verdict, tw.W2.Hash},
			W3: Judge{tw.W3.Verdict, tw.W3.ActorID}, CompositeHash: tw.CompositeHash,
		},
	}
	var att *govern.ReviewAtt
	for i := range rv.Attempts {
		if rv.Attempts[i].AttemptID == w.AttemptID {
			att = &rv.Attempts[i]
		}
	}
	x := explainer{tokens: map[string]skeleton.Token{}, elems: map[string]events.ElementVerdict{}}
	if b, err := events.Decode(events.SchemaRequestOpened, rv.Request); err == nil {
		r := b.(*events.RequestOpened)
		if sk, err := skeleton.LoadFiles(r.Skeleton.Files, skeleton.Options{ExpectHash: r.SkeletonHash}); err == nil {
			for _, t := range sk.Tokens {
				x.tokens[t.Name] = t
			}
		}
	}
	var devs []govern.Dev
	if att != nil {
		devs = att.Deviations
		if att.W2 != nil {
			if b, err := events.Decode(events.SchemaVisualVerdict, att.W2.Body); err == nil {
				for _, ev := range b.(*events.VisualVerdict).ElementVerdicts {
					x.elems[ev.Screen+"/"+ev.Element+"@"+ev.Breakpoint] = ev
				}
			}
		}
	} else {
		for _, d := range w.Deviations {
			devs = append(devs, govern.Dev{Deviation: d, Fingerprint: govern.Fingerprint(d.ID, d.LocationHint)})
		}
	}
	for _, d := range devs {
		res.Deviations = append(res.Deviations, x.explain(d))
	}
	res.Next = next(res)
	return res
}

// explainer turns a deviation into expected, actual and a hint, from
// W2's element verdicts and the skeleton's tokens.
type explainer struct {
	tokens map[string]skeleton.Token
	elems  map[string]events.ElementVerdict // by location hint
}

// W1's descriptions carry the measured values (internal/w1/pixelcheck).
var (
	contrastRE = regexp.MustCompile(`contrast ([0-9.]+):1 .* is below ([0-9.]+):1`)
	closestRE  = regexp.MustCompile(`^(\S+) (\S+) \((#[0-9a-f]{6})\) not found.*closest colour (#[0-9a-f]{6})`)
)

func (x explainer) explain(d govern.Dev) Deviation {
	screen, element, bp := events.SplitLocationHint(d.LocationHint)
	out := Deviation{
		ID: d.ID, Screen: screen, Element: element, Breakpoint: bp, Witness: d.Witness,
		Severity: d.Severity, Fingerprint: d.Fingerprint, Scar: d.ScarOutcome,
		Actual: d.Description,
	}
	ev, haveEV := x.elems[d.LocationHint]
	sel := element
	if haveEV {
		out.Selector, sel = ev.Selector, ev.Selector
	}
	switch d.ID {
	case govern.DevBBoxDrift:
		if haveEV && ev.BBoxMeasured != nil && ev.BBoxDriftPX != nil {
			m, dr := ev.BBoxMeasured, ev.BBoxDriftPX
			want := events.Rect{X: m.X - dr.X, Y: m.Y - dr.Y, W: m.W - dr.W, H: m.H - dr.H}
			out.Expected, out.Actual = "box "+box(&want), "box "+box(m)
			out.Hint = fmt.Sprintf("place %s at x %g, y %g, %g×%g px at %s (tolerance %g px); it is off by x%+g y%+g w%+g h%+g",
				sel, want.X, want.Y, want.W, want.H, bp, ev.TolerancePX, dr.X, dr.Y, dr.W, dr.H)
		} else {
			out.Expected, out.Hint = "the skeleton's box", fmt.Sprintf("move %s back to the skeleton's box at %s", sel, bp)
		}
	case govern.DevTokenMismatch:
		var exp, act, fix []string
		for _, m := range ev.TokenMismatch {
			exp = append(exp, fmt.Sprintf("%s %s", m.Field, m.Expected))
			act = append(act, fmt.Sprintf("%s %s", m.Field, m.Computed))
			fix = append(fix, fmt.Sprintf("%s: %s", m.Field, x.varOf(ev, m.Field, m.Expected)))
		}
		if len(exp) > 0 {
			out.Expected, out.Actual = strings.Join(exp, "; "), strings.Join(act, "; ")
		}
		out.Hint = fmt.Sprintf("style %s with the design token, not a literal: %s", sel, strings.Join(fix, "; "))
	case govern.DevClippedText:
		var act []string
		for _, c := range ev.ClippedText {
			act = append(act, fmt.Sprintf("%q shows %g of %g px (cut by %s)", c.Text, c.VisiblePX, c.FullPX, c.ClippedBy))
		}
		if len(act) > 0 {
			out.Actual = strings.Join(act, "; ")
		}
		out.Expected = "all of its text visible"
		out.Hint = fmt.Sprintf("make the text of %s fit its box at %s: shorten it, or let it wrap or shrink; truncation the design intends is declared in the skeleton (must_satisfy.allow_truncation)", sel, bp)
	case govern.DevMissingFromDOM:
		out.Expected, out.Actual = "an element matching "+sel, "nothing matches"
		out.Hint = fmt.Sprintf("render an element matching %s on %s", sel, screen)
	case govern.DevMustBeHidden:
		out.Expected = "not visibly rendered at " + bp
		if haveEV && ev.BBoxMeasured != nil {
			out.Actual = "visible, box " + box(ev.BBoxMeasured)
		}
		out.Hint = fmt.Sprintf("hide %s at %s (display: none at that width)", sel, bp)
	case govern.DevDeadHandler:
		var exp []string
		for _, h := range ev.DeadHandler {
			exp = append(exp, fmt.Sprintf("%s → %s", h.Event, h.BindsTo))
		}
		out.Expected = strings.Join(exp, "; ")
		out.Hint = fmt.Sprintf("wire the declared interaction of %s (a listener, or an inline on<event>)", sel)
	case govern.DevStateMismatch:
		if m := ev.StateMismatch; m != nil {
			out.Expected, out.Actual = m.Declared, m.Observed
		}
		out.Hint = fmt.Sprintf("make %s inactive as the skeleton declares (the disabled attribute)", sel)
	case "contrast", "non_text_contrast":
		if m := contrastRE.FindStringSubmatch(d.Description); m != nil {
			out.Expected, out.Actual = "contrast ≥ "+m[2]+":1", "contrast "+m[1]+":1"
		}
		out.Hint = fmt.Sprintf("raise the contrast of %s at %s: darken the text or lighten its background, within the design tokens", sel, bp)
	case "token_colour":
		if m := closestRE.FindStringSubmatch(d.Description); m != nil {
			out.Expected, out.Actual = fmt.Sprintf("%s %s (%s) in the region", m[1], m[2], m[3]), "closest colour "+m[4]
		}
		out.Hint = fmt.Sprintf("paint %s with the token's colour (its CSS variable), as the skeleton declares", sel)
	case "region_ink":
		out.Expected, out.Hint = "something visible in the element's box", fmt.Sprintf("render %s visibly inside its declared box at %s", sel, bp)
	case "blank_frame":
		out.Expected, out.Hint = "a rendered page", fmt.Sprintf("the page %s renders as one colour at %s: check that it loads and draws", screen, bp)
	case "baseline_diff":
		out.Expected = "the scope's baseline frame"
		out.Hint = "the frame changed since its baseline: undo the change, or if it is intended, ask the human judge to accept it (judge rebaseline)"
	default:
		if code, ok := strings.CutPrefix(d.ID, govern.DevLintPrefix); ok {
			out.Screen, out.Breakpoint = "", ""
			out.Expected = "no blocking lint finding"
			out.Hint = "fix the page itself (" + code + "): " + d.Description
		} else {
			out.Hint = "see the evidence tool's overlay of " + screen + "@" + bp
		}
	}
	if out.Expected == "" {
		out.Expected = "as the skeleton declares"
	}
	// A witness's text may hold line breaks; each field stays one line
	// (the compact text is one line a deviation).
	out.Expected, out.Actual, out.Hint = cli.OneLine(out.Expected), cli.OneLine(out.Actual), cli.OneLine(out.Hint)
	return out
}

// varOf names the declaration that fixes field of ev: the token's CSS
// variable when W2 followed one, else the expected value.
func (x explainer) varOf(ev events.ElementVerdict, field, value string) string {
	for _, c := range ev.TokenChains {
		if c.Field == field {
			if t, ok := x.tokens[c.Token]; ok && t.CSSVar != "" {
				return fmt.Sprintf("var(%s) (token %s, %s)", t.CSSVar, t.Name, t.Value)
			}
		}
	}
	return value
}

func box(r *events.Rect) string {
	return fmt.Sprintf("x %g y %g w %g h %g", r.X, r.Y, r.W, r.H)
}

// next is the one line that tells the agent what to do with res.
func next(res *Result) string {
	switch {
	case len(res.Waiting) > 0:
		return fmt.Sprintf("the witnesses are still working (waiting for %s): call status with request_id %s later", strings.Join(res.Waiting, " and "), res.RequestID)
	case res.Error == govern.ErrAwaitingWitnesses:
		return "the witnesses are still working: call status with request_id " + res.RequestID + " later"
	case res.Verdict == events.StatePassCandidate:
		return fmt.Sprintf("stop: request %s is a PASS_CANDIDATE; only a human judge can seal it (judge approve %s --reason …, or the judge's cockpit). Ask a human; do not call attempt again", res.RequestID, res.RequestID)
	case res.Verdict == events.StateSealedDeploy:
		return "done: a human judge sealed the request"
	case res.Verdict == events.StateFail:
		return "the request failed (" + res.Error + "): fix the cause and call verify again with a new request"
	case strings.HasPrefix(res.Error, govern.ErrJudgeRejected):
		return "the human judge rejected it: read the reason in error, change the product, then call attempt"
	case strings.Contains(res.Error, "ENTROPY_NON_DECREASING"):
		return "your last change did not reduce the deviations: undo it, fix one listed deviation at a time, then call attempt"
	case strings.Contains(res.Error, "SCAR_ALREADY_FAILED"):
		return "held: a deviation that survived an earlier attempt is still here (its scar is FAILED; the scar tool shows its history): fix it, differently if you already tried, then call attempt"
	case res.Verdict == events.StateHold && len(res.Deviations) > 0:
		return "fix the deviations (each has a hint) in the product, then call attempt with request_id " + res.RequestID + " and your diff"
	case res.Verdict == events.StateHold:
		return "held (" + res.Error + "): see status; a human judge may have to act"
	}
	return "the witnesses are still working: call status with request_id " + res.RequestID
}

// Text is res in a few lines, for models without structured output.
func (res *Result) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s attempt %s iteration %d entropy_delta %+d", res.Verdict, res.RequestID, res.Attempt, res.Iterations, res.EntropyDelta)
	if res.Error != "" {
		fmt.Fprintf(&b, " error %s", res.Error)
	}
	fmt.Fprintf(&b, "\nw1 %s, w2 %s, w3 %s\n", res.Ledger.W1.Verdict, res.Ledger.W2.Verdict, res.Ledger.W3.Verdict)
	for _, d := range res.Deviations {
		where := d.Screen
		if d.Element != "" {
			where += "/" + d.Element
		}
		if d.Breakpoint != "" {
			where += "@" + d.Breakpoint
		}
		fmt.Fprintf(&b, "- %s %s [%s] expected %s; actual %s. fix: %s", d.ID, where, d.Witness, d.Expected, d.Actual, d.Hint)
		if d.Scar != "" {
			fmt.Fprintf(&b, " (scar %s)", d.Scar)
		}
		b.WriteByte('\n')
	}
	b.WriteString("next: " + res.Next + "\n")
	return b.String()
}
