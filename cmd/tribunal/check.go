package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/requester"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// cmdCheck: open a request and its first attempt with the tuple taken
// from the skeleton and the product, wait for both witnesses and the
// ledger's assessment, print the W³ output (docs/CONTRACTS.md §10).
func cmdCheck(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("check", "--skeleton DIR (--url ROOT | --dom-payload FILE | --mcp-app FILE [--mcp-app-html FILE | --mcp-server CMD [--mcp-server-dir DIR] | --mcp-server-url URL]) [--request-id ID] [--timeout DUR] [--format FORM | --json] [--wait-seal [--seal-timeout DUR]] [--report-dir DIR] [--quiet] [flags]", stdout)
	var o openFlags
	o.register(fs)
	timeout := fs.Duration("timeout", 3*time.Minute, "how long to wait for the verdict")
	out := output{render.For(fs, rolecli.W3, "print exactly the W³ object (docs/CONTRACTS.md §5)"), &o.conn}
	codeDiff := fs.String("code-diff", "", "`file` with a code diff for the judge")
	var g gate
	g.register(fs)
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	if g.quiet {
		stderr = io.Discard
	}
	// The product is hashed and both events measured before the request
	// is published: a failure leaves nothing on the ledger.
	c, r, a, err := o.openChecked(ctx, fs, &requester.AttemptSpec{CodeDiff: *codeDiff, AttemptID: "a1"})
	if err != nil {
		return err
	}
	defer c.Close()
	fmt.Fprintf(stderr, "tribunal: opened request %s\n", r.ReqID)
	st, err := c.SubmitFirst(ctx, a, *timeout)
	var te *requester.TimeoutError
	if errors.As(err, &te) {
		return timeoutError{te.Msg}
	}
	if err != nil {
		return err
	}
	if st.W3.Verdict == events.StateFail {
		// Refused at the door (DOM_PAYLOAD_MISSING, CONSTRAINTS_INCOMPLETE):
		// no attempt, so nothing is ever rendered.
		if err := out.w3(stdout, st.W3); err != nil {
			return err
		}
		return g.reports(ctx, c, r.ReqID, stderr, errNotPass)
	}
	fmt.Fprintf(stderr, "tribunal: submitted attempt %s; waiting for both witnesses\n", a.AttID)
	if g.waitSeal {
		err = waitSealAndPrint(ctx, c, r.ReqID, a.AttID, *timeout+g.sealTimeout, out, stdout, stderr)
	} else {
		err = waitAndPrint(ctx, c, r.ReqID, a.AttID, *timeout, out, stdout, stderr)
	}
	return g.reports(ctx, c, r.ReqID, stderr, err)
}
