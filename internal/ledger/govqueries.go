package ledger

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// Who may ask the governance queries (docs/SECURITY.md).
var (
	StatusReaders  = []events.Role{events.RoleRequester, events.RoleJudge, events.RoleAuditor}
	PendingReaders = []events.Role{events.RoleJudge, events.RoleAuditor}
	ReviewReaders  = []events.Role{events.RoleRequester, events.RoleJudge, events.RoleAuditor}
	ScarReaders    = []events.Role{events.RoleRequester, events.RoleJudge, events.RoleAuditor}
)

// registerGovernQueries installs the queries the governance fold answers.
// baseline is the single query a witness may ask: W1's own baseline
// screenshot, by scope, screen, breakpoint and surface, and nothing else
// (docs/SECURITY.md). blob is here too: the fold's note of each chunk's
// entry is how a chunk is found (blob.go).
func (s *Server) registerGovernQueries() {
	s.HandleQuery(query.Blob, BlobReaders, s.qBlob)
	s.HandleQuery(query.Status, StatusReaders, s.qStatus)
	s.HandleQuery(query.Pending, PendingReaders, s.qPending)
	s.HandleQuery(query.Review, ReviewReaders, s.qReview)
	s.HandleQuery(query.Scar, ScarReaders, s.qScar)
	s.qmu.Lock()
	s.queries[query.Baseline] = queryRoute{roles: []events.Role{events.RoleW1}, fn: s.qBaseline}
	s.qmu.Unlock()
}

func noRequest(id string) error {
	return fmt.Errorf("%s %q", query.ErrTextNoRequest, id)
}

func (s *Server) qStatus(_ events.Role, data []byte) (any, error) {
	var req query.RequestIDRequest
	if err := decodeRequest(data, &req); err != nil {
		return nil, err
	}
	var (
		out    *govern.W3Output
		sealID string
	)
	err := s.readDurable(func(st *govern.State) {
		if r := st.Request(req.RequestID); r != nil {
			out, sealID = r.W3(), r.SealEventID
			if r.Seal == nil || r.Seal.AttID != out.AttemptID {
				sealID = ""
			}
		}
	})
	if err != nil {
		return nil, err
	}
	if out == nil {
		return nil, noRequest(req.RequestID)
	}
	if sealID != "" {
		out.IntegrationReceipts.Checkpoint = s.sealCheckpoint(sealID)
	}
	return out, nil
}

// sealCheckpoint is the signed checkpoint stored right after the seal
// (hashchain stores one after every seal, in the seal's commit), or ""
// if the chain cannot be read: the queries that call it answer only once
// the seal is durable (readDurable).
func (s *Server) sealCheckpoint(id string) string {
	idx, ok, err := s.chain.Lookup(id)
	if err != nil || !ok {
		return ""
	}
	msg, err := s.chain.CheckpointAt(idx + 1)
	if err != nil {
		return ""
	}
	return string(msg)
}

func (s *Server) qPending(_ events.Role, data []byte) (any, error) {
	if err := decodeRequest(data, &struct{}{}); err != nil {
		return nil, err
	}
	var out query.PendingReply
	if err := s.readDurable(func(st *govern.State) { out.Requests = st.PendingList() }); err != nil {
		return nil, err
	}
	return out, nil
}

func (s *Server) qReview(_ events.Role, data []byte) (any, error) {
	var req query.RequestIDRequest
	if err := decodeRequest(data, &req); err != nil {
		return nil, err
	}
	var out *govern.Review
	var sealID string
	err := s.readDurable(func(st *govern.State) {
		out = st.Review(req.RequestID)
		if out != nil {
			sealID = out.SealEventID
		}
	})
	if err != nil {
		return nil, err
	}
	if out == nil {
		return nil, noRequest(req.RequestID)
	}
	if sealID != "" && out.W3.TriWitnessLedger.CompositeHash != govern.NotComputed {
		out.W3.IntegrationReceipts.Checkpoint = s.sealCheckpoint(sealID)
	}
	return out, nil
}

func (s *Server) qScar(_ events.Role, data []byte) (any, error) {
	var req query.ScarRequest
	if err := decodeRequest(data, &req); err != nil {
		return nil, err
	}
	if !events.IsHex64(req.Fingerprint) {
		return nil, errors.New("bad request: fingerprint must be 64 lowercase hex digits")
	}
	var (
		out    *govern.Scar
		scopes []string
	)
	err := s.readDurable(func(st *govern.State) {
		sc := st.Scar(req.Scope, req.Fingerprint)
		if req.Scope == "" {
			all := st.ScarsOf(req.Fingerprint)
			for _, x := range all {
				scopes = append(scopes, strconv.Quote(x.Scope))
			}
			if sc = nil; len(all) == 1 {
				sc = all[0]
			}
		}
		if sc != nil {
			c := *sc
			c.History = append([]govern.ScarEvent(nil), sc.History...)
			out = &c
		}
	})
	if err != nil {
		return nil, err
	}
	switch {
	case out != nil:
		return out, nil
	case len(scopes) > 1:
		return nil, fmt.Errorf("scar %s is in %d baseline scopes (%s): name one", req.Fingerprint, len(scopes), strings.Join(scopes, ", "))
	case req.Scope != "":
		return nil, fmt.Errorf("no scar %s in baseline scope %q", req.Fingerprint, req.Scope)
	}
	return nil, fmt.Errorf("no scar %s", req.Fingerprint)
}

// qBaseline answers W1 with one chunk of its own screenshot that is the
// baseline of the scope, screen, breakpoint and surface — the newest
// sealed or judge-accepted frame of that scope, a blob W1 itself
// published — and nothing else: no request, no report, no hash of
// anything W2 sent. When W1 names that frame's hash as the one it holds
// (Have), the answer is that it is the same, without the bytes.
func (s *Server) qBaseline(_ events.Role, data []byte) (any, error) {
	var req query.BaselineRequest
	if err := decodeRequest(data, &req); err != nil {
		return nil, err
	}
	// The scope may be "": the scope of an old request whose skeleton
	// has no name.
	if req.Screen == "" || req.Breakpoint == "" || req.Surface == "" || req.Chunk < 0 {
		return nil, errors.New("bad request: screen, breakpoint and surface are required, chunk >= 0")
	}
	if req.Have != "" && !events.IsHex64(req.Have) {
		return nil, errors.New("bad request: have must be 64 lowercase hex digits")
	}
	var (
		sum      string
		ok       bool
		renderer *events.Renderer
	)
	if err := s.readDurable(func(st *govern.State) {
		sum, ok = st.Baseline(req.Scope, req.Screen, req.Breakpoint, req.Surface)
		renderer = st.BaselineRenderer(req.Scope, req.Screen, req.Breakpoint, req.Surface)
	}); err != nil {
		return nil, err
	}
	if !ok {
		return query.BaselineReply{Found: false}, nil
	}
	if req.Have == sum {
		// W1 holds the baseline's very frame: it needs no bytes, and the
		// entry is not read. Found means what it means below: W1
		// published the PNG.
		_, ok, err := s.blobEntry(sum, 0, events.RoleW1)
		if err != nil {
			return nil, err
		}
		if !ok {
			return query.BaselineReply{Found: false}, nil
		}
		return query.BaselineReply{Found: true, Same: true, SHA256: sum, Renderer: renderer}, nil
	}
	_, b, err := s.blobChunk(sum, req.Chunk, events.RoleW1)
	if err != nil {
		return nil, err
	}
	if b == nil {
		// Sealed, but W1 never published the PNG: nothing to compare with.
		return query.BaselineReply{Found: false}, nil
	}
	return query.BaselineReply{Found: true, SHA256: b.SHA256, Size: b.Size, Chunk: b.Chunk, Chunks: b.Chunks, Data: b.Data, Renderer: renderer}, nil
}
