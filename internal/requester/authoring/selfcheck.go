package authoring

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/w2/measure"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// The self-check: W2 itself (measure.Options.Verify, the rubric a request would
// use) judges the recorded skeleton against the very build it was
// recorded from. Whatever W2 cannot confirm on the reference is what a
// designer would not want in the skeleton, and is corrected, each with a
// comment or a report line:
//
//   - an interaction W2 finds dead: a recorded one becomes visual_only; a
//     kept (hand-made) one is replaced by what the page suggests, or
//     dropped;
//   - a token use W2 does not confirm is dropped;
//   - clipped text is allowed (allow_truncation: the reference is the
//     design);
//   - a state: disabled the page does not honour is dropped.
//
// Then W2 runs again, until it has nothing more to correct (three rounds
// at most). What still fails — a box that moves between two loads of the
// same page, say — is reported as a failure: the skeleton is written,
// and the command exits 1.

const maxRounds = 3

func selfCheck(ctx context.Context, b *browser.Browser, o Options, d *draft, r *Result) error {
	for round := 1; ; round++ {
		files := emit(d)
		sk, err := skeleton.LoadFiles(files, skeleton.Options{})
		if err != nil {
			return fmt.Errorf("authoring: the recorded skeleton does not parse (a bug): %w", err)
		}
		j := &job.Job{
			Tuple: events.Tuple{SkeletonHash: sk.Hash, RequestID: "skeleton-record", AttemptID: fmt.Sprintf("self-check-%d", round),
				PriorStateVersion: "0", ProductHash: "-", InventoryHash: "-", RunnerVersion: "tribunal-skeleton-record", RubricVersion: o.Rubric},
			Skeleton: sk, ProductURL: o.Root, Constraints: sk.Constraints, Surfaces: []string{events.SurfaceWeb},
		}
		o.Logger.Info("self-check", "round", round, "rubric", o.Rubric)
		v := measure.Options{Logger: o.Logger, Parallel: o.Parallel}.Verify(ctx, b, j).Verdict
		if v.Verdict == events.VerdictAuditUnavailable {
			if err := context.Cause(ctx); err != nil {
				return err
			}
			return browser.Unavailable("self-check", errors.New(v.Error))
		}
		changed := false
		for i := range v.ElementVerdicts {
			ev := &v.ElementVerdicts[i]
			if ev.Status != events.ElementFail {
				continue
			}
			if s := d.screen(ev.Screen); s != nil {
				if e := s.element(ev.Element); e != nil && correct(e, ev, r) {
					changed = true
				}
			}
		}
		if changed && round < maxRounds {
			continue
		}
		r.Failures = nil
		for i := range v.ElementVerdicts {
			ev := &v.ElementVerdicts[i]
			if ev.Status != events.ElementFail {
				continue
			}
			where := ev.Screen + "/" + ev.Element + "@" + ev.Breakpoint + ": "
			for _, c := range v.Concerns {
				if strings.HasPrefix(c.Detail, where) {
					r.Failures = append(r.Failures, c.Code+" "+c.Detail)
				}
			}
		}
		for _, f := range v.Lint.Findings {
			r.PageFindings = append(r.PageFindings, fmt.Sprintf("%s (%s): %s", f.Code, f.Severity, f.Detail))
		}
		return nil
	}
}

// correct applies the corrections for one failed element verdict and
// reports whether it changed anything.
func correct(e *draftElement, ev *events.ElementVerdict, r *Result) bool {
	where := ev.Screen + "/" + ev.Element + "@" + ev.Breakpoint
	changed := false
	note := func(line string) {
		e.notes = append(e.notes, line)
		r.Corrections = append(r.Corrections, where+": "+line)
	}
	if len(ev.ClippedText) > 0 && !e.allowTruncation {
		e.allowTruncation = true
		note("allow_truncation: W2 finds its text cut off at " + ev.Breakpoint + " on the reference build")
		changed = true
	}
	for _, tm := range ev.TokenMismatch {
		k := slices.IndexFunc(e.tokens, func(u skeleton.TokenUse) bool { return u.Property == tm.Field })
		if k < 0 {
			continue
		}
		note(fmt.Sprintf("%s: token %s dropped: W2 did not confirm it at %s (computed %q, the token is %q)",
			tm.Field, e.tokens[k].Token, ev.Breakpoint, tm.Computed, tm.Expected))
		e.tokens = slices.Delete(e.tokens, k, k+1)
		changed = true
	}
	for _, dh := range ev.DeadHandler {
		k := slices.IndexFunc(e.interactions, func(in draftInteraction) bool { return in.event == dh.Event })
		if k < 0 || e.interactions[k].visualOnly {
			continue
		}
		in := &e.interactions[k]
		switch {
		case in.recorded:
			note(fmt.Sprintf("%s: %s demoted to visual only: W2 finds it %s at %s", dh.Event, describe(*in), dh.Reason, ev.Breakpoint))
			in.visualOnly, in.bindsTo = true, nil
		case e.alt != nil && e.alt.event == in.event:
			r.Moved = append(r.Moved, fmt.Sprintf("%s: %s %s no longer holds (W2: %s); now %s", where, dh.Event, describe(*in), dh.Reason, describe(*e.alt)))
			*in, e.alt = *e.alt, nil
		default:
			r.Moved = append(r.Moved, fmt.Sprintf("%s: %s %s no longer holds (W2: %s); dropped", where, dh.Event, describe(*in), dh.Reason))
			e.interactions = slices.Delete(e.interactions, k, k+1)
		}
		changed = true
	}
	if ev.StateMismatch != nil && e.state != "" {
		r.Moved = append(r.Moved, fmt.Sprintf("%s: state %s no longer holds (%s); dropped", where, e.state, ev.StateMismatch.Observed))
		e.state = ""
		changed = true
	}
	return changed
}
