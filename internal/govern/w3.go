package govern

import (
	"fmt"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// W3Output is the W³ output object of docs/CONTRACTS.md §5 with exactly its keys, as
// "tribunal status --json" and "judge show --json" print it.
type W3Output struct {
	Verdict               string              `json:"verdict"`
	Error                 string              `json:"error"`
	RequestID             string              `json:"request_id"`
	AttemptID             string              `json:"attempt_id"`
	Iterations            int                 `json:"iterations"`
	Deviations            []events.Deviation  `json:"deviations"`
	CodeDiff              string              `json:"code_diff"`
	ScreenshotPath        string              `json:"screenshot_path"`
	ScreenshotHash        string              `json:"screenshot_hash"`
	VisionValidationScore float64             `json:"vision_validation_score"`
	EntropyDelta          int                 `json:"entropy_delta"`
	Requires888Hold       bool                `json:"requires_888_hold"`
	TriWitnessLedger      TriWitnessLedger    `json:"tri_witness_ledger"`
	IntegrationReceipts   IntegrationReceipts `json:"integration_receipts"`
	// NotApplicable, for an MCP App, are the criteria its request declares
	// do not apply (events.MCPApp.NotApplicable): not judged, neither
	// blocking nor passing. Absent for every other request.
	NotApplicable []events.MCPNotApplicable `json:"not_applicable,omitempty"`
	// Agreement sets the witnesses' figures side by side where both
	// measured one element and criterion (agreement.go); absent when
	// neither gave a figure.
	Agreement []Agreement `json:"agreement,omitempty"`
}

// TriWitnessLedger holds the three witnesses' entries and the seal's
// composite hash.
type TriWitnessLedger struct {
	W1            WitnessEntry `json:"w1"`
	W2            WitnessEntry `json:"w2"`
	W3            JudgeEntry   `json:"w3"`
	CompositeHash string       `json:"composite_hash"`
}

// WitnessEntry is W1's ("OBS") or W2's ("DER") entry.
type WitnessEntry struct {
	Verdict  string  `json:"verdict"`
	Hash     string  `json:"hash"`
	Score    float64 `json:"score"`
	Evidence string  `json:"evidence"`
	Label    string  `json:"label"`
	// Renderer is the report's renderer record; absent when the report has
	// none (docs/FORMAT.md §3).
	Renderer *events.Renderer `json:"renderer,omitempty"`
}

// JudgeEntry is W3, the human's entry.
type JudgeEntry struct {
	Verdict   string `json:"verdict"`
	Hash      string `json:"hash"`
	ActorID   string `json:"actor_id"`
	Timestamp string `json:"timestamp"`
	Evidence  string `json:"evidence"`
	Label     string `json:"label"`
}

// IntegrationReceipts tie the output to the chain.
type IntegrationReceipts struct {
	// SealCandidate is the event id of the transition that made the
	// attempt a PASS_CANDIDATE ("" if it never was one).
	SealCandidate string `json:"seal_candidate"`
	// JudgeTicketID is the decision's ticket_id, else its event id.
	JudgeTicketID string `json:"judge_ticket_id"`
	// ChainSeq is the stream sequence of the request's latest transition;
	// every record derived from one message shares it.
	ChainSeq uint64 `json:"chain_seq"`
	// Checkpoint is the signed checkpoint note covering the seal (filled
	// by the ledger's status query; "" until sealed).
	Checkpoint string `json:"checkpoint"`
}

// W3 placeholders until the judge decides, and the composite hash until
// sealed (docs/CONTRACTS.md §5).
const (
	W3Pending        = "PENDING_888_HOLD"
	W3PendingHash    = "0000000000000000000000000000000000000000000000000000000000000000"
	W3PendingText    = "awaiting human review"
	NotComputed      = "NOT_COMPUTED"
	LabelW1          = "OBS"
	LabelW2          = "DER"
	LabelW3          = "JUDGE"
	ScreenshotPathFm = "tribunal blob get %s"
)

// Settled reports whether the output is final for its attempt: the
// request is not waiting for an attempt or for the witnesses.
func (w *W3Output) Settled() bool {
	return w.Error != ErrAwaitingAttempt && w.Error != ErrAwaitingWitnesses
}

// W3 builds the W³ output of request r from its folded state. The verdict
// is the request's state, except that OPEN and OBSERVING (not in the
// spec's enum) are reported as HOLD with error AWAITING_ATTEMPT or
// AWAITING_WITNESSES: nothing may proceed yet, and Settled says so.
// requires_888_hold is true for PASS_CANDIDATE and HOLD (a human must act)
// and false for SEALED_DEPLOY and FAIL.
func (r *Request) W3() *W3Output {
	w := &W3Output{
		Verdict: r.State, Error: r.Error, RequestID: r.ID,
		Deviations: []events.Deviation{},
		TriWitnessLedger: TriWitnessLedger{
			W1:            WitnessEntry{Label: LabelW1},
			W2:            WitnessEntry{Label: LabelW2},
			W3:            JudgeEntry{Verdict: W3Pending, Hash: W3PendingHash, Evidence: W3PendingText, Label: LabelW3},
			CompositeHash: NotComputed,
		},
	}
	switch r.State {
	case events.StateOpen:
		w.Verdict, w.Error = events.StateHold, ErrAwaitingAttempt
	case events.StateObserving:
		w.Verdict, w.Error = events.StateHold, ErrAwaitingWitnesses
	}
	w.Requires888Hold = w.Verdict == events.StatePassCandidate || w.Verdict == events.StateHold
	if r.Opened != nil && r.Opened.MCPApp != nil {
		w.NotApplicable = r.Opened.MCPApp.NotApplicable
	}
	if n := len(r.Transitions); n > 0 {
		w.IntegrationReceipts.ChainSeq = r.Transitions[n-1].Seq
	}
	for _, a := range r.Attempts {
		if a.Assessed {
			w.Iterations = a.Iteration
		}
	}
	a := r.Current()
	if a == nil {
		return w
	}
	w.AttemptID, w.CodeDiff, w.EntropyDelta = a.ID, a.Body.CodeDiff, a.EntropyDelta
	for _, d := range a.Deviations {
		w.Deviations = append(w.Deviations, d.Deviation)
	}
	w.Agreement = a.Agreement
	if a.W1 != nil {
		b := a.w1Body
		w.VisionValidationScore = b.Score
		if len(b.Screenshots) > 0 {
			w.ScreenshotHash = b.Screenshots[0].SHA256
			w.ScreenshotPath = fmt.Sprintf(ScreenshotPathFm, w.ScreenshotHash)
		}
		w.TriWitnessLedger.W1 = WitnessEntry{
			Verdict: b.Verdict, Hash: a.W1.Hash, Score: b.Score, Label: LabelW1,
			Evidence: fmt.Sprintf("observation.w1.v1 %s: %d screenshot(s), %d deviation(s)%s", a.W1.EventID, len(b.Screenshots), len(b.Deviations), errSuffix(b.Error)),
			Renderer: b.Renderer,
		}
	}
	if a.W2 != nil {
		b := a.w2Body
		fails := 0
		for _, ev := range b.ElementVerdicts {
			if ev.Status == events.ElementFail {
				fails++
			}
		}
		w.TriWitnessLedger.W2 = WitnessEntry{
			Verdict: b.Verdict, Hash: a.W2.Hash, Score: W2Score(b), Label: LabelW2,
			Evidence: fmt.Sprintf("visual-verdict.v1 %s: %d element verdict(s), %d failing, %d lint finding(s)%s", a.W2.EventID, len(b.ElementVerdicts), fails, len(b.Lint.Findings), errSuffix(b.Error)),
			Renderer: b.Renderer,
		}
		if d := a.driftBody; d != nil {
			w.TriWitnessLedger.W2.Evidence += fmt.Sprintf("; drift-verdict.v1 %s: %s", a.Drift.EventID, d.DriftDecision)
		}
	}
	if r.State == events.StatePassCandidate || r.State == events.StateSealedDeploy || r.Error == ErrJudgeRejected {
		w.IntegrationReceipts.SealCandidate = r.CandidateEventID
	}
	if d := r.Decision; d != nil && d.AttID == a.ID {
		verdict := "PASS"
		if d.Decision == events.DecisionReject {
			verdict = "FAIL"
			w.Error = ErrJudgeRejected + ": " + d.Reason
		}
		ev := d.Evidence
		if ev == "" {
			ev = d.Reason
		}
		w.TriWitnessLedger.W3 = JudgeEntry{Verdict: verdict, Hash: r.DecisionHash, ActorID: d.ActorID, Timestamp: d.Timestamp, Evidence: ev, Label: LabelW3}
		w.IntegrationReceipts.JudgeTicketID = d.TicketID
		if d.TicketID == "" {
			w.IntegrationReceipts.JudgeTicketID = r.DecisionEventID
		}
	}
	if r.Seal != nil && r.Seal.AttID == a.ID {
		w.TriWitnessLedger.CompositeHash = r.Seal.CompositeHash
	}
	return w
}

func errSuffix(e string) string {
	if e = strings.TrimSpace(e); e == "" {
		return ""
	}
	return "; error: " + clip(e)
}
