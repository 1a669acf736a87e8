package witness

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// Store is a witness's memory of the work it has seen, kept on disk so a
// restarted witness still knows requests opened long ago:
//
//	<dir>/requests/<request_id>.json       the request.opened.v1 body, verbatim
//	<dir>/done/<request_id>/<hex(H(attempt_id))>   empty: attempt reported
//
// Request ids are [A-Za-z0-9_-] (events.CheckRequestID), so they are safe
// file names; attempt ids are free text and are hashed. Files and
// directories are written through atomicfile, so a crash leaves the old
// file or the new one, never half of one, and a done marker once written
// survives a crash. The first request.opened.v1 for an id wins, as it does
// on the chain.
type Store struct{ dir string }

// OpenStore creates dir's layout if needed.
func OpenStore(dir string) (*Store, error) {
	for _, d := range []string{"requests", "done"} {
		if err := atomicfile.MkdirAll(filepath.Join(dir, d), 0o700); err != nil {
			return nil, fmt.Errorf("witness: store: %w", err)
		}
	}
	return &Store{dir: dir}, nil
}

func (s *Store) requestFile(id string) (string, error) {
	if err := events.CheckRequestID(id); err != nil {
		return "", fmt.Errorf("witness: store: %w", err)
	}
	return filepath.Join(s.dir, "requests", id+".json"), nil
}

// PutRequest remembers a request body (the exact bytes received) unless
// one with that id is already known; it reports whether it stored it.
func (s *Store) PutRequest(id string, body []byte) (bool, error) {
	p, err := s.requestFile(id)
	if err != nil {
		return false, err
	}
	if _, err := os.Stat(p); err == nil {
		return false, nil
	}
	return true, writeAtomic(p, body)
}

// Request returns the stored request.opened.v1 for id; ok is false when
// it was never seen.
func (s *Store) Request(id string) (r *events.RequestOpened, ok bool, err error) {
	p, err := s.requestFile(id)
	if err != nil {
		return nil, false, err
	}
	data, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("witness: store: %w", err)
	}
	b, err := events.Decode(events.SchemaRequestOpened, data)
	if err != nil {
		return nil, false, fmt.Errorf("witness: store: %s: %w", p, err)
	}
	return b.(*events.RequestOpened), true, nil
}

func (s *Store) doneFile(reqID, attID string) (string, error) {
	if err := events.CheckRequestID(reqID); err != nil {
		return "", fmt.Errorf("witness: store: %w", err)
	}
	h := sha256.Sum256([]byte(attID))
	return filepath.Join(s.dir, "done", reqID, hex.EncodeToString(h[:])), nil
}

// Done reports whether the attempt was already reported.
func (s *Store) Done(reqID, attID string) (bool, error) {
	p, err := s.doneFile(reqID, attID)
	if err != nil {
		return false, err
	}
	_, err = os.Stat(p)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	return err == nil, err
}

// MarkDone records that the attempt's report was published.
func (s *Store) MarkDone(reqID, attID string) error {
	p, err := s.doneFile(reqID, attID)
	if err != nil {
		return err
	}
	if err := atomicfile.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return fmt.Errorf("witness: store: %w", err)
	}
	return writeAtomic(p, nil)
}

func writeAtomic(path string, data []byte) error {
	if err := atomicfile.Write(path, data, 0o600); err != nil {
		return fmt.Errorf("witness: store: %w", err)
	}
	return nil
}
