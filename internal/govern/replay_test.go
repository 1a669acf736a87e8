package govern

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
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

// replayEntries folds entries three times, as Chain.Scan feeds them, as
// "ledgerd verify" does (every entry's Prepare first, out of order, then
// the Feeds, the bodies borrowed), and the same with the bodies copied,
// and fails unless the folds agree.
func replayEntries(entries []chainformat.Entry) (*ReplaySummary, error) {
	plain, perr := replayOnce(entries, false, false)
	for _, borrow := range []bool{false, true} {
		prep, qerr := replayOnce(entries, true, borrow)
		if fmt.Sprint(perr) != fmt.Sprint(qerr) || fmt.Sprintf("%+v", plain) != fmt.Sprintf("%+v", prep) {
			return nil, fmt.Errorf("replay with Prepare (Borrow %v) differs: %+v, %v; without: %+v, %v", borrow, prep, qerr, plain, perr)
		}
	}
	return plain, perr
}

func replayOnce(entries []chainformat.Entry, prepare, borrow bool) (*ReplaySummary, error) {
	p := NewReplayer(true)
	p.Borrow = borrow
	entries = slices.Clone(entries)
	if prepare {
		for i := len(entries) - 1; i >= 0; i-- {
			entries[i].Prepared = p.Prepare(&entries[i])
		}
	}
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
		return slices.IndexFunc(w.entries, func(e chainformat.Entry) bool { return e.Event.Subject == subject })
	}
	resign := func(e *chainformat.Entry, body []byte) {
		e.Event = w.signers[events.RoleLedger].Sign(e.Event.Subject, e.Event.ID, body)
	}
	cases := []struct {
		name  string
		edit  func(es []chainformat.Entry) []chainformat.Entry
		check string
	}{
		{"transition body edited and re-signed", func(es []chainformat.Entry) []chainformat.Entry {
			i := find("tribunal.ledger.transition.r")
			b := events.StateTransition{}
			_ = b
			resign(&es[i], []byte(string(es[i].Event.Body[:len(es[i].Event.Body)-1])+` `+"}"))
			return es
		}, "fold.body"},
		{"seal forged with another composite", func(es []chainformat.Entry) []chainformat.Entry {
			i := find("tribunal.ledger.seal.r")
			s := &events.Seal{SchemaName: events.SchemaSeal, ReqID: "r", AttID: "a2", W1Hash: W3PendingHash, W2Hash: W3PendingHash,
				W3Hash: W3PendingHash, DecisionEventID: "x", StateVersion: "6"}
			s.CompositeHash = events.CompositeHash(s.W1Hash, s.W2Hash, s.W3Hash)
			data, _ := events.Encode(s)
			resign(&es[i], data)
			return es
		}, "fold.body"},
		{"derived rejection removed", func(es []chainformat.Entry) []chainformat.Entry {
			i := find("tribunal.ledger.rejected.r")
			return slices.Delete(es, i, i+1)
		}, "fold.missing"},
		{"derived transition moved to another time", func(es []chainformat.Entry) []chainformat.Entry {
			i := find("tribunal.ledger.transition.r")
			es[i].Time++
			return es
		}, "fold.position"},
		{"seal removed at the end", func(es []chainformat.Entry) []chainformat.Entry {
			return es[:len(es)-1]
		}, "fold.missing"},
		{"extra transition", func(es []chainformat.Entry) []chainformat.Entry {
			i := find("tribunal.ledger.transition.r")
			extra := es[i]
			extra.Event.ID += ".9"
			return slices.Insert(es, i+1, extra)
		}, "fold.unexpected"},
		// An input on a subject the fold also derives on (the ledger's
		// wrapper of a refused message) is still strictly decoded, with
		// and without Prepare, which leaves such subjects to Feed.
		{"undecodable rejection wrapper input", func(es []chainformat.Entry) []chainformat.Entry {
			last := es[len(es)-1]
			in := es[find("tribunal.ledger.rejected.r")]
			in.Seq, in.Time, in.Index = last.Seq+1, last.Time+1, last.Index+1
			in.Event.ID = "ledger:rejected:wrapper"
			resign(&in, []byte(`{"schema":"rejected.v1"}`))
			return append(es, in)
		}, "fold.decode"},
		{"transition id changed", func(es []chainformat.Entry) []chainformat.Entry {
			i := find("tribunal.ledger.transition.r")
			es[i].Event.ID = "ledger:transition:999"
			return es
		}, "fold.id"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			es := c.edit(slices.Clone(w.entries))
			_, err := replayEntries(es)
			var ve *chainformat.VerifyError
			if !errors.As(err, &ve) || ve.Check != c.check {
				t.Fatalf("replay of the tampered chain: %v, want check %s", err, c.check)
			}
			if !errors.Is(err, chainformat.ErrTampered) || ve.Expected == "" || ve.Actual == "" {
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

// TestReplayBorrowKeepsEntryBytes: a replay that borrows the entries'
// bytes keeps each report's body as the entry holds it; one that does not
// keeps a copy (the entries of Chain.Scan alias the database), with the
// same state either way.
func TestReplayBorrowKeepsEntryBytes(t *testing.T) {
	w := sealedWorld(t)
	for _, borrow := range []bool{false, true} {
		p := NewReplayer(true)
		p.Borrow = borrow
		for i := range w.entries {
			e := w.entries[i]
			e.Prepared = p.Prepare(&e)
			if err := p.Feed(e); err != nil {
				t.Fatal(err)
			}
		}
		r := p.State.Request("r")
		if got, want := jsonOf(t, r.W3()), jsonOf(t, w.st.Request("r").W3()); got != want {
			t.Fatalf("Borrow %v: replayed\n%s\nlive\n%s", borrow, got, want)
		}
		kept := r.Current().W2.Body
		var entry []byte
		for _, e := range w.entries {
			if e.Event.ID == r.Current().W2.EventID {
				entry = e.Event.Body
			}
		}
		if !slices.Equal(kept, entry) || len(kept) == 0 {
			t.Fatalf("Borrow %v: W2 body %q, entry %q", borrow, kept, entry)
		}
		if shared := &kept[0] == &entry[0]; shared != borrow {
			t.Fatalf("Borrow %v: the state's W2 body shares the entry's bytes: %v", borrow, shared)
		}
	}
}

// TestLenientReplayOfUngovernedChain: a chain written by a ledger that did
// not govern (no derived entries) still rebuilds the right state at
// start-up, and a checking replay reports the first missing event.
func TestLenientReplayOfUngovernedChain(t *testing.T) {
	w := sealedWorld(t)
	var inputs []chainformat.Entry
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
	var ve *chainformat.VerifyError
	if !errors.As(err, &ve) || ve.Check != "fold.missing" || ve.Index != 1 {
		t.Fatalf("checking replay: %v", err)
	}
}

// acceptedWorld: a baseline change held, a refused and an applied
// acceptance, the approval; and a drift-approved candidate whose drift
// verdict arrives before W1's report (so the transition W1's report
// derives names the drift verdict as its cause), sealed.
func acceptedWorld(t *testing.T) *world {
	w := newWorld(t)
	w.base = []reqOpt{scoped("acme")}
	f := frame("home", "mobile", "web", "new hero")
	w.open("r")
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
	w.w2("r", "a1", events.VerdictPass)
	w.accept("r", "a1", "3", accepted(frame("home", "mobile", "web", "forged"))) // refused
	w.accept("r", "a1", "3", accepted(f))
	w.decide("r", "a1", events.DecisionApprove, "4")
	w.state("r", events.StateSealedDeploy, "")
	w.open("d")
	w.attempt("d", "a1", "1", "")
	w.w2("d", "a1", events.VerdictReject, microDrift("nav"))
	w.drift("d", "a1", events.DecisionApprove)
	w.w1("d", "a1", events.VerdictPass, nil)
	w.decide("d", "a1", events.DecisionApprove, "3")
	w.state("d", events.StateSealedDeploy, "")
	return w
}

// TestReplayDetectsTamperingOfNewEvents: the events derived from a
// baseline acceptance and a drift verdict are re-derived byte for byte;
// removing the inputs themselves shows at the next input they change.
func TestReplayDetectsTamperingOfNewEvents(t *testing.T) {
	w := acceptedWorld(t)
	sum := replay(t, w)
	if sum.Seals != 2 || sum.Rejections != 1 {
		t.Fatalf("summary %+v", sum)
	}
	// nth is the index of the n-th entry (from 0) whose subject has the
	// prefix and whose body holds every one of has.
	nth := func(es []chainformat.Entry, prefix string, n int, has ...string) int {
		for i, e := range es {
			if !strings.HasPrefix(e.Event.Subject, prefix) {
				continue
			}
			ok := true
			for _, h := range has {
				ok = ok && strings.Contains(string(e.Event.Body), h)
			}
			if ok {
				if n == 0 {
					return i
				}
				n--
			}
		}
		t.Fatalf("no entry %s %v", prefix, has)
		return -1
	}
	resign := func(e *chainformat.Entry, body string) {
		e.Event = w.signers[events.RoleLedger].Sign(e.Event.Subject, e.Event.ID, []byte(body))
	}
	acceptance := func(es []chainformat.Entry) int { return nth(es, "tribunal.judge.baseline.r", 1) }
	driftIn := func(es []chainformat.Entry) int { return nth(es, "tribunal.w2.drift.d", 0) }
	cases := []struct {
		name  string
		edit  func(es []chainformat.Entry) []chainformat.Entry
		check string
	}{
		{"the acceptance's transition claims it stayed held", func(es []chainformat.Entry) []chainformat.Entry {
			i := acceptance(es) + 1
			resign(&es[i], strings.Replace(string(es[i].Event.Body), `"to":"PASS_CANDIDATE"`, `"to":"HOLD","error":"DEVIATIONS_ABOVE_THRESHOLD"`, 1))
			return es
		}, "fold.body"},
		{"the acceptance's transition names another cause", func(es []chainformat.Entry) []chainformat.Entry {
			i := acceptance(es) + 1
			resign(&es[i], strings.Replace(string(es[i].Event.Body), `"cause_event_id":"`, `"cause_event_id":"x`, 1))
			return es
		}, "fold.body"},
		{"the refusal of the forged frame removed", func(es []chainformat.Entry) []chainformat.Entry {
			i := nth(es, "tribunal.ledger.rejected.r", 0)
			return slices.Delete(es, i, i+1)
		}, "fold.missing"},
		{"the acceptance and its transition removed", func(es []chainformat.Entry) []chainformat.Entry {
			i := acceptance(es)
			return slices.Delete(es, i, i+2)
		}, "fold.id"}, // the approval then finds a HOLD: a rejection is due, not a transition
		{"the drift-caused transition names W1's report", func(es []chainformat.Entry) []chainformat.Entry {
			i := nth(es, "tribunal.ledger.transition.d", 0, `"to":"PASS_CANDIDATE"`)
			w1 := es[i-1].Event.ID
			resign(&es[i], strings.Replace(string(es[i].Event.Body), es[driftIn(es)].Event.ID, w1, 1))
			return es
		}, "fold.body"},
		{"the drift verdict removed", func(es []chainformat.Entry) []chainformat.Entry {
			i := driftIn(es)
			return slices.Delete(es, i, i+1)
		}, "fold.unexpected"}, // W1's report then completes nothing
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			es := c.edit(slices.Clone(w.entries))
			_, err := replayEntries(es)
			var ve *chainformat.VerifyError
			if !errors.As(err, &ve) || ve.Check != c.check {
				t.Fatalf("replay of the tampered chain: %v, want check %s", err, c.check)
			}
		})
	}
}

// TestReplayCheckSealIndependent: the seal check hashes the reports from
// the chain's bytes, not from the fold's record of their hashes. A fold
// that records a wrong W1 hash derives a seal that names it; a chain
// written by such a fold, replayed by the same fold, matches entry for
// entry (fold.body) and is caught only by the seal check.
func TestReplayCheckSealIndependent(t *testing.T) {
	wrong := sum([]byte("not the report"))
	w := newWorld(t)
	w.candidate("r")
	w.st.Request("r").Current().W1.Hash = wrong // the writer's fold bug
	w.decide("r", "a1", events.DecisionApprove, "3")
	w.state("r", events.StateSealedDeploy, "")

	for _, prepare := range []bool{false, true} {
		p := NewReplayer(true)
		entries := slices.Clone(w.entries)
		if prepare {
			for i := range entries {
				entries[i].Prepared = p.Prepare(&entries[i])
			}
		}
		var err error
		for _, e := range entries {
			if sub, _ := events.ParseSubject(e.Event.Subject); sub.Kind == events.KindDecision {
				p.State.Request("r").Current().W1.Hash = wrong // the same bug in the replay
			}
			if err = p.Feed(e); err != nil {
				break
			}
		}
		var ve *chainformat.VerifyError
		if !errors.As(err, &ve) || ve.Check != "seal.composite" {
			t.Fatalf("prepare %v: %v, want a seal.composite fault", prepare, err)
		}
	}
}
