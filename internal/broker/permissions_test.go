package broker

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

type roleKey struct {
	pub  string
	seed []byte
}

func makeUsers(t *testing.T) (map[events.Role]string, map[events.Role]roleKey) {
	t.Helper()
	pubs := map[events.Role]string{}
	all := map[events.Role]roleKey{}
	for _, role := range events.Roles {
		kp, err := nkeys.CreateUser()
		if err != nil {
			t.Fatal(err)
		}
		pub, _ := kp.PublicKey()
		seed, _ := kp.Seed()
		pubs[role] = pub
		all[role] = roleKey{pub, seed}
	}
	return pubs, all
}

// renderAndLoad renders the config for users, writes it and loads it the
// way nats-server -c does.
func renderAndLoad(t *testing.T, users map[events.Role]string) (*server.Options, string) {
	t.Helper()
	dir := t.TempDir()
	data, err := RenderConfig(ServerConfig{
		Listen:       "127.0.0.1:4333",
		JetStreamDir: filepath.Join(dir, "js \"quoted\" $dir"),
		Users:        users,
	})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "nats-server.conf")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	opts, err := server.ProcessConfigFile(path)
	if err != nil {
		t.Fatalf("nats-server rejects the rendered config: %v\n%s", err, data)
	}
	return opts, dir
}

func TestRenderConfigParses(t *testing.T) {
	users, _ := makeUsers(t)
	opts, dir := renderAndLoad(t, users)
	if opts.Host != "127.0.0.1" || opts.Port != 4333 {
		t.Errorf("listen %s:%d", opts.Host, opts.Port)
	}
	if !opts.JetStream || opts.StoreDir != filepath.Join(dir, "js \"quoted\" $dir") {
		t.Errorf("jetstream %v store %q", opts.JetStream, opts.StoreDir)
	}
	if len(opts.Nkeys) != len(events.Roles) || len(opts.Users) != 0 {
		t.Fatalf("%d nkey users, %d other users", len(opts.Nkeys), len(opts.Users))
	}
	byKey := map[string]*server.NkeyUser{}
	for _, u := range opts.Nkeys {
		byKey[u.Nkey] = u
	}
	embedded, err := NkeyUsers(users)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range embedded {
		got := byKey[want.Nkey]
		if got == nil || got.Permissions == nil {
			t.Fatalf("user %s missing from the parsed config", want.Nkey)
		}
		// The file and the embedded server grant exactly the same.
		if !slices.Equal(got.Permissions.Publish.Allow, want.Permissions.Publish.Allow) ||
			!slices.Equal(got.Permissions.Subscribe.Allow, want.Permissions.Subscribe.Allow) ||
			got.Permissions.Publish.Deny != nil || got.Permissions.Subscribe.Deny != nil {
			t.Errorf("user %s: file permissions %+v %+v differ from embedded %+v %+v", want.Nkey,
				got.Permissions.Publish, got.Permissions.Subscribe, want.Permissions.Publish, want.Permissions.Subscribe)
		}
		if (got.Permissions.Response == nil) != (want.Permissions.Response == nil) ||
			got.Permissions.Response != nil && *got.Permissions.Response != *want.Permissions.Response {
			t.Errorf("user %s: response permissions differ", want.Nkey)
		}
	}
}

// redispatches reports the one exception to "each role publishes its own
// events only": the ledger publishes again, verbatim, the requester's
// request and attempt events that the stream lost (internal/ledger,
// redispatch.go). It cannot sign them; everyone checks the requester's
// signature.
func redispatches(role events.Role, sub events.Subject) bool {
	return role == events.RoleLedger && sub.Role == events.RoleRequester &&
		(sub.Kind == events.KindRequest || sub.Kind == events.KindAttempt)
}

func TestPermissionTable(t *testing.T) {
	for _, role := range events.Roles {
		p := Permissions(role)
		if len(p.Publish) == 0 || len(p.Subscribe) == 0 {
			t.Fatalf("%s: empty allow list (nats-server reads that as allow-all)", role)
		}
		// Every role subscribes to its own inbox and to no other.
		if !slices.Contains(p.Subscribe, InboxPrefix(role)+".>") {
			t.Errorf("%s: cannot subscribe to its own inbox", role)
		}
		for _, s := range p.Subscribe {
			if s == ">" || s == "tribunal.>" || strings.HasPrefix(s, "_INBOX.") || strings.HasPrefix(s, "$") {
				t.Errorf("%s: subscribe allow %q", role, s)
			}
			for _, other := range events.Roles {
				if other != role && strings.HasPrefix(s, InboxPrefix(other)+".") {
					t.Errorf("%s may subscribe to the inbox of %s", role, other)
				}
			}
		}
		// Event subjects: exactly its own kinds.
		for _, s := range p.Publish {
			if strings.HasPrefix(s, "tribunal.") && !strings.HasPrefix(s, QueryPrefix+".") {
				if _, err := events.ParseSubject(strings.TrimSuffix(s, "*") + "r1"); err != nil {
					t.Errorf("%s: publish allow %q is not an event subject it may publish: %v", role, s, err)
				} else if sub, _ := events.ParseSubject(strings.TrimSuffix(s, "*") + "r1"); sub.Role != role && !redispatches(role, sub) {
					t.Errorf("%s may publish events of %s", role, sub.Role)
				}
			}
			if strings.HasPrefix(s, QueryPrefix+".") && s != QueryPrefix+"."+string(role)+".>" && !(role == events.RoleW1 && s == QuerySubject(role, BaselineQuery)) {
				t.Errorf("%s may send queries as another role: %q", role, s)
			}
		}
	}
	for _, w := range []events.Role{events.RoleW1, events.RoleW2} {
		p := Permissions(w)
		if !slices.Equal(p.Subscribe, []string{InboxPrefix(w) + ".>"}) {
			t.Errorf("%s subscribe = %v, want only its inbox", w, p.Subscribe)
		}
		if p.Responses != nil {
			t.Errorf("%s may answer requests", w)
		}
		for _, s := range p.Publish {
			switch {
			case strings.HasPrefix(s, "$JS.API"):
				// The only JetStream API subjects: its own consumer's
				// next-message subject, literally, and the direct get of a
				// requester's request (one token wildcard: the request id).
				switch {
				case s == NextSubject(w) && !strings.ContainsAny(s, "*>"):
				case s == requestGetAllow && strings.Count(s, "*") == 1 && strings.HasSuffix(s, ".tribunal.requester.request.*") && !strings.Contains(s, ">"):
				default:
					t.Errorf("%s: JetStream API allow %q", w, s)
				}
			case strings.HasPrefix(s, "$JS.ACK."):
				if !strings.HasSuffix(s, "."+StreamName+"."+WorkConsumer(w)+".>") {
					t.Errorf("%s: ack allow %q is not its own consumer's", w, s)
				}
			case w == events.RoleW1 && s == QuerySubject(w, BaselineQuery):
				// The single narrow exception (docs/SECURITY.md): W1's own
				// sealed screenshots, one literal subject.
			case strings.HasPrefix(s, QueryPrefix) || strings.HasPrefix(s, "_INBOX") || strings.HasPrefix(s, "$"):
				t.Errorf("%s: publish allow %q", w, s)
			}
		}
	}
	if p := Permissions("w3"); p.Publish != nil || p.Subscribe != nil {
		t.Error("unknown role has permissions")
	}
	if _, err := NkeyUsers(map[events.Role]string{"w3": "U"}); err == nil {
		t.Error("NkeyUsers accepted an unknown role")
	}
	users, _ := makeUsers(t)
	users[events.RoleW2] = users[events.RoleW1]
	if _, err := NkeyUsers(users); err == nil {
		t.Error("NkeyUsers accepted two roles with one nkey")
	}
	users[events.RoleW2] = "SUAAAA"
	if _, err := RenderConfig(ServerConfig{Listen: "127.0.0.1:1", JetStreamDir: "/x", Users: users}); err == nil {
		t.Error("RenderConfig accepted a non-user nkey")
	}
}

// TestLiveServer runs a server from the rendered config and checks the
// table does what it says, with each role's real nkey: the ledger sets up
// JetStream and answers queries, a witness pulls work through its consumer
// only, and the obvious routes for a witness to read more are refused.
// The full red-team suite lives with the services; this guards the table.
func TestLiveServer(t *testing.T) {
	testenv.Short(t, "starts a NATS server")
	users, seeds := makeUsers(t)
	opts, _ := renderAndLoad(t, users)
	opts.Port = -1
	opts.StoreDir = t.TempDir()
	opts.NoSigs = true
	srv, err := server.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("server not ready")
	}
	t.Cleanup(srv.Shutdown)

	type conn struct {
		nc   *nats.Conn
		mu   sync.Mutex
		errs []error
	}
	connect := func(role events.Role) *conn {
		c := &conn{}
		kp, err := nkeys.FromSeed(seeds[role].seed)
		if err != nil {
			t.Fatal(err)
		}
		nc, err := nats.Connect(srv.ClientURL(),
			nats.Nkey(seeds[role].pub, kp.Sign),
			nats.CustomInboxPrefix(InboxPrefix(role)),
			nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
				c.mu.Lock()
				c.errs = append(c.errs, err)
				c.mu.Unlock()
			}))
		if err != nil {
			t.Fatalf("%s connect: %v", role, err)
		}
		t.Cleanup(nc.Close)
		c.nc = nc
		return c
	}
	// denied reports whether a permission violation arrived after f.
	denied := func(c *conn, f func()) bool {
		c.mu.Lock()
		n := len(c.errs)
		c.mu.Unlock()
		f()
		c.nc.Flush()
		return pausetest.Wait(2*time.Second, func() error {
			c.mu.Lock()
			defer c.mu.Unlock()
			for _, err := range c.errs[n:] {
				if errors.Is(err, nats.ErrPermissionViolation) {
					return nil
				}
			}
			return errors.New("no permission violation")
		}) == nil
	}

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ledger := connect(events.RoleLedger)
	js, err := jetstream.New(ledger.nc)
	if err != nil {
		t.Fatal(err)
	}
	stream, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: StreamName, Subjects: EventSubjects(), AllowDirect: true})
	if err != nil {
		t.Fatalf("ledger creates the stream: %v", err)
	}
	cons, err := stream.CreateOrUpdateConsumer(ctx, jetstream.ConsumerConfig{
		Durable:       WorkConsumer(events.RoleW1),
		FilterSubject: "tribunal.requester.>",
		AckPolicy:     jetstream.AckExplicitPolicy,
	})
	if err != nil {
		t.Fatalf("ledger creates the w1 work consumer: %v", err)
	}
	// The ledger answers queries.
	if _, err := ledger.nc.Subscribe(QueryPrefix+".>", func(m *nats.Msg) {
		m.Respond([]byte("answer:" + m.Subject))
	}); err != nil {
		t.Fatal(err)
	}
	ledger.nc.Flush()

	requester := connect(events.RoleRequester)
	rjs, _ := jetstream.New(requester.nc)
	subj, _ := events.SubjectFor(events.RoleRequester, events.KindRequest, "r1")
	if _, err := rjs.Publish(ctx, subj, []byte(`{"schema":"request.opened.v1"}`)); err != nil {
		t.Fatalf("requester publishes a request: %v", err)
	}
	if m, err := requester.nc.Request(QuerySubject(events.RoleRequester, "status"), nil, 5*time.Second); err != nil || string(m.Data) != "answer:tribunal.query.requester.status" {
		t.Fatalf("requester query: %v", err)
	}

	w1 := connect(events.RoleW1)
	inbox := w1.nc.NewRespInbox()
	if !strings.HasPrefix(inbox, InboxPrefix(events.RoleW1)+".") {
		t.Fatalf("inbox %q", inbox)
	}
	// W1's one query: its sealed baseline screenshots.
	if m, err := w1.nc.Request(QuerySubject(events.RoleW1, BaselineQuery), nil, 5*time.Second); err != nil || string(m.Data) != "answer:tribunal.query.w1.baseline" {
		t.Fatalf("w1 baseline query: %v", err)
	}
	work, err := w1.nc.SubscribeSync(inbox)
	if err != nil {
		t.Fatal(err)
	}
	if err := w1.nc.PublishRequest(NextSubject(events.RoleW1), inbox, []byte(`{"batch":1,"expires":2000000000}`)); err != nil {
		t.Fatal(err)
	}
	m, err := work.NextMsg(5 * time.Second)
	if err != nil {
		t.Fatalf("w1 pulls work: %v", err)
	}
	if m.Subject != subj || !strings.HasPrefix(m.Reply, "$JS.ACK.") {
		t.Fatalf("w1 got %q reply %q", m.Subject, m.Reply)
	}
	if denied(w1, func() { w1.nc.Publish(m.Reply, []byte("+ACK")) }) {
		t.Fatal("w1 may not ack its own work")
	}
	pausetest.WaitFor(t, 30*time.Second, func() error {
		info, err := cons.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if info.AckFloor.Consumer != 1 {
			return fmt.Errorf("w1's ack has not reached the consumer (ack floor %d)", info.AckFloor.Consumer)
		}
		return nil
	})
	// A pool member reads a request it was not handed (broker/pool.go).
	if m, err := w1.nc.Request(RequestGetSubject("r1"), nil, 5*time.Second); err != nil || string(m.Data) != `{"schema":"request.opened.v1"}` || m.Header.Get("Nats-Subject") != subj {
		t.Fatalf("w1 direct-gets the request: %v", err)
	}
	// The ledger writes the lease bucket.
	kv, err := js.CreateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: LeaseBucket})
	if err != nil {
		t.Fatalf("ledger creates the lease bucket: %v", err)
	}
	if _, err := kv.Put(ctx, "leader", []byte("a")); err != nil {
		t.Fatalf("ledger writes the lease: %v", err)
	}
	w1subj, _ := events.SubjectFor(events.RoleW1, events.KindObservation, "r1")
	wjs, _ := jetstream.New(w1.nc)
	if _, err := wjs.Publish(ctx, w1subj, []byte(`{}`)); err != nil {
		t.Fatalf("w1 publishes its observation: %v", err)
	}

	// Routes a witness must not have.
	for _, s := range []string{">", "tribunal.>", "tribunal.w2.>", "_INBOX.>", "_INBOX_w2.>", "_INBOX_requester.>", "$JS.API.>"} {
		if !denied(w1, func() { w1.nc.SubscribeSync(s) }) {
			t.Errorf("w1 may subscribe to %q", s)
		}
	}
	for _, s := range []string{
		"$JS.API.STREAM.LIST", "$JS.API.STREAM.INFO." + StreamName,
		"$JS.API.CONSUMER.CREATE." + StreamName, "$JS.API.DIRECT.GET." + StreamName,
		directGetPrefix + "tribunal.w2.verdict.r1", directGetPrefix + "tribunal.requester.attempt.r1",
		directGetPrefix + "tribunal.requester.request.r1.x", "$KV." + LeaseBucket + ".leader",
		"$JS.API.DIRECT.GET.KV_" + LeaseBucket + ".$KV." + LeaseBucket + ".leader",
		"$JS.API.CONSUMER.MSG.NEXT." + StreamName + "." + WorkConsumer(events.RoleW2),
		QuerySubject(events.RoleW1, "status"), QuerySubject(events.RoleRequester, "status"),
		QuerySubject(events.RoleW1, "blob"), QuerySubject(events.RoleW1, "baseline.x"), QuerySubject(events.RoleW2, BaselineQuery),
		"tribunal.w2.verdict.r1", "tribunal.w2.blob.r1", "tribunal.judge.decision.r1",
	} {
		if !denied(w1, func() { w1.nc.PublishRequest(s, inbox, []byte(`{}`)) }) {
			t.Errorf("w1 may publish to %q", s)
		}
	}
	// W2 publishes its own evidence blobs (an MCP App's JSON-RPC log and
	// tool invocation record, docs/CONTRACTS.md §9) but not W1's, and reads neither.
	w2 := connect(events.RoleW2)
	w2js, _ := jetstream.New(w2.nc)
	w2blob, _ := events.SubjectFor(events.RoleW2, events.KindBlob, "r1")
	if _, err := w2js.Publish(ctx, w2blob, []byte(`{}`)); err != nil {
		t.Fatalf("w2 publishes its blob: %v", err)
	}
	for _, s := range []string{"tribunal.w1.blob.r1", QuerySubject(events.RoleW2, "blob")} {
		if !denied(w2, func() { w2.nc.Publish(s, []byte(`{}`)) }) {
			t.Errorf("w2 may publish to %q", s)
		}
	}
	for _, s := range []string{"tribunal.w1.blob.*", "tribunal.w2.blob.*"} {
		if !denied(w2, func() { w2.nc.SubscribeSync(s) }) {
			t.Errorf("w2 may subscribe to %q", s)
		}
	}
	// The judge may not speak for a witness; the requester may not decide.
	judge := connect(events.RoleJudge)
	if !denied(judge, func() { judge.nc.Publish(w1subj, []byte(`{}`)) }) {
		t.Error("judge may publish a w1 observation")
	}
	if !denied(requester, func() { requester.nc.Publish("tribunal.judge.decision.r1", []byte(`{}`)) }) {
		t.Error("requester may publish a judge decision")
	}
}
