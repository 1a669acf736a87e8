#!/usr/bin/env bash
# with-ledger.sh DEPLOY COMMAND...: run COMMAND while `ledgerd serve` runs
# on the deployment DEPLOY, then stop the ledger (SIGTERM: drain, commit,
# close). make approve uses it so that make run can leave nothing running
# and the printed approve command still works.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-bin}
DEPLOY=$1
shift
LOG=${LEDGER_LOG:-$(dirname "$DEPLOY")/ledgerd.log}
"$BIN/ledgerd" serve --dir "$DEPLOY" 2>>"$LOG" &
pid=$!
stop() { kill -TERM "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true; }
trap stop EXIT
"$@"
