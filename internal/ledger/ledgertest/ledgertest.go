// Package ledgertest helps tests drive a real ledger: a fresh deployment,
// every role's real credentials, signed sample events, publishing them
// through JetStream, and waiting for the chain to reach a size through the
// ledger's own queries. It holds no fakes; everything it touches is real.
package ledgertest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// NewDeployment creates a deployment in a fresh temporary directory, with
// its own free loopback port.
func NewDeployment(t testing.TB) *deploy.Deployment {
	t.Helper()
	d, err := deploy.Create(filepath.Join(t.TempDir(), "deploy"), deploy.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Signers loads every signing role's key from the deployment.
func Signers(t testing.TB, d *deploy.Deployment) map[events.Role]*events.Signer {
	t.Helper()
	out := map[events.Role]*events.Signer{}
	for _, role := range events.Roles {
		if !keys.Signs(role) {
			continue
		}
		s, err := keys.LoadSigningKey(d.SigningKeyFile(role))
		if err != nil {
			t.Fatal(err)
		}
		out[role] = s
	}
	return out
}

// Conn is a role's connection with every async error it received, so
// tests can assert that the broker refused something.
type Conn struct {
	Role events.Role
	NC   *nats.Conn
	JS   jetstream.JetStream

	mu   sync.Mutex
	errs []error
}

// Connect connects to url as role with the deployment's credentials for
// it. The connection is closed when the test ends.
func Connect(t testing.TB, url string, d *deploy.Deployment, role events.Role) *Conn {
	t.Helper()
	c := &Conn{Role: role}
	nc, err := broker.Connect(url, role, d.NkeySeedFile(role),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
			c.mu.Lock()
			c.errs = append(c.errs, err)
			c.mu.Unlock()
		}))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	c.NC = nc
	if c.JS, err = jetstream.New(nc); err != nil {
		t.Fatal(err)
	}
	return c
}

// Errs returns the async errors received so far.
func (c *Conn) Errs() []error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]error(nil), c.errs...)
}

// ErrCount is the number of async errors received so far.
func (c *Conn) ErrCount() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.errs)
}

// WaitViolation waits (up to timeout) for a permission violation, among
// the errors received after the first `from`, whose text contains match
// (use `"SUBJECT"` with the quotes for an exact subject, `"PREFIX` for a
// prefix). It is how a test proves that the broker refused an operation.
func (c *Conn) WaitViolation(from int, match string, timeout time.Duration) error {
	c.NC.Flush()
	return pausetest.Wait(timeout, func() error {
		c.mu.Lock()
		defer c.mu.Unlock()
		errs := c.errs[min(from, len(c.errs)):]
		for _, err := range errs {
			if errors.Is(err, nats.ErrPermissionViolation) && strings.Contains(err.Error(), match) {
				return nil
			}
		}
		return fmt.Errorf("no permission violation matching %s (errors since: %v)", match, errs)
	})
}

// Msg renders an event as the NATS message a publisher sends.
func Msg(e events.Event) *nats.Msg { return broker.Msg(e) }

// Publish publishes an event through JetStream and returns the stream's
// acknowledgement.
func (c *Conn) Publish(ctx context.Context, e events.Event) (*jetstream.PubAck, error) {
	return c.JS.PublishMsg(ctx, Msg(e))
}

// Sample is one signed event of a sample history and the role whose
// connection publishes it.
type Sample struct {
	Role  events.Role
	Event events.Event
}

func hexHash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// History returns the signed events of one request: request, attempt, the
// W1 and W2 reports and the judge's approval, each signed by its role's
// key, with ids prefixed by prefix.
func History(t testing.TB, signers map[events.Role]*events.Signer, requestID, prefix string) []Sample {
	t.Helper()
	maxNav, contrast := 5, 4.5
	index := "schema: design-skeleton.v1\n"
	req := &events.RequestOpened{
		SchemaName: events.SchemaRequestOpened, ReqID: requestID,
		SkeletonHash: hexHash([]byte(index)), RunnerVersion: "test/1", RubricVersion: "1.0.0",
		Skeleton:    events.Skeleton{Files: map[string]string{events.SkeletonIndex: index}},
		ProductURL:  "file:///tmp/site",
		Constraints: &events.Constraints{MaxNavLinks: &maxNav, MinContrastRatio: &contrast},
	}
	att := &events.AttemptSubmitted{
		SchemaName: events.SchemaAttemptSubmitted, ReqID: requestID, AttID: "a1",
		PriorStateVersion: "1", ProductHash: hexHash([]byte("product")), InventoryHash: hexHash([]byte("inventory")),
	}
	tuple := events.TupleFor(req, att)
	w1 := &events.ObservationW1{
		SchemaName: events.SchemaObservationW1, ReqID: requestID, AttID: "a1", Tuple: tuple,
		Verdict: events.VerdictPass, Score: 1, Deviations: []events.Deviation{}, Screenshots: []events.Screenshot{},
	}
	w2 := &events.VisualVerdict{
		SchemaName: events.SchemaVisualVerdict, ReqID: requestID, AttID: "a1", Tuple: tuple,
		Verdict: events.VerdictPass, ElementVerdicts: []events.ElementVerdict{},
		Lint:     events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
		Concerns: []events.Concern{},
	}
	jd := &events.JudgeDecision{
		SchemaName: events.SchemaJudgeDecision, ReqID: requestID, AttID: "a1",
		Decision: events.DecisionApprove, Reason: "matches", ActorID: "judge-1",
		Timestamp: "2026-01-01T00:00:00Z", StateVersion: "3",
	}
	steps := []struct {
		role events.Role
		kind string
		body events.Body
	}{
		{events.RoleRequester, events.KindRequest, req},
		{events.RoleRequester, events.KindAttempt, att},
		{events.RoleW1, events.KindObservation, w1},
		{events.RoleW2, events.KindVerdict, w2},
		{events.RoleJudge, events.KindDecision, jd},
	}
	out := make([]Sample, len(steps))
	for i, s := range steps {
		out[i] = Sample{Role: s.role, Event: Sign(t, signers[s.role], s.role, s.kind, requestID, fmt.Sprintf("%s-%s-%d", prefix, s.kind, i), s.body)}
	}
	return out
}

// Sign encodes body and signs it with s as an event of role and kind for
// requestID. The subject's role may differ from the signer's: tests of
// wrong-role keys need that.
func Sign(t testing.TB, s *events.Signer, role events.Role, kind, requestID, id string, body events.Body) events.Event {
	t.Helper()
	data, err := events.Encode(body)
	if err != nil {
		t.Fatal(err)
	}
	return SignBytes(t, s, role, kind, requestID, id, data)
}

// SignBytes signs raw body bytes (which need not be a valid body).
func SignBytes(t testing.TB, s *events.Signer, role events.Role, kind, requestID, id string, body []byte) events.Event {
	t.Helper()
	subject, err := events.SubjectFor(role, kind, requestID)
	if err != nil {
		t.Fatal(err)
	}
	return s.Sign(subject, id, body)
}

// WaitSize polls the head query until the chain holds at least n entries,
// and returns the head. It fails the test after timeout.
func WaitSize(t testing.TB, qc *query.Client, n uint64, timeout time.Duration) *query.HeadReply {
	t.Helper()
	var head *query.HeadReply
	pausetest.WaitFor(t, timeout, func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		h, err := qc.Head(ctx)
		cancel()
		if err == nil && h.Size >= n {
			head = h
			return nil
		}
		return fmt.Errorf("chain has not reached %d entries (last head %+v, err %v)", n, h, err)
	})
	return head
}
