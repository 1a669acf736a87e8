package endpoint

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
)

// TestPayloadLimit: Fits draws the line exactly where the broker does.
// The largest request Fits accepts is published and acknowledged; one byte
// more is refused by Fits and by Publish with the limit named, and is
// what the NATS client itself would refuse (the same count of header and
// body bytes).
func TestPayloadLimit(t *testing.T) {
	d := ledgertest.NewDeployment(t)
	srv, err := ledger.Start(context.Background(), ledger.ConfigFromDeployment(d))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Shutdown(context.Background()) })
	e, err := (&Flags{Dir: d.Dir}).Resolve(events.RoleRequester, true)
	if err != nil {
		t.Fatal(err)
	}
	nc, err := e.Connect(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	signer, err := keys.LoadSigningKey(d.SigningKeyFile(events.RoleRequester))
	if err != nil {
		t.Fatal(err)
	}
	p := &Publisher{JS: js, Signer: signer}
	req := func(n int) *events.RequestOpened {
		return &events.RequestOpened{SchemaName: events.SchemaRequestOpened, ReqID: "big",
			SkeletonHash: strings.Repeat("0", 64), RunnerVersion: "t/1", RubricVersion: "1.1.0",
			Skeleton: events.Skeleton{Files: map[string]string{"index.yaml": "x"}}, DOMPayload: strings.Repeat("a", n)}
	}
	lo, hi := 0, int(nc.MaxPayload()) // Fits(lo) holds, Fits(hi) does not
	if p.Fits(events.KindRequest, "big", req(lo)) != nil || p.Fits(events.KindRequest, "big", req(hi)) == nil {
		t.Fatal("the bounds are wrong")
	}
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; p.Fits(events.KindRequest, "big", req(mid)) == nil {
			lo = mid
		} else {
			hi = mid
		}
	}
	if _, err := p.Publish(context.Background(), events.KindRequest, "big", req(lo)); err != nil {
		t.Fatalf("the largest request that fits (payload %d) was not published: %v", lo, err)
	}
	_, err = p.Publish(context.Background(), events.KindRequest, "big", req(hi))
	var tl *TooLargeError
	if !errors.As(err, &tl) || !errors.Is(err, ErrTooLarge) || tl.Limit != nc.MaxPayload() || tl.Size != tl.Limit+1 {
		t.Fatalf("one byte more: %v", err)
	}
	// The client's own count agrees: sent raw, the same message is refused.
	body, _ := events.Encode(req(hi))
	subj, _ := events.SubjectFor(events.RoleRequester, events.KindRequest, "big")
	m := broker.Msg(signer.Sign(subj, sampleID(string(events.RoleRequester)), body))
	if err := nc.PublishMsg(m); !errors.Is(err, nats.ErrMaxPayload) {
		t.Errorf("the NATS client accepted what Fits refused: %v", err)
	}
}
