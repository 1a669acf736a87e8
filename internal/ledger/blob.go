package ledger

import (
	"errors"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/query"
)

var errBlobFound = errors.New("found")

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

// blobChunk finds the first entry on the chain that holds chunk of the
// blob with SHA-256 sum on role's subject (role "": any role's), and
// returns its index and chunk, or a nil chunk when there is none.
//
// With the governance fold (Config.Govern, which "ledgerd serve" sets)
// the fold knows which entry that is (govern.State.BlobChunk), and only
// that entry is read: the answer does not grow with the chain. A ledger
// without the fold scans the chain from its start, decoding every blob
// chunk until one matches.
func (s *Server) blobChunk(sum string, chunk int, role events.Role) (uint64, *events.Blob, error) {
	if s.gov == nil {
		return s.scanBlobChunk(sum, chunk, role)
	}
	var (
		id string
		ok bool
	)
	s.gov.read(func(st *govern.State) { id, ok = st.BlobChunk(role, sum, chunk) })
	if !ok {
		return 0, nil, nil
	}
	// The fold notes a chunk before its commit: one not on the chain yet
	// is not answered, as a scan would not find it either.
	idx, ok, err := s.chain.Lookup(id)
	if err != nil || !ok {
		return 0, nil, err
	}
	e, err := s.chain.Entry(idx)
	if err != nil {
		return 0, nil, err
	}
	b, ok := blobOf(e, sum, chunk, role)
	if !ok {
		return 0, nil, fmt.Errorf("ledger: entry %d (%s) is not chunk %d of blob %s", idx, id, chunk, sum)
	}
	return idx, b, nil
}

// scanBlobChunk is blobChunk by a scan of the whole chain.
func (s *Server) scanBlobChunk(sum string, chunk int, role events.Role) (uint64, *events.Blob, error) {
	var (
		idx uint64
		out *events.Blob
	)
	err := s.chain.Scan(0, func(e chainformat.Entry) error {
		if b, ok := blobOf(e, sum, chunk, role); ok {
			idx, out = e.Index, b
			return errBlobFound
		}
		return nil
	})
	if err != nil && !errors.Is(err, errBlobFound) {
		return 0, nil, err
	}
	return idx, out, nil
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
