#!/usr/bin/env bash
# The main job (make run): a fresh deployment, ledgerd serve with its
# embedded NATS server, one request played through the broker by every
# role with its own credentials, then an auditor's offline verification of
# a copy of the chain. The ledger is stopped with SIGTERM (drain, commit,
# close) before the copy is taken.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-bin}
RUN=${RUN:-run}
DEPLOY=$RUN/deploy

rm -rf "$DEPLOY" && mkdir -p "$RUN"
"$BIN/ledgerd" init --dir "$DEPLOY"

"$BIN/ledgerd" serve --dir "$DEPLOY" 2>"$RUN/ledgerd.log" &
pid=$!
stop() { kill -TERM "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true; }
trap stop EXIT
echo "== ledgerd serve running (pid $pid, log $RUN/ledgerd.log)"

echo "== one request through the broker"
"$BIN/ledgerd" demo --dir "$DEPLOY"

stop
trap - EXIT
echo "== ledgerd stopped; auditing a copy of the chain offline"
cp "$DEPLOY/data/ledger.db" "$RUN/audit-copy.db"
"$BIN/ledgerd" verify --db "$RUN/audit-copy.db" --trust "$DEPLOY/trust.json"
"$BIN/ledgerd" export --db "$RUN/audit-copy.db" --out "$RUN/chain.jsonl"
echo "exported $(wc -l <"$RUN/chain.jsonl") entries to $RUN/chain.jsonl"
"$BIN/ledgerd" checkpoint --db "$RUN/audit-copy.db"
