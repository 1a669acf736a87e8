#!/usr/bin/env bash
# test.sh runs make test's go tests: pass 1 in the foreground, two lanes
# beside it; the Makefile says what each runs (GO, TEST_FIRST,
# LANE_TESTS, LANE_PKGS, LANE1_PKGS) and why.
#
#   pass 1    TEST_FIRST, LANE_TESTS skipped, one package per core at a
#             time (go test's default)
#   lane 1    in the background from the start: LANE_TESTS in LANE_PKGS,
#             then LANE1_PKGS one package at a time
#   lane 2    in the background from the start: every other package,
#             one at a time
#   checks    in the background from the start, when CHECKS names a
#             command (make test: make checks, the linters installed,
#             vet and lint): at the lowest priority (nice 19), so that it
#             takes the CPU the tests leave idle, not theirs
#
# Each test runs in exactly one of the runs. The lanes' output is printed
# when they end, after pass 1's; each run says when it ended, counted
# from the builds' start, so a log shows whether a lane came near pass
# 1's end. It waits for the lanes and the checks whatever pass 1 does, so
# nothing is left running, and exits 1 if any go test or the checks
# failed; an interrupt (Ctrl-C) or a TERM stops every run at once and
# exits 130.
#
# scripts/test.sh build (GO only) runs the build below and nothing else;
# make test runs it beside apt and npm.
set -uo pipefail
: "${GO:?}"

# The go tests below need every package of the module built; built
# once, before they start, so that two go commands do not compile the
# same package at once (the build cache is shared, not the work). go list
# -export compiles as go build does (the same actions in the build cache)
# but links no binary: e2e links its own.
build() {
  echo "$GO list -export ./... >/dev/null"
  $GO list -export ./... >/dev/null
}
if [ "${1:-}" = build ]; then
  build
  exit
fi

: "${TEST_FIRST:?}" "${LANE_TESTS:?}" "${LANE_PKGS:?}" "${LANE1_PKGS:?}"
# Every go test's flags. -vet=off: make test runs go vet on every
# package (CHECKS; its checks include all of go test's), so go test's own vet
# would only check the same files again, under other action ids than
# go vet's (nothing cached): 31 CPU s on an empty build cache
# (2026-12-07).
flags=(-count=1 -timeout 30m -vet=off)
# Every binary the tests link, test binaries and the binaries some tests
# build with go build (e2e's, chaos's, the MCP servers'), without the
# symbol table and DWARF (-ldflags=-s, which implies -w): nothing reads
# them (stack traces and the race detector's reports name functions and
# lines from the binary's own pcln table), and writing them is about a
# third of a link (71 test binaries built with the race detector, warm
# compile cache: 171 CPU s with them, 115 without; 2026-12-07). GOFLAGS
# is exported for the builds inside tests; a go build with -ldflags of
# its own (e2e's) says -s itself.
export GOFLAGS="${GOFLAGS:+$GOFLAGS }-ldflags=-s"

# Lane 2's packages: ./... but TEST_FIRST and LANE1_PKGS, as import
# paths.
module=$($GO list -m) || exit 1
all=$($GO list ./...) || exit 1
declare -A elsewhere=()
for p in $TEST_FIRST $LANE1_PKGS; do elsewhere[$module/${p#./}]=1; done
rest=()
for p in $all; do
  [ -n "${elsewhere[$p]:-}" ] || rest+=("$p")
done

SECONDS=0
build || exit 1

lane1log=$(mktemp)
lane2log=$(mktemp)
checkslog=$(mktemp)
trap 'rm -f "$lane1log" "$lane2log" "$checkslog"' EXIT
# Every run below (pass 1 too) starts in a process group of its own
# (set -m around the &) and the script waits for them; on an interrupt
# or a TERM the script stops each whole group: its go test, the test
# binaries and their browsers, and the commands after it. Without this a
# Ctrl-C, which reaches only the script's group, ended a lane's running
# go test and the lane went on to its next (lane 1's table tests: minutes
# of Chromium), make checks ran on (make keeps a SIGINT it was started
# ignoring ignored), and the script waited for both; a TERM to the script
# alone waited for pass 1.
groups=()
stop() {
  trap - INT TERM HUP
  for g in "${groups[@]}"; do kill -TERM -- "-$g" 2>/dev/null; done
  wait
  echo "scripts/test.sh: stopped by a signal, ${SECONDS} s after the builds above began"
  exit 130
}
trap stop INT TERM HUP
checks=
if [ -n "${CHECKS:-}" ]; then
  echo "checks (beside the tests at nice 19; printed when they end): $CHECKS"
  set -m
  # shellcheck disable=SC2086 # CHECKS is a command line
  {
    nice -n 19 $CHECKS
    crc=$?
    echo "checks ended ${SECONDS} s after the builds above began"
    exit $crc
  } >"$checkslog" 2>&1 &
  checks=$!
  set +m
  groups+=("$checks")
fi
echo "lane 1 (beside pass 1; printed when it ends):"
echo "  $GO test ${flags[*]} -run '$LANE_TESTS' $LANE_PKGS"
echo "  $GO test ${flags[*]} -p 1 $LANE1_PKGS"
set -m
# shellcheck disable=SC2086 # the package lists are words
{
  lrc=0
  $GO test "${flags[@]}" -run "$LANE_TESTS" $LANE_PKGS || lrc=1
  $GO test "${flags[@]}" -p 1 $LANE1_PKGS || lrc=1
  echo "lane 1 ended ${SECONDS} s after the builds above began"
  exit $lrc
} >"$lane1log" 2>&1 &
lane1=$!
groups+=("$lane1")
echo "lane 2 (beside pass 1; printed when it ends):"
echo "  $GO test ${flags[*]} -p 1 (the ${#rest[@]} packages but TEST_FIRST and LANE1_PKGS)"
{
  $GO test "${flags[@]}" -p 1 "${rest[@]}"
  lrc=$?
  echo "lane 2 ended ${SECONDS} s after the builds above began"
  exit $lrc
} >"$lane2log" 2>&1 &
lane2=$!
groups+=("$lane2")

rc=0
echo "pass 1: $GO test ${flags[*]} -skip '$LANE_TESTS' $TEST_FIRST"
# shellcheck disable=SC2086 # the package lists are words
$GO test "${flags[@]}" -skip "$LANE_TESTS" $TEST_FIRST &
pass1=$!
set +m
groups+=("$pass1")
wait "$pass1" || rc=1
echo "pass 1 ended ${SECONDS} s after the builds above began"
wait "$lane1" || rc=1
wait "$lane2" || rc=1
if [ -n "$checks" ]; then
  wait "$checks" || { rc=1; echo "checks: failed (below)"; }
fi
cat "$lane1log" "$lane2log" "$checkslog"
exit $rc
