# The load rule of every bench script (sourced, POSIX sh): a figure
# measured on a busy machine is not a result. Each script calls
# load_start before it measures and load_end after; headline prints the
# script's headline ratio only when the 1-minute load at start was at most
# MAX_LOAD, and says "too loaded" instead otherwise. The per-run lines
# are still printed: they show what happened, they claim nothing.

MAX_LOAD=1.5
LOAD_START=

# load_start: records and prints the load at start.
load_start() {
	LOAD_START=$(cut -d' ' -f1 /proc/loadavg)
	echo "$(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
}

# load_end: prints the load after.
load_end() { echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2; }

# too_loaded: true when the load at start was above MAX_LOAD.
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
