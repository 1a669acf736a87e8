// Package query is the ledger's request/reply query protocol over NATS and
// a client for it, for the CLIs of the roles that may ask (requester,
// judge, auditor).
//
// A query is a NATS request on
//
//	tribunal.query.<asking role>.<name>
//
// (broker.QuerySubject) whose payload is a JSON object (empty payload = {}),
// answered with one JSON object. A failed query is answered with
// {"error": "..."} and nothing else. The broker lets each role publish
// only under its own tribunal.query.<role>, so the ledger knows who asks;
// witnesses have no query subjects at all.
//
// The queries defined here (for every asking role):
//
//	head         {}                        -> HeadReply
//	checkpoint   {"size"?: N}              -> CheckpointReply
//	entry        {"index": I, "size"?: N}  -> EntryReply
//	consistency  {"from": N1, "to"?: N2}   -> ConsistencyReply
//
// The blob query (blob.go) and the governance queries status, pending,
// review, scar and W1's baseline (govern.go) are defined beside them.
// Replies carry proofs, not trust: EntryReply.Verify and
// ConsistencyReply.Verify check them against the ledger's checkpoint key.
package query

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
)

// Query names.
const (
	Head        = "head"
	Checkpoint  = "checkpoint"
	Entry       = "entry"
	Consistency = "consistency"
)

// Error texts the ledger answers with for queries it does not serve.
const (
	ErrTextUnknownQuery = "unknown query"
)

// HeadRequest asks for the chain head.
type HeadRequest struct{}

// HeadReply is the chain's current size, head link and Merkle root. It is
// not signed; ask for a checkpoint to get a signed statement.
type HeadReply struct {
	Size uint64 `json:"size"`
	Head string `json:"head"` // hex link(size-1), 64 zeros when empty
	Root string `json:"root"` // hex RFC 6962 root of the tree of size Size
}

// CheckpointRequest asks for the checkpoint at Size, or (Size nil) for a
// checkpoint of the current head: the latest stored one if it covers the
// head, else one the ledger signs and stores on demand.
type CheckpointRequest struct {
	Size *uint64 `json:"size,omitempty"`
}

// CheckpointReply is a signed checkpoint note (docs/FORMAT.md §5).
type CheckpointReply struct {
	Size uint64 `json:"size"`
	Note string `json:"note"`
}

// EntryRequest asks for entry Index with its inclusion proof in the tree of
// size Size, or (Size nil) in the tree of a checkpoint of the current head.
type EntryRequest struct {
	Index uint64  `json:"index"`
	Size  *uint64 `json:"size,omitempty"`
}

// EntryReply is an entry, its RFC 6962 inclusion proof in the tree of size
// Size, and the signed checkpoint of that size when one is stored.
type EntryReply struct {
	Entry      chainformat.ExportLine `json:"entry"`
	Size       uint64                 `json:"size"`
	Proof      [][]byte               `json:"proof"`                // hashes, base64 in JSON
	Checkpoint string                 `json:"checkpoint,omitempty"` // note at Size
}

// ConsistencyRequest asks for the consistency proof from the tree of size
// From to the tree of size To, or (To nil) to a checkpoint of the current
// head.
type ConsistencyRequest struct {
	From uint64  `json:"from"`
	To   *uint64 `json:"to,omitempty"`
}

// ConsistencyReply is an RFC 6962 consistency proof and the signed
// checkpoint at To when one is stored.
type ConsistencyReply struct {
	From       uint64   `json:"from"`
	To         uint64   `json:"to"`
	Proof      [][]byte `json:"proof"` // hashes, base64 in JSON
	Checkpoint string   `json:"checkpoint,omitempty"`
}

// ErrorReply is the answer to a query that failed.
type ErrorReply struct {
	Error string `json:"error"`
}

// Error is a query the ledger answered with {"error": ...}.
type Error struct {
	Query string
	Msg   string
}

func (e *Error) Error() string { return fmt.Sprintf("ledger query %s: %s", e.Query, e.Msg) }

// ErrBadReply is wrapped when a reply is not the JSON it should be.
var ErrBadReply = errors.New("query: malformed reply")

// DecodeReply decodes a reply payload into resp, or returns the *Error the
// ledger answered with. An error reply is an object whose ONLY key is
// "error": replies such as the W³ output carry an "error" field of their
// own among others.
func DecodeReply(name string, data []byte, resp any) error {
	var e map[string]json.RawMessage
	if err := json.Unmarshal(data, &e); err != nil {
		return fmt.Errorf("%w to %s: %v", ErrBadReply, name, err)
	}
	if raw, ok := e["error"]; ok && len(e) == 1 {
		var msg string
		if err := json.Unmarshal(raw, &msg); err != nil {
			return fmt.Errorf("%w to %s: error is not a string: %v", ErrBadReply, name, err)
		}
		return &Error{Query: name, Msg: msg}
	}
	if resp == nil {
		return nil
	}
	if err := json.Unmarshal(data, resp); err != nil {
		return fmt.Errorf("%w to %s: %v", ErrBadReply, name, err)
	}
	return nil
}

// Blob is the query for a content-addressed blob (a screenshot or diff
// PNG) by SHA-256, one stored chunk per request so that every reply stays
// under the broker's payload limit. Only the requester and the judge may
// ask; witnesses can never read each other's evidence.
const Blob = "blob"

// BlobRequest asks for chunk Chunk of the blob whose SHA-256 is SHA256.
type BlobRequest struct {
	SHA256 string `json:"sha256"`
	Chunk  int    `json:"chunk"`
}

// BlobReply is one stored blob.v1 chunk and the entry that holds it.
type BlobReply struct {
	Index     uint64 `json:"index"` // chain entry of this chunk
	SHA256    string `json:"sha256"`
	MediaType string `json:"media_type"`
	Size      int64  `json:"size"`
	Chunk     int    `json:"chunk"`
	Chunks    int    `json:"chunks"`
	Data      string `json:"data"` // base64 of this chunk's bytes
}
