package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// onlyFlag collects --only SCREEN@BREAKPOINT[/SURFACE] selectors.
type onlyFlag []frameSel

// frameSel selects the frames of a screen at a breakpoint, on one surface
// or ("" ) on every one.
type frameSel struct{ screen, breakpoint, surface string }

func (o *onlyFlag) String() string {
	var s []string
	for _, f := range *o {
		s = append(s, f.String())
	}
	return strings.Join(s, ",")
}

func (o *onlyFlag) Set(v string) error {
	sel, err := parseFrameSel(v)
	if err != nil {
		return err
	}
	*o = append(*o, sel)
	return nil
}

func (f frameSel) String() string {
	if f.surface == "" {
		return f.screen + "@" + f.breakpoint
	}
	return f.screen + "@" + f.breakpoint + "/" + f.surface
}

func (f frameSel) matches(a events.AcceptedFrame) bool {
	return a.Screen == f.screen && a.Breakpoint == f.breakpoint && (f.surface == "" || a.Surface == f.surface)
}

// parseFrameSel reads SCREEN@BREAKPOINT[/SURFACE].
func parseFrameSel(v string) (frameSel, error) {
	screen, rest, ok := strings.Cut(v, "@")
	bp, surface, _ := strings.Cut(rest, "/")
	switch {
	case !ok || screen == "" || bp == "":
		return frameSel{}, fmt.Errorf("%q is not SCREEN@BREAKPOINT[/SURFACE]", v)
	case strings.Contains(rest, "/") && !slices.Contains([]string{events.SurfaceWeb, events.SurfaceAndroid, events.SurfaceIOS}, surface):
		return frameSel{}, fmt.Errorf("%q: surface must be web, android or ios", v)
	}
	return frameSel{screen, bp, surface}, nil
}

const rebaselineHelp = `
Accept an intended visual change. The held request's current attempt shows
a baseline_diff: its page changed since the last sealed or accepted frame
of its baseline scope. The frames it is about (or the --only ones) become
that scope's baselines at once; the ledger decides the attempt again
without those deviations (their scars become ACCEPTED and never hold a
request): PASS_CANDIDATE if nothing else holds it — "judge approve ID"
still seals it — else HOLD with what still does. Refused, with the reason
and nothing published, when the attempt is held by AUDIT_UNAVAILABLE, a
governance violation, missing mobile evidence or a judge reject, or shows
no baseline_diff. "judge pending" lists the requests it applies to.
`

// cmdRebaseline publishes the judge's signed baseline.accepted.v1 for a
// held request's current attempt: the frames of its baseline_diff
// deviations (or the --only ones) become the baselines of the request's
// scope, and the ledger re-assesses the attempt without those
// deviations. It refuses, before publishing anything, an attempt whose
// blockers are not baseline changes, saying why. Sealing still takes
// "judge approve".
func cmdRebaseline(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlagSet("judge", "rebaseline", "ID --reason TEXT [--only SCREEN@BREAKPOINT[/SURFACE]]... [--actor NAME] [conn flags]", stderr)
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(fs.Output(), rebaselineHelp)
	}
	var conn endpoint.Flags
	conn.Register(fs)
	var only onlyFlag
	fs.Var(&only, "only", "accept only the frames of `SCREEN@BREAKPOINT[/SURFACE]` (repeatable; default: every frame a baseline_diff is about)")
	reason := fs.String("reason", "", "why the change is intended (required)")
	actor := fs.String("actor", os.Getenv("USER"), "the judge's actor `id` (default $USER)")
	ticket := fs.String("ticket", "", "an external ticket `id` for the acceptance")
	timeout := fs.Duration("timeout", 30*time.Second, "how long to wait for the ledger to apply the acceptance")
	asJSON := fs.Bool("json", false, "print the resulting W³ object as JSON")
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos, "ID"); err != nil {
		return err
	}
	if strings.TrimSpace(*reason) == "" {
		fs.Usage()
		return cli.UsageError{Msg: "rebaseline: --reason is required"}
	}
	if strings.TrimSpace(*actor) == "" {
		*actor = "judge"
	}
	id := pos[0]
	if err := events.CheckRequestID(id); err != nil {
		return cli.UsageError{Msg: "rebaseline: " + err.Error()}
	}
	s, err := dial(ctx, &conn, true)
	if err != nil {
		return err
	}
	defer s.Close()
	rv, err := s.Review(ctx, id)
	if err != nil {
		return err
	}
	rb := rv.Rebaseline
	switch {
	case rb == nil && rv.State == events.StatePassCandidate:
		return fmt.Errorf("%w: request %s is a PASS_CANDIDATE: nothing holds it; \"judge approve\" seals it and its frames become the baselines", errNotApplied, id)
	case rb == nil && rv.State == events.StateObserving:
		return fmt.Errorf("%w: request %s is OBSERVING: its attempt has no assessment yet (a witness report with a wrong tuple is rejected and does not count); only a held request takes a baseline acceptance", errNotApplied, id)
	case rb == nil:
		return fmt.Errorf("%w: request %s is %s (%s); only a held request takes a baseline acceptance", errNotApplied, id, rv.State, rv.Error)
	case rb.Refusal != "":
		return fmt.Errorf("%w: cannot rebaseline %s: %s", errNotApplied, id, rb.Refusal)
	}
	frames, err := pick(rb, only)
	if err != nil {
		return cli.InputError{Err: fmt.Errorf("rebaseline %s: %w", id, err)}
	}
	b := &events.BaselineAccepted{
		SchemaName: events.SchemaBaselineAccepted, ReqID: id, AttID: rb.AttemptID, StateVersion: rb.StateVersion,
		BaselineScope: rb.Scope, Frames: frames, Reason: *reason, ActorID: *actor,
		Timestamp: time.Now().UTC().Truncate(time.Second).Format(time.RFC3339), TicketID: *ticket,
	}
	eventID, err := s.Publish(ctx, events.KindBaseline, id, b)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "judge: accepting %d frame(s) of %s attempt %s as baselines of scope %q, published as %s; waiting for the ledger\n",
		len(frames), id, rb.AttemptID, rb.Scope, eventID)
	after, err := waitApplied(ctx, s, id, rb.AttemptID, eventID, rb.StateVersion, *timeout)
	if err != nil {
		return err
	}
	if err := rolecli.PrintW3(stdout, after.W3, *asJSON); err != nil {
		return err
	}
	switch after.State {
	case events.StatePassCandidate:
		fmt.Fprintf(stderr, "judge: %s is a PASS_CANDIDATE now; \"judge approve %s --reason …\" seals it\n", id, id)
	default:
		fmt.Fprintf(stderr, "judge: the frames are the new baselines, but %s is still %s (%s)\n", id, after.State, after.Error)
	}
	return nil
}

// pick chooses the frames to accept: the default ones, or those the
// --only selectors name among all acceptable frames.
func pick(rb *govern.Rebaseline, only onlyFlag) ([]events.AcceptedFrame, error) {
	if len(only) == 0 {
		return rb.DefaultFrames(), nil
	}
	var out []events.AcceptedFrame
	for _, sel := range only {
		n := 0
		for _, f := range rb.Frames {
			if sel.matches(f.AcceptedFrame) && !slices.Contains(out, f.AcceptedFrame) {
				out = append(out, f.AcceptedFrame)
				n++
			}
		}
		if n == 0 {
			var have []string
			for _, f := range rb.Frames {
				have = append(have, f.Place())
			}
			return nil, fmt.Errorf("--only %s names no frame of attempt %s that shows a baseline_diff (these do: %s)", sel, rb.AttemptID, strings.Join(have, ", "))
		}
	}
	return out, nil
}

// waitApplied polls the review until the acceptance is applied to the
// attempt, or the request moved on without it (a refusal is recorded as
// rejected.v1 and changes nothing).
func waitApplied(ctx context.Context, s *rolecli.Session, id, attemptID, eventID, version string, timeout time.Duration) (*govern.Review, error) {
	deadline := time.Now().Add(timeout)
	for {
		rv, err := s.Review(ctx, id)
		if err == nil {
			if n := len(rv.Attempts); n > 0 && rv.Attempts[n-1].AttemptID == attemptID && slices.Contains(rv.Attempts[n-1].Acceptances, eventID) {
				return rv, nil
			}
			if rv.StateVersion != version {
				return nil, fmt.Errorf("%w: request %s moved on to version %s (%s) without the acceptance", errNotApplied, id, rv.StateVersion, rv.State)
			}
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return nil, fmt.Errorf("%w: the ledger did not apply the acceptance within %s (a refusal is on the chain as rejected.v1 of %s)", errNotApplied, timeout, eventID)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
