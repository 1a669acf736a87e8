package cockpit

import (
	"context"
	"encoding/hex"
	"fmt"
	"net/url"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/report"
)

// SealProof is a sealed request's seal as the server checked it.
type SealProof struct {
	CompositeHash string // the ledger's
	Recomputed    string // H(w1.hash + w2.hash + w3.hash + "PASS_CANDIDATE")
	EventID       string // the seal's entry on the chain
	Index         uint64
	TreeSize      uint64
	Root          string // hex root of the signed checkpoint
	Checkpoint    string // the signed note, verbatim
}

// maxScan bounds how far back from the head the seal's entry is looked for.
const maxScan = 100000

// sealProof finds the seal's entry on the chain and verifies its
// inclusion proof against the signed checkpoint with the trust file's
// key, and recomputes the composite hash from the three witnesses'
// hashes. Any mismatch is an error carrying what was expected and found.
func (s *Server) sealProof(ctx context.Context, rep *report.Report) (*SealProof, error) {
	tw := rep.W3.TriWitnessLedger
	p := &SealProof{CompositeHash: tw.CompositeHash, Recomputed: events.CompositeHash(tw.W1.Hash, tw.W2.Hash, tw.W3.Hash), EventID: rep.Review.SealEventID}
	if p.Recomputed != p.CompositeHash {
		return p, fmt.Errorf("composite hash %s, recomputed from the witnesses' hashes %s", p.CompositeHash, p.Recomputed)
	}
	if s.cfg.Checkpoints == nil {
		return p, fmt.Errorf("no checkpoint key (trust file) to verify the seal's inclusion with")
	}
	qc := s.cfg.Judge.Session().QC
	head, err := qc.Head(ctx)
	if err != nil {
		return p, err
	}
	for i, n := head.Size, 0; i > 0 && n < maxScan; i, n = i-1, n+1 {
		r, err := qc.Entry(ctx, i-1)
		if err != nil {
			return p, err
		}
		e, err := query.DecodeLine(&r.Entry)
		if err != nil {
			return p, err
		}
		if e.Event.ID != p.EventID {
			continue
		}
		_, ck, err := r.Verify(s.cfg.Checkpoints)
		if err != nil {
			return p, err
		}
		p.Index, p.TreeSize, p.Root, p.Checkpoint = e.Index, ck.Size, hex.EncodeToString(ck.Root[:]), r.Checkpoint
		return p, nil
	}
	return p, fmt.Errorf("the seal %s is not among the chain's last %d entries", p.EventID, min(head.Size, maxScan))
}

func urlQuery(s string) string { return url.QueryEscape(s) }
