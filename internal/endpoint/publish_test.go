package endpoint

import (
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// TestPublishRetriesLostAck: a first try whose PubAck never comes (here:
// no stream yet, and a plain subscriber that takes the message and never
// answers, as a node that dies with the message would) is sent again
// with the same id; once the stream exists the event is stored exactly
// once and Publish returns its id. Without the retry, Publish waits out
// its whole timeout and fails.
func TestPublishRetriesLostAck(t *testing.T) {
	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: t.TempDir(), NoSigs: true, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	t.Cleanup(srv.Shutdown)
	if !srv.ReadyForConnections(30 * time.Second) {
		t.Fatal("nats server not ready")
	}
	nc, err := nats.Connect(srv.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	priv, err := keys.GenerateSigningKey(events.RoleRequester)
	if err != nil {
		t.Fatal(err)
	}
	signer := events.NewSigner(events.RoleRequester, priv)
	subject, err := events.SubjectFor(events.RoleRequester, events.KindRequest, "lost")
	if err != nil {
		t.Fatal(err)
	}
	swallowed := make(chan *nats.Msg, 16)
	sub, err := nc.ChanSubscribe(subject, swallowed) // takes the first try, answers nothing
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sub.Unsubscribe() })

	ctx, cancel := context.WithTimeout(context.Background(), PublishTimeout)
	defer cancel()
	type result struct {
		id  string
		err error
	}
	done := make(chan result, 1)
	p := &Publisher{JS: js, Signer: signer, TryTimeout: 200 * time.Millisecond}
	go func() {
		id, err := p.PublishBytes(ctx, events.KindRequest, "lost", []byte(`{}`))
		done <- result{id, err}
	}()
	var first *nats.Msg
	select {
	case first = <-swallowed:
	case <-ctx.Done():
		t.Fatal("the first try never arrived")
	}
	_, err = js.CreateStream(ctx, jetstream.StreamConfig{Name: "T", Subjects: []string{subject}, Duplicates: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	r := <-done
	if r.err != nil {
		t.Fatalf("Publish after a lost ack: %v", r.err)
	}
	if got := first.Header.Get(jetstream.MsgIDHeader); got != r.id {
		t.Errorf("first try's id %q, Publish returned %q: a retry must keep the id", got, r.id)
	}
	// A second copy of the message (as if the lost first try had landed
	// after all) is refused as a duplicate: the stream holds it once.
	if ack, err := js.PublishMsg(ctx, &nats.Msg{Subject: subject, Header: first.Header, Data: first.Data}); err != nil || !ack.Duplicate {
		t.Errorf("republishing the first try: ack %+v, err %v; want a duplicate", ack, err)
	}
	st, err := js.Stream(ctx, "T")
	if err != nil {
		t.Fatal(err)
	}
	info, err := st.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs != 1 {
		t.Errorf("the stream holds %d messages, want 1", info.State.Msgs)
	}
}
