package main

import (
	"crypto/sha256"
	"encoding/hex"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// TestDriftArm: the daemon follows exactly a micro-drift-only reject of a
// request with the drift arm by a drift-verdict.v1 naming the hash of the
// verdict it publishes; everything else goes out alone.
func TestDriftArm(t *testing.T) {
	tu := events.Tuple{SkeletonHash: "s", RequestID: "r1", AttemptID: "a1", PriorStateVersion: "1",
		ProductHash: "p", InventoryHash: "i", RunnerVersion: "tribunal/0", RubricVersion: "1.1.0"}
	el := func(el string, y, dh float64, micro bool) events.ElementVerdict {
		st := events.ElementPass
		if dh != 0 {
			st = events.ElementFail
		}
		return events.ElementVerdict{Screen: "home", Element: el, Breakpoint: "mobile", Selector: "#" + el, Status: st,
			BBoxMeasured: &events.Rect{X: 16, Y: y, W: 200, H: 40 + dh}, BBoxDriftPX: &events.Rect{H: dh}, TolerancePX: 4,
			TokenMismatch: []events.TokenMismatch{}, DeadHandler: []events.DeadHandler{}, InteractionsOK: []events.InteractionOK{}, MicroDrift: micro}
	}
	verdict := func(v string, microOnly bool, evs ...events.ElementVerdict) *events.VisualVerdict {
		return &events.VisualVerdict{SchemaName: events.SchemaVisualVerdict, ReqID: "r1", AttID: "a1", Tuple: tu, Verdict: v,
			ElementVerdicts: evs, Lint: events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
			Concerns: []events.Concern{}, MicroDriftOnly: microOnly}
	}
	cases := []struct {
		name     string
		arm      bool
		v        *events.VisualVerdict
		decision string // "" for no follow-up
	}{
		{"micro-drift only, clear of the others", true, verdict(events.VerdictReject, true, el("a", 60, 8, true), el("b", 200, 0, false)), events.DecisionApprove},
		{"micro-drift onto the element below", true, verdict(events.VerdictReject, true, el("a", 60, 8, true), el("b", 100, 0, false)), events.DecisionReject},
		{"a reject beyond micro-drift", true, verdict(events.VerdictReject, false, el("a", 60, 30, false)), ""},
		{"a pass", true, verdict(events.VerdictPass, false, el("b", 200, 0, false)), ""},
		{"a request without the drift arm", false, verdict(events.VerdictReject, true, el("a", 60, 8, true)), ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := driftArm(&job.Job{Tuple: tu, DriftArm: c.arm}, wd.Output{Report: c.v})
			if c.decision == "" {
				if len(out.FollowUps) != 0 {
					t.Fatalf("follow-ups %+v", out.FollowUps)
				}
				return
			}
			if len(out.FollowUps) != 1 || out.FollowUps[0].Kind != events.KindDrift {
				t.Fatalf("follow-ups %+v", out.FollowUps)
			}
			d := out.FollowUps[0].Body.(*events.DriftVerdict)
			body, err := events.Encode(c.v)
			if err != nil {
				t.Fatal(err)
			}
			h := sha256.Sum256(body)
			if d.DriftDecision != c.decision || d.VisualVerdictSHA256 != hex.EncodeToString(h[:]) || d.Tuple != tu || d.Reason == "" {
				t.Fatalf("drift verdict %+v", d)
			}
			if _, err := events.Encode(d); err != nil {
				t.Fatalf("the drift verdict does not encode: %v", err)
			}
		})
	}
}
