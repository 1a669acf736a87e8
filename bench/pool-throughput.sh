#!/bin/sh
# Throughput of witness pools: requests per minute with 1 and with 2
# processes per witness role, measured in the same run, interleaved
# (1, 2, 1, 2, ...) so that machine load hits both alike. The ratio of
# the 2-per-role rate to the 1-per-role rate is printed last.
#
# One deployment (embedded NATS), one ledger, the real binaries as
# separate processes, the e2e test site (one screen, two breakpoints,
# both witnesses in Chromium). Each batch runs REQUESTS "tribunal check"
# processes, CONCURRENCY at a time, and is timed from the first start to
# the last settled verdict. The second member of each role is started
# before a 2-per-role batch (and warmed up: its first job starts its
# browser) and stopped (SIGTERM) before a 1-per-role batch.
#
# The witnesses are CPU-bound (Chromium): the gain is bounded by the
# cores the machine has to spare; on a two-core machine shared with other
# work expect little. Spread members over machines for real gains.
#
# Usage: bench/pool-throughput.sh [rounds] [requests] [concurrency]
#        (default 2 rounds, 12 requests per batch, 4 at a time)
set -eu

ROUNDS=${1:-2}
REQUESTS=${2:-12}
CONC=${3:-4}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
pids=""
. "$root/bench/load.sh"
cleanup() {
	for p in $pids; do kill "$p" 2>/dev/null || true; done
	wait 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT INT TERM

echo "building the binaries"
(cd "$root" && go build -o "$tmp/bin/" ./cmd/ledgerd ./cmd/witness-w1 ./cmd/witness-w2 ./cmd/tribunal)
B="$tmp/bin"
echo "$(go version | cut -d' ' -f3)"
load_settle
load_start

D="$tmp/d"
"$B/ledgerd" init --dir "$D" --product-root "$root/e2e/testdata" >/dev/null
"$B/ledgerd" serve --dir "$D" >"$tmp/ledger.log" 2>&1 &
pids="$pids $!"

# member ROLE N: start witness ROLE's member N, print its pid.
member() {
	"$B/witness-$1" serve --dir "$D" --state "$tmp/$1-$2" >>"$tmp/$1-$2.log" 2>&1 &
	echo $!
}
w1a=$(member w1 1)
w2a=$(member w2 1)
pids="$pids $w1a $w2a"
w1b=""
w2b=""

# batch PREFIX: run REQUESTS checks, CONCURRENCY at a time; print seconds.
batch() {
	s=$(date +%s%N)
	i=0
	while [ $i -lt "$REQUESTS" ]; do
		echo "$1-$i"
		i=$((i + 1))
	done | xargs -P "$CONC" -I{} sh -c '"$0/tribunal" check --dir "$1" --skeleton "$2/e2e/testdata/skeleton" \
		--url "file://$2/e2e/testdata/site-good" --request-id "{}" --json --timeout 5m >/dev/null 2>/dev/null || echo "{}" >>"$3/failed"' \
		"$B" "$D" "$root" "$tmp"
	e=$(date +%s%N)
	echo "$(((e - s) / 1000000))"
}

echo "warming up (the first member of each role starts its browser)"
batch warm >/dev/null
: >"$tmp/r1"
: >"$tmp/r2"
r=1
while [ "$r" -le "$ROUNDS" ]; do
	for k in 1 2; do
		if [ "$k" = 2 ]; then
			w1b=$(member w1 2)
			w2b=$(member w2 2)
			pids="$pids $w1b $w2b"
			batch "warm$r" >/dev/null # the new members start their browsers
		fi
		ms=$(batch "r$r-k$k")
		rate=$(awk -v n="$REQUESTS" -v ms="$ms" 'BEGIN {printf "%.1f", n * 60000 / ms}')
		echo "round $r, $k witness(es) per role: $REQUESTS requests in $ms ms = $rate requests/min"
		echo "$rate" >>"$tmp/r$k"
		if [ "$k" = 2 ]; then
			kill -TERM "$w1b" "$w2b"
			wait "$w1b" "$w2b" 2>/dev/null || true
		fi
	done
	r=$((r + 1))
done
if [ -s "$tmp/failed" ]; then
	echo "$(wc -l <"$tmp/failed") check(s) did not end PASS_CANDIDATE (counted as done): $(tr '\n' ' ' <"$tmp/failed")" >&2
fi
m1=$(awk '{s+=$1} END {printf "%.1f", s/NR}' "$tmp/r1")
m2=$(awk '{s+=$1} END {printf "%.1f", s/NR}' "$tmp/r2")
echo "mean: 1 per role $m1 requests/min, 2 per role $m2 requests/min"
load_end
headline "$(awk -v a="$m1" -v b="$m2" 'BEGIN {printf "ratio 2-per-role / 1-per-role: %.2fx", b / a}')"
