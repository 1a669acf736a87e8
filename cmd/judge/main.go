// Command judge is the human judge's CLI (docs/CONTRACTS.md §5, §10): the only source
// of W3. It lists the requests waiting for a decision, shows everything
// the witnesses said about one, and approves or rejects it with a receipt
// signed by the judge's key.
//
// Usage:
//
//	judge pending [--json] [--watch [--interval DUR]] [conn flags]
//	judge show ID [--json] [conn flags]
//	judge approve ID --reason TEXT [--actor NAME] [--evidence TEXT] [--ticket ID] [conn flags]
//	judge reject ID --reason TEXT [--actor NAME] [--evidence TEXT] [--ticket ID] [conn flags]
//	judge rebaseline ID --reason TEXT [--only SCREEN@BREAKPOINT[/SURFACE]]... [--actor NAME] [--ticket ID] [conn flags]
//	judge accept-renderer ID --reason TEXT [--actor NAME] [--ticket ID] [conn flags]
//	judge blob get HASH [--out FILE] [conn flags]
//	judge cockpit [--listen 127.0.0.1:0] [--actor NAME] [conn flags]
//
// cockpit serves the judge's web page on loopback (docs/REVIEW.md) and
// prints its URL with a one-time token; the page shows the queue live and
// each request's frames, boxes and deviations, and its approve, reject
// and rebaseline buttons are signed on the server with the judge's key.
//
// Connection flags: --dir DIR takes the NATS URL and the judge's nkey and
// signing key from a deployment directory made by "ledgerd init"; --nats
// URL, --nkey FILE and --signing-key FILE override them, so the judge can
// work on a machine of its own with only its own files.
//
// pending --watch keeps running and prints each item, one line (or one
// JSON object) each, as it becomes something a judge can act on.
//
// pending lists the requests in PASS_CANDIDATE, and next to them the HOLD
// requests a judge can act on — held by a baseline change the judge may
// accept — with what holds them and the frames "rebaseline" would accept.
// show prints the W³ output, then both witnesses' evidence: W1's
// screenshots (with the command that fetches each one), its deviations
// and the diff against the baseline of the request's scope; W2's failing
// element verdicts, lint findings and concerns, and its drift verdict;
// the entropy history over the attempts; the scar flags of the
// deviations; what was set aside (accepted changes, drift-approved
// micro-drift) and what a rebaseline could do. With --json it prints
// exactly the W³ object (docs/CONTRACTS.md §5).
//
// approve and reject publish judge.decision.v1 for the request's current
// attempt, signed with the judge key: the decision, the reason, the actor
// id (--actor, default $USER), an RFC 3339 UTC timestamp and the state
// version the judge reviewed (from the ledger). They wait for the ledger to
// apply it and print the resulting W³ output: an approval seals the
// request (SEALED_DEPLOY, with the composite hash); a rejection holds it
// and the reason goes back to the requester.
//
// rebaseline accepts an intended visual change: a held request's current
// attempt shows a baseline_diff (its page changed since the last sealed or
// accepted frame of its baseline scope) and the judge says the change is
// meant. It publishes a signed baseline.accepted.v1 naming the attempt,
// the state version and the exact SHA-256 of every frame it promotes —
// by default every frame a baseline_diff is about, or those --only names
// (SCREEN@BREAKPOINT for all its surfaces, SCREEN@BREAKPOINT/SURFACE for
// one). The frames become the baselines of the scope at once, the
// deviations they account for no longer count (their scars become
// ACCEPTED, which never holds a request), and the ledger decides the
// attempt again: PASS_CANDIDATE if nothing else holds it — still sealed
// only by "judge approve" — or HOLD with what still does. It refuses,
// saying why and publishing nothing, a request that is not held, or whose
// attempt is held by what no baseline lifts: AUDIT_UNAVAILABLE, a
// governance violation, missing mobile evidence, a judge reject, or no
// baseline_diff at all. Typical use:
//
//	judge pending                                  # HOLD ... would accept: home@mobile/web
//	judge show ID                                  # look at both PNGs (judge blob get)
//	judge rebaseline ID --reason "new hero, DESIGN-7"
//	judge approve ID --reason "matches the redesign"
//
// accept-renderer accepts a renderer change for a whole baseline scope:
// a held request's attempt shows renderer_changed (W1 rendered it with
// another browser build, font set, scale or flags than the one that made
// its baselines). It publishes a signed renderer.accepted.v1 naming the
// attempt, the state version, the scope and W1's renderer record; the
// attempt's frames re-pin the baselines they replace, its renderer_changed
// no longer count, the scope's other requests held for the same renderer
// are decided again at once, and later attempts of the scope rendered with
// the same renderer have theirs set aside as they are assessed
// (docs/FORMAT.md §10, docs/OPERATIONS.md, the upgrade path).
//
// blob get fetches an evidence blob (a screenshot or a baseline diff PNG)
// by its SHA-256, checks it, and writes it to --out or stdout.
//
// Exit codes: 0 success; 1 the decision or acceptance was not applied
// (the ledger answered with another state, the request is not a
// PASS_CANDIDATE, or a rebaseline or renderer acceptance is refused — the line says why);
// 2 bad input (unknown request, unreadable key or deployment); 64 usage;
// 70 internal error.
package main

import (
	"context"
	"errors"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/judge"
)

func main() { cli.Main(run, exitCode) }

var usage = `usage: judge <command> [flags]

commands:
  pending     list what a judge can act on: candidates, and holds a rebaseline lifts
  show        show a request's evidence: both witnesses, entropy, scars, W³
  approve     approve a PASS_CANDIDATE (signed): the ledger seals it
  reject      reject a PASS_CANDIDATE (signed): the request is held
  rebaseline  accept an intended visual change of a held request (signed):
              its frames become the scope's baselines; approve still seals
  accept-renderer  accept a renderer change for a held request's whole
              baseline scope (signed): the baselines are re-pinned
  blob        blob get HASH [--out FILE]: fetch a screenshot or diff PNG
  cockpit     serve the judge's web page on loopback (prints its URL)
  version     print the module version and VCS revision (also --version)

Every command takes --dir DIR (a deployment made by "ledgerd init";
default $TRIBUNAL_DIR), or --nats URL --nkey FILE --signing-key FILE, and
prints text or, with --format json (or --json), JSON. Run
"judge <command> --help" for the flags of one command.

` + cli.ExitCodesHelp("1   the decision or acceptance was not applied (the line says why)")

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return cli.Dispatch(ctx, args, stdout, stderr, "judge", usage, map[string]cli.Command{
		"pending": cmdPending,
		"show":    cmdShow,
		"approve": func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
			return cmdDecide(ctx, "approve", args, stdout, stderr)
		},
		"reject": func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
			return cmdDecide(ctx, "reject", args, stdout, stderr)
		},
		"rebaseline":      cmdRebaseline,
		"accept-renderer": cmdAcceptRenderer,
		"blob":            cmdBlob,
		"cockpit":         cmdCockpit,
	})
}

func exitCode(err error, stderr io.Writer) int {
	return cli.Report("judge", err, stderr, func(err error) int {
		if errors.Is(err, judge.ErrNotApplied) {
			return 1
		}
		return 0
	})
}
