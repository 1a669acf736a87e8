#!/bin/sh
# Row "warm": one attempt through the daemons — ledgerd serve and both
# witnesses' serve on one machine, their browsers already running — from
# the attempt's publish to its settled verdict (bench/tool flood -n 1),
# against the cold Playwright script of bench/cold.sh on the same page.
# Goal: ratio ≤ 0.25.
#
# Usage: bench/warm.sh   (PAIRS, BENCH_SRC: see bench/lib.sh)
. "$(dirname "$0")/lib.sh"
build
playwright
fixture "$tmp/fx" --elements 10 --breakpoints 3 --tokens 4 --clicks 2
daemons "$tmp/d" "$SITE"
# The daemons refill their spare tabs 2 s after the attempt's last tab
# closes (internal/browser, spare.go). That is their own after-work, not
# Playwright's: side A waits it out, untimed (its figure is flood's
# publish-to-verdict time), so that side B starts on a machine the
# daemons no longer load.
side_a() {
	"$BIN/tool" flood --dir "$tmp/d" --skeleton "$SKEL" --url "file://$SITE" --n 1 --prefix warm --rubric "$W2_RUBRIC"
	sleep 6
}
side_a >/dev/null # the browsers start on the first job
pw_page "$tmp/fx/plan.json" >/dev/null
side_b() { pw_page "$tmp/fx/plan.json"; }
pairs "attempt through the daemons" side_a "playwright (cold)" side_b
