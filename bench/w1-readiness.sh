#!/bin/sh
# W1's readiness: `witness-w1 run` of this tree against the same command
# built from BASE_REF (default main), interleaved, on the cold row's page
# (10 elements × 3 breakpoints, 4 tokens, 2 clicks). Not a row of the
# issue's table: it isolates what W1's capture costs, which the cold row
# adds to W2 and compares with Playwright. The ratio is this tree's time
# over BASE_REF's (below 1: faster).
#
# Usage: bench/w1-readiness.sh   (PAIRS, BASE_REF: see bench/lib.sh)
. "$(dirname "$0")/lib.sh"
BASE_REF=${BASE_REF:-main}
build
build_ref "$BASE_REF" "$tmp/base"
fixture "$tmp/fx" --elements 10 --breakpoints 3 --tokens 4 --clicks 2
RUN=$(run_args)
for b in "$BIN" "$tmp/base"; do
	# shellcheck disable=SC2086
	v=$("$b/witness-w1" run $RUN | sed -n 's/.*"verdict":"\([a-zA-Z_]*\)".*/\1/p' | head -1)
	[ "$v" = pass ] || { say "$b/witness-w1 run: $v; the fixture must pass"; exit 1; }
done
# shellcheck disable=SC2086
side_a() { wall_ms "$BIN/witness-w1" run $RUN; }
# shellcheck disable=SC2086
side_b() { wall_ms "$tmp/base/witness-w1" run $RUN; }
pairs "this tree" side_a "$BASE_REF" side_b "this tree/$BASE_REF"
