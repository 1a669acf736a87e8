#!/usr/bin/env bash
# test.sh runs make test's go tests: pass 1 in the foreground, two lanes
# beside it; the Makefile says what each runs (GO, TEST_FIRST,
# NORACE_PKGS, NORACE_TESTS, NORACE_TEST_PKGS, LANE_TESTS, LANE_PKGS)
# and why.
#
#   pass 1    TEST_FIRST under the race detector, NORACE_TESTS and
#             LANE_TESTS skipped
#   lane 1    in the background from the start: LANE_TESTS in LANE_PKGS
#             under the race detector, then NORACE_PKGS and NORACE_TESTS
#             (in NORACE_TEST_PKGS) without it, one package at a time
#   lane 2    in the background from the start: every package but
#             TEST_FIRST and NORACE_PKGS under the race detector
#             (NORACE_TESTS and LANE_TESTS skipped), one package at a time
#
# The lanes' output is printed when they end, after pass 1's; each run
# says when it ended, counted from the builds' start, so a log shows
# whether a lane came near pass 1's end. It waits
# for the lanes whatever pass 1 does, so nothing is left running, and
# exits 1 if any go test failed.
#
# scripts/test.sh build (GO only) runs the race build below and nothing
# else; make test runs it beside vet and lint.
set -uo pipefail
: "${GO:?}"

# Both race runs need the same packages built for the race detector;
# built once, before they start, so that two go commands do not compile
# the same package at once (the build cache is shared, not the work).
# make test runs `scripts/test.sh build` beside vet and lint (and apt and
# npm downloading), so that here they are found in the cache. The
# binaries e2e builds (without the race detector) need no build here:
# vet and lint have compiled every package they link.
build() {
  echo "$GO build -race ./internal/..."
  $GO build -race ./internal/...
}
if [ "${1:-}" = build ]; then
  build
  exit
fi

: "${TEST_FIRST:?}" "${NORACE_PKGS:?}" "${NORACE_TESTS:?}" "${NORACE_TEST_PKGS:?}" "${LANE_TESTS:?}" "${LANE_PKGS:?}"
# What the race runs skip: each test runs in exactly one run.
skip="$NORACE_TESTS|$LANE_TESTS"
# Every go test's flags. -vet=off: make test has run go vet on every
# package (its checks include all of go test's), so go test's own vet
# would only check the same files again, under other action ids than
# go vet's (nothing cached): 31 CPU s on an empty build cache (20 in the
# race builds' test binaries, 12 in the others'; 2026-12-07).
flags=(-count=1 -timeout 30m -vet=off)

# Lane 2's packages: ./... but TEST_FIRST and NORACE_PKGS, as import
# paths.
module=$($GO list -m) || exit 1
all=$($GO list ./...) || exit 1
declare -A first=()
for p in $TEST_FIRST $NORACE_PKGS; do first[$module/${p#./}]=1; done
rest=()
for p in $all; do
  [ -n "${first[$p]:-}" ] || rest+=("$p")
done

SECONDS=0
build || exit 1

lane1log=$(mktemp)
lane2log=$(mktemp)
trap 'rm -f "$lane1log" "$lane2log"' EXIT
echo "lane 1 (beside pass 1; printed when it ends):"
echo "  $GO test -race ${flags[*]} -run '$LANE_TESTS' $LANE_PKGS"
echo "  $GO test ${flags[*]} -p 1 $NORACE_PKGS"
echo "  $GO test ${flags[*]} -p 1 -run '$NORACE_TESTS' $NORACE_TEST_PKGS"
# shellcheck disable=SC2086 # the package lists are words
{
  lrc=0
  $GO test -race "${flags[@]}" -run "$LANE_TESTS" $LANE_PKGS || lrc=1
  $GO test "${flags[@]}" -p 1 $NORACE_PKGS || lrc=1
  $GO test "${flags[@]}" -p 1 -run "$NORACE_TESTS" $NORACE_TEST_PKGS || lrc=1
  echo "lane 1 ended ${SECONDS} s after the builds above began"
  exit $lrc
} >"$lane1log" 2>&1 &
lane1=$!
echo "lane 2 (beside pass 1; printed when it ends):"
echo "  $GO test -race ${flags[*]} -p 1 -skip '$skip' (the ${#rest[@]} packages but TEST_FIRST and NORACE_PKGS)"
{
  $GO test -race "${flags[@]}" -p 1 -skip "$skip" "${rest[@]}"
  lrc=$?
  echo "lane 2 ended ${SECONDS} s after the builds above began"
  exit $lrc
} >"$lane2log" 2>&1 &
lane2=$!

rc=0
echo "pass 1: $GO test -race ${flags[*]} -skip '$skip' $TEST_FIRST"
# shellcheck disable=SC2086 # the package lists are words
$GO test -race "${flags[@]}" -skip "$skip" $TEST_FIRST || rc=1
echo "pass 1 ended ${SECONDS} s after the builds above began"
wait "$lane1" || rc=1
wait "$lane2" || rc=1
cat "$lane1log" "$lane2log"
exit $rc
