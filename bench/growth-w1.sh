#!/bin/sh
# Row "growth w1": `witness-w1 run` on a page of 200 elements against the
# same on a page of 10, both at 2 breakpoints with one token per element
# and the same page style (bench/tool page), whole processes. The two
# pages render the same area (--area 200: each is as tall as the 200
# elements' page at every breakpoint), so the ratio is the cost of the
# elements per rendered pixel: what W1 adds per element, not Chromium's
# raster of a taller page. Goal: ratio ≤ 1.1.
#
# Usage: bench/growth-w1.sh   (PAIRS, BENCH_SRC: see bench/lib.sh)
. "$(dirname "$0")/lib.sh"
build
fixture "$tmp/f200" --elements 200 --breakpoints 2 --tokens 1 --clicks 0 --area 200
A="$(run_args)"
fixture "$tmp/f10" --elements 10 --breakpoints 2 --tokens 1 --clicks 0 --area 200
B="$(run_args)"
for args in "$A" "$B"; do
	# shellcheck disable=SC2086
	v=$("$BIN/witness-w1" run $args | sed -n 's/.*"verdict":"\([a-zA-Z_]*\)".*/\1/p' | head -1)
	[ "$v" = pass ] || { say "witness-w1 run: $v; the fixtures must pass"; exit 1; }
done
# shellcheck disable=SC2086
side_a() { wall_ms "$BIN/witness-w1" run $A; }
# shellcheck disable=SC2086
side_b() { wall_ms "$BIN/witness-w1" run $B; }
pairs "200 elements" side_a "10 elements" side_b
