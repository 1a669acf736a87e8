package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/requester"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// cmdChain fills the chain of a running `ledgerd serve` with whole
// requests until it holds at least -entries entries: each request is what
// the real flow publishes — request.opened.v1 with the skeleton inline,
// attempt.submitted.v1, W1's screenshots as blob.v1 chunks and its
// observation, W2's visual verdict, and (for most) the judge's approval —
// with the witnesses' reports taken from real `witness-w? run` output
// (-w1, -w2, -evidence), re-addressed to each request. Every role signs
// with its own key and publishes with its own credentials; the ledger
// derives its transitions, assessments and seals as it would in serve.
func cmdChain(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("chain", flag.ContinueOnError)
	dir := fs.String("dir", "", "deployment directory (ledgerd serve running on it)")
	skel := fs.String("skeleton", "", "skeleton directory the requests carry")
	w1Path := fs.String("w1", "", "a witness-w1 run report (JSON)")
	w2Path := fs.String("w2", "", "a witness-w2 run verdict (JSON)")
	evidence := fs.String("evidence", "", "witness-w1 run --evidence directory (the screenshots)")
	entries := fs.Uint64("entries", 20000, "stop once the chain holds this many entries")
	par := fs.Int("parallel", 64, "requests in flight")
	if err := fs.Parse(args); err != nil {
		return err
	}
	d, err := deploy.Load(*dir)
	if err != nil {
		return err
	}
	sk, err := skeleton.LoadDir(*skel, skeleton.Options{})
	if err != nil {
		return err
	}
	w1, err := readBody[*events.ObservationW1](*w1Path, events.SchemaObservationW1)
	if err != nil {
		return err
	}
	w2, err := readBody[*events.VisualVerdict](*w2Path, events.SchemaVisualVerdict)
	if err != nil {
		return err
	}
	var shots [][]byte
	for _, s := range w1.Screenshots {
		b, err := os.ReadFile(filepath.Join(*evidence, s.SHA256+".png"))
		if err != nil {
			return err
		}
		shots = append(shots, b)
	}
	pubs := map[events.Role]*endpoint.Publisher{}
	var qc *query.Client
	for _, r := range []events.Role{events.RoleRequester, events.RoleW1, events.RoleW2, events.RoleJudge} {
		signer, err := keys.LoadSigningKey(d.SigningKeyFile(r))
		if err != nil {
			return err
		}
		nc, err := connect(context.Background(), d, r)
		if err != nil {
			return err
		}
		defer nc.Close()
		js, err := jetstream.New(nc)
		if err != nil {
			return err
		}
		pubs[r] = &endpoint.Publisher{JS: js, Signer: signer}
		if r == events.RoleRequester {
			qc = query.NewClient(nc, r)
		}
	}
	ctx := context.Background()
	chunk := 700 << 10 // what a witness uses under the default 1 MiB max payload
	size := func() uint64 {
		h, err := qc.Head(ctx)
		if err != nil {
			return 0
		}
		return h.Size
	}
	// Each request adds about perRequest entries (its events and what the
	// ledger derives); new requests stop once the chain and those in
	// flight make the target, so the chain ends close to it.
	perRequest := uint64(6 + len(shots))
	var (
		next    atomic.Int64
		inLoop  atomic.Int64
		stop    atomic.Bool
		wg      sync.WaitGroup
		errOnce sync.Once
		first   error
	)
	fail := func(err error) { errOnce.Do(func() { first = err; stop.Store(true) }) }
	start := time.Now()
	go func() {
		for !stop.Load() {
			if size()+uint64(inLoop.Load())*perRequest >= *entries {
				stop.Store(true)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}()
	for range *par {
		wg.Go(func() {
			for !stop.Load() {
				n := next.Add(1)
				inLoop.Add(1)
				if err := oneRequest(ctx, pubs, sk, w1, w2, shots, chunk, fmt.Sprintf("bench-%06d", n), n%8 != 0); err != nil {
					fail(err)
				}
				inLoop.Add(-1)
			}
		})
	}
	wg.Wait()
	if first != nil {
		return first
	}
	// Wait for the ledger to ingest what is in flight.
	for last, same := uint64(0), 0; same < 10; time.Sleep(100 * time.Millisecond) {
		if s := size(); s == last {
			same++
		} else {
			last, same = s, 0
		}
	}
	fmt.Fprintf(stdout, "chain: %d entries from %d requests in %v\n", size(), next.Load(), time.Since(start).Round(time.Millisecond))
	return nil
}

func readBody[T events.Body](path, schema string) (T, error) {
	var zero T
	data, err := os.ReadFile(path)
	if err != nil {
		return zero, err
	}
	b, err := events.Decode(schema, data)
	if err != nil {
		return zero, fmt.Errorf("%s: %w", path, err)
	}
	return b.(T), nil
}

func hexSum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// oneRequest publishes one request's events in order, each after the
// previous one's PubAck (stream order is the ledger's order).
func oneRequest(ctx context.Context, pubs map[events.Role]*endpoint.Publisher, sk *skeleton.Skeleton,
	w1t *events.ObservationW1, w2t *events.VisualVerdict, shots [][]byte, chunk int, id string, approve bool) error {
	maxNav, contrast := 5, 4.5
	req := &events.RequestOpened{
		SchemaName: events.SchemaRequestOpened, ReqID: id, SkeletonHash: sk.Hash,
		RunnerVersion: "tribunal/bench", RubricVersion: requester.DefaultRubric,
		Skeleton: events.Skeleton{Files: sk.Files()}, BaselineScope: sk.Name,
		ProductURL:  "file:///srv/bench/site",
		Constraints: &events.Constraints{MaxNavLinks: &maxNav, MinContrastRatio: &contrast},
	}
	att := &events.AttemptSubmitted{
		SchemaName: events.SchemaAttemptSubmitted, ReqID: id, AttID: "a1",
		PriorStateVersion: "1", ProductHash: hexSum([]byte(id)), InventoryHash: hexSum([]byte("inventory")),
	}
	tuple := events.TupleFor(req, att)
	w1 := *w1t
	w1.ReqID, w1.AttID, w1.Tuple = id, att.AttID, tuple
	w2 := *w2t
	w2.ReqID, w2.AttID, w2.Tuple = id, att.AttID, tuple
	pub := func(role events.Role, kind string, b events.Body) error {
		_, err := pubs[role].Publish(ctx, kind, id, b)
		if err != nil {
			return fmt.Errorf("%s %s: %w", role, kind, err)
		}
		return nil
	}
	if err := pub(events.RoleRequester, events.KindRequest, req); err != nil {
		return err
	}
	if err := pub(events.RoleRequester, events.KindAttempt, att); err != nil {
		return err
	}
	for _, s := range shots {
		for _, c := range events.SplitBlob(id, att.AttID, "image/png", s, chunk) {
			if err := pub(events.RoleW1, events.KindBlob, c); err != nil {
				return err
			}
		}
	}
	if err := pub(events.RoleW1, events.KindObservation, &w1); err != nil {
		return err
	}
	if err := pub(events.RoleW2, events.KindVerdict, &w2); err != nil {
		return err
	}
	if !approve {
		return nil
	}
	return pub(events.RoleJudge, events.KindDecision, &events.JudgeDecision{
		SchemaName: events.SchemaJudgeDecision, ReqID: id, AttID: att.AttID,
		Decision: "approve", Reason: "matches the skeleton", ActorID: "bench-judge",
		Timestamp: time.Now().UTC().Truncate(time.Second).Format(time.RFC3339), StateVersion: "3",
	})
}
