package chaos

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"
)

// report logs the run's row of the results table (docs/OPERATIONS.md,
// "Chaos runs"): faults by kind, events acked, lost, duplicated,
// two-writer appends, the longest write outage and the fault under way
// when it began, the longest settle after the last fault.
func (r *run) report(t *testing.T, s Schedule, res *Result) {
	kinds := map[string]int{}
	for _, f := range r.log {
		kinds[f.Kind]++
	}
	var ks []string
	for k, n := range kinds {
		ks = append(ks, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(ks)
	outage, at := r.longestOutage()
	cause := "no fault (load only)"
	for _, f := range r.log {
		if !at.Before(f.start) && !at.After(f.end.Add(10*time.Second)) {
			cause = f.Kind + ": " + f.what
		}
	}
	reqs := len(r.h.Requests)
	t.Logf("RESULT seed=%d duration=%s | faults: %s | requests %d, publishes %d, acked %d, lost %d, duplicated %d, reordered %d, two-writer appends %d, unsettled %d | longest write outage %s (%s) | longest settle after the last fault %s | reads %d",
		s.Seed, s.Duration, strings.Join(ks, ", "), reqs, len(r.h.Publishes), res.Acked, res.Lost, res.Duplicated, res.Reordered,
		res.TwoWriterAppends, res.Unsettled, outage.Round(time.Millisecond), cause, res.LongestSettle.Round(time.Millisecond), len(r.h.Reads))
}

// longestOutage is the longest time between two acknowledgements while
// the load ran (a publish waits for the previous one and for the ledger
// to know its request, so a gap is a time no write got through), and
// when it began.
func (r *run) longestOutage() (time.Duration, time.Time) {
	var acks []time.Time
	for _, p := range r.h.Publishes {
		if p.Acked {
			acks = append(acks, p.Ret)
		}
	}
	sort.Slice(acks, func(i, j int) bool { return acks[i].Before(acks[j]) })
	var best time.Duration
	var at time.Time
	for i := 1; i < len(acks); i++ {
		if d := acks[i].Sub(acks[i-1]); d > best {
			best, at = d, acks[i-1]
		}
	}
	return best, at
}

// notable are log lines worth counting after a run: what the faults did
// to the processes, beyond what the checker sees.
var notable = []string{"[ERR]", "no space left", "DISABLED", "corrupt", "lease lost", "lease acquired", "the consumer skipped stream messages", "level=ERROR", "created stream", "published again", "working it again", "JetStream unavailable", "JetStream available again"}

// logNotable logs, per process, how often each notable line came, and
// the first of each.
func (r *run) logNotable(t *testing.T) {
	var names []string
	for name := range r.procs {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		data, _ := os.ReadFile(r.procs[name].log)
		lines := strings.Split(string(data), "\n")
		for _, w := range notable {
			n, first := 0, ""
			for _, l := range lines {
				if strings.Contains(l, w) {
					if n == 0 {
						first = l
					}
					n++
				}
			}
			if n > 0 {
				t.Logf("%s: %d× %q, first: %s", name, n, w, clip(first))
			}
		}
	}
}
