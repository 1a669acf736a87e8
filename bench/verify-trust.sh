#!/bin/sh
# Row "verify --trust": `ledgerd verify --trust` (verify, plus every
# event's signature and its signer's role) of the chain of bench/verify.sh,
# against its floor on one core: SHA-256 of the file and one
# ed25519.Verify per entry (bench/tool sigfloor, only the hashing and the
# verifications timed, GOMAXPROCS 1). Goal: ratio ≤ 0.7 (both cores).
#
# Usage: bench/verify-trust.sh   (PAIRS, BENCH_SRC, ENTRIES: see bench/lib.sh)
. "$(dirname "$0")/lib.sh"
build
chain_fixture "$tmp/c"
side_a() { wall_ms "$BIN/ledgerd" verify --db "$DB" --trust "$TRUST"; }
side_b() { "$BIN/tool" sigfloor --db "$DB" --trust "$TRUST" 2>/dev/null; }
side_a >/dev/null
pairs "ledgerd verify --trust" side_a "sha256 + ed25519.Verify, one core" side_b
