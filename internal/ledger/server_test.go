package ledger

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// TestIngestHistory: every role publishes its own events with its own
// credentials; they land on the chain as they were sent, in stream order,
// with the stream's sequence and time, and the file verifies.
func TestIngestHistory(t *testing.T) {
	e := newEnv(t)
	conns := map[events.Role]*ledgertest.Conn{}
	hist := ledgertest.History(t, e.signers, "req-1", "e2e")
	var seqs []uint64
	for _, s := range hist {
		if conns[s.Role] == nil {
			conns[s.Role] = e.conn(s.Role)
		}
		seqs = append(seqs, e.publish(conns[s.Role], s.Event))
	}
	qc := e.query(events.RoleAuditor)
	ledgertest.WaitSize(t, qc, uint64(len(hist)), 20*time.Second)
	got := entries(t, e.srv.Chain())
	if len(got) != len(hist) {
		t.Fatalf("%d entries, want %d", len(got), len(hist))
	}
	for i, en := range got {
		want := hist[i].Event
		if en.Event.Subject != want.Subject || en.Event.ID != want.ID || en.Event.Sig != want.Sig || string(en.Event.Body) != string(want.Body) {
			t.Errorf("entry %d is %s %s, want %s %s", i, en.Event.Subject, en.Event.ID, want.Subject, want.ID)
		}
		if en.Seq != seqs[i] || en.Time == 0 {
			t.Errorf("entry %d at stream seq %d time %d, published at seq %d", i, en.Seq, en.Time, seqs[i])
		}
	}
	e.stop()
	verifyFile(t, e.d.DB, e.trust)
}

// TestWrongRoleAndW3 is the governance test: an event on a witness
// subject signed with the other witness's key, and events carrying W3
// fields signed by witnesses, end on the chain as rejected.v1 and
// governance.violation.v1 with the original preserved, and nothing else
// is appended. The other refusal reasons are exercised alongside.
func TestWrongRoleAndW3(t *testing.T) {
	e := newEnv(t)
	w1, w2, rq := e.conn(events.RoleW1), e.conn(events.RoleW2), e.conn(events.RoleRequester)
	hist := ledgertest.History(t, e.signers, "req-2", "gov")
	jd := hist[4].Event
	e.publish(rq, hist[0].Event)
	base := ledgertest.WaitSize(t, e.query(events.RoleJudge), 1, 20*time.Second).Size

	s := e.signers
	w2key := s[events.RoleW2].Sign(hist[2].Event.Subject, "w1-obs-by-w2", hist[2].Event.Body)
	w3asW1 := ledgertest.SignBytes(t, s[events.RoleW1], events.RoleW1, events.KindObservation, "req-2", "w1-judge-forgery", jd.Body)
	w3key := strings.Replace(string(hist[3].Event.Body), `{"schema"`, `{"w3":{"verdict":"PASS","label":"JUDGE"},"schema"`, 1)
	w3asW2 := ledgertest.SignBytes(t, s[events.RoleW2], events.RoleW2, events.KindVerdict, "req-2", "w2-w3-field", []byte(w3key))
	badSig := s[events.RoleW1].Sign(hist[2].Event.Subject, "w1-bad-sig", hist[2].Event.Body)
	badSig.Body = append([]byte(nil), hist[3].Event.Body...)
	noKey := hist[2].Event
	noKey.ID, noKey.KeyID = "w1-no-key", ""
	cases := []struct {
		conn   *ledgertest.Conn
		ev     events.Event
		kind   Kind
		reason string
	}{
		{w1, w2key, Rejected, events.RejectedWrongRole},
		{w1, w3asW1, Violation, events.ViolationW3NotJudge},
		{w2, w3asW2, Violation, events.ViolationW3NotJudge},
		{w1, badSig, Rejected, events.RejectedBadSignature},
		{w1, noKey, Rejected, events.RejectedMissingHeader},
	}
	var seqs []uint64
	for _, c := range cases {
		seqs = append(seqs, e.publish(c.conn, c.ev))
	}
	e.waitConsumed(seqs[len(seqs)-1])
	got := entries(t, e.srv.Chain())
	if want := int(base) + len(cases); len(got) != want {
		t.Fatalf("%d entries, want %d: nothing but one wrapper per message may be appended", len(got), want)
	}
	for i, c := range cases {
		en := got[int(base)+i]
		kind := map[Kind]string{Rejected: events.KindRejected, Violation: events.KindViolation}[c.kind]
		if en.Event.Subject != "tribunal.ledger."+kind+".req-2" || en.Event.ID != DerivedID(kind, seqs[i], 0) || en.Seq != seqs[i] {
			t.Errorf("case %d: entry %s %s seq %d", i, en.Event.Subject, en.Event.ID, en.Seq)
			continue
		}
		sub, _ := events.ParseSubject(en.Event.Subject)
		body, err := events.DecodeFor(sub, en.Event.Body)
		if err != nil {
			t.Fatal(err)
		}
		var orig *events.Original
		var reason string
		switch b := body.(type) {
		case *events.Rejected:
			orig, reason = &b.Original, b.Reason
		case *events.GovernanceViolation:
			orig, reason = b.Original, b.Reason
			if b.AttID != "a1" || b.EventID != c.ev.ID || b.KeyID != c.ev.KeyID {
				t.Errorf("case %d: violation %+v", i, b)
			}
		}
		if reason != c.reason {
			t.Errorf("case %d: reason %q, want %q", i, reason, c.reason)
		}
		ob, err := orig.BodyBytes()
		if err != nil || string(ob) != string(c.ev.Body) || orig.Subject != c.ev.Subject ||
			orig.MsgID != c.ev.ID || orig.KeyID != c.ev.KeyID || orig.Sig != c.ev.Sig {
			t.Errorf("case %d: original not preserved byte for byte: %+v", i, orig)
		}
	}
	// The request itself is still the only entry under its id.
	if idx, ok, _ := e.srv.Chain().Lookup(hist[0].Event.ID); !ok || idx != base-1 {
		t.Errorf("request id now at %d %v", idx, ok)
	}
	e.stop()
	verifyFile(t, e.d.DB, e.trust)
}

// TestDuplicates: the same event (same Nats-Msg-Id) stored twice in the
// stream, beyond JetStream's window, is appended once — whether the copy
// comes long after the first is committed or right behind it in the
// pipeline.
func TestDuplicates(t *testing.T) {
	const window = 200 * time.Millisecond
	e := newEnv(t, func(c *Config) { c.DuplicateWindow = window })
	rq := e.conn(events.RoleRequester)
	hist := ledgertest.History(t, e.signers, "req-3", "dup")
	ctx := context.Background()

	first := e.publish(rq, hist[0].Event)
	e.waitConsumed(first)
	time.Sleep(2 * window) // let JetStream forget the id
	ack, err := rq.Publish(ctx, hist[0].Event)
	if err != nil || ack.Duplicate {
		t.Fatalf("second publish: %+v %v (JetStream must store it again)", ack, err)
	}
	e.waitConsumed(ack.Sequence)
	if n := e.srv.Chain().Size(); n != 1 {
		t.Fatalf("chain has %d entries after a redelivered duplicate, want 1", n)
	}

	// The same id for a different message, beyond the window: preserved
	// as rejected_duplicate_id.
	time.Sleep(2 * window)
	w1 := e.conn(events.RoleW1)
	reused := e.signers[events.RoleW1].Sign(hist[2].Event.Subject, hist[0].Event.ID, hist[2].Event.Body)
	third := e.publish(w1, reused)
	e.waitConsumed(third)
	got := entries(t, e.srv.Chain())
	if len(got) != 2 || got[1].Event.ID != DerivedID(events.KindRejected, third, 0) {
		t.Fatalf("reused id: %d entries", len(got))
	}
	rej, err := events.Decode(events.SchemaRejected, got[1].Event.Body)
	if err != nil || rej.(*events.Rejected).Reason != events.RejectedDuplicateID {
		t.Fatalf("reused id: %v %+v", err, rej)
	}

	// Two copies of one event consumed in one batch.
	e.stop()
	ns := startBareServer(t, e)
	c := ledgertest.Connect(t, ns, e.d, events.RoleRequester)
	a1, err := c.Publish(ctx, hist[1].Event)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * window)
	a2, err := c.Publish(ctx, hist[1].Event)
	if err != nil || a2.Duplicate || a2.Sequence != a1.Sequence+1 {
		t.Fatalf("second copy: %+v %v", a2, err)
	}
	stopBareServer()
	e.start()
	e.waitConsumed(a2.Sequence)
	got = entries(t, e.srv.Chain())
	if len(got) != 3 || got[2].Event.ID != hist[1].Event.ID || got[2].Seq != a1.Sequence {
		t.Fatalf("chain after two copies in one batch: %d entries", len(got))
	}
	e.stop()
	verifyFile(t, e.d.DB, e.trust)
}

var stopBareServer = func() {}

// startBareServer runs the deployment's embedded server without a ledger
// (the stream and consumers stay as the ledger left them), to queue
// messages while the ledger is down.
func startBareServer(t *testing.T, e *env) string {
	t.Helper()
	ns, err := StartEmbedded(e.config().Embedded, nil)
	if err != nil {
		t.Fatal(err)
	}
	stopBareServer = func() { ns.Shutdown(); ns.WaitForShutdown() }
	t.Cleanup(stopBareServer)
	return ns.ClientURL()
}

// TestGracefulShutdown stops the ledger while events are being published
// and ingested, and restarts it: every event whose publish was
// acknowledged is on the chain exactly once, nothing else is, and the file
// verifies.
func TestGracefulShutdown(t *testing.T) {
	e := newEnv(t)
	const n = 3000
	kinds := []struct {
		role events.Role
		kind string
	}{{events.RoleRequester, events.KindAttempt}, {events.RoleW1, events.KindOps}, {events.RoleW2, events.KindOps}}
	var (
		mu    sync.Mutex
		acked = map[string]bool{}
		sent  = map[string]bool{}
		wg    sync.WaitGroup
	)
	var pubConns []*ledgertest.Conn
	for p, k := range kinds {
		c := e.conn(k.role)
		pubConns = append(pubConns, c)
		js, err := jetstream.New(c.NC, jetstream.WithPublishAsyncMaxPending(64))
		if err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			var futs []jetstream.PubAckFuture
			var ids []string
			for i := range n / len(kinds) {
				id := fmt.Sprintf("gs-%d-%d", p, i)
				ev := opsOrAttempt(t, e, k.role, k.kind, id)
				// A stall is the server gone, not a slow one: every
				// publish waits for the store's fsync (sync always),
				// which on a loaded machine stalls 64 pending for
				// seconds.
				f, err := js.PublishMsgAsync(ledgertest.Msg(ev), jetstream.WithStallWait(10*time.Second))
				if err != nil {
					break // the server went away
				}
				mu.Lock()
				sent[id] = true
				mu.Unlock()
				futs, ids = append(futs, f), append(ids, id)
			}
			// Futures still open once the server is gone never resolve:
			// wait for all of them together, briefly.
			deadline := time.After(2 * time.Second)
			for i, f := range futs {
				select {
				case <-f.Ok():
					mu.Lock()
					acked[ids[i]] = true
					mu.Unlock()
				case <-f.Err():
				case <-deadline:
					return
				}
			}
		}()
	}
	// Stop once part of the load is on the chain, with more arriving.
	// Every publish is fsynced before its ack (sync_interval always): on a
	// loaded machine the first fifth takes tens of seconds.
	ledgertest.WaitSize(t, e.query(events.RoleAuditor), n/5, 90*time.Second)
	e.stop()
	stoppedAt := e.srv.Chain().Size()
	wg.Wait()
	// Close the publishers, or their reconnect buffers would reach the
	// restarted server and keep the stream growing under the test.
	for _, c := range pubConns {
		c.NC.Close()
	}
	if len(acked) == 0 {
		t.Fatal("no publish was acknowledged")
	}
	e.start()
	info, err := e.srv.stream.Info(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	e.waitConsumed(info.State.LastSeq)
	got := entries(t, e.srv.Chain())
	seen := map[string]int{}
	for _, en := range got {
		seen[en.Event.ID]++
		if !sent[en.Event.ID] {
			t.Errorf("entry %d is %q, which was never published", en.Index, en.Event.ID)
		}
		if strings.HasPrefix(en.Event.Subject, "tribunal.ledger.") {
			t.Errorf("entry %d is a %s", en.Index, en.Event.Subject)
		}
	}
	for id := range acked {
		if seen[id] != 1 {
			t.Errorf("acknowledged event %s is on the chain %d times", id, seen[id])
		}
	}
	if uint64(len(got)) != info.State.Msgs {
		t.Errorf("%d entries for %d stream messages", len(got), info.State.Msgs)
	}
	t.Logf("%d published, %d acknowledged, %d on the chain when stopped, %d after the restart", len(sent), len(acked), stoppedAt, len(got))
	e.stop()
	verifyFile(t, e.d.DB, e.trust)
}

func opsOrAttempt(t *testing.T, e *env, role events.Role, kind, id string) events.Event {
	var body events.Body
	if kind == events.KindAttempt {
		body = &events.AttemptSubmitted{
			SchemaName: events.SchemaAttemptSubmitted, ReqID: "load", AttID: id,
			PriorStateVersion: "1", ProductHash: "p", InventoryHash: "i",
		}
	} else {
		body = &events.OpsObservation{SchemaName: events.SchemaOpsObservation, ReqID: "load", Kind: events.OpsExternalToolSlow, Tool: "chromium", Detail: id}
	}
	return ledgertest.Sign(t, e.signers[role], role, kind, "load", id, body)
}

// TestReplayBuildsTheSameChain: a second ledger fed the same stream from
// the start (a fresh chain file on the same JetStream store, which takes
// Config.Rebuild: startup.go) builds a byte-identical chain, wrappers
// included.
func TestReplayBuildsTheSameChain(t *testing.T) {
	e := newEnv(t)
	w1, rq := e.conn(events.RoleW1), e.conn(events.RoleRequester)
	hist := ledgertest.History(t, e.signers, "req-4", "rep")
	e.publish(rq, hist[0].Event)
	e.publish(rq, hist[1].Event)
	e.publish(w1, hist[2].Event)
	e.publish(w1, e.signers[events.RoleW2].Sign(hist[2].Event.Subject, "w1-by-w2", hist[2].Event.Body))
	last := e.publish(w1, ledgertest.SignBytes(t, e.signers[events.RoleW1], events.RoleW1, events.KindObservation, "req-4", "forgery", hist[4].Event.Body))
	e.waitConsumed(last)
	size1, head1 := e.srv.Chain().Head()
	e.stop()

	first := e.d.DB
	e.mods = append(e.mods, func(c *Config) { c.DB, c.Rebuild = first+".replay", true })
	e.start()
	e.waitConsumed(last)
	size2, head2 := e.srv.Chain().Head()
	if size1 != 5 || size2 != size1 || head2 != head1 {
		t.Fatalf("replay: size %d head %x, first ledger: size %d head %x", size2, head2, size1, head1)
	}
}

// TestQueries: the four chain queries answer each reader role, proofs
// verify against the ledger's checkpoint key, anything else is refused.
func TestQueries(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.CheckpointEvery = 4 })
	rq := e.conn(events.RoleRequester)
	hist := ledgertest.History(t, e.signers, "req-5", "q")
	e.publish(rq, hist[0].Event)
	e.publish(rq, hist[1].Event)
	e.publish(e.conn(events.RoleW1), hist[2].Event)
	e.publish(e.conn(events.RoleW2), hist[3].Event)
	e.publish(e.conn(events.RoleJudge), hist[4].Event)
	v, _ := e.trust.CheckpointVerifier()
	ctx := context.Background()
	for _, role := range Readers {
		qc := e.query(role)
		h := ledgertest.WaitSize(t, qc, 5, 20*time.Second)
		if _, root, err := h.HeadBytes(); err != nil || hex.EncodeToString(root[:]) != h.Root {
			t.Fatal(err)
		}
		ck, err := qc.Checkpoint(ctx)
		if err != nil || ck.Size != 5 {
			t.Fatalf("%s checkpoint: %+v %v", role, ck, err)
		}
		newer, err := chainformat.OpenCheckpoint([]byte(ck.Note), v)
		if err != nil {
			t.Fatal(err)
		}
		for i := range uint64(5) {
			er, err := qc.Entry(ctx, i)
			if err != nil {
				t.Fatal(err)
			}
			en, _, err := er.Verify(v)
			if err != nil || en.Event.ID != hist[i].Event.ID {
				t.Fatalf("%s entry %d: %v", role, i, err)
			}
		}
		er, err := qc.EntryAt(ctx, 1, 4) // the required checkpoint at 4
		if err != nil {
			t.Fatal(err)
		}
		if _, ck4, err := er.Verify(v); err != nil || ck4.Size != 4 {
			t.Fatalf("entry in tree 4: %v", err)
		}
		ck4, err := qc.CheckpointAt(ctx, 4)
		if err != nil {
			t.Fatal(err)
		}
		older, err := chainformat.OpenCheckpoint([]byte(ck4.Note), v)
		if err != nil {
			t.Fatal(err)
		}
		cr, err := qc.Consistency(ctx, 4, 5)
		if err != nil || cr.Verify(older, newer) != nil {
			t.Fatalf("consistency: %v", err)
		}
		// Refusals.
		var qe *query.Error
		for _, c := range []struct {
			name string
			req  any
		}{
			{"status", nil}, {"nope", nil}, {query.Entry, query.EntryRequest{Index: 99}},
			{query.Head, map[string]int{"extra": 1}}, {query.Checkpoint, query.CheckpointRequest{Size: ptr(uint64(3))}},
			{query.Consistency, query.ConsistencyRequest{From: 5, To: ptr(uint64(2))}},
		} {
			if err := qc.Do(ctx, c.name, c.req, nil); !errors.As(err, &qe) {
				t.Errorf("%s query %s %v: %v, want an error reply", role, c.name, c.req, err)
			}
		}
		if err := qc.Do(ctx, "nope", nil, nil); !errors.As(err, &qe) || qe.Msg != query.ErrTextUnknownQuery {
			t.Errorf("unknown query answered %v", err)
		}
	}
	// A forged or mismatched proof is caught by the client.
	qc := e.query(events.RoleAuditor)
	er, _ := qc.Entry(ctx, 2)
	er.Entry.Subject = "tribunal.w1.observation.other"
	if _, _, err := er.Verify(v); !errors.Is(err, query.ErrProof) {
		t.Errorf("edited entry verified: %v", err)
	}
	er, _ = qc.Entry(ctx, 2)
	er.Proof[0][0] ^= 1
	if _, _, err := er.Verify(v); !errors.Is(err, query.ErrProof) {
		t.Errorf("edited proof verified: %v", err)
	}
}

func ptr[T any](v T) *T { return &v }

// TestMetrics: the metrics listener serves the ledger's own registry.
func TestMetrics(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.MetricsAddr = "127.0.0.1:0" })
	rq, w1 := e.conn(events.RoleRequester), e.conn(events.RoleW1)
	hist := ledgertest.History(t, e.signers, "req-6", "m")
	e.publish(rq, hist[0].Event)
	e.publish(rq, hist[0].Event) // a JetStream duplicate: never reaches the ledger
	last := e.publish(w1, e.signers[events.RoleW2].Sign(hist[2].Event.Subject, "w1-by-w2", hist[2].Event.Body))
	e.waitConsumed(last)
	resp, err := http.Get("http://" + e.srv.MetricsAddr() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	text := string(b)
	for _, want := range []string{
		"tribunal_ledger_appended_total 2",
		`tribunal_ledger_rejected_total{reason="rejected_wrong_role"} 1`,
		"tribunal_ledger_duplicates_total 0",
		"tribunal_ledger_governance_violations_total 0",
		"tribunal_ledger_chain_size 2",
		"tribunal_ledger_consumer_lag 0",
		"tribunal_ledger_commit_seconds_count 2",
		"go_goroutines",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
}

// TestStartRefusesWrongKeys: a ledger given another role's signing key or
// a mismatched trust file does not start.
func TestStartRefusesWrongKeys(t *testing.T) {
	d := ledgertest.NewDeployment(t)
	other := ledgertest.NewDeployment(t)
	for name, mod := range map[string]func(*Config){
		"witness signing key":    func(c *Config) { c.SigningKeyFile = d.SigningKeyFile(events.RoleW1) },
		"other trust file":       func(c *Config) { c.TrustFile = other.TrustFile },
		"other checkpoint key":   func(c *Config) { c.CheckpointKeyFile = other.CheckpointKeyFile() },
		"missing nkey seed":      func(c *Config) { c.NkeySeedFile = "" },
		"no server and no URL":   func(c *Config) { c.Embedded.Listen = "" },
		"unreadable signing key": func(c *Config) { c.SigningKeyFile = d.TrustFile },
	} {
		t.Run(name, func(t *testing.T) {
			cfg := ConfigFromDeployment(d)
			mod(&cfg)
			s, err := Start(context.Background(), cfg)
			if err == nil {
				s.Shutdown(context.Background())
				t.Fatal("started")
			}
			if !errors.Is(err, ErrConfig) {
				t.Errorf("error %v does not wrap ErrConfig", err)
			}
		})
	}
}

// TestStreamAndConsumers: the stream keeps everything and cannot be
// purged or have messages deleted; the consumers are the three expected.
func TestStreamAndConsumers(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	info, err := e.srv.stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	c := info.Config
	if !slices.Equal(c.Subjects, broker.EventSubjects()) || c.Storage != jetstream.FileStorage || c.MaxMsgs != -1 ||
		c.MaxBytes != -1 || c.MaxAge != 0 || c.Discard != jetstream.DiscardNew || !c.DenyDelete || !c.DenyPurge ||
		c.AllowRollup || !c.AllowDirect || c.AllowMsgTTL { // direct get: a witness pool reads requests (broker/pool.go)
		t.Errorf("stream config %+v", c)
	}
	var names []string
	for n := range e.srv.stream.ConsumerNames(ctx).Name() {
		names = append(names, n)
	}
	slices.Sort(names)
	if want := []string{"ledger", "work-w1", "work-w2"}; !slices.Equal(names, want) {
		t.Errorf("consumers %v, want %v", names, want)
	}
	if err := e.srv.stream.Purge(ctx); err == nil {
		t.Error("the stream can be purged")
	}
	rq := e.conn(events.RoleRequester)
	seq := e.publish(rq, ledgertest.History(t, e.signers, "req-7", "s")[0].Event)
	if err := e.srv.stream.DeleteMsg(ctx, seq); err == nil {
		t.Error("a message can be deleted")
	}
}
