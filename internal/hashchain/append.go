package hashchain

import (
	"fmt"
	"slices"

	"github.com/transparency-dev/merkle/compact"
	bolt "go.etcd.io/bbolt"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
)

// Result says where an appended record ended up.
type Result struct {
	Index     uint64 // the record's entry, or the earlier entry with the same id
	Duplicate bool   // the event id was already on the chain; nothing was appended
}

// Append appends records in one bbolt transaction and returns once it has
// committed (fsync, unless Options.NoSync). A record whose event id is
// already on the chain — or earlier in the same batch — is not appended
// again; its Result names the entry that holds it. If Append returns an
// error, nothing of the batch was written.
func (c *Chain) Append(recs []chainformat.Record) ([]Result, error) {
	if c.readOnly {
		return nil, ErrReadOnly
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	// Work on copies so that a failed transaction leaves memory as it was.
	size, head := c.size, c.head
	rng, err := rangeFactory.NewRange(0, size, slices.Clone(c.rng.Hashes()))
	if err != nil {
		return nil, err
	}
	results := make([]Result, len(recs))

	err = c.db.Update(func(tx *bolt.Tx) error {
		entries, links := tx.Bucket(bucketEntries), tx.Bucket(bucketLinks)
		ids, nodes := tx.Bucket(bucketIDs), tx.Bucket(bucketNodes)
		var visitErr error
		visit := func(id compact.NodeID, hash []byte) {
			if visitErr == nil {
				visitErr = nodes.Put(nodeKey(id), hash)
			}
		}
		for i := range recs {
			r := &recs[i]
			if err := r.Event.CheckHeaders(); err != nil {
				return fmt.Errorf("hashchain: record %d: %w", i, err)
			}
			if v := ids.Get([]byte(r.Event.ID)); v != nil {
				results[i] = Result{Index: be64(v), Duplicate: true}
				continue
			}
			leaf, err := chainformat.EncodeLeaf(size, head, r)
			if err != nil {
				return fmt.Errorf("hashchain: record %d: %w", i, err)
			}
			link := chainformat.Link(head, leaf)
			key := u64(size)
			if err := entries.Put(key, leaf); err != nil {
				return err
			}
			if err := links.Put(key, link[:]); err != nil {
				return err
			}
			if err := ids.Put([]byte(r.Event.ID), key); err != nil {
				return err
			}
			if err := rng.Append(leafHash(leaf), visit); err != nil {
				return err
			}
			if visitErr != nil {
				return visitErr
			}
			results[i] = Result{Index: size}
			size++
			head = link
			if checkpointRequired(size, c.interval, r.Event.Subject) {
				if err := c.putCheckpoint(tx, rng, size, head); err != nil {
					return err
				}
			}
		}
		m := tx.Bucket(bucketMeta)
		if err := m.Put(metaSize, u64(size)); err != nil {
			return err
		}
		if err := m.Put(metaHead, head[:]); err != nil {
			return err
		}
		if err := m.Put(metaRange, joinHashes(rng.Hashes())); err != nil {
			return err
		}
		return fail(failBeforeCommit, recs)
	})
	if err != nil {
		return nil, err
	}
	c.size, c.head, c.rng = size, head, rng
	return results, nil
}

// Checkpoint signs and stores a checkpoint for the current tree, unless
// one is already stored for its size, and returns it. Such on-demand
// checkpoints come on top of the required ones.
func (c *Chain) Checkpoint() ([]byte, error) {
	if c.readOnly {
		return nil, ErrReadOnly
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	err := c.db.Update(func(tx *bolt.Tx) error {
		if tx.Bucket(bucketCheckpoints).Get(u64(c.size)) != nil {
			return nil
		}
		return c.putCheckpoint(tx, c.rng, c.size, c.head)
	})
	if err != nil {
		return nil, err
	}
	return c.CheckpointAt(c.size)
}

func (c *Chain) putCheckpoint(tx *bolt.Tx, rng *compact.Range, size uint64, head [32]byte) error {
	root, err := rootOf(rng)
	if err != nil {
		return err
	}
	ck := chainformat.Checkpoint{Origin: c.opts.Key.Signer.Name(), Size: size, Root: root, Head: head, Interval: c.interval}
	msg, err := signCheckpoint(ck, c.opts.Key.Signer)
	if err != nil {
		return err
	}
	return tx.Bucket(bucketCheckpoints).Put(u64(size), msg)
}

// rootOf returns the RFC 6962 root of a compact range starting at 0.
func rootOf(rng *compact.Range) ([32]byte, error) {
	var out [32]byte
	if rng.End() == 0 {
		copy(out[:], hasher.EmptyRoot())
		return out, nil
	}
	r, err := rng.GetRootHash(nil)
	if err != nil {
		return out, err
	}
	copy(out[:], r)
	return out, nil
}

func be64(b []byte) uint64 {
	if len(b) != 8 {
		return ^uint64(0)
	}
	return uint64(b[0])<<56 | uint64(b[1])<<48 | uint64(b[2])<<40 | uint64(b[3])<<32 |
		uint64(b[4])<<24 | uint64(b[5])<<16 | uint64(b[6])<<8 | uint64(b[7])
}
