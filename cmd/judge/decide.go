package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// cmdDecide publishes a signed judge.decision.v1 and waits for the ledger
// to apply it.
func cmdDecide(ctx context.Context, decision string, args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlagSet("judge", decision, "ID --reason TEXT [--actor NAME] [conn flags]", stderr)
	var conn endpoint.Flags
	conn.Register(fs)
	reason := fs.String("reason", "", "why (required; a rejection's reason goes back to the requester)")
	actor := fs.String("actor", os.Getenv("USER"), "the judge's actor `id` (default $USER)")
	evidence := fs.String("evidence", "", "what the judge looked at (default: the reason)")
	ticket := fs.String("ticket", "", "an external ticket `id` for the decision")
	timeout := fs.Duration("timeout", 30*time.Second, "how long to wait for the ledger to apply the decision")
	asJSON := fs.Bool("json", false, "print the resulting W³ object as JSON")
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos, "ID"); err != nil {
		return err
	}
	if strings.TrimSpace(*reason) == "" {
		return cli.UsageFor(fs, decision+": --reason is required")
	}
	if strings.TrimSpace(*actor) == "" {
		*actor = "judge"
	}
	id := pos[0]
	if err := events.CheckRequestID(id); err != nil {
		return cli.UsageError{Msg: decision + ": " + err.Error()}
	}
	s, err := dial(ctx, &conn, true)
	if err != nil {
		return err
	}
	defer s.Close()
	st, err := s.Status(ctx, id)
	if err != nil {
		return err
	}
	if st.W3.Verdict != events.StatePassCandidate {
		return fmt.Errorf("%w: request %s is %s (%s), not a PASS_CANDIDATE: nothing to %s", errNotApplied, id, st.W3.Verdict, st.W3.Error, decision)
	}
	d := &events.JudgeDecision{
		SchemaName: events.SchemaJudgeDecision, ReqID: id, AttID: st.W3.AttemptID,
		Decision: decision, Reason: *reason, ActorID: *actor,
		Timestamp:    time.Now().UTC().Truncate(time.Second).Format(time.RFC3339),
		StateVersion: fmt.Sprint(st.Version), Evidence: *evidence, TicketID: *ticket,
	}
	eventID, err := s.Publish(ctx, events.KindDecision, id, d)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "judge: %s of %s attempt %s published as %s; waiting for the ledger\n", decision, id, d.AttID, eventID)
	want := events.StateSealedDeploy
	if decision == events.DecisionReject {
		want = events.StateHold
	}
	deadline := time.Now().Add(*timeout)
	for {
		st, err = s.Status(ctx, id)
		if err == nil && st.W3.Verdict != events.StatePassCandidate {
			break
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return fmt.Errorf("%w: the ledger did not apply the decision within %s", errNotApplied, *timeout)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if err := rolecli.PrintW3(stdout, st.W3, *asJSON); err != nil {
		return err
	}
	if st.W3.Verdict != want {
		return fmt.Errorf("%w: request %s is %s (%s), expected %s", errNotApplied, id, st.W3.Verdict, st.W3.Error, want)
	}
	return nil
}
