package hashchain

import (
	"encoding/binary"
	"fmt"

	"github.com/transparency-dev/merkle/compact"
	"github.com/transparency-dev/merkle/proof"
	bolt "go.etcd.io/bbolt"
)

// LatestCheckpoint returns the newest signed checkpoint note, or nil if
// none has been written.
func (c *Chain) LatestCheckpoint() ([]byte, error) {
	var msg []byte
	err := c.db.View(func(tx *bolt.Tx) error {
		if _, v := tx.Bucket(bucketCheckpoints).Cursor().Last(); v != nil {
			msg = append([]byte(nil), v...)
		}
		return nil
	})
	return msg, err
}

// CheckpointAt returns the stored checkpoint note for tree size n.
func (c *Chain) CheckpointAt(n uint64) ([]byte, error) {
	var msg []byte
	err := c.db.View(func(tx *bolt.Tx) error {
		v := tx.Bucket(bucketCheckpoints).Get(u64(n))
		if v == nil {
			return fmt.Errorf("hashchain: no checkpoint at size %d", n)
		}
		msg = append([]byte(nil), v...)
		return nil
	})
	return msg, err
}

// CheckpointSizes lists the tree sizes that have a stored checkpoint.
func (c *Chain) CheckpointSizes() ([]uint64, error) {
	var out []uint64
	err := c.db.View(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketCheckpoints).ForEach(func(k, _ []byte) error {
			if len(k) != 8 {
				return fmt.Errorf("%w: checkpoint key %x is not a u64", ErrFormat, k)
			}
			out = append(out, binary.BigEndian.Uint64(k))
			return nil
		})
	})
	return out, err
}

// LeafHash returns the RFC 6962 leaf hash of entry i.
func (c *Chain) LeafHash(i uint64) ([]byte, error) {
	var h []byte
	err := c.db.View(func(tx *bolt.Tx) error {
		v := tx.Bucket(bucketNodes).Get(nodeKey(compact.NewNodeID(0, i)))
		if v == nil {
			return fmt.Errorf("hashchain: no entry %d", i)
		}
		h = append([]byte(nil), v...)
		return nil
	})
	return h, err
}

// RootAt returns the Merkle root of the tree of the first n entries.
func (c *Chain) RootAt(n uint64) ([32]byte, error) {
	var root [32]byte
	// The size check comes before the read transaction, never inside it
	// (checkSize).
	if err := c.checkSize(n); err != nil {
		return root, err
	}
	err := c.db.View(func(tx *bolt.Tx) error {
		ids := compact.RangeNodes(0, n, nil)
		hashes, err := fetchNodes(tx, ids)
		if err != nil {
			return err
		}
		rng, err := rangeFactory.NewRange(0, n, hashes)
		if err != nil {
			return err
		}
		root, err = rootOf(rng)
		return err
	})
	return root, err
}

// InclusionProof returns the RFC 6962 inclusion proof of entry index in
// the tree of size n, verifiable with proof.VerifyInclusion.
func (c *Chain) InclusionProof(index, n uint64) ([][]byte, error) {
	nodes, err := proof.Inclusion(index, n)
	if err != nil {
		return nil, fmt.Errorf("hashchain: %w", err)
	}
	return c.rehash(nodes, n)
}

// ConsistencyProof returns the RFC 6962 consistency proof from the tree of
// size n1 to the tree of size n2, verifiable with proof.VerifyConsistency.
func (c *Chain) ConsistencyProof(n1, n2 uint64) ([][]byte, error) {
	nodes, err := proof.Consistency(n1, n2)
	if err != nil {
		return nil, fmt.Errorf("hashchain: %w", err)
	}
	return c.rehash(nodes, n2)
}

func (c *Chain) rehash(nodes proof.Nodes, n uint64) ([][]byte, error) {
	var out [][]byte
	if err := c.checkSize(n); err != nil {
		return nil, err
	}
	err := c.db.View(func(tx *bolt.Tx) error {
		hashes, err := fetchNodes(tx, nodes.IDs)
		if err != nil {
			return err
		}
		out, err = nodes.Rehash(hashes, hasher.HashChildren)
		return err
	})
	return out, err
}

// checkSize refuses a tree larger than the chain. Callers check before
// they open a read transaction: Append holds c.mu across its write
// transaction, and bbolt's remap in that commit waits for every open read
// transaction, so taking c.mu inside one deadlocks both. Checking first is
// sound because the size grows only after a commit, so every tree of at
// most that size is in any read transaction opened later.
func (c *Chain) checkSize(n uint64) error {
	c.mu.Lock()
	size := c.size
	c.mu.Unlock()
	if n > size {
		return fmt.Errorf("hashchain: tree size %d exceeds chain size %d", n, size)
	}
	return nil
}

func fetchNodes(tx *bolt.Tx, ids []compact.NodeID) ([][]byte, error) {
	b := tx.Bucket(bucketNodes)
	out := make([][]byte, len(ids))
	for i, id := range ids {
		v := b.Get(nodeKey(id))
		if len(v) != 32 {
			return nil, fmt.Errorf("hashchain: missing Merkle node level %d index %d", id.Level, id.Index)
		}
		out[i] = append([]byte(nil), v...)
	}
	return out, nil
}
