#!/bin/sh
# Row "cold": `witness-w2 run` then `witness-w1 run` — each starting and
# stopping its own Chromium — on a page of 10 elements × 3 breakpoints,
# 4 tokens, 2 declared clicks (bench/tool page), against the Playwright
# script bench/playwright-page.mjs doing boxes + computed colours +
# fonts.ready + 300 ms + clicks + full-page screenshots on the same page.
# Both sides are whole processes. Goal: ratio ≤ 0.6.
#
# Usage: bench/cold.sh   (PAIRS, BENCH_SRC: see bench/lib.sh)
. "$(dirname "$0")/lib.sh"
build
playwright
fixture "$tmp/fx" --elements 10 --breakpoints 3 --tokens 4 --clicks 2
# shellcheck disable=SC2046 # run_args is split into the ten arguments
set -- $(run_args)
for w in w2 "$BIN/witness-w1"; do
	v=$($w run "$@" | sed -n 's/.*"verdict":"\([a-zA-Z_]*\)".*/\1/p' | head -1)
	say "$w run: $v"
	[ "$v" = pass ] || { say "the fixture must pass"; exit 1; }
done
tribunal() {
	a=$(wall_ms w2 run "$@")
	b=$(wall_ms "$BIN/witness-w1" run "$@")
	echo $((a + b))
}
side_b() { pw_page "$tmp/fx/plan.json"; }
pw_page "$tmp/fx/plan.json" >/dev/null # warm the page cache and node
# pairs calls the functions without arguments: keep the run arguments.
RUN="$*"
# shellcheck disable=SC2086
side_a() { tribunal $RUN; }
pairs "witness-w2+w1 run" side_a "playwright" side_b
