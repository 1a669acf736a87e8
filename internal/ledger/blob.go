package ledger

import (
	"errors"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
)

var errBlobFound = errors.New("found")

// qBlob answers one chunk of a blob by its SHA-256. Blobs live on the
// chain as blob.v1 events on the witnesses' subjects (W1: screenshots; W2:
// an MCP App's log and invocation record); the query scans the chain, so
// nothing outside the chain needs verifying. An index bucket is the
// optimisation once chains grow large (Verify would re-derive it).
func (s *Server) qBlob(_ events.Role, data []byte) (any, error) {
	var req query.BlobRequest
	if err := decodeRequest(data, &req); err != nil {
		return nil, err
	}
	if !events.IsHex64(req.SHA256) || req.Chunk < 0 {
		return nil, fmt.Errorf("bad request: sha256 must be 64 lowercase hex digits and chunk >= 0")
	}
	var out *query.BlobReply
	err := s.chain.Scan(0, func(e chainformat.Entry) error {
		subj, err := events.ParseSubject(e.Event.Subject)
		if err != nil || subj.Kind != events.KindBlob {
			return nil
		}
		b, err := events.DecodeFor(subj, e.Event.Body)
		if err != nil {
			return nil
		}
		blob := b.(*events.Blob)
		if blob.SHA256 != req.SHA256 || blob.Chunk != req.Chunk {
			return nil
		}
		out = &query.BlobReply{Index: e.Index, SHA256: blob.SHA256, MediaType: blob.MediaType,
			Size: blob.Size, Chunk: blob.Chunk, Chunks: blob.Chunks, Data: blob.Data}
		return errBlobFound
	})
	if err != nil && !errors.Is(err, errBlobFound) {
		return nil, err
	}
	if out == nil {
		return nil, fmt.Errorf("no blob %s chunk %d on the chain", req.SHA256, req.Chunk)
	}
	return out, nil
}
