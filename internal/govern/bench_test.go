package govern

import (
	"fmt"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// BenchmarkFold measures the fold's cost per request (open, attempt, two
// reports with deviations, approval: 5 inputs, 5 derived events), against
// the baseline the ledger pays anyway for the same 5 messages: the strict
// decode of every body. Report the ratio fold/decode.
func BenchmarkFold(b *testing.B) {
	w := newWorld(b)
	w.open("r")
	w.attempt("r", "a1", "1", "diff")
	devs := []events.Deviation{dev("contrast", "home/hero-cta@mobile", 0)}
	w.w1("r", "a1", events.VerdictPass, devs)
	w.w2("r", "a1", events.VerdictPass)
	w.decide("r", "a1", events.DecisionApprove, "3")
	var inputs []chainformat.Entry
	for _, e := range w.entries {
		if e.Event.KeyID != w.signers[events.RoleLedger].KeyID() {
			inputs = append(inputs, e)
		}
	}
	decode := func(e chainformat.Entry) events.Body {
		sub, _ := events.ParseSubject(e.Event.Subject)
		body, err := events.DecodeFor(sub, e.Event.Body)
		if err != nil {
			b.Fatal(err)
		}
		return body
	}
	b.Run("baseline=decode", func(b *testing.B) {
		for b.Loop() {
			for _, e := range inputs {
				decode(e)
			}
		}
	})
	b.Run("decode+fold", func(b *testing.B) {
		st := New()
		i := 0
		for b.Loop() {
			// A fresh request id per iteration: the state grows as a
			// ledger's does.
			id := fmt.Sprintf("r%d", i)
			i++
			for _, e := range inputs {
				body := decode(e)
				setRequestID(body, id)
				if _, err := st.Apply(chainformat.Record{Seq: uint64(i), Event: e.Event}, body); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}

// setRequestID renames a decoded body's request (the tuple too).
func setRequestID(b events.Body, id string) {
	switch v := b.(type) {
	case *events.RequestOpened:
		v.ReqID = id
	case *events.AttemptSubmitted:
		v.ReqID = id
	case *events.ObservationW1:
		v.ReqID, v.Tuple.RequestID = id, id
	case *events.VisualVerdict:
		v.ReqID, v.Tuple.RequestID = id, id
	case *events.JudgeDecision:
		v.ReqID = id
	}
}
