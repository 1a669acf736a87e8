#!/usr/bin/env bash
# test.sh runs make test's three go test runs; the Makefile says what each
# runs (GO, TEST_FIRST, TABLE_TESTS, TABLE_PKGS) and why.
#
#   the rest  every package but TEST_FIRST, under the race detector (the
#             table tests skipped), one package at a time, in the
#             background from the start; its output is printed when it
#             ends, after the passes'
#   pass 1    TEST_FIRST under the race detector, the table tests skipped
#   pass 2    the table tests, in TABLE_PKGS, without the race detector
#             (only when pass 1 passed)
#
# It waits for the rest whatever the passes do, so nothing is left
# running, and exits 1 if any run failed.
set -uo pipefail
: "${GO:?}" "${TEST_FIRST:?}" "${TABLE_TESTS:?}" "${TABLE_PKGS:?}"

# The rest: ./... but TEST_FIRST, as import paths.
module=$($GO list -m) || exit 1
all=$($GO list ./...) || exit 1
declare -A first=()
for p in $TEST_FIRST; do first[$module/${p#./}]=1; done
rest=()
for p in $all; do
  [ -n "${first[$p]:-}" ] || rest+=("$p")
done

# Both race runs need the same packages built for the race detector; built
# once here, before they start, so that two go commands do not compile
# the same package at once (the build cache is shared, not the work).
echo "$GO build -race ./internal/..."
$GO build -race ./internal/... || exit 1

log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "$GO test -race -count=1 -timeout 30m -p 1 -skip '$TABLE_TESTS' (the ${#rest[@]} packages but TEST_FIRST, beside the passes; printed when it ends)"
$GO test -race -count=1 -timeout 30m -p 1 -skip "$TABLE_TESTS" "${rest[@]}" >"$log" 2>&1 &
bg=$!

rc=0
echo "$GO test -race -count=1 -timeout 30m -skip '$TABLE_TESTS' $TEST_FIRST"
# shellcheck disable=SC2086 # the package lists are words
if $GO test -race -count=1 -timeout 30m -skip "$TABLE_TESTS" $TEST_FIRST; then
  echo "$GO test -count=1 -timeout 30m -run '$TABLE_TESTS' $TABLE_PKGS"
  # shellcheck disable=SC2086
  $GO test -count=1 -timeout 30m -run "$TABLE_TESTS" $TABLE_PKGS || rc=1
else
  rc=1
fi
wait "$bg" || rc=1
cat "$log"
exit $rc
