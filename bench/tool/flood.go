package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/requester"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// cmdFlood opens -n requests on a running deployment (ledgerd serve and
// both witnesses' serve), waits until the ledger knows each, then submits
// all their attempts at once and waits until every one is settled (both
// witnesses reported and the ledger assessed it). It prints the time from
// the first attempt's publish to the last settled verdict, in ms, and
// fails unless every verdict is PASS_CANDIDATE. With -n 1 this is one
// attempt through warm daemons.
func cmdFlood(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("flood", flag.ContinueOnError)
	dir := fs.String("dir", "", "deployment directory")
	skel := fs.String("skeleton", "", "skeleton directory")
	url := fs.String("url", "", "product root URL")
	n := fs.Int("n", 1, "requests")
	prefix := fs.String("prefix", "flood", "request id prefix (ids must be new on the chain)")
	rubric := fs.String("rubric", requester.DefaultRubric, "the W2 rubric the requests name")
	timeout := fs.Duration("timeout", 20*time.Minute, "give up after this long")
	poll := fs.Duration("poll", 20*time.Millisecond, "status poll interval")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	d, err := deploy.Load(*dir)
	if err != nil {
		return err
	}
	signer, err := keys.LoadSigningKey(d.SigningKeyFile(events.RoleRequester))
	if err != nil {
		return err
	}
	nc, err := connect(ctx, d, events.RoleRequester)
	if err != nil {
		return err
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	pub := &endpoint.Publisher{JS: js, Signer: signer}
	qc := query.NewClient(nc, events.RoleRequester)
	if err := endpoint.WaitLedger(ctx, qc, time.Minute); err != nil {
		return err
	}
	sk, err := skeleton.LoadDir(*skel, skeleton.Options{})
	if err != nil {
		return err
	}
	c := events.Constraints(sk.Constraints)
	ids := make([]string, *n)
	for i := range ids {
		ids[i] = fmt.Sprintf("%s-%d-%d", *prefix, time.Now().UnixNano(), i)
		r := &events.RequestOpened{
			SchemaName: events.SchemaRequestOpened, ReqID: ids[i], SkeletonHash: sk.Hash,
			RunnerVersion: "tribunal/bench", RubricVersion: *rubric,
			Skeleton: events.Skeleton{Files: sk.Files()}, BaselineScope: sk.Name,
			ProductURL: *url, Constraints: &c,
		}
		if _, err := pub.Publish(ctx, events.KindRequest, ids[i], r); err != nil {
			return err
		}
	}
	versions := make([]string, *n)
	for i, id := range ids {
		for {
			rv, err := qc.Review(ctx, id)
			if err == nil {
				versions[i] = rv.StateVersion
				break
			}
			if err := pause.For(ctx, *poll); err != nil {
				return fmt.Errorf("request %s never known: %w", id, err)
			}
		}
	}
	start := time.Now()
	for i, id := range ids {
		a := &events.AttemptSubmitted{SchemaName: events.SchemaAttemptSubmitted, ReqID: id, AttID: "a1",
			PriorStateVersion: versions[i], ProductHash: hexSum([]byte(id)), InventoryHash: hexSum([]byte("inventory"))}
		if _, err := pub.Publish(ctx, events.KindAttempt, id, a); err != nil {
			return err
		}
	}
	if err := waitSettled(ctx, qc, ids, *poll); err != nil {
		return err
	}
	elapsed := time.Since(start)
	_, err = fmt.Fprintln(stdout, strconv.FormatInt(elapsed.Milliseconds(), 10))
	return err
}

// waitSettled waits until every request of ids has settled its attempt
// a1 with PASS_CANDIDATE. One loop polls, every poll, the unsettled
// requests in order up to the first one still open: the flood's time ends
// at the last verdict, and a verdict that settles out of order is seen as
// soon as the ones before it have settled, within one round of queries.
// A poller per request (N queries every poll) would load the ledger and
// this tool with N/poll queries a second, CPU taken from the daemons it
// measures on a small machine.
func waitSettled(ctx context.Context, qc *query.Client, ids []string, poll time.Duration) error {
	next := 0 // ids before next have settled
	for {
		for next < len(ids) {
			w, err := qc.Status(ctx, ids[next])
			if err != nil || !w.Settled() || w.AttemptID != "a1" {
				break
			}
			if w.Verdict != events.StatePassCandidate {
				return fmt.Errorf("request %s: %s %s", ids[next], w.Verdict, w.Error)
			}
			next++
		}
		if next == len(ids) {
			return nil
		}
		if err := pause.For(ctx, poll); err != nil {
			return fmt.Errorf("request %s not settled: %w", ids[next], err)
		}
	}
}
