package hashchain

import (
	"errors"
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// A ledger of a hot-standby pair answers queries under a lease term, its
// fencing token (internal/ledger, lease.go). The lease lives in a
// JetStream bucket, which a cluster can lose whole (a power cut on disks
// that keep no unsynced directory entry): a term kept only there would
// start again from 1 and be handed out twice. So each ledger records in
// its own chain file, durably before it answers under it, the highest
// term it has held or seen, with the lease value that named it; the file
// survives what the stream does not, and a new term is always above it.
// The record sits in the meta bucket beside the chain, not in it: the
// entries, head and checkpoints stay a pure function of the stream, equal
// on every ledger's copy.

// ErrStaleTerm is returned by RecordLeaseTerm for a term below the one
// the file holds: terms only grow.
var ErrStaleTerm = errors.New("hashchain: lease term below the one recorded")

// LeaseTerm returns the highest lease term recorded in the file and the
// lease value recorded with it (0 and nil: none).
func (c *Chain) LeaseTerm() (term uint64, value []byte, err error) {
	err = c.db.View(func(tx *bolt.Tx) error {
		v := tx.Bucket(bucketMeta).Get(metaLeaseTerm)
		if v == nil {
			return nil
		}
		if len(v) < 8 {
			return fmt.Errorf("%w: malformed lease term in meta", ErrFormat)
		}
		term, value = be64(v[:8]), append([]byte(nil), v[8:]...)
		return nil
	})
	return term, value, err
}

// RecordLeaseTerm durably records term and the lease value that named it
// (one fsynced bbolt commit). A term equal to the recorded one replaces
// its value; a lower one is refused with ErrStaleTerm.
func (c *Chain) RecordLeaseTerm(term uint64, value []byte) error {
	if c.readOnly {
		return ErrReadOnly
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	return c.db.Update(func(tx *bolt.Tx) error {
		m := tx.Bucket(bucketMeta)
		if v := m.Get(metaLeaseTerm); len(v) >= 8 && be64(v[:8]) > term {
			return fmt.Errorf("%w: %d is below %d", ErrStaleTerm, term, be64(v[:8]))
		}
		return m.Put(metaLeaseTerm, append(u64(term), value...))
	})
}
