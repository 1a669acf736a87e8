package query

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
)

func TestDecodeReply(t *testing.T) {
	var h HeadReply
	for _, c := range []struct {
		data  string
		isErr func(error) bool
	}{
		{`{"size":3,"head":"00","root":"11"}`, func(err error) bool { return err == nil }},
		{`{"error":"unknown query"}`, func(err error) bool {
			var qe *Error
			return errors.As(err, &qe) && qe.Msg == ErrTextUnknownQuery && qe.Query == Head
		}},
		{`{"error":""}`, func(err error) bool { var qe *Error; return errors.As(err, &qe) }},
		{`{"error":3}`, func(err error) bool { return errors.Is(err, ErrBadReply) }},
		// A reply with an "error" field among others is not an error reply.
		{`{"size":3,"error":"","head":"00","root":"11"}`, func(err error) bool { return err == nil }},
		{`not json`, func(err error) bool { return errors.Is(err, ErrBadReply) }},
		{`{"size":"x"}`, func(err error) bool { return errors.Is(err, ErrBadReply) }},
	} {
		if err := DecodeReply(Head, []byte(c.data), &h); !c.isErr(err) {
			t.Errorf("DecodeReply(%s) = %v", c.data, err)
		}
	}
}

// chainFixture is a real chain of n entries with a checkpoint at n.
func chainFixture(t *testing.T, n int) (*hashchain.Chain, note.Verifier) {
	t.Helper()
	skey, vkey, err := note.GenerateKey(rand.Reader, "example.com/q")
	if err != nil {
		t.Fatal(err)
	}
	ck, err := chainformat.ParseCheckpointKey(skey)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := note.NewVerifier(vkey)
	c, err := hashchain.Open(filepath.Join(t.TempDir(), "c.db"), hashchain.Options{Key: ck, CheckpointEvery: 4})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	_, priv, _ := ed25519.GenerateKey(rand.Reader)
	s := events.NewSigner(events.RoleRequester, priv)
	var recs []chainformat.Record
	for i := range n {
		subj, _ := events.SubjectFor(events.RoleRequester, events.KindRequest, fmt.Sprintf("r%d", i))
		recs = append(recs, chainformat.Record{Seq: uint64(i + 1), Time: int64(i), Event: s.Sign(subj, fmt.Sprintf("id-%d", i), []byte(`{}`))})
	}
	if _, err := c.Append(recs); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Checkpoint(); err != nil {
		t.Fatal(err)
	}
	return c, v
}

func entryReply(t *testing.T, c *hashchain.Chain, index, size uint64) *EntryReply {
	t.Helper()
	e, err := c.Entry(index)
	if err != nil {
		t.Fatal(err)
	}
	p, err := c.InclusionProof(index, size)
	if err != nil {
		t.Fatal(err)
	}
	note, _ := c.CheckpointAt(size)
	// Through JSON, as the reply travels.
	data, err := json.Marshal(EntryReply{Entry: e.Export(), Size: size, Proof: p, Checkpoint: string(note)})
	if err != nil {
		t.Fatal(err)
	}
	var r EntryReply
	if err := DecodeReply(Entry, data, &r); err != nil {
		t.Fatal(err)
	}
	return &r
}

func TestEntryReplyVerify(t *testing.T) {
	c, v := chainFixture(t, 7)
	for i := range uint64(7) {
		r := entryReply(t, c, i, 7)
		e, ck, err := r.Verify(v)
		if err != nil || e.Index != i || ck.Size != 7 || e.Event.ID != fmt.Sprintf("id-%d", i) {
			t.Fatalf("entry %d: %v", i, err)
		}
	}
	for name, edit := range map[string]func(r *EntryReply){
		"subject edited":      func(r *EntryReply) { r.Entry.Subject = "x" },
		"leaf edited":         func(r *EntryReply) { r.Entry.Leaf = r.Entry.Leaf[:len(r.Entry.Leaf)-4] + "AAA=" },
		"link edited":         func(r *EntryReply) { r.Entry.Link = r.Entry.Prev },
		"proof edited":        func(r *EntryReply) { r.Proof[0][5] ^= 1 },
		"proof shortened":     func(r *EntryReply) { r.Proof = r.Proof[1:] },
		"size changed":        func(r *EntryReply) { r.Size = 6 },
		"no checkpoint":       func(r *EntryReply) { r.Checkpoint = "" },
		"checkpoint replaced": func(r *EntryReply) { r.Checkpoint = "example.com/q\n7\n" },
	} {
		r := entryReply(t, c, 3, 7)
		edit(r)
		if _, _, err := r.Verify(v); !errors.Is(err, ErrProof) {
			t.Errorf("%s: verified (%v)", name, err)
		}
	}
	// A checkpoint by another key.
	_, otherV := chainFixture(t, 1)
	if _, _, err := entryReply(t, c, 1, 7).Verify(otherV); !errors.Is(err, ErrProof) {
		t.Errorf("verified under another key: %v", err)
	}
}

func TestConsistencyReplyVerify(t *testing.T) {
	c, v := chainFixture(t, 7)
	open := func(n uint64) chainformat.Checkpoint {
		msg, err := c.CheckpointAt(n)
		if err != nil {
			t.Fatal(err)
		}
		ck, err := chainformat.OpenCheckpoint(msg, v)
		if err != nil {
			t.Fatal(err)
		}
		return ck
	}
	older, newer := open(4), open(7)
	p, err := c.ConsistencyProof(4, 7)
	if err != nil {
		t.Fatal(err)
	}
	r := ConsistencyReply{From: 4, To: 7, Proof: p}
	if err := r.Verify(older, newer); err != nil {
		t.Fatal(err)
	}
	r.Proof[0][0] ^= 1
	if err := r.Verify(older, newer); !errors.Is(err, ErrProof) {
		t.Errorf("edited proof verified: %v", err)
	}
	if err := (&ConsistencyReply{From: 3, To: 7, Proof: p}).Verify(older, newer); !errors.Is(err, ErrProof) {
		t.Errorf("wrong sizes verified: %v", err)
	}
}

// TestClientDo runs the client against a real NATS server with a responder
// on the query subjects (the ledger's own answers are tested in package
// ledger).
func TestClientDo(t *testing.T) {
	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, NoSigs: true, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("not ready")
	}
	t.Cleanup(srv.Shutdown)
	nc, err := nats.Connect(srv.ClientURL(), nats.CustomInboxPrefix(broker.InboxPrefix(events.RoleJudge)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	qc := NewClient(nc, events.RoleJudge)
	ctx := context.Background()

	// Nobody answering.
	if _, err := qc.Head(ctx); !errors.Is(err, nats.ErrNoResponders) {
		t.Errorf("no responders: %v", err)
	}
	got := make(chan *nats.Msg, 1)
	sub, err := nc.Subscribe(broker.QueryPrefix+".>", func(m *nats.Msg) {
		got <- m
		switch m.Subject {
		case broker.QuerySubject(events.RoleJudge, Head):
			m.Respond([]byte(`{"size":2,"head":"` + fmt.Sprintf("%064x", 1) + `","root":"` + fmt.Sprintf("%064x", 2) + `"}`))
		default:
			m.Respond([]byte(`{"error":"unknown query"}`))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	h, err := qc.Head(ctx)
	if err != nil || h.Size != 2 {
		t.Fatalf("head: %+v %v", h, err)
	}
	if m := <-got; string(m.Data) != "{}" || m.Subject != "tribunal.query.judge.head" {
		t.Errorf("request %s %q", m.Subject, m.Data)
	}
	if head, root, err := h.HeadBytes(); err != nil || head[31] != 1 || root[31] != 2 {
		t.Errorf("HeadBytes: %v", err)
	}
	_, err = qc.EntryAt(ctx, 1, 2)
	var qe *Error
	if !errors.As(err, &qe) || qe.Msg != ErrTextUnknownQuery {
		t.Errorf("error reply: %v", err)
	}
	if m := <-got; string(m.Data) != `{"index":1,"size":2}` {
		t.Errorf("entry request %q", m.Data)
	}
	if _, _, err := (&HeadReply{Head: "zz"}).HeadBytes(); !errors.Is(err, ErrBadReply) {
		t.Errorf("HeadBytes of junk: %v", err)
	}
}

// FuzzDecodeReply: any reply payload decodes, fails as ErrBadReply, or is
// an *Error; never a panic.
func FuzzDecodeReply(f *testing.F) {
	f.Add([]byte(`{"size":1,"head":"","root":""}`))
	f.Add([]byte(`{"error":"unknown query"}`))
	f.Add([]byte(`{"entry":{"index":1},"proof":["AA=="]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var r EntryReply
		err := DecodeReply(Entry, data, &r)
		var qe *Error
		if err != nil && !errors.Is(err, ErrBadReply) && !errors.As(err, &qe) {
			t.Fatalf("unexpected error %v", err)
		}
	})
}
