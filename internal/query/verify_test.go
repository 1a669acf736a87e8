package query

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// TestClientVerifies: with VerifyWith, every answer that carries a signed
// checkpoint or a proof is checked before the caller sees it — a status
// or review whose seal checkpoint another key signed, an entry whose
// proof does not lead to its checkpoint, a checkpoint of another size —
// and the same answers pass without a verifier (the old behaviour) and
// with the right key.
func TestClientVerifies(t *testing.T) {
	c, v := chainFixture(t, 7)
	other, otherV := chainFixture(t, 3)
	note7, err := c.CheckpointAt(7)
	if err != nil {
		t.Fatal(err)
	}
	forged, err := other.CheckpointAt(3)
	if err != nil {
		t.Fatal(err)
	}
	good := entryReply(t, c, 2, 7)
	bad := entryReply(t, c, 2, 7)
	bad.Proof[0][0] ^= 1

	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, NoSigs: true, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("not ready")
	}
	t.Cleanup(srv.Shutdown)
	nc, err := nats.Connect(srv.ClientURL(), nats.CustomInboxPrefix(broker.InboxPrefix(events.RoleRequester)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	// The fake ledger answers request "good" with the real checkpoint and
	// "forged" with one another key signed.
	w3 := func(id, ck string) *govern.W3Output {
		return &govern.W3Output{RequestID: id, Verdict: events.StateSealedDeploy, Deviations: []events.Deviation{},
			IntegrationReceipts: govern.IntegrationReceipts{Checkpoint: ck}}
	}
	answers := map[string]any{}
	sub, err := nc.Subscribe(broker.QueryPrefix+".>", func(m *nats.Msg) {
		var req struct {
			RequestID string  `json:"request_id"`
			Index     uint64  `json:"index"`
			Size      *uint64 `json:"size"`
		}
		_ = json.Unmarshal(m.Data, &req)
		key := m.Subject
		switch {
		case req.RequestID != "":
			key += "/" + req.RequestID
		case req.Size != nil:
			key += "/size"
		}
		if req.Index == 3 {
			key += "/bad"
		}
		data, _ := json.Marshal(answers[key])
		_ = m.Respond(data)
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sub.Unsubscribe() })
	subj := func(q string) string { return broker.QuerySubject(events.RoleRequester, q) }
	answers[subj(Status)+"/good"] = w3("good", string(note7))
	answers[subj(Status)+"/forged"] = w3("forged", string(forged))
	answers[subj(Status)+"/open"] = w3("open", "")
	answers[subj(Review)+"/good"] = govern.Review{W3: w3("good", string(note7))}
	answers[subj(Review)+"/forged"] = govern.Review{W3: w3("forged", string(forged))}
	answers[subj(Entry)] = good
	answers[subj(Entry)+"/bad"] = bad
	answers[subj(Checkpoint)] = CheckpointReply{Size: 7, Note: string(note7)}
	answers[subj(Checkpoint)+"/size"] = CheckpointReply{Size: 6, Note: string(note7)} // another size than it states

	ctx := context.Background()
	qc := NewClient(nc, events.RoleRequester)
	calls := []struct {
		name   string
		call   func() error
		forged bool
	}{
		{"status", func() error { _, err := qc.Status(ctx, "good"); return err }, false},
		{"status without a seal", func() error { _, err := qc.Status(ctx, "open"); return err }, false},
		{"status, seal checkpoint by another key", func() error { _, err := qc.Status(ctx, "forged"); return err }, true},
		{"review", func() error { _, err := qc.Review(ctx, "good"); return err }, false},
		{"review, seal checkpoint by another key", func() error { _, err := qc.Review(ctx, "forged"); return err }, true},
		{"wait settled, forged", func() error { _, err := qc.WaitSettled(ctx, "forged", 0); return err }, true},
		{"entry", func() error { _, err := qc.Entry(ctx, 2); return err }, false},
		{"entry with a bad proof", func() error { _, err := qc.Entry(ctx, 3); return err }, true},
		{"checkpoint", func() error { _, err := qc.Checkpoint(ctx); return err }, false},
		{"checkpoint of another size", func() error { _, err := qc.CheckpointAt(ctx, 6); return err }, true},
	}
	// Without a verifier nothing is checked (explicit flags, no --trust).
	for _, c := range calls {
		if err := c.call(); err != nil {
			t.Errorf("unverified %s: %v", c.name, err)
		}
	}
	qc.VerifyWith(v)
	for _, c := range calls {
		err := c.call()
		if c.forged != errors.Is(err, ErrProof) || (!c.forged && err != nil) {
			t.Errorf("verified %s: %v (want refused: %v)", c.name, err, c.forged)
		}
	}
	// Under the other deployment's key the good answers are the forged ones.
	qc.VerifyWith(otherV)
	if _, err := qc.Status(ctx, "good"); !errors.Is(err, ErrProof) {
		t.Errorf("status verified under another key: %v", err)
	}
}
