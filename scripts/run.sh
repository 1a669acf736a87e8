#!/usr/bin/env bash
# The main job (make run): a fresh deployment under $RUN, ledgerd serve
# (embedded NATS) and both witnesses as separate background processes,
# `tribunal check` on the bundled example (examples/acme: skeleton + site
# over file://), the W³ result printed, and the two follow-up commands:
# the one that approves the request and the one that audits the chain.
#
# make run leaves nothing running: every daemon is stopped with SIGTERM
# (drain, commit, close) before it returns. The approve command therefore
# starts the ledger for the time of the decision (scripts/with-ledger.sh),
# and the audit works offline on the database file, as an auditor would.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-bin}
RUN=${RUN:-run}
DEPLOY=$RUN/deploy

rm -rf "$DEPLOY" && mkdir -p "$RUN"
# The witnesses render file:// products only below the deployment's
# product roots (docs/SECURITY.md): here, the bundled example's site.
"$BIN/ledgerd" init --dir "$DEPLOY" --product-root "$PWD/examples/acme/site" >"$RUN/init.txt"
echo "== deployment $DEPLOY (credentials per role: $RUN/init.txt)"

pids=()
names=()
start() { # name, command...
	local name=$1
	shift
	"$@" 2>"$RUN/$name.log" &
	pids+=($!)
	names+=("$name")
	echo "== $name running (pid $!, log $RUN/$name.log)"
}
stop() {
	local i
	# Witnesses first, so their last acks reach the ledger.
	for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
		kill -TERM "${pids[$i]}" 2>/dev/null || true
		wait "${pids[$i]}" 2>/dev/null || true
	done
	pids=()
}
trap stop EXIT

start ledgerd "$BIN/ledgerd" serve --dir "$DEPLOY"
start witness-w1 "$BIN/witness-w1" serve --dir "$DEPLOY"
start witness-w2 "$BIN/witness-w2" serve --dir "$DEPLOY"

ID="acme-$(od -An -N4 -tx1 /dev/urandom | tr -d ' \n')"
echo "== tribunal check $ID: examples/acme (both witnesses render it in Chromium)"
set +e
"$BIN/tribunal" check --dir "$DEPLOY" --skeleton examples/acme/skeleton \
	--url "file://$PWD/examples/acme/site" --request-id "$ID" --timeout 5m
code=$?
set -e
echo "$ID" >"$RUN/last-request"

stop
trap - EXIT
echo "== daemons stopped"

if [ "$code" -ne 0 ]; then
	echo "make run: the example is not a PASS_CANDIDATE (tribunal check exit $code); logs in $RUN/" >&2
	exit "$code"
fi
cat <<MSG

The example is a PASS_CANDIDATE: a human must decide.

  Approve it (the ledger seals it; starts the ledger for the time of the decision):
    make approve ID=$ID

  Audit the chain (offline, on the database, against the trust file):
    $BIN/ledgerd verify --db $DEPLOY/data/ledger.db --trust $DEPLOY/trust.json

make approve runs: scripts/with-ledger.sh $DEPLOY $BIN/judge approve $ID --reason "..." --dir $DEPLOY
MSG
