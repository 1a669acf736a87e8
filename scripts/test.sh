#!/usr/bin/env bash
# test.sh runs make test's four go test runs; the Makefile says what each
# runs (GO, TEST_FIRST, TABLE_TESTS, TABLE_PKGS, LANE_TESTS, LANE_PKGS)
# and why.
#
#   the lanes two go tests in the background from the start, under the
#             race detector, their output printed when they end, after
#             the passes': LANE_TESTS in LANE_PKGS; and every package but
#             TEST_FIRST (the table tests and LANE_TESTS skipped), one
#             package at a time
#   pass 1    TEST_FIRST under the race detector, the table tests and
#             LANE_TESTS skipped
#   pass 2    the table tests, in TABLE_PKGS, without the race detector
#             (only when pass 1 passed)
#
# It waits for the lanes whatever the passes do, so nothing is left
# running, and exits 1 if any run failed.
set -uo pipefail
: "${GO:?}" "${TEST_FIRST:?}" "${TABLE_TESTS:?}" "${TABLE_PKGS:?}" "${LANE_TESTS:?}" "${LANE_PKGS:?}"
# What the race runs skip: each test runs in exactly one run.
skip="$TABLE_TESTS|$LANE_TESTS"

# The rest: ./... but TEST_FIRST, as import paths.
module=$($GO list -m) || exit 1
all=$($GO list ./...) || exit 1
declare -A first=()
for p in $TEST_FIRST; do first[$module/${p#./}]=1; done
rest=()
for p in $all; do
  [ -n "${first[$p]:-}" ] || rest+=("$p")
done

# Both race runs need the same packages built for the race detector, and
# both runs of e2e build the binaries (without it); built once here,
# before they start, so that two go commands do not compile the same
# package at once (the build cache is shared, not the work).
echo "$GO build -race ./internal/... && $GO build ./cmd/..."
$GO build -race ./internal/... || exit 1
$GO build ./cmd/... || exit 1

lanelog=$(mktemp)
restlog=$(mktemp)
trap 'rm -f "$lanelog" "$restlog"' EXIT
echo "$GO test -race -count=1 -timeout 30m -run '$LANE_TESTS' $LANE_PKGS (beside the passes; printed when it ends)"
# shellcheck disable=SC2086 # the package lists are words
$GO test -race -count=1 -timeout 30m -run "$LANE_TESTS" $LANE_PKGS >"$lanelog" 2>&1 &
lane=$!
echo "$GO test -race -count=1 -timeout 30m -p 1 -skip '$skip' (the ${#rest[@]} packages but TEST_FIRST, beside the passes; printed when it ends)"
$GO test -race -count=1 -timeout 30m -p 1 -skip "$skip" "${rest[@]}" >"$restlog" 2>&1 &
bg=$!

rc=0
echo "$GO test -race -count=1 -timeout 30m -skip '$skip' $TEST_FIRST"
# shellcheck disable=SC2086 # the package lists are words
if $GO test -race -count=1 -timeout 30m -skip "$skip" $TEST_FIRST; then
  echo "$GO test -count=1 -timeout 30m -run '$TABLE_TESTS' $TABLE_PKGS"
  # shellcheck disable=SC2086
  $GO test -count=1 -timeout 30m -run "$TABLE_TESTS" $TABLE_PKGS || rc=1
else
  rc=1
fi
wait "$lane" || rc=1
wait "$bg" || rc=1
cat "$lanelog" "$restlog"
exit $rc
