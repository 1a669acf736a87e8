package ledger

import (
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// qBlob answers one chunk of a blob by its SHA-256. Blobs live on the
// chain as blob.v1 events on the witnesses' subjects (W1: screenshots; W2:
// an MCP App's log and invocation record), so nothing outside the chain
// needs verifying.
func (s *Server) qBlob(_ events.Role, data []byte) (any, error) {
	var req query.BlobRequest
	if err := decodeRequest(data, &req); err != nil {
		return nil, err
	}
	if !events.IsHex64(req.SHA256) || req.Chunk < 0 {
		return nil, fmt.Errorf("bad request: sha256 must be 64 lowercase hex digits and chunk >= 0")
	}
	idx, blob, err := s.blobChunk(req.SHA256, req.Chunk, "")
	if err != nil {
		return nil, err
	}
	if blob == nil {
		return nil, fmt.Errorf("no blob %s chunk %d on the chain", req.SHA256, req.Chunk)
	}
	return &query.BlobReply{Index: idx, SHA256: blob.SHA256, MediaType: blob.MediaType,
		Size: blob.Size, Chunk: blob.Chunk, Chunks: blob.Chunks, Data: blob.Data}, nil
}

// blobEntry finds the first entry on the chain that holds chunk of the
// blob with SHA-256 sum on role's subject (role "": any role's) and
// returns its index; false when there is none. The governance fold knows
// which entry that is (govern.State.BlobChunk), so nothing is read or
// decoded to find it and the cost does not grow with the chain.
func (s *Server) blobEntry(sum string, chunk int, role events.Role) (uint64, bool, error) {
	var (
		id string
		ok bool
	)
	s.gov.read(func(st *govern.State) { id, ok = st.BlobChunk(role, sum, chunk) })
	if !ok {
		return 0, false, nil
	}
	// The fold notes a chunk before its commit: one not on the chain yet
	// is not answered, as it could not be read.
	return s.chain.Lookup(id)
}

// blobChunk is blobEntry's entry, read and decoded: its index and chunk,
// or a nil chunk when there is none.
func (s *Server) blobChunk(sum string, chunk int, role events.Role) (uint64, *events.Blob, error) {
	idx, ok, err := s.blobEntry(sum, chunk, role)
	if err != nil || !ok {
		return 0, nil, err
	}
	e, err := s.chain.Entry(idx)
	if err != nil {
		return 0, nil, err
	}
	b, ok := blobOf(e, sum, chunk, role)
	if !ok {
		return 0, nil, fmt.Errorf("ledger: entry %d (%s) is not chunk %d of blob %s", idx, e.Event.ID, chunk, sum)
	}
	return idx, b, nil
}

// blobOf decodes e as chunk of the blob with SHA-256 sum on role's
// subject (role "": any role's); false when it is not that.
func blobOf(e chainformat.Entry, sum string, chunk int, role events.Role) (*events.Blob, bool) {
	subj, err := events.ParseSubject(e.Event.Subject)
	if err != nil || subj.Kind != events.KindBlob || (role != "" && subj.Role != role) {
		return nil, false
	}
	b, err := events.DecodeFor(subj, e.Event.Body)
	if err != nil {
		return nil, false
	}
	blob := b.(*events.Blob)
	return blob, blob.SHA256 == sum && blob.Chunk == chunk
}
