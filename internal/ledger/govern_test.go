package ledger

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

func governed(c *Config) { c.Govern = true }

func hexOf(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// flow is one request's events, with W1's report naming a screenshot
// whose PNG W1 publishes as blob chunks.
type flow struct {
	req, att, w1, w2 events.Event
	blobs            []events.Event
	png              []byte
}

func newFlow(t *testing.T, e *env, id string, editW1 func(*events.ObservationW1)) *flow {
	t.Helper()
	h := ledgertest.History(t, e.signers, id, id)
	f := &flow{req: h[0].Event, att: h[1].Event, w2: h[3].Event}
	f.png = []byte("\x89PNG fake screenshot of " + id + strings.Repeat(".", 300))
	sum := hexOf(f.png)
	for i, b := range events.SplitBlob(id, "a1", "image/png", f.png, 100) {
		f.blobs = append(f.blobs, ledgertest.Sign(t, e.signers[events.RoleW1], events.RoleW1, events.KindBlob, id, id+"-blob-"+string(rune('0'+i)), b))
	}
	body, err := events.Decode(events.SchemaObservationW1, h[2].Event.Body)
	if err != nil {
		t.Fatal(err)
	}
	w1 := body.(*events.ObservationW1)
	w1.Screenshots = []events.Screenshot{{Screen: "home", Breakpoint: "mobile", Surface: "web", SHA256: sum, Width: 375, Height: 812}}
	if editW1 != nil {
		editW1(w1)
	}
	f.w1 = ledgertest.Sign(t, e.signers[events.RoleW1], events.RoleW1, events.KindObservation, id, id+"-w1", w1)
	return f
}

func (e *env) decision(t *testing.T, id, decision, version string) events.Event {
	t.Helper()
	reason := "matches the skeleton"
	if decision == events.DecisionReject {
		reason = "CTA colour is off"
	}
	return ledgertest.Sign(t, e.signers[events.RoleJudge], events.RoleJudge, events.KindDecision, id, id+"-decision-"+decision+version,
		&events.JudgeDecision{SchemaName: events.SchemaJudgeDecision, ReqID: id, AttID: "a1", Decision: decision,
			Reason: reason, ActorID: "judge-ada", Timestamp: "2026-11-30T01:00:00Z", StateVersion: version})
}

func waitStatus(t *testing.T, qc *query.Client, id, verdict string) *govern.W3Output {
	t.Helper()
	var out *govern.W3Output
	pausetest.WaitFor(t, 30*time.Second, func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		w, err := qc.Status(ctx, id)
		cancel()
		if err == nil && w.Verdict == verdict && w.Settled() {
			out = w
			return nil
		}
		return fmt.Errorf("request %s has not reached %s: %+v %v", id, verdict, w, err)
	})
	return out
}

// TestGovernThroughTheBroker runs one request from open to seal through
// the real broker with every role's real credentials, restarts the ledger
// (state rebuilt from the chain), and audits the file: the re-fold
// reproduces every derived event, and a re-chained, re-signed copy with
// one forged transition passes the chain checks but not the re-fold.
func TestGovernThroughTheBroker(t *testing.T) {
	e := newEnv(t, governed)
	ctx := context.Background()
	rq, w1, w2, jc := e.conn(events.RoleRequester), e.conn(events.RoleW1), e.conn(events.RoleW2), e.conn(events.RoleJudge)
	requester, judge := query.NewClient(rq.NC, events.RoleRequester), query.NewClient(jc.NC, events.RoleJudge)

	made := &events.Renderer{Product: "Chrome", Version: "131.0.6778.85", Headless: "chromium",
		FontsSHA256: strings.Repeat("a", 64), Fonts: 38, DeviceScaleFactor: 1, FlagsSHA256: strings.Repeat("b", 64), Tribunal: "witness-w1 test"}
	f := newFlow(t, e, "g1", func(b *events.ObservationW1) { b.Renderer = made })
	e.publish(rq, f.req)
	e.publish(rq, f.att)
	for _, b := range f.blobs {
		e.publish(w1, b)
	}
	e.publish(w1, f.w1)
	// A witness echoing a wrong tuple is refused, and the request waits.
	bad := newFlow(t, e, "g1", func(b *events.ObservationW1) { b.Tuple.RunnerVersion = "forged" })
	bad.w1.ID = "g1-w1-bad"
	bad.w1 = e.signers[events.RoleW1].Sign(bad.w1.Subject, "g1-w1-bad", bad.w1.Body)
	e.publish(w1, bad.w1)
	seq := e.publish(w2, f.w2)
	e.waitConsumed(seq)

	out := waitStatus(t, requester, "g1", events.StatePassCandidate)
	if !out.Requires888Hold || out.ScreenshotHash != hexOf(f.png) || out.TriWitnessLedger.W1.Hash != hexOf(f.w1.Body) {
		t.Fatalf("candidate %+v", out)
	}
	pend, err := judge.Pending(ctx)
	if err != nil || len(pend) != 1 || pend[0].StateVersion != "3" {
		t.Fatalf("pending %+v %v", pend, err)
	}
	rv, err := judge.Review(ctx, "g1")
	if err != nil || string(rv.Attempts[0].W2.Body) != string(f.w2.Body) || rv.StateVersion != "3" || len(rv.Transitions) != 3 {
		t.Fatalf("review %+v %v", rv, err)
	}
	if _, err := requester.Status(ctx, "nope"); !query.IsNotFound(err) {
		t.Fatalf("status of an unknown request: %v", err)
	}
	if _, err := requester.Pending(ctx); err == nil || !strings.Contains(err.Error(), query.ErrTextUnknownQuery) {
		t.Fatalf("requester asked pending: %v", err)
	}

	dec := e.decision(t, "g1", events.DecisionApprove, "3")
	e.waitConsumed(e.publish(jc, dec))
	out = waitStatus(t, requester, "g1", events.StateSealedDeploy)
	want := hexOf([]byte(hexOf(f.w1.Body) + hexOf(f.w2.Body) + hexOf(dec.Body) + "PASS_CANDIDATE"))
	if out.TriWitnessLedger.CompositeHash != want || out.TriWitnessLedger.W3.Hash != hexOf(dec.Body) {
		t.Fatalf("sealed %+v, composite recomputed %s", out.TriWitnessLedger, want)
	}
	// The checkpoint in the receipts covers the seal.
	v, _ := e.trust.CheckpointVerifier()
	ck, err := chainformat.OpenCheckpoint([]byte(out.IntegrationReceipts.Checkpoint), v)
	if err != nil {
		t.Fatalf("receipt checkpoint: %v", err)
	}
	sealIdx, ok, _ := e.srv.chain.Lookup(DerivedID(events.KindSeal, e.mustSeq(t, dec.ID), 0))
	if !ok || ck.Size != sealIdx+1 {
		t.Fatalf("checkpoint of size %d, seal at %d (%v)", ck.Size, sealIdx, ok)
	}
	er, err := requester.EntryAt(ctx, sealIdx, ck.Size)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := er.Verify(v); err != nil {
		t.Fatalf("seal inclusion proof: %v", err)
	}

	// W1's baseline: its own sealed screenshot, nothing else, and the
	// renderer that made it.
	b1 := query.NewClient(w1.NC, events.RoleW1)
	asked := baselineChunksAsked(t, e)
	base, found, err := b1.Baseline(ctx, "", "home", "mobile", "web", "")
	if err != nil || !found || string(base.PNG) != string(f.png) || base.SHA256 != hexOf(f.png) || base.Renderer == nil || *base.Renderer != *made {
		t.Fatalf("baseline: %v %v, renderer %v", found, err, base.Renderer)
	}
	if n := asked(); n != len(f.blobs)-1 {
		t.Fatalf("the baseline's %d chunks took %d queries beyond the first", len(f.blobs), n)
	}
	// W1 holding a frame that is not the baseline gets the bytes to diff.
	if base, found, err := b1.Baseline(ctx, "", "home", "mobile", "web", hexOf([]byte("another frame"))); err != nil || !found || string(base.PNG) != string(f.png) {
		t.Fatalf("baseline beside another frame: %v %v", found, err)
	}
	asked()
	// W1 holding that very frame is told so, with the renderer and no
	// bytes, in one query: nothing to fetch or decode on either side.
	base, found, err = b1.Baseline(ctx, "", "home", "mobile", "web", hexOf(f.png))
	if err != nil || !found || base.PNG != nil || base.SHA256 != hexOf(f.png) || base.Renderer == nil || *base.Renderer != *made {
		t.Fatalf("baseline that is the frame held: %v %v, %d bytes, %s, renderer %v", found, err, len(base.PNG), base.SHA256, base.Renderer)
	}
	if n := asked(); n != 0 {
		t.Fatalf("the frame held was fetched: %d queries for its later chunks", n)
	}
	if _, _, err := b1.Baseline(ctx, "", "home", "mobile", "web", "ABC"); err == nil || !strings.Contains(err.Error(), "have must be 64 lowercase hex digits") {
		t.Fatalf("a malformed frame hash: %v", err)
	}
	if _, found, err := b1.Baseline(ctx, "", "home", "desktop", "web", ""); err != nil || found {
		t.Fatalf("baseline of an unsealed breakpoint: %v %v", found, err)
	}

	// Restart: the state is rebuilt from the chain.
	e.stop()
	e.start()
	requester = e.query(events.RoleRequester)
	if got := waitStatus(t, requester, "g1", events.StateSealedDeploy); got.TriWitnessLedger.CompositeHash != want {
		t.Fatalf("after restart %+v", got)
	}
	e.stop()

	// The audit: every derived event re-derived byte for byte.
	c, err := hashchain.OpenReadOnly(e.d.DB)
	if err != nil {
		t.Fatal(err)
	}
	all := entries(t, c)
	sum, err := replay(c)
	c.Close()
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if sum.Seals != 1 || sum.Rejections != 1 {
		t.Fatalf("replay summary %+v", sum)
	}

	// Forge: the PASS_CANDIDATE transition re-signed with the ledger's own
	// key as a HOLD, the chain rebuilt around it with the real checkpoint
	// key. Links, Merkle tree, checkpoints and signatures all check out;
	// only the re-fold can tell.
	forged := filepath.Join(t.TempDir(), "forged.db")
	ckKey, err := keys.LoadCheckpointKey(e.d.CheckpointKeyFile())
	if err != nil {
		t.Fatal(err)
	}
	fc, err := hashchain.Open(forged, hashchain.Options{Key: ckKey})
	if err != nil {
		t.Fatal(err)
	}
	ledgerKey := e.signers[events.RoleLedger]
	at := -1
	var recs []chainformat.Record
	for i, en := range all {
		if strings.Contains(string(en.Event.Body), `"to":"PASS_CANDIDATE"`) {
			body := strings.Replace(string(en.Event.Body), `"to":"PASS_CANDIDATE"`, `"to":"HOLD"`, 1)
			en.Event = ledgerKey.Sign(en.Event.Subject, en.Event.ID, []byte(body))
			at = i
		}
		recs = append(recs, en.Record)
	}
	if _, err := fc.Append(recs); err != nil {
		t.Fatal(err)
	}
	fc.Close()
	verifyFile(t, forged, e.trust) // the chain itself is sound
	fc, _ = hashchain.OpenReadOnly(forged)
	defer fc.Close()
	_, err = replay(fc)
	var ve *chainformat.VerifyError
	if !errors.As(err, &ve) || ve.Check != "fold.body" || ve.Index != int64(at) {
		t.Fatalf("replay of the forged chain: %v, want fold.body at %d", err, at)
	}
}

// baselineChunksAsked watches W1's baseline queries on the broker, as a
// second subscriber beside the ledger, and returns a function that says
// how many asked for a chunk after the first since it was last called.
// A re-sent query (internal/query) asks for the same chunk again, so the
// first chunk's are not counted.
func baselineChunksAsked(t *testing.T, e *env) func() int {
	t.Helper()
	c := e.conn(events.RoleLedger)
	sub, err := c.NC.SubscribeSync(broker.QuerySubject(events.RoleW1, query.Baseline))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.NC.Flush(); err != nil {
		t.Fatal(err)
	}
	return func() int {
		t.Helper()
		// The broker routed every query before it answered it; after the
		// flush, each is in the subscription's queue.
		if err := c.NC.Flush(); err != nil {
			t.Fatal(err)
		}
		n := 0
		for {
			m, err := sub.NextMsg(0)
			if err != nil {
				return n
			}
			var req query.BaselineRequest
			if err := json.Unmarshal(m.Data, &req); err != nil {
				t.Fatal(err)
			}
			if req.Chunk > 0 {
				n++
			}
		}
	}
}

// mustSeq is the stream sequence of the entry with event id.
func (e *env) mustSeq(t *testing.T, id string) uint64 {
	t.Helper()
	idx, ok, err := e.srv.chain.Lookup(id)
	if err != nil || !ok {
		t.Fatalf("no entry %s: %v", id, err)
	}
	en, err := e.srv.chain.Entry(idx)
	if err != nil {
		t.Fatal(err)
	}
	return en.Seq
}

// TestRedTeamBaselineOnly: W1's one query is baseline; every other
// governance query is refused to it by the broker, and W2 has none. Even
// on the ledger side a witness role gets no answer to anything else.
func TestRedTeamBaselineOnly(t *testing.T) {
	e := newEnv(t, governed)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	w1 := e.conn(events.RoleW1)
	b1 := query.NewClient(w1.NC, events.RoleW1)
	if _, found, err := b1.Baseline(ctx, "", "home", "mobile", "web", ""); err != nil || found {
		t.Fatalf("w1 baseline on an empty chain: %v %v", found, err)
	}
	for _, name := range []string{query.Status, query.Pending, query.Review, query.Scar, query.Blob, query.Head} {
		before := w1.ErrCount()
		qctx, qcancel := context.WithTimeout(ctx, 500*time.Millisecond)
		err := b1.Do(qctx, name, nil, nil)
		qcancel()
		if err == nil {
			t.Errorf("w1 query %s answered", name)
		}
		if err := w1.WaitViolation(before, `"tribunal.query.w1.`+name+`"`, refusalTimeout); err != nil {
			t.Errorf("w1 query %s: %v", name, err)
		}
	}
	w2 := e.conn(events.RoleW2)
	b2 := query.NewClient(w2.NC, events.RoleW2)
	before := w2.ErrCount()
	qctx, qcancel := context.WithTimeout(ctx, 500*time.Millisecond)
	_, _, err := b2.Baseline(qctx, "", "home", "mobile", "web", "")
	qcancel()
	if err == nil {
		t.Errorf("w2 baseline answered: %v", err)
	}
	if err := w2.WaitViolation(before, `"tribunal.query.w2.baseline"`, refusalTimeout); err != nil {
		t.Errorf("w2 baseline: %v", err)
	}
	// The ledger's own table: no witness role but W1, and W1 for baseline
	// alone.
	for _, role := range []events.Role{events.RoleW1, events.RoleW2} {
		for _, name := range []string{query.Status, query.Pending, query.Review, query.Scar, query.Blob, query.Head} {
			if _, err := e.srv.answer("tribunal.query."+string(role)+"."+name, []byte(`{}`)); err == nil || err.Error() != query.ErrTextUnknownQuery {
				t.Errorf("ledger answers %s %s: %v", role, name, err)
			}
		}
	}
	if _, err := e.srv.answer("tribunal.query.w2.baseline", []byte(`{}`)); err == nil || err.Error() != query.ErrTextUnknownQuery {
		t.Errorf("ledger answers w2 baseline: %v", err)
	}
}

// TestGovernRulesThroughTheBroker: input validation, a witness sending
// W3 fields, and a decision on a request that is not a candidate, each
// through the real broker and classifier.
func TestGovernRulesThroughTheBroker(t *testing.T) {
	e := newEnv(t, governed)
	rq, w1, jc := e.conn(events.RoleRequester), e.conn(events.RoleW1), e.conn(events.RoleJudge)
	requester := query.NewClient(rq.NC, events.RoleRequester)

	// A 10-character dom_payload and no URL: FAIL before any rendering.
	h := ledgertest.History(t, e.signers, "tiny", "tiny")
	body, _ := events.Decode(events.SchemaRequestOpened, h[0].Event.Body)
	ro := body.(*events.RequestOpened)
	ro.ProductURL, ro.DOMPayload = "", "<p>10ch</p"[:10]
	e.publish(rq, ledgertest.Sign(t, e.signers[events.RoleRequester], events.RoleRequester, events.KindRequest, "tiny", "tiny-req", ro))
	if out := waitStatus(t, requester, "tiny", events.StateFail); out.Error != govern.ErrDOMPayloadMissing || out.Requires888Hold {
		t.Fatalf("tiny: %+v", out)
	}

	// W1 sends W3 fields: a governance violation, and the request holds.
	f := newFlow(t, e, "g2", nil)
	e.publish(rq, f.req)
	e.publish(rq, f.att)
	forged := strings.Replace(string(f.w1.Body), `{"schema"`, `{"w3":{"verdict":"PASS"},"schema"`, 1)
	e.publish(w1, e.signers[events.RoleW1].Sign(f.w1.Subject, "g2-w1-forged", []byte(forged)))
	out := waitStatus(t, requester, "g2", events.StateHold)
	if out.Error != govern.ErrGovernanceViolation || out.TriWitnessLedger.CompositeHash != govern.NotComputed {
		t.Fatalf("g2: %+v", out)
	}
	// The judge cannot approve it: not a candidate.
	dec := e.decision(t, "g2", events.DecisionApprove, "3")
	e.waitConsumed(e.publish(jc, dec))
	var reasons []string
	for _, en := range entries(t, e.srv.chain) {
		if strings.HasPrefix(en.Event.Subject, "tribunal.ledger.rejected.g2") {
			b, err := events.Decode(events.SchemaRejected, en.Event.Body)
			if err != nil {
				t.Fatal(err)
			}
			reasons = append(reasons, b.(*events.Rejected).Reason)
		}
	}
	if len(reasons) != 1 || reasons[0] != events.RejectedStaleState {
		t.Fatalf("rejections for g2: %v", reasons)
	}
	if out := waitStatus(t, requester, "g2", events.StateHold); out.Error != govern.ErrGovernanceViolation {
		t.Fatalf("g2 after the decision: %+v", out)
	}
}

// replay folds every entry of chain c from scratch and checks every
// derived event and seal, as an audit does (govern.Replayer).
func replay(c *hashchain.Chain) (*govern.ReplaySummary, error) {
	p := govern.NewReplayer(true)
	if err := c.Scan(0, p.Feed); err != nil {
		return nil, err
	}
	return p.Finish(c.Size())
}
