// Command witness-w2 is Tribunal's DOM witness, W2 (docs/CONTRACTS.md §7): it loads the
// built product in headless Chromium, measures the DOM against the frozen
// design skeleton with rubric 1.0.0, 1.1.0, 1.2.0, 1.3.0, 1.4.0, 1.5.0, 1.6.0, 1.7.0, 1.8.0, 1.9.0, 1.10.0 or 1.11.0, lints it against the
// constraints, and reports a visual-verdict.v1. It never reads a
// screenshot. The rules are docs/RUBRIC.md.
//
// Usage:
//
//	witness-w2 run   [--timeout D] [-v] SKELETON_PATH SKELETON_HASH REQUEST_ID ATTEMPT_ID \
//	    PRIOR_STATE_VERSION BUILT_PRODUCT_URL PRODUCT_HASH INVENTORY_HASH \
//	    RUNNER_VERSION RUBRIC_VERSION
//	witness-w2 drift [--timeout D] [-v] (the same ten arguments)
//
// run takes exactly the ten positional arguments of docs/CONTRACTS.md §7.1, all
// required: the skeleton directory (or its index.yaml), the skeleton hash
// the request names, the rest of the tuple, and the product root
// (file://, http:// or https://). It prints exactly one JSON object, the
// visual-verdict.v1 body, on stdout, with the tuple echoed string for
// string — any UTF-8 string, spaces, '/', '#' and emoji included, also
// ids that could never go into a NATS subject (job.EncodeReport) — and
// writes nothing to disk (the browser's temporary profile is removed
// before exit). Flags may come before, between or after the positionals;
// "--" ends the flags.
//
// drift runs the same verification and then the drift arbiter (docs/CONTRACTS.md §7.6)
// over its verdict, and prints one drift-verdict.v1 object:
//
//	{"schema": "drift-verdict.v1", "tuple": {...},
//	 "drift_decision": "approve | reject | AUDIT_UNAVAILABLE",
//	 "reason": "...", "visual_verdict": {the visual-verdict.v1 body}, "error": ""}
//
// It approves when the verdict passes or warns, or rejects with
// micro-drift only (micro_drift_only) and no drifting element lands on
// another element the skeleton keeps apart (docs/RUBRIC.md), and rejects
// otherwise. serve runs the same arbiter after every micro-drift-only
// reject and publishes it as a signed drift-verdict.v1.
//
// The daemon mode, serve, is a separate command file.
//
// Flags:
//
//	--timeout D   bound the whole verification (default 2m); when it runs
//	              out the verdict is AUDIT_UNAVAILABLE
//	-v            log progress, unresolved routes and ops observations on
//	              stderr (without it, stderr carries warnings only)
//
// Environment: TRIBUNAL_BROWSER names the browser binary; without it
// /usr/bin/chromium, else chromium or google-chrome on PATH. A browser that
// is missing or will not start gives AUDIT_UNAVAILABLE.
//
// Exit codes of run: 0 pass, 1 warn, 2 reject, 4 AUDIT_UNAVAILABLE
// (browser missing or crashed, timeout, a malformed skeleton — unknown key,
// wrong type, bad pinned hash, skeleton hash mismatch — or an unknown
// rubric version; the JSON verdict is still printed, its "error" names
// the skeleton file and line where there is one), 64 usage (wrong
// argument count, an unknown flag, or a tuple argument that is not valid
// UTF-8 and so cannot be echoed in JSON: usage on stderr, nothing on
// stdout).
// drift: 0 approve, 2 reject, 4 AUDIT_UNAVAILABLE, 64 usage.
// --help prints the usage on stdout and exits 0.
package main

import (
	"context"
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
)

func main() { cli.Main(run, exitCode) }

const usage = `usage: witness-w2 <command> [arguments]

commands:
  run      verify a built product against its skeleton; print visual-verdict.v1
  drift    verify, then arbitrate micro-drift; print drift-verdict.v1
  serve    the daemon: take work from the ledger, publish signed verdicts
  version  print the module version and VCS revision (also --version)

serve takes --dir DIR, default $TRIBUNAL_DIR. Run "witness-w2 <command>
--help" for its arguments and flags.

exit codes:
  run    0 pass, 1 warn, 2 reject, 4 AUDIT_UNAVAILABLE (the verdict is on
         stdout either way), 64 usage
  drift  0 approve, 2 reject, 4 AUDIT_UNAVAILABLE, 64 usage
  serve  0 stopped by SIGINT/SIGTERM, 2 bad input (deployment, keys), 64
         usage, 70 internal
`

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return cli.Dispatch(ctx, args, stdout, stderr, "witness-w2", usage, map[string]cli.Command{
		"run": func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
			return cmdRun(ctx, args, stdout, stderr, false)
		},
		"drift": func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
			return cmdRun(ctx, args, stdout, stderr, true)
		},
		"serve": cmdServe,
	})
}

func exitCode(err error, stderr io.Writer) int {
	if c, ok := err.(verdictExit); ok {
		return int(c)
	}
	return cli.Report("witness-w2", err, stderr, nil)
}

// verdictExit is the exit code of a verdict already printed on stdout: no
// error line follows.
type verdictExit int

func (e verdictExit) Error() string { return fmt.Sprintf("exit %d", int(e)) }
