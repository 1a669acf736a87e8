#!/bin/sh
# Row "ingest, sync always": what durable-before-acknowledged costs. N
# signed events published asynchronously to a running `ledgerd serve`
# until all are on the chain (bench/tool ingest, as the ingest row), on
# this tree's ledgerd — whose embedded server fsyncs every JetStream write
# before it acknowledges it (sync_interval always) — and on BASE_REF's,
# the last revision whose server flushed every two minutes instead; the
# two daemons run side by side on deployments of their own, the runs
# interleaved. The ratio is this tree's time over BASE_REF's: the slowdown
# sync always costs (above 1: slower).
#
# Usage: bench/ingest-sync.sh   (PAIRS, N=2000, BASE_REF=f090be5: see bench/lib.sh)
. "$(dirname "$0")/lib.sh"
N=${N:-2000}
BASE_REF=${BASE_REF:-f090be5}
build
build_ref "$BASE_REF" "$tmp/base"
"$BIN/ledgerd" init --dir "$tmp/sync" >/dev/null
"$tmp/base/ledgerd" init --dir "$tmp/nosync" >/dev/null
start ledgerd-sync "$BIN/ledgerd" serve --dir "$tmp/sync"
start ledgerd-nosync "$tmp/base/ledgerd" serve --dir "$tmp/nosync"
# bench/tool ingest prints its own time (ms); pairs runs each side in a
# subshell: ids are made unique by the clock.
side_a() { env BENCH_W1_KEY="$tmp/sync/roles/w1/signing.key" "$BIN/tool" ingest --dir "$tmp/sync" --n "$N" --run "s$(date +%s%N)"; }
side_b() { env BENCH_W1_KEY="$tmp/nosync/roles/w1/signing.key" "$BIN/tool" ingest --dir "$tmp/nosync" --n "$N" --run "n$(date +%s%N)"; }
side_a >/dev/null
side_b >/dev/null
pairs "sync always" side_a "$BASE_REF (2 min flush)" side_b "ingest time sync always/$BASE_REF"
