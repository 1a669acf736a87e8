#!/bin/sh
# Row "ingest": 20,000 signed events published asynchronously to a running
# `ledgerd serve` until all are on the chain — each checked (subject,
# headers, signature, role, strict body), group-committed with fsync and
# acked (bench/tool ingest) — against bare JetStream: the same events
# published asynchronously to a stream of the ledger's configuration on an
# embedded server of the same build and the same durability (every write
# synced before its PubAck), with no consumer, until every PubAck is in
# (bench/tool jetstream). The ratio is bare's time over the ledger's: the
# share of bare JetStream's throughput that ingest keeps. Goal: ≥ 0.2.
# What the sync itself costs is bench/ingest-sync.sh's row.
#
# Usage: bench/ingest.sh   (PAIRS, BENCH_SRC, N=20000: see bench/lib.sh)
. "$(dirname "$0")/lib.sh"
N=${N:-20000}
build
"$BIN/ledgerd" init --dir "$tmp/d" >/dev/null
start ledgerd "$BIN/ledgerd" serve --dir "$tmp/d"
export BENCH_W1_KEY="$tmp/d/roles/w1/signing.key"
side_a() { "$BIN/tool" jetstream --n "$N"; }
# pairs runs each side in a subshell: ids are made unique by the clock.
side_b() { "$BIN/tool" ingest --dir "$tmp/d" --n "$N" --run "r$(date +%s%N)"; }
side_b >/dev/null
pairs "bare JetStream" side_a "ledgerd ingest" side_b "throughput ingest/bare JetStream"
