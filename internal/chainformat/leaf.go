package chainformat

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// LeafVersion is the first byte of every leaf; a new encoding gets a new
// version so that old chains stay verifiable.
const LeafVersion = 0x01

// linkDomain separates chain links from every other SHA-256 in the system.
const linkDomain = "tribunal/chain/v1\n"

// Limits on leaf fields. They bound what a corrupt or hostile file can make
// a verifier allocate.
const (
	MaxSubjectLen = 1024
	MaxHeaderLen  = 1024
	MaxBodyLen    = 64 << 20
)

// ErrBadLeaf reports a leaf that does not decode.
var ErrBadLeaf = errors.New("chainformat: malformed leaf")

// Record is what the ledger appends: one event and where it came from in
// the JetStream stream. Seq and Time come from the stream, never from the
// local clock, so two ledgers fed the same stream build the same chain.
type Record struct {
	Seq   uint64       // source stream sequence
	Time  int64        // JetStream publish timestamp, Unix nanoseconds
	Event events.Event // subject, headers and body bytes as received
}

// Entry is a record at its place in the chain.
type Entry struct {
	Index uint64
	Prev  [32]byte
	Record
	Leaf []byte   // the exact stored leaf bytes
	Link [32]byte // link(Index)
	// Prepared is what hashchain.VerifyOptions.Prepare returned for the
	// entry, when hashchain.Verify hands it to VerifyOptions.Entry; nil
	// everywhere else.
	Prepared any
	// BodyHash is events.BodyHash(Event.Body) when hashchain.Verify
	// computed it from the entry's bytes for the batched signature check
	// and hands it to its Prepare and Entry hooks, so that the body is
	// hashed once; nil everywhere else (hash the body).
	BodyHash *[32]byte
}

// Timestamp returns the record time in UTC.
func (r *Record) Timestamp() time.Time { return time.Unix(0, r.Time).UTC() }

// EncodeLeaf returns leaf(n), the length-prefixed encoding of docs/FORMAT.md:
//
//	u8 version=1 | u64 index | prev[32] | u64 seq | i64 time_ns |
//	u32 len | subject | u32 len | msg_id | u32 len | key_id |
//	u32 len | sig | u32 len | body
//
// All integers are big-endian.
func EncodeLeaf(index uint64, prev [32]byte, r *Record) ([]byte, error) {
	e := &r.Event
	if err := checkFields(e); err != nil {
		return nil, err
	}
	n := 1 + 8 + 32 + 8 + 8 + 5*4 + len(e.Subject) + len(e.ID) + len(e.KeyID) + len(e.Sig) + len(e.Body)
	b := make([]byte, 0, n)
	b = append(b, LeafVersion)
	b = binary.BigEndian.AppendUint64(b, index)
	b = append(b, prev[:]...)
	b = binary.BigEndian.AppendUint64(b, r.Seq)
	b = binary.BigEndian.AppendUint64(b, uint64(r.Time))
	for _, f := range [][]byte{[]byte(e.Subject), []byte(e.ID), []byte(e.KeyID), []byte(e.Sig), e.Body} {
		b = binary.BigEndian.AppendUint32(b, uint32(len(f)))
		b = append(b, f...)
	}
	return b, nil
}

// DecodeLeaf parses a leaf. The returned entry's Body aliases leaf; its
// Link is not set (it depends on the leaf's position, see Link).
func DecodeLeaf(leaf []byte) (Entry, error) {
	var e Entry
	rest := leaf
	if len(rest) < 1+8+32+8+8 {
		return e, fmt.Errorf("%w: %d bytes is shorter than the fixed header", ErrBadLeaf, len(leaf))
	}
	if rest[0] != LeafVersion {
		return e, fmt.Errorf("%w: version %d, want %d", ErrBadLeaf, rest[0], LeafVersion)
	}
	e.Index = binary.BigEndian.Uint64(rest[1:])
	copy(e.Prev[:], rest[9:41])
	e.Seq = binary.BigEndian.Uint64(rest[41:])
	e.Time = int64(binary.BigEndian.Uint64(rest[49:]))
	rest = rest[57:]
	var fields [5][]byte
	limits := [5]int{MaxSubjectLen, MaxHeaderLen, MaxHeaderLen, MaxHeaderLen, MaxBodyLen}
	minima := [5]uint32{1, 1, 1, 1, 0} // docs/FORMAT.md §2: only the body may be empty
	names := [5]string{"subject", "msg_id", "key_id", "sig", "body"}
	for i := range fields {
		if len(rest) < 4 {
			return e, fmt.Errorf("%w: truncated before %s length", ErrBadLeaf, names[i])
		}
		n := binary.BigEndian.Uint32(rest)
		rest = rest[4:]
		if uint64(n) > uint64(limits[i]) || uint64(n) > uint64(len(rest)) {
			return e, fmt.Errorf("%w: %s length %d exceeds limit or remaining %d bytes", ErrBadLeaf, names[i], n, len(rest))
		}
		if n < minima[i] {
			return e, fmt.Errorf("%w: empty %s", ErrBadLeaf, names[i])
		}
		fields[i] = rest[:n:n]
		rest = rest[n:]
	}
	if len(rest) != 0 {
		return e, fmt.Errorf("%w: %d trailing bytes", ErrBadLeaf, len(rest))
	}
	e.Event = events.Event{
		Subject: string(fields[0]), ID: string(fields[1]), KeyID: string(fields[2]),
		Sig: string(fields[3]), Body: fields[4],
	}
	e.Leaf = leaf
	return e, nil
}

// Link returns link(n) = H("tribunal/chain/v1\n" || prev || leaf(n)).
func Link(prev [32]byte, leaf []byte) [32]byte {
	h := sha256.New()
	h.Write([]byte(linkDomain))
	h.Write(prev[:])
	h.Write(leaf)
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// Validate checks that a record can be encoded, headers included, without
// encoding it, so that the writer fails one bad record alone instead of a
// whole group commit.
func (r *Record) Validate() error {
	if err := r.Event.CheckHeaders(); err != nil {
		return err
	}
	return checkFields(&r.Event)
}

func checkFields(e *events.Event) error {
	switch {
	case len(e.Subject) == 0 || len(e.Subject) > MaxSubjectLen:
		return fmt.Errorf("%w: subject length %d not in 1..%d", ErrBadLeaf, len(e.Subject), MaxSubjectLen)
	case len(e.ID) == 0 || len(e.ID) > MaxHeaderLen,
		len(e.KeyID) == 0 || len(e.KeyID) > MaxHeaderLen,
		len(e.Sig) == 0 || len(e.Sig) > MaxHeaderLen:
		return fmt.Errorf("%w: event %q: each header must be 1..%d bytes", ErrBadLeaf, e.ID, MaxHeaderLen)
	case len(e.Body) > MaxBodyLen:
		return fmt.Errorf("%w: event %q: body of %d bytes exceeds %d", ErrBadLeaf, e.ID, len(e.Body), MaxBodyLen)
	}
	return nil
}
