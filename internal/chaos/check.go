package chaos

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// Kinds of violation Check reports.
const (
	Lost          = "lost"           // an acked event missing from a complete copy
	Duplicated    = "duplicated"     // an event on a copy more than once
	Reordered     = "reordered"      // a publisher's events out of its order
	TwoWriters    = "two-writers"    // more than one writer appended under a term
	Unsettled     = "unsettled"      // a request not terminal within the bound
	Unverified    = "unverified"     // ledgerd verify --trust failed on a copy
	Diverged      = "diverged"       // two copies differ within their common length
	NotLinearized = "not-linearized" // the state register's reads are not linearizable
)

// Violation is one broken property, with its evidence.
type Violation struct {
	Kind   string
	Detail string
}

func (v Violation) String() string { return v.Kind + ": " + v.Detail }

// Result is what Check found: the counts the results table shows, and
// every violation.
type Result struct {
	Acked, Lost, Duplicated, Reordered, TwoWriterAppends, Unsettled int
	// LongestSettle is the latest terminal time of a request after
	// FaultsEnd (0 when all settled before it).
	LongestSettle time.Duration
	Violations    []Violation
}

// OK reports whether the history broke nothing.
func (r *Result) OK() bool { return len(r.Violations) == 0 }

// Err is nil for a clean history, else one error naming every violation.
func (r *Result) Err() error {
	if r.OK() {
		return nil
	}
	lines := make([]string, len(r.Violations))
	for i, v := range r.Violations {
		lines[i] = "  " + v.String()
	}
	return fmt.Errorf("chaos: %d violations:\n%s", len(r.Violations), strings.Join(lines, "\n"))
}

func (r *Result) add(kind, format string, args ...any) {
	r.Violations = append(r.Violations, Violation{Kind: kind, Detail: fmt.Sprintf(format, args...)})
}

// Check checks every property of h (see the package doc).
func Check(h *History) *Result {
	r := &Result{}
	checkCopies(h, r)
	checkTerms(h, r)
	checkSettled(h, r)
	checkLinearizable(h, r)
	return r
}

// checkCopies: each acked event exactly once on every complete copy, no
// event twice on any copy, each publisher's order kept, every copy
// verified, and the copies equal up to the shorter's length.
func checkCopies(h *History, r *Result) {
	for _, p := range h.Publishes {
		if p.Acked {
			r.Acked++
		}
	}
	if len(h.Copies) == 0 {
		r.add(Lost, "no chain copy to check")
		return
	}
	// A publisher's publishes in its own order.
	byPub := map[string][]Publish{}
	for _, p := range h.Publishes {
		byPub[p.Publisher] = append(byPub[p.Publisher], p)
	}
	pubs := make([]string, 0, len(byPub))
	for name, ps := range byPub {
		sort.Slice(ps, func(i, j int) bool { return ps[i].Index < ps[j].Index })
		pubs = append(pubs, name)
	}
	sort.Strings(pubs)
	lost, dup, reord := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, c := range h.Copies {
		if c.VerifyErr != nil {
			r.add(Unverified, "copy %s: %v", c.Name, c.VerifyErr)
		}
		pos := map[string]int{}
		for i, id := range c.EventIDs {
			if j, seen := pos[id]; seen {
				r.add(Duplicated, "copy %s: event %s at entries %d and %d", c.Name, id, j, i)
				dup[id] = true
				continue
			}
			pos[id] = i
		}
		for _, name := range pubs {
			last, lastID := -1, ""
			for _, p := range byPub[name] {
				i, ok := pos[p.EventID]
				if !ok {
					if p.Acked && c.Complete {
						r.add(Lost, "copy %s: publisher %s's publish %d (event %s, stream seq %d) was acknowledged but is not on the chain",
							c.Name, name, p.Index, p.EventID, p.Seq)
						lost[p.EventID] = true
					}
					continue
				}
				if i < last {
					r.add(Reordered, "copy %s: publisher %s's publish %d (event %s) is at entry %d, before its earlier publish's event %s at entry %d",
						c.Name, name, p.Index, p.EventID, i, lastID, last)
					reord[p.EventID] = true
				}
				last, lastID = i, p.EventID
			}
		}
	}
	r.Lost, r.Duplicated, r.Reordered = len(lost), len(dup), len(reord)
	for i := range h.Copies {
		for j := i + 1; j < len(h.Copies); j++ {
			a, b := h.Copies[i], h.Copies[j]
			for k := 0; k < min(len(a.Lines), len(b.Lines)); k++ {
				if a.Lines[k] != b.Lines[k] {
					r.add(Diverged, "copies %s and %s differ at entry %d:\n    %s\n    %s", a.Name, b.Name, k, clip(a.Lines[k]), clip(b.Lines[k]))
					break
				}
			}
		}
	}
}

func clip(s string) string {
	if len(s) > 160 {
		return s[:160] + "…"
	}
	return s
}

// checkTerms: at most one writer appended under any lease term.
func checkTerms(h *History, r *Result) {
	writers := map[uint64]map[string]int{}
	for _, a := range h.Appends {
		if writers[a.Term] == nil {
			writers[a.Term] = map[string]int{}
		}
		writers[a.Term][a.Writer]++
	}
	terms := make([]uint64, 0, len(writers))
	for t := range writers {
		terms = append(terms, t)
	}
	sort.Slice(terms, func(i, j int) bool { return terms[i] < terms[j] })
	for _, t := range terms {
		ws := writers[t]
		if len(ws) < 2 {
			continue
		}
		names := make([]string, 0, len(ws))
		n := 0
		for w, c := range ws {
			names = append(names, fmt.Sprintf("%s (%d appends)", w, c))
			n += c
		}
		sort.Strings(names)
		r.TwoWriterAppends += n
		r.add(TwoWriters, "lease term %d: %s", t, strings.Join(names, ", "))
	}
}

// checkSettled: every request terminal by FaultsEnd + SettleBound.
func checkSettled(h *History, r *Result) {
	deadline := h.FaultsEnd.Add(h.SettleBound)
	for _, q := range h.Requests {
		switch {
		case q.Terminal.IsZero():
			r.Unsettled++
			r.add(Unsettled, "request %s never reached a terminal state (last seen %q)", q.ReqID, q.State)
		case q.Terminal.After(deadline):
			r.Unsettled++
			r.add(Unsettled, "request %s reached %s %s after the faults stopped, beyond the bound %s",
				q.ReqID, q.State, q.Terminal.Sub(h.FaultsEnd).Round(time.Millisecond), h.SettleBound)
		}
		if d := q.Terminal.Sub(h.FaultsEnd); !q.Terminal.IsZero() && d > r.LongestSettle {
			r.LongestSettle = d
		}
	}
}
