#!/usr/bin/env bash
# A CI job's Tribunal step, self-contained: a fresh deployment, ledgerd
# and both witnesses in the background, one `tribunal check` of the site,
# the report in $REPORTS (report.html, report.junit.xml, report.json),
# every daemon stopped (SIGTERM: drain, commit, close) before it returns.
#
#   examples/ci/check.sh SKELETON_DIR SITE_DIR [extra tribunal check flags]
#
# Exit: tribunal check's (docs/REVIEW.md): 0 PASS_CANDIDATE (or, with
# --wait-seal, SEALED_DEPLOY), 1 HOLD or FAIL, 3 timeout, 2/64/70 errors.
# With a deployment of its own nobody else can judge; to gate on a human,
# point --dir (or --nats/--nkey/--signing-key) at the shared ledger and
# add --wait-seal (see github-actions.yml).
set -euo pipefail
BIN=${BIN:-bin}
WORK=${WORK:-$(mktemp -d)}
REPORTS=${REPORTS:-reports}
skeleton=$1 site=$(cd "$2" && pwd)
shift 2

"$BIN/ledgerd" init --dir "$WORK/deploy" --product-root "$site" >"$WORK/init.txt"
pids=()
stop() {
	local i
	for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
		kill -TERM "${pids[$i]}" 2>/dev/null || true
		wait "${pids[$i]}" 2>/dev/null || true
	done
}
trap stop EXIT
"$BIN/ledgerd" serve --dir "$WORK/deploy" 2>"$WORK/ledgerd.log" & pids+=($!)
"$BIN/witness-w1" serve --dir "$WORK/deploy" 2>"$WORK/w1.log" & pids+=($!)
"$BIN/witness-w2" serve --dir "$WORK/deploy" 2>"$WORK/w2.log" & pids+=($!)

set +e
"$BIN/tribunal" check --dir "$WORK/deploy" --skeleton "$skeleton" --url "file://$site" \
	--timeout 5m --report-dir "$REPORTS" --json "$@" >"$REPORTS.w3.json"
code=$?
set -e
cat "$REPORTS.w3.json"
exit "$code"
