package govern

import (
	"strings"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// The fold remembers where each blob chunk first came on the chain, so
// that the ledger's blob and baseline queries read that one entry instead
// of scanning the chain for it, decoding every chunk before it: a chain of
// screenshots grows by megabytes per request, and W1 asks for its baseline
// on every frame it checks. Nothing is derived from it and it changes no
// event; it is rebuilt with the rest of the state from the chain.

// blobKey is one chunk of a blob on one role's subject; role "" is any
// role's.
type blobKey struct {
	role  events.Role
	sum   string
	chunk int
}

// noteBlob records rec, an accepted blob.v1 chunk b, unless an earlier
// entry already holds the same chunk of the same blob (on its role's
// subject, and on any role's).
func (s *State) noteBlob(rec *chainformat.Record, b *events.Blob) {
	sub, err := events.ParseSubject(rec.Event.Subject)
	if err != nil {
		return
	}
	// The sum is copied: a decoded chunk's strings may share one copy of
	// its whole body, which the map would otherwise keep alive.
	sum := strings.Clone(b.SHA256)
	for _, role := range []events.Role{sub.Role, ""} {
		k := blobKey{role, sum, b.Chunk}
		if _, ok := s.blobs[k]; !ok {
			s.blobs[k] = rec.Event.ID
		}
	}
}

// BlobChunk returns the event id of the first entry on the chain that
// holds chunk of the blob with SHA-256 sum on role's subject (role ""
// means any role's).
func (s *State) BlobChunk(role events.Role, sum string, chunk int) (string, bool) {
	id, ok := s.blobs[blobKey{role, sum, chunk}]
	return id, ok
}
