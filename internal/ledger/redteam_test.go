package ledger

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
)

// refusalTimeout bounds the wait for the broker's permission violation.
const refusalTimeout = 3 * time.Second

// TestRedTeamWitnessIsolation is the docs/CONTRACTS.md §2 red team: against a broker
// started exactly as serve starts it, each witness, with its own real
// credentials, tries every route to the other witness's events, the
// ledger's data or anyone's replies — plain and wildcard subscriptions,
// other inboxes, the JetStream API (stream list/info, consumer create
// including ordered and ephemeral ones, direct and message get, KV and
// object store), publishing as someone else, and queries. Each attempt
// must be refused by the broker, proved by the permission violation it
// sends back; the test fails on the first one that is not. Positive
// controls show what the witness may still do: publish its own events and
// pull and ack its own work.
func TestRedTeamWitnessIsolation(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	// Something to steal: a request (work for both witnesses) and one
	// report from each witness.
	rq := e.conn(events.RoleRequester)
	hist := ledgertest.History(t, e.signers, "r1", "rt")
	e.publish(rq, hist[0].Event)

	for _, pair := range [][2]events.Role{{events.RoleW1, events.RoleW2}, {events.RoleW2, events.RoleW1}} {
		w, other := pair[0], pair[1]
		t.Run(string(w), func(t *testing.T) {
			c := e.conn(w)
			// Positive control: its own report is accepted.
			own := hist[2].Event
			if w == events.RoleW2 {
				own = hist[3].Event
			}
			if _, err := c.Publish(ctx, own); err != nil {
				t.Fatalf("%s cannot publish its own report: %v", w, err)
			}
			redTeam(t, e, c, other)
			pullOwnWork(t, e, c, hist[0].Event.Subject)
		})
	}

	// Nothing the witnesses tried left a trace: no new stream, no new
	// consumer, and the chain holds exactly the request and two reports.
	var streams []string
	for n := range e.srv.js.StreamNames(ctx).Name() {
		streams = append(streams, n)
	}
	if !slices.Equal(streams, []string{broker.StreamName}) {
		t.Errorf("streams after the red team: %v", streams)
	}
	var consumers []string
	for n := range e.srv.stream.ConsumerNames(ctx).Name() {
		consumers = append(consumers, n)
	}
	slices.Sort(consumers)
	if !slices.Equal(consumers, []string{"ledger", "work-w1", "work-w2"}) {
		t.Errorf("consumers after the red team: %v", consumers)
	}
	info, err := e.srv.stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs != 3 {
		t.Errorf("stream holds %d messages, want the request and two reports", info.State.Msgs)
	}
}

// attempt is one thing a witness must not be able to do.
type attempt struct {
	name  string
	match string // what the broker's permission violation names
	do    func()
}

func redTeam(t *testing.T, e *env, c *ledgertest.Conn, other events.Role) {
	w := c.Role
	nc := c.NC
	inbox := nc.NewRespInbox()
	if _, err := nc.SubscribeSync(inbox); err != nil {
		t.Fatal(err)
	}
	var attempts []attempt
	sub := func(s string) {
		attempts = append(attempts, attempt{"subscribe " + s, `to "` + s + `"`, func() { nc.SubscribeSync(s) }})
	}
	qsub := func(s string) {
		attempts = append(attempts, attempt{"queue subscribe " + s, `to "` + s + `"`, func() { nc.QueueSubscribeSync(s, "steal") }})
	}
	pub := func(s string) {
		attempts = append(attempts, attempt{"publish " + s, `to "` + s + `"`, func() { nc.PublishRequest(s, inbox, []byte(`{}`)) }})
	}

	// Subscriptions: wildcards, the other witness, other roles' events,
	// other inboxes, JetStream and system subjects.
	for _, s := range []string{
		">", "tribunal.>", "tribunal.*.*.*", "tribunal." + string(other) + ".>", "tribunal.*.verdict.*",
		"tribunal.*.observation.*", "tribunal.requester.>", "tribunal.judge.>", "tribunal.ledger.>",
		"tribunal.query.>", "_INBOX.>", "_INBOX_" + string(other) + ".>", "_INBOX_ledger.>",
		"_INBOX_requester.>", "_INBOX_judge.>", "_INBOX_auditor.>", "$JS.>", "$JS.API.>", "$JS.ACK.>",
		"$JS.EVENT.>", "$KV.>", "$O.>", "$SYS.>", "*.>",
	} {
		sub(s)
	}
	for _, kind := range events.PublishKinds(other) {
		sub("tribunal." + string(other) + "." + kind + ".r1")
	}
	qsub(">")
	qsub("tribunal." + string(other) + ".>")

	// JetStream API, raw: every request a client library would send.
	st := broker.StreamName
	for _, s := range []string{
		"$JS.API.INFO",
		"$JS.API.STREAM.LIST", "$JS.API.STREAM.NAMES", "$JS.API.STREAM.INFO." + st,
		"$JS.API.STREAM.MSG.GET." + st, "$JS.API.DIRECT.GET." + st,
		"$JS.API.DIRECT.GET." + st + ".tribunal." + string(other) + ".verdict.r1",
		"$JS.API.STREAM.UPDATE." + st, "$JS.API.STREAM.DELETE." + st, "$JS.API.STREAM.PURGE." + st,
		"$JS.API.STREAM.MSG.DELETE." + st, "$JS.API.STREAM.CREATE.STEAL", "$JS.API.STREAM.CREATE.KV_steal",
		"$JS.API.STREAM.CREATE.OBJ_steal", "$JS.API.STREAM.SNAPSHOT." + st,
		"$JS.API.CONSUMER.CREATE." + st, "$JS.API.CONSUMER.CREATE." + st + ".steal",
		"$JS.API.CONSUMER.CREATE." + st + ".steal.tribunal." + string(other) + ".>",
		"$JS.API.CONSUMER.DURABLE.CREATE." + st + ".steal",
		"$JS.API.CONSUMER.LIST." + st, "$JS.API.CONSUMER.NAMES." + st,
		"$JS.API.CONSUMER.INFO." + st + ".ledger", "$JS.API.CONSUMER.INFO." + st + "." + broker.WorkConsumer(w),
		"$JS.API.CONSUMER.DELETE." + st + ".ledger", "$JS.API.CONSUMER.DELETE." + st + "." + broker.WorkConsumer(w),
		"$JS.API.CONSUMER.PAUSE." + st + ".ledger",
		"$JS.API.CONSUMER.MSG.NEXT." + st + "." + broker.WorkConsumer(other),
		"$JS.API.CONSUMER.MSG.NEXT." + st + ".ledger",
		"$JS.ACK." + st + "." + broker.WorkConsumer(other) + ".1.1.1.1.0",
		"$JS.ACK." + st + ".ledger.1.1.1.1.0",
		"$SYS.REQ.SERVER.PING", "$SYS.REQ.SERVER.PING.CONNZ",
	} {
		pub(s)
	}
	// Publishing as someone else, queries, other inboxes.
	for _, kind := range events.PublishKinds(other) {
		pub("tribunal." + string(other) + "." + kind + ".r1")
	}
	for _, s := range []string{
		"tribunal.judge.decision.r1", "tribunal.judge.baseline.r1", "tribunal.requester.request.r1", "tribunal.requester.attempt.r1",
		"tribunal.ledger.seal.r1", "tribunal.ledger.transition.r1", "tribunal.ledger.rejected.r1", "tribunal.ledger.violation.r1",
		"tribunal.query." + string(w) + ".head", "tribunal.query.requester.head", "tribunal.query.judge.entry",
		"tribunal.query.auditor.checkpoint", "_INBOX_" + string(other) + ".x", "_INBOX_requester.x", "_INBOX_ledger.x",
		// The governance queries: none for a witness, but W1's literal
		// baseline subject (TestRedTeamBaselineOnly).
		"tribunal.query." + string(w) + ".status", "tribunal.query." + string(w) + ".review",
		"tribunal.query." + string(w) + ".pending", "tribunal.query." + string(w) + ".scar",
		"tribunal.query." + string(w) + ".blob", "tribunal.query." + string(w) + ".baseline.x",
		"tribunal.query." + string(other) + ".baseline", "tribunal.query.w2.baseline",
		"tribunal.query.requester.status", "tribunal.query.judge.review", "tribunal.query.judge.pending",
	} {
		pub(s)
	}

	// The same, through the JetStream client library as a witness would
	// really try it (each call blocks until its short deadline; the
	// refusal is what counts).
	var wg sync.WaitGroup
	js := c.JS
	lib := func(name, match string, f func(ctx context.Context) error) {
		attempts = append(attempts, attempt{name, match, func() {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ctx, cancel := context.WithTimeout(context.Background(), time.Second)
				defer cancel()
				if err := f(ctx); err == nil {
					t.Errorf("%s: %s succeeded", w, name)
				}
			}()
		}})
	}
	lib("js stream list", `"$JS.API.STREAM.LIST"`, func(ctx context.Context) error {
		l := js.ListStreams(ctx)
		for range l.Info() {
		}
		return l.Err()
	})
	lib("js stream info", `"$JS.API.STREAM.INFO.`+st+`"`, func(ctx context.Context) error { _, err := js.Stream(ctx, st); return err })
	lib("js account info", `"$JS.API.INFO"`, func(ctx context.Context) error { _, err := js.AccountInfo(ctx); return err })
	lib("js consumer create", `"$JS.API.CONSUMER.CREATE.`+st+`.steal`, func(ctx context.Context) error {
		_, err := js.CreateOrUpdateConsumer(ctx, st, jetstream.ConsumerConfig{Durable: "steal", FilterSubject: "tribunal." + string(other) + ".>"})
		return err
	})
	lib("js ephemeral consumer", `"$JS.API.CONSUMER.CREATE.`+st, func(ctx context.Context) error {
		_, err := js.CreateConsumer(ctx, st, jetstream.ConsumerConfig{FilterSubject: "tribunal.>", InactiveThreshold: time.Minute})
		return err
	})
	lib("js ordered consumer", `"$JS.API.CONSUMER.CREATE.`+st, func(ctx context.Context) error {
		oc, err := js.OrderedConsumer(ctx, st, jetstream.OrderedConsumerConfig{FilterSubjects: []string{"tribunal." + string(other) + ".>"}})
		if err != nil {
			return err
		}
		_, err = oc.Fetch(1, jetstream.FetchMaxWait(time.Second))
		return err
	})
	lib("js other work consumer", `"$JS.API.CONSUMER.INFO.`+st+"."+broker.WorkConsumer(other)+`"`, func(ctx context.Context) error {
		_, err := js.Consumer(ctx, st, broker.WorkConsumer(other))
		return err
	})
	lib("js kv create", `"$JS.API.`, func(ctx context.Context) error {
		_, err := js.CreateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: "steal"})
		return err
	})
	lib("js kv list", `"$JS.API.STREAM.`, func(ctx context.Context) error {
		l := js.KeyValueStoreNames(ctx)
		for range l.Name() {
		}
		return l.Error()
	})
	lib("js object store create", `"$JS.API.`, func(ctx context.Context) error {
		_, err := js.CreateObjectStore(ctx, jetstream.ObjectStoreConfig{Bucket: "steal"})
		return err
	})
	lib("js publish as the other witness", `"tribunal.`+string(other)+`.ops.r1"`, func(ctx context.Context) error {
		_, err := js.Publish(ctx, "tribunal."+string(other)+".ops.r1", []byte(`{}`))
		return err
	})
	lib("query as requester", `"tribunal.query.requester.head"`, func(ctx context.Context) error {
		_, err := nc.RequestWithContext(ctx, "tribunal.query.requester.head", nil)
		return err
	})

	for _, a := range attempts {
		from := c.ErrCount()
		a.do()
		if err := c.WaitViolation(from, a.match, refusalTimeout); err != nil {
			t.Errorf("%s: %s was not refused: %v", w, a.name, err)
		}
	}
	wg.Wait()

	// Headers that would let a publisher rewrite the stream through its
	// own subject are refused by the stream itself.
	for _, h := range []struct{ name, val string }{{"Nats-Rollup", "all"}, {"Nats-Rollup", "sub"}, {"Nats-TTL", "1s"}} {
		m := nats.NewMsg("tribunal." + string(w) + ".ops.r1")
		m.Header.Set(h.name, h.val)
		m.Data = []byte(`{}`)
		if _, err := js.PublishMsg(context.Background(), m); err == nil {
			t.Errorf("%s: a publish with %s: %s was accepted", w, h.name, h.val)
		}
	}
}

// pullOwnWork is the positive control for work delivery: the witness
// pulls from its own consumer with a raw request and acks, with nothing
// but its own permissions.
func pullOwnWork(t *testing.T, e *env, c *ledgertest.Conn, wantSubject string) {
	nc := c.NC
	inbox := nc.NewRespInbox()
	sub, err := nc.SubscribeSync(inbox)
	if err != nil {
		t.Fatal(err)
	}
	from := c.ErrCount()
	req, _ := json.Marshal(map[string]any{"batch": 1, "expires": int64(5 * time.Second)})
	if err := nc.PublishRequest(broker.NextSubject(c.Role), inbox, req); err != nil {
		t.Fatal(err)
	}
	m, err := sub.NextMsg(5 * time.Second)
	if err != nil {
		t.Fatalf("%s pulls its work: %v", c.Role, err)
	}
	if m.Subject != wantSubject {
		t.Fatalf("%s got work on %s, want %s", c.Role, m.Subject, wantSubject)
	}
	if err := m.Ack(); err != nil {
		t.Fatal(err)
	}
	nc.Flush()
	if errs := c.Errs()[from:]; len(errs) != 0 {
		t.Fatalf("%s pulling and acking its own work: %v", c.Role, errs)
	}
	cons, err := e.srv.stream.Consumer(context.Background(), broker.WorkConsumer(c.Role))
	if err != nil {
		t.Fatal(err)
	}
	pausetest.WaitFor(t, 30*time.Second, func() error {
		info, err := cons.Info(context.Background())
		if err == nil && info.AckFloor.Consumer >= 1 && info.NumAckPending == 0 {
			return nil
		}
		return fmt.Errorf("%s's ack has not reached its consumer: %+v %v", c.Role, info, err)
	})
}
