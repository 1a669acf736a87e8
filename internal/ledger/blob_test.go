package ledger

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// TestBlobQuery: W1's chunked evidence goes on the chain and comes back,
// reassembled and checked against its hash, to the requester and the
// judge, and to nobody else. The chunks are found through the fold's
// note of each chunk's entry (blobChunk).
func TestBlobQuery(t *testing.T) {
	e := newEnv(t, governed)
	w1 := e.conn(events.RoleW1)
	data := bytes.Repeat([]byte("screenshot bytes \x00\x01\x02 "), 500) // 10.5 kB
	chunks := events.SplitBlob("r1", "a1", "image/png", data, 4096)
	if len(chunks) != 3 {
		t.Fatalf("%d chunks", len(chunks))
	}
	var last uint64
	for i, c := range chunks {
		ev := ledgertest.Sign(t, e.signers[events.RoleW1], events.RoleW1, events.KindBlob, "r1", fmt.Sprintf("blob-%d", i), c)
		last = e.publish(w1, ev)
	}
	e.waitConsumed(last)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, role := range []events.Role{events.RoleRequester, events.RoleJudge} {
		got, mt, err := e.query(role).Blob(ctx, chunks[0].SHA256)
		if err != nil || !bytes.Equal(got, data) || mt != "image/png" {
			t.Fatalf("%s: blob of %d bytes, %q, %v", role, len(got), mt, err)
		}
	}
	if _, _, err := e.query(events.RoleAuditor).Blob(ctx, chunks[0].SHA256); err == nil || !strings.Contains(err.Error(), query.ErrTextUnknownQuery) {
		t.Errorf("auditor fetched a blob: %v", err)
	}
	missing := strings.Repeat("ab", 32)
	if _, _, err := e.query(events.RoleRequester).Blob(ctx, missing); err == nil || errors.Is(err, query.ErrBlob) {
		t.Errorf("missing blob: %v", err)
	}
}

// TestOversizeReplyAnswered: an entry whose reply cannot fit one broker
// message (a chunk near the payload limit, base64 twice over in the reply)
// is answered in pages to the query client, which reassembles it and
// verifies the entry's proof; an asker that does not read pages gets an
// error reply at once, not silence until its timeout.
func TestOversizeReplyAnswered(t *testing.T) {
	e := newEnv(t, governed)
	w1 := e.conn(events.RoleW1)
	data := bytes.Repeat([]byte{0xa5}, 600<<10) // ~800 kB of base64 in the event body
	chunks := events.SplitBlob("r1", "a1", "image/png", data, len(data))
	ev := ledgertest.Sign(t, e.signers[events.RoleW1], events.RoleW1, events.KindBlob, "r1", "big", chunks[0])
	e.waitConsumed(e.publish(w1, ev))

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	auditor := e.conn(events.RoleAuditor)
	ck, err := e.trust.CheckpointVerifier()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := query.NewClient(auditor.NC, events.RoleAuditor).Entry(ctx, 0)
	if err != nil {
		t.Fatalf("entry of an oversize event: %v", err)
	}
	got, _, err := rep.Verify(ck)
	if err != nil || got.Event.ID != "big" || !bytes.Equal(got.Event.Body, ev.Body) {
		t.Fatalf("the paged entry: %s, %v", got.Event.ID, err)
	}
	start := time.Now()
	m, err := auditor.NC.RequestWithContext(ctx, broker.QuerySubject(events.RoleAuditor, query.Entry), []byte(`{"index":0}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := query.DecodeReply(query.Entry, m.Data, &query.EntryReply{}); err == nil || !strings.Contains(err.Error(), errReplyTooLarge.Error()) {
		t.Fatalf("entry of an oversize event, unpaged: err = %v", err)
	}
	if ctx.Err() != nil {
		t.Fatalf("answered only after the timeout (%v)", time.Since(start))
	}
	// The blob itself still comes back through the blob query.
	blob, _, err := e.query(events.RoleJudge).Blob(ctx, chunks[0].SHA256)
	if err != nil || !bytes.Equal(blob, data) {
		t.Fatalf("blob: %d bytes, %v", len(blob), err)
	}
}
