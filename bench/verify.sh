#!/bin/sh
# Row "verify": `ledgerd verify` (every link, Merkle node, index key,
# checkpoint and the governance re-fold) of a chain of about 20,000
# entries of whole requests, against `sha256sum` of the same file. Both
# whole processes, the file in the page cache. Goal: ratio ≤ 1.25.
#
# Usage: bench/verify.sh   (PAIRS, BENCH_SRC, ENTRIES: see bench/lib.sh)
. "$(dirname "$0")/lib.sh"
build
chain_fixture "$tmp/c"
side_a() { wall_ms "$BIN/ledgerd" verify --db "$DB"; }
side_b() { wall_ms sha256sum "$DB"; }
side_a >/dev/null
pairs "ledgerd verify" side_a "sha256sum" side_b
