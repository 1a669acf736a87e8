package main

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// cmdDemo is a smoke test of a running `ledgerd serve` that needs no
// witness and no browser: the requester opens a request and an attempt,
// W1 and W2 report, the judge approves, each signing with its own key
// from the deployment and publishing with its own NATS credentials, so the
// broker's permissions and the ledger's checks are exercised for real.
// The witness reports are sample bodies, not observations of the page. It
// then asks the ledger for the judge's entry with an inclusion proof,
// checks it against the trust file's checkpoint key, and checks that the
// ledger sealed the request with the composite hash it recomputes.
func cmdDemo(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fset := newFlagSet("demo", "--dir DIR [--skeleton DIR] [--url ROOT] [--timeout DUR]", stdout)
	var dir string
	cli.DirFlag(fset, &dir, "ledgerd serve must be running on it")
	skelDir := fset.String("skeleton", "examples/acme/skeleton", "design skeleton `directory` to inline in the request")
	url := fset.String("url", "", "product root URL (default: file:// URL of examples/acme/site)")
	timeout := fset.Duration("timeout", 30*time.Second, "how long to wait for the ledger")
	if err := parseFlags(fset, args); err != nil {
		return err
	}
	if err := requireFlag(fset, "dir", dir); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	d, err := deploy.Load(dir)
	if err != nil {
		return inputError{Err: err}
	}
	trust, err := d.LoadTrust()
	if err != nil {
		return inputError{Err: err}
	}
	signers := map[events.Role]*events.Signer{}
	for _, r := range []events.Role{events.RoleRequester, events.RoleW1, events.RoleW2, events.RoleJudge} {
		if signers[r], err = keys.LoadSigningKey(d.SigningKeyFile(r)); err != nil {
			return inputError{Err: err}
		}
	}
	files, err := readSkeleton(*skelDir)
	if err != nil {
		return inputError{Err: err}
	}
	if *url == "" {
		abs, err := filepath.Abs("examples/acme/site")
		if err != nil {
			return err
		}
		*url = "file://" + abs
	}
	var nonce [6]byte
	if _, err := rand.Read(nonce[:]); err != nil {
		return err
	}
	h := &history{signers: signers, requestID: "demo-" + hex.EncodeToString(nonce[:])}
	if err := h.build(files, *url); err != nil {
		return err
	}

	conns := map[events.Role]*nats.Conn{}
	defer func() {
		for _, nc := range conns {
			nc.Close()
		}
	}()
	var lastSeq uint64 // stream sequence of this run's last event
	for _, s := range h.steps {
		nc := conns[s.role]
		if nc == nil {
			if nc, err = connectRetry(ctx, d, s.role); err != nil {
				return err
			}
			conns[s.role] = nc
		}
		js, err := jetstream.New(nc)
		if err != nil {
			return err
		}
		ack, err := js.PublishMsg(ctx, broker.Msg(s.event))
		if err != nil {
			return fmt.Errorf("demo: %s publishing %s: %w", s.role, s.event.Subject, err)
		}
		fmt.Fprintf(stdout, "%-9s published %-34s stream seq %d\n", s.role, s.event.Subject, ack.Sequence)
		lastSeq = ack.Sequence
	}

	qc := query.NewClient(conns[events.RoleRequester], events.RoleRequester)
	judged := h.steps[len(h.steps)-1].event.ID
	var head *query.HeadReply
	// The ledger commits in stream order: once its last entry comes from
	// this run's last message, every event of this run is on the chain
	// (a size alone says nothing when the chain had entries before).
	for {
		if head, err = qc.Head(ctx); err == nil && head.Size > 0 {
			var r *query.EntryReply
			if r, err = qc.Entry(ctx, head.Size-1); err == nil {
				if e, err := query.DecodeLine(&r.Entry); err == nil && e.Seq >= lastSeq {
					break
				}
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("demo: the ledger did not append the events in time: %w", ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
	v, err := trust.CheckpointVerifier()
	if err != nil {
		return inputError{Err: err}
	}
	for i := head.Size; i > 0; i-- {
		r, err := qc.Entry(ctx, i-1)
		if err != nil {
			return err
		}
		e, ck, err := r.Verify(v)
		if err != nil {
			return err
		}
		if e.Event.ID == judged {
			fmt.Fprintf(stdout, "the judge's decision is entry %d; its inclusion proof verifies against the signed checkpoint at size %d (root %x)\n",
				e.Index, ck.Size, ck.Root)
			break
		}
	}
	fmt.Fprintf(stdout, "chain: %d entries, head %s\n", head.Size, head.Head)
	fmt.Fprintf(stdout, "w1.hash %s\nw2.hash %s\nw3.hash %s (docs/CONTRACTS.md §5: H of each stored report body)\n", h.w1Hash, h.w2Hash, h.w3Hash)
	// The ledger's fold sealed the request; recompute its composite hash.
	st, err := qc.Status(ctx, h.requestID)
	if err != nil {
		return err
	}
	want := events.CompositeHash(h.w1Hash, h.w2Hash, h.w3Hash)
	if st.Verdict != events.StateSealedDeploy || st.TriWitnessLedger.CompositeHash != want {
		return fmt.Errorf("demo: request %s is %s with composite hash %s, want %s with %s", h.requestID, st.Verdict, st.TriWitnessLedger.CompositeHash, events.StateSealedDeploy, want)
	}
	fmt.Fprintf(stdout, "request %s: %s, composite_hash %s (recomputed: H(w1+w2+w3+\"PASS_CANDIDATE\"))\n", h.requestID, st.Verdict, want)
	return nil
}

// connectRetry connects as role, waiting for a ledger that is still
// starting its embedded server.
func connectRetry(ctx context.Context, d *deploy.Deployment, role events.Role) (*nats.Conn, error) {
	for {
		nc, err := broker.Connect(d.NATSURL, role, d.NkeySeedFile(role))
		if err == nil {
			return nc, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("demo: is ledgerd serve running on %s? %w", d.Dir, err)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// readSkeleton loads and checks a skeleton and returns exactly the files
// it pins, as a request carries them inline.
func readSkeleton(dir string) (map[string]string, error) {
	s, err := skeleton.LoadDir(dir, skeleton.Options{})
	if err != nil {
		return nil, err
	}
	return s.Files(), nil
}

// history builds the signed events of one request up to the judge's
// approval. The ledger derives transitions and the seal itself.
type history struct {
	signers   map[events.Role]*events.Signer
	requestID string
	steps     []step
	w1Hash    string
	w2Hash    string
	w3Hash    string
}

type step struct {
	role  events.Role
	event events.Event
}

func (h *history) add(role events.Role, kind string, b events.Body) ([]byte, error) {
	body, err := events.Encode(b)
	if err != nil {
		return nil, err
	}
	subject, err := events.SubjectFor(role, kind, h.requestID)
	if err != nil {
		return nil, err
	}
	id := fmt.Sprintf("%s-%s-%d", h.requestID, kind, len(h.steps)+1)
	h.steps = append(h.steps, step{role, h.signers[role].Sign(subject, id, body)})
	return body, nil
}

func hexHash(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func (h *history) build(files map[string]string, url string) error {
	maxNav, contrast := 5, 4.5
	req := &events.RequestOpened{
		SchemaName: events.SchemaRequestOpened, ReqID: h.requestID,
		SkeletonHash:  hexHash([]byte(files[events.SkeletonIndex])),
		RunnerVersion: "tribunal-demo/1", RubricVersion: "1.0.0",
		Skeleton:    events.Skeleton{Files: files},
		ProductURL:  url,
		Constraints: &events.Constraints{MaxNavLinks: &maxNav, MinContrastRatio: &contrast},
	}
	att := &events.AttemptSubmitted{
		SchemaName: events.SchemaAttemptSubmitted, ReqID: h.requestID, AttID: "a1",
		PriorStateVersion: "1", ProductHash: hexHash([]byte(url)), InventoryHash: hexHash([]byte("inventory")),
	}
	tuple := events.TupleFor(req, att)
	steps := []func() error{
		func() error { _, err := h.add(events.RoleRequester, events.KindRequest, req); return err },
		func() error { _, err := h.add(events.RoleRequester, events.KindAttempt, att); return err },
		func() error {
			b, err := h.add(events.RoleW1, events.KindObservation, &events.ObservationW1{
				SchemaName: events.SchemaObservationW1, ReqID: h.requestID, AttID: att.AttID, Tuple: tuple,
				Verdict: "pass", Score: 1, Deviations: []events.Deviation{}, Screenshots: []events.Screenshot{},
			})
			h.w1Hash = hexHash(b)
			return err
		},
		func() error {
			b, err := h.add(events.RoleW2, events.KindVerdict, &events.VisualVerdict{
				SchemaName: events.SchemaVisualVerdict, ReqID: h.requestID, AttID: att.AttID, Tuple: tuple,
				Verdict: "pass", ElementVerdicts: []events.ElementVerdict{},
				Lint:     events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
				Concerns: []events.Concern{},
			})
			h.w2Hash = hexHash(b)
			return err
		},
		func() error {
			b, err := h.add(events.RoleJudge, events.KindDecision, &events.JudgeDecision{
				SchemaName: events.SchemaJudgeDecision, ReqID: h.requestID, AttID: att.AttID,
				Decision: "approve", Reason: "matches the skeleton", ActorID: "demo-judge",
				Timestamp: time.Now().UTC().Truncate(time.Second).Format(time.RFC3339), StateVersion: "3",
			})
			h.w3Hash = hexHash(b)
			return err
		},
	}
	for _, s := range steps {
		if err := s(); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
	}
	return nil
}
