package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"

	"fmt"
	"io"
	"path/filepath"
	"time"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// cmdDemo appends one signed request history — request, attempt, both
// witness reports, the judge's approval and the ledger's transitions and
// seal — to a deployment's chain through the group committer, signing
// each event with its own role's key from the deployment. It is what
// `make run` records until the daemons land; the events are the same
// bytes the daemons will publish, but their stream positions are
// synthetic (sequence from 1, times from a fixed epoch).
func cmdDemo(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fset := newFlagSet("demo", "--dir D [--skeleton DIR] [--url ROOT]", stderr)
	dir := fset.String("dir", "", "deployment `directory` made by ledgerd init")
	skelDir := fset.String("skeleton", "examples/acme/skeleton", "design skeleton `directory` to inline in the request")
	url := fset.String("url", "", "product root URL (default: file:// URL of examples/acme/site)")
	if err := parseFlags(fset, args); err != nil {
		return err
	}
	if err := requireFlag(fset, "dir", *dir); err != nil {
		return err
	}
	d, err := deploy.Load(*dir)
	if err != nil {
		return inputError{err}
	}
	signers := map[events.Role]*events.Signer{}
	for _, r := range []events.Role{events.RoleRequester, events.RoleW1, events.RoleW2, events.RoleJudge, events.RoleLedger} {
		if signers[r], err = keys.LoadSigningKey(d.SigningKeyFile(r)); err != nil {
			return inputError{err}
		}
	}
	ck, err := keys.LoadCheckpointKey(d.CheckpointKeyFile())
	if err != nil {
		return inputError{err}
	}
	files, err := readSkeleton(*skelDir)
	if err != nil {
		return inputError{err}
	}
	if *url == "" {
		abs, err := filepath.Abs("examples/acme/site")
		if err != nil {
			return err
		}
		*url = "file://" + abs
	}

	h := &history{signers: signers, requestID: "demo-" + time.Now().UTC().Format("20060102T150405")}
	if err := h.build(files, *url); err != nil {
		return err
	}

	chain, err := hashchain.Open(d.DB, hashchain.Options{Key: ck})
	if err != nil {
		return err
	}
	g := chain.NewCommitter(0)
	pending := make([]*hashchain.Pending, len(h.recs))
	for i, r := range h.recs {
		pending[i] = g.Submit(r)
	}
	g.Close()
	appended := 0
	for _, p := range pending {
		res, err := p.Wait(ctx)
		if err != nil {
			chain.Close()
			return err
		}
		for _, r := range res {
			if !r.Duplicate {
				appended++
			}
		}
	}
	size, head := chain.Head()
	if err := chain.Close(); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "request %s: %d events appended to %s\n", h.requestID, appended, d.DB)
	fmt.Fprintf(stdout, "  W1 %s  %s\n  W2 %s  %s\n  W3 %s  %s\n", h.w1Verdict, h.w1Hash, h.w2Verdict, h.w2Hash, "PASS", h.w3Hash)
	fmt.Fprintf(stdout, "  verdict SEALED_DEPLOY, composite_hash %s\n", h.composite)
	fmt.Fprintf(stdout, "chain: %d entries, head %x\n", size, head)
	return nil
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

// history builds the records of one request that ends in a seal.
type history struct {
	signers   map[events.Role]*events.Signer
	requestID string
	recs      []hashchain.Record
	w1Hash    string
	w2Hash    string
	w3Hash    string
	composite string
	w1Verdict string
	w2Verdict string
}

var demoEpoch = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func (h *history) add(role events.Role, kind string, b events.Body) ([]byte, error) {
	body, err := events.Encode(b)
	if err != nil {
		return nil, err
	}
	subject, err := events.SubjectFor(role, kind, h.requestID)
	if err != nil {
		return nil, err
	}
	seq := uint64(len(h.recs) + 1)
	id := fmt.Sprintf("%s-%s-%d", h.requestID, kind, seq)
	h.recs = append(h.recs, hashchain.Record{
		Seq: seq, Time: demoEpoch.Add(time.Duration(seq) * time.Second).UnixNano(),
		Event: h.signers[role].Sign(subject, id, body),
	})
	return body, nil
}

func hexHash(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func (h *history) transition(from, to string, version int64, att string) error {
	_, err := h.add(events.RoleLedger, events.KindTransition, &events.StateTransition{
		SchemaName: events.SchemaStateTransition, ReqID: h.requestID, AttID: att,
		From: from, To: to, Version: version, CauseEventID: h.recs[len(h.recs)-1].Event.ID,
	})
	return err
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
	h.w1Verdict, h.w2Verdict = "pass", "pass"
	steps := []func() error{
		func() error { _, err := h.add(events.RoleRequester, events.KindRequest, req); return err },
		func() error { return h.transition("", "OPEN", 1, "") },
		func() error { _, err := h.add(events.RoleRequester, events.KindAttempt, att); return err },
		func() error { return h.transition("OPEN", "OBSERVING", 2, att.AttID) },
		func() error {
			b, err := h.add(events.RoleW1, events.KindObservation, &events.ObservationW1{
				SchemaName: events.SchemaObservationW1, ReqID: h.requestID, AttID: att.AttID, Tuple: tuple,
				Verdict: h.w1Verdict, Score: 1, Deviations: []events.Deviation{}, Screenshots: []events.Screenshot{},
			})
			h.w1Hash = hexHash(b)
			return err
		},
		func() error {
			b, err := h.add(events.RoleW2, events.KindVerdict, &events.VisualVerdict{
				SchemaName: events.SchemaVisualVerdict, ReqID: h.requestID, AttID: att.AttID, Tuple: tuple,
				Verdict: h.w2Verdict, ElementVerdicts: []events.ElementVerdict{},
				Lint:     events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
				Concerns: []events.Concern{},
			})
			h.w2Hash = hexHash(b)
			return err
		},
		func() error { return h.transition("OBSERVING", "PASS_CANDIDATE", 3, att.AttID) },
		func() error {
			b, err := h.add(events.RoleJudge, events.KindDecision, &events.JudgeDecision{
				SchemaName: events.SchemaJudgeDecision, ReqID: h.requestID, AttID: att.AttID,
				Decision: "approve", Reason: "matches the skeleton", ActorID: "demo-judge",
				Timestamp: demoEpoch.Add(time.Hour).Format(time.RFC3339), StateVersion: "3",
			})
			h.w3Hash = hexHash(b)
			return err
		},
		func() error {
			h.composite = events.CompositeHash(h.w1Hash, h.w2Hash, h.w3Hash)
			_, err := h.add(events.RoleLedger, events.KindSeal, &events.Seal{
				SchemaName: events.SchemaSeal, ReqID: h.requestID, AttID: att.AttID,
				W1Hash: h.w1Hash, W2Hash: h.w2Hash, W3Hash: h.w3Hash, CompositeHash: h.composite,
				DecisionEventID: h.recs[len(h.recs)-1].Event.ID, StateVersion: "3",
			})
			return err
		},
		func() error { return h.transition("PASS_CANDIDATE", "SEALED_DEPLOY", 4, att.AttID) },
	}
	for _, s := range steps {
		if err := s(); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
	}
	return nil
}
