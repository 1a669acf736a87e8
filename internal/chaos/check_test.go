package chaos

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// good is a clean history: two publishers, two acked events each, one
// unacked event that was never stored, two identical complete copies, a
// writer per term, both requests settled in time, monotone reads.
func good() *History {
	t0 := time.Unix(1000, 0)
	at := func(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }
	h := &History{
		Publishes: []Publish{
			{Publisher: "p1", Index: 0, EventID: "a0", ReqID: "r1", Acked: true, Seq: 1},
			{Publisher: "p2", Index: 0, EventID: "b0", ReqID: "r2", Acked: true, Seq: 2},
			{Publisher: "p1", Index: 1, EventID: "a1", ReqID: "r1", Acked: true, Seq: 3},
			{Publisher: "p2", Index: 1, EventID: "b1", ReqID: "r2", Acked: true, Seq: 4},
			{Publisher: "p2", Index: 2, EventID: "b2", ReqID: "r2"}, // no ack, not stored
		},
		Appends: []Append{{Writer: "a", Term: 1, Seq: 1}, {Writer: "a", Term: 1, Seq: 2}, {Writer: "b", Term: 2, Seq: 3}},
		Requests: []Request{
			{ReqID: "r1", Terminal: at(20), State: "PASS_CANDIDATE"},
			{ReqID: "r2", Terminal: at(25), State: "FAIL"},
		},
		Reads: []Read{
			{Client: 0, ReqID: "r1", Call: at(1), Ret: at(2), Version: 1, State: "OPEN"},
			{Client: 1, ReqID: "r1", Call: at(1.5), Ret: at(3), Version: 1, State: "OPEN"},
			{Client: 0, ReqID: "r1", Call: at(4), Ret: at(5), Version: 2, State: "OBSERVING"},
			// concurrent with the next: may see the older version
			{Client: 1, ReqID: "r1", Call: at(6), Ret: at(9), Version: 2, State: "OBSERVING"},
			{Client: 0, ReqID: "r1", Call: at(7), Ret: at(8), Version: 3, State: "PASS_CANDIDATE"},
			{Client: 0, ReqID: "r2", Call: at(7), Ret: at(8), Version: 1, State: "OPEN"},
		},
		FaultsEnd:   at(10),
		SettleBound: 30 * time.Second,
	}
	ids := []string{"x0", "a0", "b0", "a1", "b1"}
	for _, name := range []string{"ledger-a", "ledger-b"} {
		c := Copy{Name: name, EventIDs: slices.Clone(ids), Complete: true}
		for _, id := range ids {
			c.Lines = append(c.Lines, `{"msg_id":"`+id+`"}`)
		}
		h.Copies = append(h.Copies, c)
	}
	return h
}

func TestCheckClean(t *testing.T) {
	r := Check(good())
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if r.Acked != 4 || r.LongestSettle != 15*time.Second {
		t.Fatalf("acked %d, longest settle %s; want 4, 15s", r.Acked, r.LongestSettle)
	}
}

// TestCheckCatches feeds the checker histories with one fault each and
// asserts it names exactly that kind, with the count the results table
// shows.
func TestCheckCatches(t *testing.T) {
	cases := []struct {
		name   string
		break_ func(h *History)
		kind   string
		count  func(r *Result) int
	}{
		{"lost ack", func(h *History) {
			c := &h.Copies[1]
			c.EventIDs = slices.DeleteFunc(c.EventIDs, func(id string) bool { return id == "a1" })
			c.Lines = c.Lines[:len(c.EventIDs)]
		}, Lost, func(r *Result) int { return r.Lost }},
		{"duplicate", func(h *History) {
			h.Copies[0].EventIDs = append(h.Copies[0].EventIDs, "b0")
		}, Duplicated, func(r *Result) int { return r.Duplicated }},
		{"reordered", func(h *History) {
			ids := h.Copies[0].EventIDs
			ids[1], ids[3] = ids[3], ids[1] // a1 before a0
		}, Reordered, func(r *Result) int { return r.Reordered }},
		{"two writers in one term", func(h *History) {
			h.Appends = append(h.Appends, Append{Writer: "b", Term: 1, Seq: 3})
		}, TwoWriters, func(r *Result) int { return r.TwoWriterAppends }},
		{"never settled", func(h *History) {
			h.Requests[0].Terminal = time.Time{}
		}, Unsettled, func(r *Result) int { return r.Unsettled }},
		{"settled too late", func(h *History) {
			h.Requests[1].Terminal = h.FaultsEnd.Add(h.SettleBound + time.Second)
		}, Unsettled, func(r *Result) int { return r.Unsettled }},
		{"copy fails verify", func(h *History) {
			h.Copies[1].VerifyErr = errors.New("entry 3: leaf hash mismatch")
		}, Unverified, nil},
		{"copies diverge", func(h *History) {
			h.Copies[1].Lines[2] = `{"msg_id":"b0","x":1}`
		}, Diverged, nil},
		{"stale read", func(h *History) {
			// after v3 was read and returned, a later read sees v2
			last := h.Reads[4]
			h.Reads = append(h.Reads, Read{Client: 2, ReqID: "r1", Call: last.Ret.Add(time.Second), Ret: last.Ret.Add(2 * time.Second), Version: 2, State: "OBSERVING"})
		}, NotLinearized, nil},
		{"one version, two states", func(h *History) {
			h.Reads[1].State = "FAIL"
		}, NotLinearized, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := good()
			tc.break_(h)
			r := Check(h)
			if r.OK() {
				t.Fatalf("the checker passed a history with %s", tc.name)
			}
			for _, v := range r.Violations {
				if v.Kind != tc.kind {
					t.Errorf("unexpected violation %s", v)
				}
			}
			if tc.count != nil && tc.count(r) == 0 {
				t.Errorf("%s: the %s count is 0", tc.name, tc.kind)
			}
			if !strings.Contains(r.Err().Error(), tc.kind+": ") {
				t.Errorf("error does not name %s: %v", tc.kind, r.Err())
			}
		})
	}
}

// An acked event missing from an incomplete copy (a ledger that had not
// drained) is not lost, but one on it twice is still duplicated.
func TestCheckIncompleteCopy(t *testing.T) {
	h := good()
	c := &h.Copies[1]
	c.Complete = false
	c.EventIDs, c.Lines = c.EventIDs[:3], c.Lines[:3]
	if err := Check(h).Err(); err != nil {
		t.Fatal(err)
	}
}

func TestPlanReplays(t *testing.T) {
	kinds := []string{FaultPauseHolder, FaultRestartLeader, FaultCorruptNode}
	a, b := Plan(42, 3*time.Minute, kinds), Plan(42, 3*time.Minute, kinds)
	if a.String() != b.String() {
		t.Fatalf("one seed, two schedules:\n%s\n%s", a, b)
	}
	if c := Plan(43, 3*time.Minute, kinds); c.String() == a.String() {
		t.Fatalf("seeds 42 and 43 gave one schedule:\n%s", a)
	}
	if len(a.Faults) < 5 {
		t.Fatalf("3 minutes hold only %d faults:\n%s", len(a.Faults), a)
	}
	seen := map[string]bool{}
	var end time.Duration
	for i, f := range a.Faults {
		seen[f.Kind] = true
		if f.At < end {
			t.Errorf("fault %d starts at %s, before the previous one heals at %s", i, f.At, end)
		}
		end = f.At + f.For
		if end > a.Duration {
			t.Errorf("fault %d ends at %s, after the run's %s", i, end, a.Duration)
		}
	}
	if len(seen) != len(kinds) {
		t.Errorf("kinds drawn %v, want all of %v", seen, kinds)
	}
	if !strings.Contains(a.String(), fmt.Sprintf("-chaos.seeds=%d", a.Seed)) {
		t.Errorf("the schedule does not say how to replay it:\n%s", a)
	}
}
