package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// acceptanceFlags registers the flags every acceptance of a held request
// has (rebaseline, accept-renderer): its reason, actor, ticket and wait.
func acceptanceFlags(fs *flag.FlagSet, reasonHelp string, reason, actor, ticket *string, timeout *time.Duration) {
	fs.StringVar(reason, "reason", "", reasonHelp)
	fs.StringVar(actor, "actor", os.Getenv("USER"), "the judge's actor `id` (default $USER)")
	fs.StringVar(ticket, "ticket", "", "an external ticket `id` for the acceptance")
	fs.DurationVar(timeout, "timeout", judge.DefaultTimeout, "how long to wait for the ledger to apply the acceptance")
}

// decidedAgain prints the W³ output the ledger decided again after an
// acceptance, and on stderr what the judge can do next: approve a
// PASS_CANDIDATE, or what still holds the request (still says what the
// acceptance did change).
func decidedAgain(stdout, stderr io.Writer, format render.Format, conn *endpoint.Flags, id string, after *govern.Review, still string) error {
	if err := rolecli.W3.Write(stdout, format, rolecli.W3Page{W3: after.W3, Commands: commands(conn)}); err != nil {
		return err
	}
	if after.State == events.StatePassCandidate {
		fmt.Fprintf(stderr, "judge: %s is a PASS_CANDIDATE now; \"judge approve %s --reason …\" seals it\n", id, id)
	} else {
		fmt.Fprintf(stderr, "judge: %s%s is still %s (%s)\n", still, id, after.State, after.Error)
	}
	return nil
}
