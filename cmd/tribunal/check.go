package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// cmdCheck: open a request and its first attempt with the tuple taken
// from the skeleton and the product, wait for both witnesses and the
// ledger's assessment, print the W³ output (SPEC §10).
func cmdCheck(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("check", "--skeleton DIR (--url ROOT | --dom-payload FILE | --mcp-app FILE [--mcp-app-html FILE | --mcp-server CMD [--mcp-server-dir DIR] | --mcp-server-url URL]) [--request-id ID] [--timeout DUR] [--json] [flags]", stderr)
	var o openFlags
	o.register(fs)
	timeout := fs.Duration("timeout", 3*time.Minute, "how long to wait for the verdict")
	asJSON := fs.Bool("json", false, "print exactly the W³ object (SPEC §5)")
	codeDiff := fs.String("code-diff", "", "`file` with a code diff for the judge")
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	// The product is hashed and both events measured before the request
	// is published: a failure leaves nothing on the ledger.
	s, r, _, a, err := o.openChecked(ctx, fs, &attemptFlags{codeDiff: *codeDiff, attemptID: "a1"})
	if err != nil {
		return err
	}
	defer s.Close()
	fmt.Fprintf(stderr, "tribunal: opened request %s\n", r.ReqID)
	st, err := waitKnown(ctx, s, r.ReqID, *timeout)
	if err != nil {
		return timeoutError{err.Error()}
	}
	if st.w3.Verdict == events.StateFail {
		// Refused at the door (DOM_PAYLOAD_MISSING, CONSTRAINTS_INCOMPLETE):
		// no attempt, so nothing is ever rendered.
		if err := rolecli.PrintW3(stdout, st.w3, *asJSON); err != nil {
			return err
		}
		return errNotPass
	}
	a.PriorStateVersion = fmt.Sprint(st.version)
	if _, err := s.Publish(ctx, events.KindAttempt, r.ReqID, a); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "tribunal: submitted attempt %s; waiting for both witnesses\n", a.AttID)
	return waitAndPrint(ctx, s, r.ReqID, a.AttID, *timeout, *asJSON, stdout, stderr)
}
