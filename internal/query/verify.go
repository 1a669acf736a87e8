package query

import (
	"fmt"

	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// VerifyWith makes the client check, against the ledger's checkpoint key
// v (from the trust file: keys.Trust.CheckpointVerifier), every answer
// that carries a signed checkpoint or a proof, before its caller sees it:
//
//   - checkpoint: the note is signed by v and states the reply's size;
//   - entry: EntryReply.Verify (the checkpoint, the leaf, the inclusion
//     proof);
//   - consistency: the checkpoint at To, when the reply carries one (the
//     proof itself needs the caller's older checkpoint:
//     ConsistencyReply.Verify);
//   - status and review: the W³ output's integration_receipts.checkpoint
//     (the checkpoint stored after the seal), when there is one.
//
// A failure wraps ErrProof. Nil v switches the checks off.
func (c *Client) VerifyWith(v note.Verifier) { c.ckv = v }

func (c *Client) openCheckpoint(what string, msg string, size uint64, exact bool) error {
	ck, err := chainformat.OpenCheckpoint([]byte(msg), c.ckv)
	if err != nil {
		return fmt.Errorf("%w: %s: the checkpoint is not signed by the trust file's checkpoint key %s: %v", ErrProof, what, c.ckv.Name(), err)
	}
	if exact && ck.Size != size {
		return fmt.Errorf("%w: %s: the checkpoint states size %d, the reply %d", ErrProof, what, ck.Size, size)
	}
	return nil
}

func (c *Client) checkCheckpointReply(r *CheckpointReply) error {
	if c.ckv == nil {
		return nil
	}
	return c.openCheckpoint(Checkpoint, r.Note, r.Size, true)
}

func (c *Client) checkEntryReply(r *EntryReply) error {
	if c.ckv == nil {
		return nil
	}
	_, _, err := r.Verify(c.ckv)
	return err
}

func (c *Client) checkConsistencyReply(r *ConsistencyReply) error {
	if c.ckv == nil || r.Checkpoint == "" {
		return nil
	}
	return c.openCheckpoint(Consistency, r.Checkpoint, r.To, true)
}

// checkW3 verifies the seal's checkpoint in a W³ output.
func (c *Client) checkW3(query string, w *govern.W3Output) error {
	if c.ckv == nil || w.IntegrationReceipts.Checkpoint == "" {
		return nil
	}
	return c.openCheckpoint(query+" of "+w.RequestID, w.IntegrationReceipts.Checkpoint, 0, false)
}
