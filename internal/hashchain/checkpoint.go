package hashchain

import (
	"fmt"

	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// signCheckpoint signs c with the ledger's checkpoint key, for the writer
// to store beside the tree it describes.
func signCheckpoint(c chainformat.Checkpoint, s note.Signer) ([]byte, error) {
	msg, err := note.Sign(&note.Note{Text: c.Text()}, s)
	if err != nil {
		return nil, fmt.Errorf("hashchain: signing checkpoint at size %d: %w", c.Size, err)
	}
	return msg, nil
}

// checkpointRequired reports whether a checkpoint must be stored for the
// tree of size n whose last entry has the given subject: at every multiple
// of the interval, and after every seal (docs/CONTRACTS.md §4).
func checkpointRequired(n, interval uint64, lastSubject string) bool {
	if n == 0 {
		return false
	}
	if n%interval == 0 {
		return true
	}
	s, err := events.ParseSubject(lastSubject)
	return err == nil && s.Role == events.RoleLedger && s.Kind == events.KindSeal
}
