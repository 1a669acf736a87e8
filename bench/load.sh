# The load rule of every bench script (sourced, POSIX sh): a figure
# measured on a busy machine is not a result. Each script calls
# load_start before it measures and load_end after; headline prints the
# script's headline ratio only when the 1-minute load at start was at most
# MAX_LOAD, and says "too loaded" instead otherwise. The per-run lines
# are still printed: they show what happened, they claim nothing.

MAX_LOAD=1.5
LOAD_START=
# SETTLE_MAX bounds, in seconds, each wait of load_settle.
SETTLE_MAX=${SETTLE_MAX:-600}

# load_start: records and prints the load at start.
load_start() {
	LOAD_START=$(cut -d' ' -f1 /proc/loadavg)
	echo "$(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
}

# load_settle: waits, at most SETTLE_MAX seconds, until the 1-minute
# load is at most MAX_LOAD. A script's own set-up (the build, npm, the
# fixture's first runs, which start Chromium) lifts the load for a minute
# or two after it has finished; the measured pairs must not start inside
# that tail. It waits for the average to fall, it does not lower the bar.
load_settle() {
	waited=0
	while awk -v l="$(cut -d' ' -f1 /proc/loadavg)" -v m="$MAX_LOAD" 'BEGIN { exit !(l > m) }'; do
		if [ "$waited" -ge "$SETTLE_MAX" ]; then
			echo "load still $(cut -d' ' -f1 /proc/loadavg) after ${waited}s; measuring anyway" >&2
			return 0
		fi
		sleep 10
		waited=$((waited + 10))
	done
	[ "$waited" -eq 0 ] || echo "waited ${waited}s for the load to settle to $(cut -d' ' -f1 /proc/loadavg)" >&2
}

# load_pair: settles, then raises LOAD_START to this pair's load at start
# when it is higher, so that the headline rule covers every pair, not
# only the first.
load_pair() {
	load_settle
	l=$(cut -d' ' -f1 /proc/loadavg)
	LOAD_START=$(awk -v a="${LOAD_START:-0}" -v b="$l" 'BEGIN { print (b > a) ? b : a }')
	PAIR_LOAD=$l
}

# load_end: prints the load after.
load_end() { echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2; }

# too_loaded: true when the load at start (of any pair, with load_pair)
# was above MAX_LOAD.
too_loaded() { awk -v l="${LOAD_START:-0}" -v m="$MAX_LOAD" 'BEGIN { exit !(l > m) }'; }

# headline LINE: prints LINE, or "too loaded" when the load at start was
# above MAX_LOAD.
headline() {
	if too_loaded; then
		echo "too loaded: load at start $LOAD_START > $MAX_LOAD; no headline ratio"
	else
		echo "$1"
	fi
}
