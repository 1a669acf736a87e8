// Command witness-w1 is Tribunal's pixel witness (SPEC §8). This build has
// one command; `run` (capture and pixel checks) and `serve` (the daemon)
// are the remaining parts of issue 5.
//
// Usage:
//
//	witness-w1 diff A.png B.png [--threshold T] [--include-aa] [--alpha A] [--out DIFF.png] [--diff-mask]
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
// Exit codes: 0 identical (same size and no pixel counted as different;
// changes under the threshold do not count); 1 different, or sizes differ;
// 2 bad input (a file that is missing, unreadable or not a PNG that
// pixelmatch's decoder, pngjs, would read: one line on stderr naming it);
// 64 usage; 70 internal error (such as an --out file that cannot be
// written).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
)

func main() { cli.Main(run, exitCode) }

const usage = `usage: witness-w1 <command> [arguments]

commands:
  diff        compare two PNGs as pixelmatch 7.2.0 does; print the counts as JSON

Run "witness-w1 diff --help" for its flags.
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
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return usageError{Msg: "missing command"}
	}
	switch args[0] {
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return nil
	case "diff":
		return cmdDiff(ctx, args[1:], stdout, stderr)
	}
	fmt.Fprint(stderr, usage)
	return usageError{Msg: fmt.Sprintf("unknown command %q", args[0])}
}

func exitCode(err error, stderr io.Writer) int {
	// A difference is an answer, already on stdout, not an error line.
	if errors.Is(err, errDifferent) {
		return exitDifferent
	}
	return cli.Report("witness-w1", err, stderr, nil)
}
