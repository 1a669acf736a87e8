#!/bin/sh
# Row "concurrent": 50 requests at once on one machine — ledgerd serve
# and both witnesses' serve — from the first attempt's publish until all
# 50 verdicts are settled (bench/tool flood -n 50), the binaries of this
# tree against those of BASE_REF (default: the commit before the speed
# work), each side on a fresh deployment with its browsers started by one
# warm-up attempt. The ratio is BASE_REF's time over this tree's: the
# throughput gained. Goal: ≥ 3.
#
# Both sides' requests name rubric 1.2.0: BASE_REF's W2 predates 1.3.0
# and 1.4.0, and the ratio is the pipeline's throughput on the same work.
#
# Usage: bench/concurrent.sh   (PAIRS, N=50, BASE_REF: see bench/lib.sh)
. "$(dirname "$0")/lib.sh"
BASE_REF=${BASE_REF:-77edf63}
N=${N:-50}
build
build_ref "$BASE_REF" "$tmp/base"
fixture "$tmp/fx" --elements 10 --breakpoints 3 --tokens 4 --clicks 2
# flood_with BINDIR W2BROWSER: a fresh deployment and daemons of BINDIR
# (witness-w2 on W2BROWSER), a warm-up attempt, then N requests at once;
# prints their time in ms.
flood_with() {
	# pairs runs each side in a subshell: the clock names the deployment.
	run=$(date +%s%N)
	saved=$BIN
	BIN=$1
	daemons "$tmp/d$run" "$SITE" "$2"
	if "$saved/tool" flood --dir "$tmp/d$run" --skeleton "$SKEL" --url "file://$SITE" --n 1 --prefix warm --rubric 1.2.0 >/dev/null &&
		ms=$("$saved/tool" flood --dir "$tmp/d$run" --skeleton "$SKEL" --url "file://$SITE" --n "$N" --prefix flood --rubric 1.2.0); then
		stop_all
		echo "$ms"
	else
		stop_all
		return 1
	fi
	BIN=$saved
}
# BASE_REF is "today" of the issue: both witnesses on the default browser.
side_a() { flood_with "$tmp/base" "$BROWSER"; }
side_b() { flood_with "$BIN" "$W2_BROWSER"; }
pairs "$BASE_REF, $N requests" side_a "this tree, $N requests" side_b "throughput this tree/$BASE_REF"
