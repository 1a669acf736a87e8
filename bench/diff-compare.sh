#!/bin/sh
# Compares `witness-w1 diff` with pixelmatch 7.2.0 (node, its own CLI) and
# odiff (the native binary inside the npm package odiff-bin) on the
# 1280x900 and 1280x4000 screenshot pairs (one changed price), whole
# processes each time: start, decode both PNGs, compare, exit. Ratios are
# against pixelmatch measured in the same run.
#
# All three run with anti-aliasing detection on (pixelmatch's default,
# odiff --antialiasing) and threshold 0.1, no diff image written.
#
# Needs go, node and npm; uses hyperfine when installed (apt-get install
# hyperfine), otherwise a loop timed with date +%s%N. npm installs into a
# temporary directory, with its cache there too; nothing is kept.
#
# Usage: bench/diff-compare.sh [runs]   (default 30; from anywhere)
set -eu

RUNS=${1:-30}
root=$(cd "$(dirname "$0")/.." && pwd)
pairs="$root/internal/w1/pixeldiff/testdata/bench"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$root/bench/load.sh"

echo "building witness-w1"
(cd "$root" && go build -o "$tmp/witness-w1" ./cmd/witness-w1)
W1="$tmp/witness-w1"

echo "installing pixelmatch@7.2.0, pngjs and odiff-bin from npm into $tmp"
(cd "$tmp" && npm_config_cache="$tmp/npm-cache" npm_config_update_notifier=false \
	npm install --no-audit --no-fund --loglevel=error pixelmatch@7.2.0 pngjs odiff-bin >/dev/null)
PM="$tmp/node_modules/pixelmatch/bin/pixelmatch"
ODIFF=$(cd "$tmp" && node -e 'console.log(require("odiff-bin/binary.js").findBinary())' 2>/dev/null || true)
if [ -n "$ODIFF" ] && "$ODIFF" --version >/dev/null 2>&1; then
	echo "odiff-bin $(node -p "require(process.argv[1]).version" "$tmp/node_modules/odiff-bin/package.json"): $("$ODIFF" --version 2>&1 | head -1)"
else
	echo "odiff-bin: the native binary does not run here; odiff is left out" >&2
	ODIFF=
fi
echo "node $(node --version); $(go version | cut -d' ' -f3)"
load_settle
load_start

# mean_ms CMD... : mean and standard deviation in ms of RUNS runs.
mean_ms() {
	if command -v hyperfine >/dev/null; then
		hyperfine -N -i --warmup 3 --runs "$RUNS" --export-json "$tmp/h.json" "$*" >/dev/null 2>&1
		jq -r '.results[0] | "\(.mean*1000) \(.stddev*1000) \(.median*1000) \((.user+.system)*1000)"' "$tmp/h.json"
	else
		for _ in 1 2 3; do "$@" >/dev/null 2>&1 || true; done
		i=0
		: >"$tmp/t"
		while [ $i -lt "$RUNS" ]; do
			s=$(date +%s%N)
			"$@" >/dev/null 2>&1 || true
			e=$(date +%s%N)
			echo $(((e - s) / 1000)) >>"$tmp/t"
			i=$((i + 1))
		done
		sort -n "$tmp/t" | awk '{v[NR]=$1/1000; s+=v[NR]; q+=v[NR]*v[NR]} END {m=s/NR; print m, sqrt(q/NR-m*m), v[int((NR+1)/2)], "-"}'
	fi
}

for h in 900 4000; do
	a="$pairs/$h-a.png" b="$pairs/$h-b.png"
	echo
	echo "1280x$h ($RUNS runs each)"
	w1n=$("$W1" diff "$a" "$b" | jq .diff_pixels || true)
	pmn=$(node "$PM" "$a" "$b" | sed -n 's/different pixels: //p' || true)
	echo "  different pixels: witness-w1 $w1n, pixelmatch $pmn"
	set -- "witness-w1 diff" "$W1 diff $a $b" "pixelmatch (node)" "node $PM $a $b"
	if [ -n "$ODIFF" ]; then
		set -- "$@" "odiff --antialiasing" "$ODIFF --antialiasing $a $b"
	fi
	base=
	printf '  %-22s %10s %8s %10s %10s %9s\n' tool "mean ms" "± sd" "median ms" "cpu ms" "vs pixelmatch"
	results=
	while [ $# -gt 0 ]; do
		name=$1 cmd=$2
		shift 2
		# shellcheck disable=SC2086 # cmd is split into words on purpose
		r=$(mean_ms $cmd)
		results="$results$name|$r
"
		case $name in pixelmatch*) base=$(echo "$r" | cut -d' ' -f1) ;; esac
	done
	printf '%s' "$results" | while IFS='|' read -r name r; do
		set -- $r
		ratio=$(awk -v b="$base" -v m="$1" 'BEGIN {printf "%.2fx", b/m}')
		if too_loaded; then ratio="too loaded"; fi
		printf '  %-22s %10.1f %8.1f %10.1f %10s %9s\n' "$name" "$1" "$2" "$3" "$(printf '%.0f' "$4" 2>/dev/null || echo -)" "$ratio"
	done
done
load_end
if too_loaded; then headline ""; fi
