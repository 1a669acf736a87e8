#!/bin/sh
# Row "growth w2": `witness-w2 run` on a page of 200 elements against the
# same on a page of 10, both at 2 breakpoints with one token per element
# and the same page style (bench/tool page), whole processes. The ratio
# is how the cost grows with the elements. Goal: ratio ≤ 1.3.
#
# Usage: bench/growth-w2.sh   (PAIRS, BENCH_SRC: see bench/lib.sh)
. "$(dirname "$0")/lib.sh"
build
fixture "$tmp/f200" --elements 200 --breakpoints 2 --tokens 1 --clicks 0
A="$(run_args)"
fixture "$tmp/f10" --elements 10 --breakpoints 2 --tokens 1 --clicks 0
B="$(run_args)"
for args in "$A" "$B"; do
	# shellcheck disable=SC2086
	v=$(w2 run $args | sed -n 's/.*"verdict":"\([a-zA-Z_]*\)".*/\1/p' | head -1)
	[ "$v" = pass ] || { say "witness-w2 run: $v; the fixtures must pass"; exit 1; }
done
# shellcheck disable=SC2086
side_a() { wall_ms w2 run $A; }
# shellcheck disable=SC2086
side_b() { wall_ms w2 run $B; }
pairs "200 elements" side_a "10 elements" side_b
