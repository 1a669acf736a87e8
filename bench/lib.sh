# Shared by the bench/*.sh scripts (sourced, POSIX sh). Each script
# measures one row of bench/README.md: a side A (Tribunal) and a side B
# (its baseline), run interleaved A B A B … PAIRS times in one run, and
# prints the median of the per-pair ratios A/B last.
#
# Environment:
#   PAIRS        pairs to run (default 5, at least 5 for a claim)
#   BENCH_SRC    build the Tribunal binaries from this source tree instead
#                of the one holding this script (a "before" tree)
#   BASE_REF     the git revision that bench/concurrent.sh compares with
#   KEEP=1       keep the temporary directory (its path is printed)
#   W2_BROWSER   the browser this tree's witness-w2 runs on (its
#                TRIBUNAL_BROWSER; default: what witness-w2 picks itself,
#                /usr/lib/chromium/chromium-headless-shell when installed,
#                else the one W1 and Playwright use)
#   W2_RUBRIC    the W2 rubric the cold, warm and suite rows' requests name
#                (default 1.11.0, requester.DefaultRubric); an older one
#                runs this tree's binaries the way that rubric judges
#
# The headline ratio is printed only when the load at start is at most
# 1.5 (bench/load.sh); otherwise the last line says "too loaded".
set -eu

BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
PAIRS=${PAIRS:-5}
W2_RUBRIC=${W2_RUBRIC:-1.11.0}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tribunal-bench.XXXXXX")
BIN=$tmp/bin
BROWSER=${TRIBUNAL_BROWSER:-/usr/bin/chromium}
HEADLESS_SHELL=/usr/lib/chromium/chromium-headless-shell
if [ -z "${W2_BROWSER:-}" ]; then
	if [ -n "${TRIBUNAL_BROWSER:-}" ] || [ ! -x "$HEADLESS_SHELL" ]; then
		W2_BROWSER=$BROWSER
	else
		W2_BROWSER=$HEADLESS_SHELL
	fi
fi
. "$BENCH_DIR/load.sh"
# Daemons this script started, stopped on exit by their pids.
PIDS=

cleanup() {
	for p in $PIDS; do
		kill -TERM "$p" 2>/dev/null || true
	done
	for p in $PIDS; do
		wait "$p" 2>/dev/null || true
	done
	if [ "${KEEP:-}" = 1 ]; then
		echo "kept $tmp" >&2
	else
		rm -rf "$tmp"
	fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say() { echo "$*" >&2; }

# build [SRC] [OUT]: the five binaries from SRC (default BENCH_SRC or this
# tree) into OUT (default $BIN), and the bench tool from this tree.
build() {
	src=${1:-${BENCH_SRC:-$ROOT}}
	out=${2:-$BIN}
	say "building the binaries from $src"
	(cd "$src" && go build -o "$out/" ./cmd/...)
	(cd "$ROOT" && go build -o "$out/tool" ./bench/tool)
}

# build_ref REF OUT: the binaries of git revision REF of this repository.
build_ref() {
	src=$tmp/src-$1
	mkdir -p "$src"
	git -C "$ROOT" archive "$1" | tar -x -C "$src"
	build "$src" "$2"
}

# playwright: playwright-core from npm into $tmp/pw (the version the
# real-page oracle pins), launched with $BROWSER; nothing is downloaded
# but the npm package.
PLAYWRIGHT_VERSION=1.65.1
playwright() {
	say "installing playwright-core@$PLAYWRIGHT_VERSION from npm into $tmp/pw"
	mkdir -p "$tmp/pw"
	cp "$BENCH_DIR/playwright-page.mjs" "$tmp/pw/"
	(cd "$tmp/pw" && npm_config_cache="$tmp/npm-cache" npm_config_update_notifier=false \
		PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
		npm install --no-audit --no-fund --loglevel=error "playwright-core@$PLAYWRIGHT_VERSION" >/dev/null)
}

# pw_page PLAN: the Playwright script on a fixture's plan.json, whole
# process; prints its wall time in ms.
pw_page() { wall_ms env BROWSER="$BROWSER" node "$tmp/pw/playwright-page.mjs" "$1"; }

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# wall_ms CMD...: runs CMD (its stdout discarded, a failure fatal) and
# prints its wall time in ms.
wall_ms() {
	s=$(date +%s%N)
	if ! "$@" >/dev/null 2>"$tmp/last.err"; then
		say "failed: $*"
		cat "$tmp/last.err" >&2
		return 1
	fi
	e=$(date +%s%N)
	echo $(((e - s) / 1000000))
}

# pairs LABEL_A FN_A LABEL_B FN_B [RATIO_LABEL]: PAIRS times FN_A then
# FN_B (each prints one number, ms), one line per pair, then the median of
# the per-pair ratios A/B as the last line.
pairs() {
	la=$1 fa=$2 lb=$3 fb=$4 rl=${5:-"$1/$3"}
	load_settle
	load_start
	say "browser $BROWSER, this tree's witness-w2 on $W2_BROWSER, W2 rubric $W2_RUBRIC"
	: >"$tmp/ratios"
	i=1
	while [ "$i" -le "$PAIRS" ]; do
		load_pair
		a=$($fa)
		b=$($fb)
		r=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", a / b }')
		echo "$r" >>"$tmp/ratios"
		printf 'pair %d: %s %s ms, %s %s ms, ratio %s (load at start %s, after %s)\n' "$i" "$la" "$a" "$lb" "$b" "$r" "$PAIR_LOAD" "$(cut -d' ' -f1 /proc/loadavg)"
		i=$((i + 1))
	done
	load_end
	m=$(sort -n "$tmp/ratios" | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
	headline "median ratio $rl: $m"
}

# fixture DIR ARGS...: a page and its skeleton (bench/tool page); sets
# SKEL, HASH and SITE.
fixture() {
	d=$1
	shift
	HASH=$("$BIN/tool" page --out "$d" "$@")
	SKEL=$d/skeleton
	SITE=$d/site
}

# run_args: the ten positional arguments of witness-w? run on the fixture,
# with the rubric W2_RUBRIC (by default the one a request names,
# requester.DefaultRubric).
run_args() { echo "$SKEL $HASH bench-req bench-att 1 file://$SITE p i r $W2_RUBRIC"; }

# start NAME CMD...: a daemon in the background, its log in $tmp/NAME.log.
start() {
	n=$1
	shift
	"$@" >"$tmp/$n.out" 2>"$tmp/$n.log" &
	PIDS="$! $PIDS"
}

# daemons DIR SITE [W2BROWSER]: a fresh deployment in DIR whose witnesses
# render SITE, with ledgerd serve and both witnesses' serve running on
# it; witness-w2 on W2BROWSER (default W2_BROWSER), witness-w1 on BROWSER.
daemons() {
	"$BIN/ledgerd" init --dir "$1" --product-root "$2" >/dev/null
	start ledgerd "$BIN/ledgerd" serve --dir "$1"
	start witness-w1 env TRIBUNAL_BROWSER="$BROWSER" "$BIN/witness-w1" serve --dir "$1"
	start witness-w2 env TRIBUNAL_BROWSER="${3:-$W2_BROWSER}" "$BIN/witness-w2" serve --dir "$1"
}

# w2 ARGS...: this tree's witness-w2 on W2_BROWSER.
w2() { env TRIBUNAL_BROWSER="$W2_BROWSER" "$BIN/witness-w2" "$@"; }

# stop_all: stops the daemons started so far (witnesses first), by pid.
stop_all() {
	for p in $PIDS; do
		kill -TERM "$p" 2>/dev/null || true
		wait "$p" 2>/dev/null || true
	done
	PIDS=
}

# chain_fixture DIR: a deployment in DIR whose chain holds about 20,000
# entries of whole requests (bench/tool chain; the witness reports are
# real ones, of the cold fixture page), with the ledger stopped again;
# sets DB (a copy of the chain, as an auditor works on) and TRUST.
chain_fixture() {
	fixture "$1/fx" --elements 10 --breakpoints 3 --tokens 4 --clicks 2
	# shellcheck disable=SC2046
	"$BIN/witness-w2" run $(run_args) >"$1/w2.json"
	# shellcheck disable=SC2046
	"$BIN/witness-w1" run --evidence "$1/ev" $(run_args) >"$1/w1.json"
	"$BIN/ledgerd" init --dir "$1/d" >/dev/null
	start ledgerd "$BIN/ledgerd" serve --dir "$1/d"
	"$BIN/tool" chain --dir "$1/d" --skeleton "$SKEL" --w1 "$1/w1.json" --w2 "$1/w2.json" \
		--evidence "$1/ev" --entries "${ENTRIES:-20000}" >&2
	stop_all
	DB=$1/audit.db
	TRUST=$1/d/trust.json
	cp "$1/d/data/ledger.db" "$DB"
	say "chain: $(du -h "$DB" | cut -f1) file"
}
