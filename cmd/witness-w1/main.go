// Command witness-w1 is Tribunal's pixel witness (docs/CONTRACTS.md §8): it judges a
// built page by its pixels alone. `serve`, the daemon, is serve.go
// (internal/witness); run and diff are below.
//
// Usage:
//
//	witness-w1 run SKELETON_PATH SKELETON_HASH REQUEST_ID ATTEMPT_ID \
//	  PRIOR_STATE_VERSION BUILT_PRODUCT_URL PRODUCT_HASH INVENTORY_HASH \
//	  RUNNER_VERSION RUBRIC_VERSION [--baseline DIR] [--evidence DIR] [--timeout D]
//	witness-w1 diff A.png B.png [--threshold T] [--include-aa] [--alpha A] [--out DIFF.png] [--diff-mask]
//
// run takes the ten positional arguments of docs/CONTRACTS.md §7.1 (SKELETON_PATH is the
// skeleton directory or its index.yaml). It captures every screen of the
// skeleton at every breakpoint, judges the screenshots (internal/w1/pixelcheck;
// the checks, score and verdict rules are docs/W1.md) and prints one
// observation.w1.v1 JSON object on stdout:
//
//	{"schema": "observation.w1.v1", "request_id": …, "attempt_id": …,
//	 "tuple": {…the eight tuple arguments, verbatim…},
//	 "verdict": "pass|warn|reject|AUDIT_UNAVAILABLE", "score": 0.0–1.0,
//	 "deviations": [{"id", "description", "severity", "location_hint"}],
//	 "screenshots": [{"screen", "breakpoint", "surface", "sha256", "width", "height"}],
//	 "error": ""}
//
// It writes nothing to disk unless asked. --baseline DIR compares each
// screenshot with DIR/<screen>@<breakpoint>.png (DIR/<screen>@<breakpoint>.<surface>.png
// for android and ios) when that file exists, as pixelmatch does with
// threshold 0.1. --evidence DIR writes every screenshot and diff image as
// DIR/<sha256>.png and each screenshot also under its baseline name, so
// that DIR can be a later run's --baseline. --timeout bounds each capture
// (default 60s). The browser is $TRIBUNAL_BROWSER, else /usr/bin/chromium,
// else chromium or google-chrome on $PATH.
//
// run's exit codes: 0 pass, 1 warn, 2 reject, 4 AUDIT_UNAVAILABLE (the
// browser is missing or failed, a capture timed out, the skeleton is
// malformed or does not match SKELETON_HASH — the JSON error names the
// file and line —, a baseline cannot be read; the JSON is printed all the
// same), 64 usage (not ten arguments, a bad flag, or a REQUEST_ID or
// ATTEMPT_ID that no report may carry; usage on stderr, nothing on
// stdout), 70 internal (such as an --evidence directory that cannot be
// written; nothing on stdout).
//
// diff compares two PNG screenshots and counts exactly the pixels
// pixelmatch 7.2.0 counts with the same threshold (default 0.1) and
// anti-aliasing setting (anti-aliased pixels are excluded unless
// --include-aa). Flags may come before or after the file names. It prints
// one JSON object:
//
//	{"diff_pixels": N, "total_pixels": M, "diff_ratio": N/M, "threshold": T,
//	 "include_aa": false, "width": W, "height": H, "size_changed": false,
//	 "width_a": W, "height_a": H, "width_b": W, "height_b": H,
//	 "layout_difference": false}
//
// width and height are the area compared. Images of different sizes are
// compared over their common top-left area (pixelmatch itself refuses
// them); size_changed and layout_difference are then true and the exit
// code is 1 whatever diff_pixels says. --out writes pixelmatch's diff image
// of that area (unchanged pixels grey-scaled with opacity --alpha, default
// 0.1; anti-aliased pixels yellow; differences red), and the object gains
// "diff_png": path. --diff-mask draws only the differences, over
// transparency.
//
// diff's exit codes: 0 identical (same size and no pixel counted as different;
// changes under the threshold do not count); 1 different, or sizes differ;
// 2 bad input (a file that is missing, unreadable or not a PNG that
// pixelmatch's decoder, pngjs, would read: one line on stderr naming it);
// 64 usage; 70 internal error (such as an --out file that cannot be
// written).
package main

import (
	"context"
	"errors"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

func main() { cli.Main(run, exitCode) }

const usage = `usage: witness-w1 <command> [arguments]

commands:
  run         capture a skeleton's screens and judge their pixels; print observation.w1.v1
  diff        compare two PNGs as pixelmatch 7.2.0 does; print the counts as JSON
  serve       the daemon: take work from the ledger, publish signed observations
  version     print the module version and VCS revision (also --version)

serve takes --dir DIR, default $TRIBUNAL_DIR. Run "witness-w1 <command>
--help" for its arguments and flags.

exit codes:
  run    0 pass, 1 warn, 2 reject, 4 AUDIT_UNAVAILABLE (the report is on
         stdout either way), 64 usage, 70 internal
  diff   0 identical, 1 different (or sizes differ), 2 bad input (a file
         that is not a PNG), 64 usage, 70 internal
  serve  0 stopped by SIGINT/SIGTERM, 2 bad input (deployment, keys), 64
         usage, 70 internal
`

// Exit codes.
const (
	exitOK        = 0
	exitDifferent = 1
	exitInput     = cli.ExitInput
	exitUsage     = cli.ExitUsage
	exitInternal  = cli.ExitInternal
)

// errDifferent is returned after a diff found a difference: exit 1, the
// result is already on stdout.
var errDifferent = errors.New("images differ")

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return cli.Dispatch(ctx, args, stdout, stderr, "witness-w1", usage, map[string]cli.Command{
		"run":   cmdRun,
		"diff":  cmdDiff,
		"serve": cmdServe,
	})
}

func exitCode(err error, stderr io.Writer) int {
	// A difference is an answer, already on stdout, not an error line.
	if errors.Is(err, errDifferent) {
		return exitDifferent
	}
	// So is run's verdict.
	var v verdictError
	if errors.As(err, &v) {
		return job.ExitCode(v.verdict)
	}
	return cli.Report("witness-w1", err, stderr, nil)
}
