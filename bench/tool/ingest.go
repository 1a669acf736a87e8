package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// opsEvents signs n small W1 ops observations with distinct ids, the
// events BenchmarkIngest (internal/ledger) publishes.
func opsEvents(s *events.Signer, run string, n int) ([]*nats.Msg, error) {
	out := make([]*nats.Msg, n)
	for i := range out {
		id := fmt.Sprintf("%s-%d", run, i)
		body, err := events.Encode(&events.OpsObservation{
			SchemaName: events.SchemaOpsObservation, ReqID: "bench", Kind: events.OpsExternalToolSlow,
			Tool: "chromium", Detail: id,
		})
		if err != nil {
			return nil, err
		}
		subject, err := events.SubjectFor(events.RoleW1, events.KindOps, "bench")
		if err != nil {
			return nil, err
		}
		out[i] = broker.Msg(s.Sign(subject, id, body))
	}
	return out, nil
}

// publishAsync publishes msgs without waiting between them and returns
// once every PubAck is in.
func publishAsync(js jetstream.JetStream, msgs []*nats.Msg) error {
	futs := make([]jetstream.PubAckFuture, len(msgs))
	for i, m := range msgs {
		f, err := js.PublishMsgAsync(m, jetstream.WithStallWait(30*time.Second))
		if err != nil {
			return err
		}
		futs[i] = f
	}
	select {
	case <-js.PublishAsyncComplete():
	case <-time.After(5 * time.Minute):
		return fmt.Errorf("publish acks did not arrive")
	}
	for _, f := range futs {
		select {
		case <-f.Ok():
		case err := <-f.Err():
			return err
		}
	}
	return nil
}

// cmdIngest publishes -n signed events as W1 to a running `ledgerd serve`
// and prints the time in ms from the first publish until the chain holds
// all of them — each verified, committed (fsync) and acked by the ledger.
func cmdIngest(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("ingest", flag.ContinueOnError)
	dir := fs.String("dir", "", "deployment directory (ledgerd serve running on it)")
	n := fs.Int("n", 20000, "events")
	run := fs.String("run", "ingest", "event id prefix (new on the chain)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ctx := context.Background()
	d, err := deploy.Load(*dir)
	if err != nil {
		return err
	}
	s, err := keys.LoadSigningKey(d.SigningKeyFile(events.RoleW1))
	if err != nil {
		return err
	}
	msgs, err := opsEvents(s, *run, *n)
	if err != nil {
		return err
	}
	nc, err := connect(ctx, d, events.RoleW1)
	if err != nil {
		return err
	}
	defer nc.Close()
	qnc, err := connect(ctx, d, events.RoleAuditor)
	if err != nil {
		return err
	}
	defer qnc.Close()
	qc := query.NewClient(qnc, events.RoleAuditor)
	if err := endpoint.WaitLedger(ctx, qc, time.Minute); err != nil {
		return err
	}
	head, err := qc.Head(ctx)
	if err != nil {
		return err
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	start := time.Now()
	if err := publishAsync(js, msgs); err != nil {
		return err
	}
	want := head.Size + uint64(*n)
	for {
		h, err := qc.Head(ctx)
		if err == nil && h.Size >= want {
			break
		}
		if time.Since(start) > 5*time.Minute {
			return fmt.Errorf("the chain did not reach %d entries", want)
		}
		if err := pause.For(ctx, 2*time.Millisecond); err != nil {
			return err
		}
	}
	_, err = fmt.Fprintln(stdout, time.Since(start).Milliseconds())
	return err
}

// cmdJetstream is the baseline of cmdIngest: an embedded NATS server with
// JetStream (file storage in a fresh directory) as durable as the ledger's
// own (every write synced before its PubAck, unless -sync=false), the
// ledger's stream configuration, and the same -n signed events published
// asynchronously with no consumer; it prints the time in ms until every
// PubAck is in. Without the same durability the row would measure fsync,
// which bench/ingest-sync.sh states apart, not what the ledger adds.
func cmdJetstream(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("jetstream", flag.ContinueOnError)
	n := fs.Int("n", 20000, "events")
	syncAlways := fs.Bool("sync", true, "sync every write before its PubAck, as the ledger's server does")
	if err := fs.Parse(args); err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "bench-jetstream-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, JetStream: true, SyncAlways: *syncAlways, StoreDir: dir, NoSigs: true, NoLog: true})
	if err != nil {
		return err
	}
	go srv.Start()
	defer srv.Shutdown()
	if !srv.ReadyForConnections(10 * time.Second) {
		return fmt.Errorf("the NATS server did not start")
	}
	nc, err := nats.Connect(srv.ClientURL())
	if err != nil {
		return err
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	if _, err := js.CreateStream(context.Background(), ledger.StreamConfig(0)); err != nil {
		return err
	}
	s, err := keys.LoadSigningKey(os.Getenv("BENCH_W1_KEY"))
	if err != nil {
		return err
	}
	msgs, err := opsEvents(s, "base", *n)
	if err != nil {
		return err
	}
	start := time.Now()
	if err := publishAsync(js, msgs); err != nil {
		return err
	}
	_, err = fmt.Fprintln(stdout, time.Since(start).Milliseconds())
	return err
}
