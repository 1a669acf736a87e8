package govern

import (
	"errors"
	"slices"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
)

// replay re-folds w's entries from scratch and checks them, as "ledgerd
// verify" does.
func replay(t *testing.T, w *world) *ReplaySummary {
	t.Helper()
	sum, err := replayEntries(w.entries)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return sum
}

func replayEntries(entries []hashchain.Entry) (*ReplaySummary, error) {
	p := NewReplayer(true)
	for _, e := range entries {
		if err := p.Feed(e); err != nil {
			return nil, err
		}
	}
	return p.Finish(uint64(len(entries)))
}

// sealedWorld is a request sealed after one judge reject and a second
// attempt, with a rejected report on the way.
func sealedWorld(t *testing.T) *world {
	w := newWorld(t)
	w.candidate("r")
	w.decide("r", "a1", events.DecisionReject, "3")
	w.attempt("r", "a2", "4", "fix")
	w.w1("r", "a2", events.VerdictPass, nil, func(b *events.ObservationW1) { b.Tuple.RunnerVersion = "evil" })
	w.w1("r", "a2", events.VerdictPass, nil)
	w.w2("r", "a2", events.VerdictPass)
	w.decide("r", "a2", events.DecisionApprove, "6")
	w.state("r", events.StateSealedDeploy, "")
	return w
}

func TestReplayDetectsTampering(t *testing.T) {
	w := sealedWorld(t)
	sum := replay(t, w)
	if sum.Seals != 1 || sum.Rejections != 1 || sum.Transitions != 7 || sum.Requests != 1 {
		t.Fatalf("summary %+v", sum)
	}
	find := func(subject string) int {
		return slices.IndexFunc(w.entries, func(e hashchain.Entry) bool { return e.Event.Subject == subject })
	}
	resign := func(e *hashchain.Entry, body []byte) {
		e.Event = w.signers[events.RoleLedger].Sign(e.Event.Subject, e.Event.ID, body)
	}
	cases := []struct {
		name  string
		edit  func(es []hashchain.Entry) []hashchain.Entry
		check string
	}{
		{"transition body edited and re-signed", func(es []hashchain.Entry) []hashchain.Entry {
			i := find("tribunal.ledger.transition.r")
			b := events.StateTransition{}
			_ = b
			resign(&es[i], []byte(string(es[i].Event.Body[:len(es[i].Event.Body)-1])+` `+"}"))
			return es
		}, "fold.body"},
		{"seal forged with another composite", func(es []hashchain.Entry) []hashchain.Entry {
			i := find("tribunal.ledger.seal.r")
			s := &events.Seal{SchemaName: events.SchemaSeal, ReqID: "r", AttID: "a2", W1Hash: W3PendingHash, W2Hash: W3PendingHash,
				W3Hash: W3PendingHash, DecisionEventID: "x", StateVersion: "6"}
			s.CompositeHash = events.CompositeHash(s.W1Hash, s.W2Hash, s.W3Hash)
			data, _ := events.Encode(s)
			resign(&es[i], data)
			return es
		}, "fold.body"},
		{"derived rejection removed", func(es []hashchain.Entry) []hashchain.Entry {
			i := find("tribunal.ledger.rejected.r")
			return slices.Delete(es, i, i+1)
		}, "fold.missing"},
		{"derived transition moved to another time", func(es []hashchain.Entry) []hashchain.Entry {
			i := find("tribunal.ledger.transition.r")
			es[i].Time++
			return es
		}, "fold.position"},
		{"seal removed at the end", func(es []hashchain.Entry) []hashchain.Entry {
			return es[:len(es)-1]
		}, "fold.missing"},
		{"extra transition", func(es []hashchain.Entry) []hashchain.Entry {
			i := find("tribunal.ledger.transition.r")
			extra := es[i]
			extra.Event.ID += ".9"
			return slices.Insert(es, i+1, extra)
		}, "fold.unexpected"},
		{"transition id changed", func(es []hashchain.Entry) []hashchain.Entry {
			i := find("tribunal.ledger.transition.r")
			es[i].Event.ID = "ledger:transition:999"
			return es
		}, "fold.id"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			es := c.edit(slices.Clone(w.entries))
			_, err := replayEntries(es)
			var ve *hashchain.VerifyError
			if !errors.As(err, &ve) || ve.Check != c.check {
				t.Fatalf("replay of the tampered chain: %v, want check %s", err, c.check)
			}
			if !errors.Is(err, hashchain.ErrTampered) || ve.Expected == "" || ve.Actual == "" {
				t.Fatalf("fault without evidence: %+v", ve)
			}
		})
	}
}

// TestReplayRebuildsState: a lenient replay (the ledger's start-up)
// rebuilds the same state as the live fold.
func TestReplayRebuildsState(t *testing.T) {
	w := sealedWorld(t)
	p := NewReplayer(false)
	for _, e := range w.entries {
		if err := p.Feed(e); err != nil {
			t.Fatal(err)
		}
	}
	got, want := p.State.Request("r").W3(), w.st.Request("r").W3()
	if jsonOf(t, got) != jsonOf(t, want) {
		t.Fatalf("rebuilt\n%s\nlive\n%s", jsonOf(t, got), jsonOf(t, want))
	}
}

// TestLenientReplayOfUngovernedChain: a chain written by a ledger that did
// not govern (no derived entries) still rebuilds the right state at
// start-up, and a checking replay reports the first missing event.
func TestLenientReplayOfUngovernedChain(t *testing.T) {
	w := sealedWorld(t)
	var inputs []hashchain.Entry
	for _, e := range w.entries {
		if e.Event.KeyID != w.signers[events.RoleLedger].KeyID() {
			e.Index = uint64(len(inputs))
			inputs = append(inputs, e)
		}
	}
	p := NewReplayer(false)
	for _, e := range inputs {
		if err := p.Feed(e); err != nil {
			t.Fatal(err)
		}
	}
	if got := p.State.Request("r"); got.State != events.StateSealedDeploy || got.Version != 7 {
		t.Fatalf("rebuilt %s at version %d", got.State, got.Version)
	}
	_, err := replayEntries(inputs)
	var ve *hashchain.VerifyError
	if !errors.As(err, &ve) || ve.Check != "fold.missing" || ve.Index != 1 {
		t.Fatalf("checking replay: %v", err)
	}
}
