package witness

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// env is a real ledger (embedded NATS, bbolt) on a fresh deployment.
type env struct {
	t       *testing.T
	d       *deploy.Deployment
	srv     *ledger.Server
	signers map[events.Role]*events.Signer
	req     *ledgertest.Conn
	qc      *query.Client
	// site is a product root the witnesses allow; siteURL its file URL.
	site, siteURL string
	// mcpServers are the witnesses' --mcp-server-root directories.
	mcpServers []string
}

func newEnv(t *testing.T) *env {
	t.Helper()
	d := ledgertest.NewDeployment(t)
	cfg := ledger.ConfigFromDeployment(d)
	cfg.Govern = true // the W³ fold, as ledgerd serve runs it
	srv, err := ledger.Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
	})
	e := &env{t: t, d: d, srv: srv, signers: ledgertest.Signers(t, d), site: t.TempDir()}
	e.siteURL = "file://" + e.site
	e.req = ledgertest.Connect(t, srv.NATSURL(), d, events.RoleRequester)
	e.qc = query.NewClient(e.req.NC, events.RoleRequester)
	return e
}

// witness starts Serve as role with obs and returns a stop function that
// waits for it to end.
func (e *env) witness(role events.Role, stateDir string, obs Observer) func() {
	e.t.Helper()
	return e.daemon(role, stateDir, func(ctx context.Context, cfg Config) error { return Serve(ctx, cfg, obs) })
}

// daemon runs serve(ctx, cfg) with role's Config from the deployment
// until the returned stop (or the test's end); it waits for Ready.
func (e *env) daemon(role events.Role, stateDir string, serve func(ctx context.Context, cfg Config) error) func() {
	e.t.Helper()
	f := endpoint.Flags{Dir: e.d.Dir}
	ep, err := f.Resolve(role, true)
	if err != nil {
		e.t.Fatal(err)
	}
	signer, err := ep.Signer()
	if err != nil {
		e.t.Fatal(err)
	}
	trust, err := ep.Trust()
	if err != nil {
		e.t.Fatal(err)
	}
	roots, err := NewProductRoots([]string{e.site}, []string{"127.0.0.1"})
	if err != nil {
		e.t.Fatal(err)
	}
	if roots.MCPServers, err = browser.NewFileRoots(e.mcpServers...); err != nil {
		e.t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan struct{})
	done := make(chan error, 1)
	go func() {
		done <- serve(ctx, Config{
			Role: role, Connect: ep.Connect, Signer: signer, Trust: trust, StateDir: stateDir, Roots: roots,
			Logger: slog.New(slog.DiscardHandler), PullExpires: time.Second, ChunkSize: 1000,
			Ready: func() { close(ready) },
		})
	}()
	select {
	case <-ready:
	case err := <-done:
		e.t.Fatalf("witness ended: %v", err)
	case <-time.After(10 * time.Second):
		e.t.Fatal("witness not ready")
	}
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		select {
		case err := <-done:
			if err != nil {
				e.t.Errorf("Serve: %v", err)
			}
		case <-time.After(20 * time.Second):
			e.t.Error("witness did not stop")
		}
	}
	e.t.Cleanup(stop)
	return stop
}

func (e *env) publish(kind, reqID, id string, b events.Body) {
	e.t.Helper()
	ev := ledgertest.Sign(e.t, e.signers[events.RoleRequester], events.RoleRequester, kind, reqID, id, b)
	if _, err := e.req.Publish(context.Background(), ev); err != nil {
		e.t.Fatal(err)
	}
}

// waitFor polls the chain until an entry on subject exists and returns
// every entry on it.
func (e *env) waitFor(subject string, n int) []events.Event {
	e.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var got []events.Event
		head, err := e.qc.Head(context.Background())
		if err == nil {
			for i := uint64(0); i < head.Size; i++ {
				r, err := e.qc.Entry(context.Background(), i)
				if err != nil {
					e.t.Fatal(err)
				}
				en, err := query.DecodeLine(&r.Entry)
				if err != nil {
					e.t.Fatal(err)
				}
				if en.Event.Subject == subject {
					got = append(got, en.Event)
				}
			}
		}
		if len(got) >= n {
			return got
		}
		if time.Now().After(deadline) {
			e.t.Fatalf("no %d entries on %s (have %d)", n, subject, len(got))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func request(t *testing.T, id, url, payload string) *events.RequestOpened {
	t.Helper()
	sk, err := skeleton.LoadDir("../../examples/acme/skeleton", skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return &events.RequestOpened{SchemaName: events.SchemaRequestOpened, ReqID: id, SkeletonHash: sk.Hash,
		RunnerVersion: "test/1", RubricVersion: "1.1.0", Skeleton: events.Skeleton{Files: sk.Files()},
		ProductURL: url, DOMPayload: payload}
}

func attempt(id, att, prior string) *events.AttemptSubmitted {
	return &events.AttemptSubmitted{SchemaName: events.SchemaAttemptSubmitted, ReqID: id, AttID: att,
		PriorStateVersion: prior, ProductHash: "p", InventoryHash: "i"}
}

// passW1 is an observer that reports pass with one screenshot blob of 2500
// bytes (three chunks of ChunkSize 1000).
func passW1(calls *atomic.Int32) Observer {
	return func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
		calls.Add(1)
		png := []byte(strings.Repeat("x", 2500))
		h := sha256.Sum256(png)
		return Output{
			Blobs: []Blob{{MediaType: "image/png", Data: png}},
			Report: &events.ObservationW1{SchemaName: events.SchemaObservationW1, ReqID: j.Tuple.RequestID,
				AttID: j.Tuple.AttemptID, Tuple: j.Tuple, Verdict: events.VerdictPass, Score: 1,
				Deviations: []events.Deviation{}, Error: "",
				Screenshots: []events.Screenshot{{Screen: "home", Breakpoint: "mobile", Surface: "web",
					SHA256: hex.EncodeToString(h[:]), Width: 1, Height: 1}}},
			Ops: []*events.OpsObservation{{Kind: events.OpsExternalToolSlow, Tool: "chromium", Detail: "slow"}},
		}
	}
}

// TestServeReports: requests are remembered, each attempt is observed
// once, blobs precede the report, the tuple is the request's and a
// restarted witness (same store) still knows old requests.
func TestServeReports(t *testing.T) {
	e := newEnv(t)
	state := t.TempDir()
	var calls atomic.Int32
	stop := e.witness(events.RoleW1, state, passW1(&calls))

	e.publish(events.KindRequest, "r1", "r1-open", request(t, "r1", e.siteURL, ""))
	e.publish(events.KindAttempt, "r1", "r1-a1", attempt("r1", "a1", "1"))
	reports := e.waitFor("tribunal.w1.observation.r1", 1)
	blobs := e.waitFor("tribunal.w1.blob.r1", 3)
	e.waitFor("tribunal.w1.ops.r1", 1)
	b, err := events.Decode(events.SchemaObservationW1, reports[0].Body)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.(*events.ObservationW1); got.Verdict != events.VerdictPass || got.Tuple.PriorStateVersion != "1" {
		t.Errorf("report = %+v", got)
	}
	for _, ev := range append(reports, blobs...) {
		if !strings.HasPrefix(ev.ID, "w1-") || len(ev.ID) != 3+32 {
			t.Errorf("event id %q is not a random w1 id", ev.ID)
		}
	}

	// Restart: the new process knows r1 from its store alone.
	stop()
	e.witness(events.RoleW1, state, passW1(&calls))
	e.publish(events.KindAttempt, "r1", "r1-a2", attempt("r1", "a2", "3"))
	e.waitFor("tribunal.w1.observation.r1", 2)
	if n := calls.Load(); n != 2 {
		t.Errorf("observer called %d times, want 2", n)
	}
}

// TestServeUnavailable: a request the witness must not render, or whose
// skeleton is broken, is still reported, as AUDIT_UNAVAILABLE with the
// reason, without calling the observer.
func TestServeUnavailable(t *testing.T) {
	e := newEnv(t)
	var calls atomic.Int32
	e.witness(events.RoleW2, t.TempDir(), func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
		calls.Add(1)
		return Output{}
	})
	broken := request(t, "r2", e.siteURL, "")
	broken.Skeleton.Files["screens/home.yaml"] += "\n# edited\n"
	cases := []struct {
		id   string
		req  *events.RequestOpened
		want string
	}{
		{"short", request(t, "short", "", "<p>tiny</p>"), ErrDOMPayloadMissing},
		{"r2", broken, "hash"},
	}
	for _, c := range cases {
		e.publish(events.KindRequest, c.id, c.id+"-open", c.req)
		e.publish(events.KindAttempt, c.id, c.id+"-a1", attempt(c.id, "a1", "1"))
	}
	for _, c := range cases {
		ev := e.waitFor("tribunal.w2.verdict."+c.id, 1)[0]
		b, err := events.Decode(events.SchemaVisualVerdict, ev.Body)
		if err != nil {
			t.Fatal(err)
		}
		v := b.(*events.VisualVerdict)
		if v.Verdict != events.VerdictAuditUnavailable || !strings.Contains(v.Error, c.want) {
			t.Errorf("%s: verdict %s error %q, want AUDIT_UNAVAILABLE with %q", c.id, v.Verdict, v.Error, c.want)
		}
	}
	if n := calls.Load(); n != 0 {
		t.Errorf("observer called %d times for jobs that must not render", n)
	}
}

// TestServePanic: an observer that panics yields AUDIT_UNAVAILABLE, and
// the witness carries on.
func TestServePanic(t *testing.T) {
	e := newEnv(t)
	e.witness(events.RoleW1, t.TempDir(), func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
		panic(fmt.Sprintf("boom %s", j.Tuple.AttemptID))
	})
	e.publish(events.KindRequest, "r3", "r3-open", request(t, "r3", e.siteURL, ""))
	e.publish(events.KindAttempt, "r3", "r3-a1", attempt("r3", "a1", "1"))
	ev := e.waitFor("tribunal.w1.observation.r3", 1)[0]
	if !strings.Contains(string(ev.Body), "boom a1") {
		t.Errorf("report %s does not carry the panic", ev.Body)
	}
}

// TestServeFollowUps: an observer's follow-up events (W2's drift verdict)
// go out on the witness's own subject right after its report, signed like
// it, and the ledger takes them.
func TestServeFollowUps(t *testing.T) {
	e := newEnv(t)
	e.witness(events.RoleW2, t.TempDir(), func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
		v := &events.VisualVerdict{SchemaName: events.SchemaVisualVerdict, ReqID: j.Tuple.RequestID, AttID: j.Tuple.AttemptID,
			Tuple: j.Tuple, Verdict: events.VerdictReject, ElementVerdicts: []events.ElementVerdict{},
			Lint:     events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
			Concerns: []events.Concern{}, MicroDriftOnly: true}
		body, err := events.Encode(v)
		if err != nil {
			t.Error(err)
		}
		h := sha256.Sum256(body)
		return Output{Report: v, FollowUps: []FollowUp{{Kind: events.KindDrift, Body: &events.DriftVerdict{
			SchemaName: events.SchemaDriftVerdict, ReqID: v.ReqID, AttID: v.AttID, Tuple: j.Tuple,
			DriftDecision: events.DecisionApprove, Reason: "micro-drift", VisualVerdictSHA256: hex.EncodeToString(h[:])}}}}
	})
	e.publish(events.KindRequest, "r4", "r4-open", request(t, "r4", e.siteURL, ""))
	e.publish(events.KindAttempt, "r4", "r4-a1", attempt("r4", "a1", "1"))
	drift := e.waitFor("tribunal.w2.drift.r4", 1)[0]
	verdict := e.waitFor("tribunal.w2.verdict.r4", 1)[0]
	h := sha256.Sum256(verdict.Body)
	if !strings.Contains(string(drift.Body), hex.EncodeToString(h[:])) || !strings.HasPrefix(drift.ID, "w2-") {
		t.Errorf("drift verdict %s (%s) does not name the published verdict", drift.Body, drift.ID)
	}
	vi, _, _ := e.srv.Chain().Lookup(verdict.ID)
	di, _, _ := e.srv.Chain().Lookup(drift.ID)
	if di <= vi {
		t.Errorf("drift verdict at entry %d, the verdict at %d: the follow-up must come after", di, vi)
	}
}
