package query

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/transparency-dev/merkle/proof"
	"github.com/transparency-dev/merkle/rfc6962"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// DefaultTimeout bounds a query whose context has no deadline.
const DefaultTimeout = 10 * time.Second

// Client sends queries as one role. The connection must use the role's
// own nkey and inbox prefix (broker.Connect does both).
type Client struct {
	nc   *nats.Conn
	role events.Role
	// ckv, when set, verifies every answer that carries a signed
	// checkpoint or a proof (VerifyWith).
	ckv note.Verifier
	// fence refuses answers from a lease term older than one already
	// answered under (fence.go).
	fence fence
}

// NewClient returns a client that asks as role over nc.
func NewClient(nc *nats.Conn, role events.Role) *Client {
	return &Client{nc: nc, role: role}
}

// Do sends the query name with req (nil: {}) as JSON and decodes the reply
// into resp. A reply {"error": ...} is returned as *Error.
func (c *Client) Do(ctx context.Context, name string, req, resp any) error {
	payload := []byte("{}")
	if req != nil {
		var err error
		if payload, err = json.Marshal(req); err != nil {
			return fmt.Errorf("query %s: %w", name, err)
		}
	}
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, DefaultTimeout)
		defer cancel()
	}
	data, err := c.fetch(ctx, broker.QuerySubject(c.role, name), payload)
	if err != nil {
		if errors.Is(err, nats.ErrNoResponders) {
			return fmt.Errorf("query %s: no ledger is answering: %w", name, err)
		}
		return fmt.Errorf("query %s: %w", name, err)
	}
	return DecodeReply(name, data, resp)
}

// maxPagedTries bounds how often a paged reply is read again from its
// first page because the answer changed while it was read.
const maxPagedTries = 4

// fetch sends a query and returns the whole reply, reading a paged one
// page by page (paging.go).
func (c *Client) fetch(ctx context.Context, subject string, payload []byte) ([]byte, error) {
	for try := 0; try < maxPagedTries; try++ {
		m, err := c.request(ctx, subject, payload, 0, "")
		if err != nil {
			return nil, err
		}
		first, paged, err := readPageMeta(m.Header)
		if err != nil {
			return nil, err
		}
		if !paged {
			return m.Data, nil
		}
		if first.page != 0 {
			return nil, fmt.Errorf("%w: page %d where page 0 was asked for", ErrBadReply, first.page)
		}
		pages, metas := [][]byte{m.Data}, []pageMeta{first}
		for i := 1; i < first.pages; i++ {
			mi, err := c.request(ctx, subject, payload, i, first.sum)
			if err != nil {
				return nil, err
			}
			meta, paged, err := readPageMeta(mi.Header)
			if err != nil {
				return nil, err
			}
			if !paged {
				break // the answer shrank to one message: read it again
			}
			pages, metas = append(pages, mi.Data), append(metas, meta)
		}
		if len(pages) < first.pages {
			continue
		}
		reply, changed, err := assemble(first, pages, metas)
		if err != nil {
			return nil, err
		}
		if !changed {
			return reply, nil
		}
	}
	return nil, fmt.Errorf("%w: the answer changed %d times while it was read in pages", ErrBadReply, maxPagedTries)
}

// Head asks for the chain head.
func (c *Client) Head(ctx context.Context) (*HeadReply, error) {
	var r HeadReply
	return &r, c.Do(ctx, Head, HeadRequest{}, &r)
}

// Checkpoint asks for a signed checkpoint of the current head.
func (c *Client) Checkpoint(ctx context.Context) (*CheckpointReply, error) {
	var r CheckpointReply
	if err := c.Do(ctx, Checkpoint, CheckpointRequest{}, &r); err != nil {
		return &r, err
	}
	return &r, c.checkCheckpointReply(&r)
}

// CheckpointAt asks for the stored checkpoint at tree size n.
func (c *Client) CheckpointAt(ctx context.Context, n uint64) (*CheckpointReply, error) {
	var r CheckpointReply
	if err := c.Do(ctx, Checkpoint, CheckpointRequest{Size: &n}, &r); err != nil {
		return &r, err
	}
	return &r, c.checkCheckpointReply(&r)
}

// Entry asks for entry index with its inclusion proof in a checkpoint of
// the current head.
func (c *Client) Entry(ctx context.Context, index uint64) (*EntryReply, error) {
	var r EntryReply
	if err := c.Do(ctx, Entry, EntryRequest{Index: index}, &r); err != nil {
		return &r, err
	}
	return &r, c.checkEntryReply(&r)
}

// EntryAt asks for entry index with its inclusion proof in the tree of
// size n.
func (c *Client) EntryAt(ctx context.Context, index, n uint64) (*EntryReply, error) {
	var r EntryReply
	if err := c.Do(ctx, Entry, EntryRequest{Index: index, Size: &n}, &r); err != nil {
		return &r, err
	}
	return &r, c.checkEntryReply(&r)
}

// Consistency asks for the consistency proof from the tree of size from to
// the tree of size to.
func (c *Client) Consistency(ctx context.Context, from, to uint64) (*ConsistencyReply, error) {
	var r ConsistencyReply
	if err := c.Do(ctx, Consistency, ConsistencyRequest{From: from, To: &to}, &r); err != nil {
		return &r, err
	}
	return &r, c.checkConsistencyReply(&r)
}

// ErrProof is wrapped by every failed proof check.
var ErrProof = errors.New("query: proof does not verify")

var hasher = rfc6962.DefaultHasher

// Verify checks an entry reply against the ledger's checkpoint key: the
// checkpoint is signed and states Size; the leaf decodes to the entry the
// other fields describe, at its index, with its link; and the inclusion
// proof leads from the leaf to the checkpoint's root. It returns the
// decoded entry and the checkpoint.
func (r *EntryReply) Verify(v note.Verifier) (chainformat.Entry, chainformat.Checkpoint, error) {
	var e chainformat.Entry
	if r.Checkpoint == "" {
		return e, chainformat.Checkpoint{}, fmt.Errorf("%w: no checkpoint at size %d in the reply", ErrProof, r.Size)
	}
	ck, err := chainformat.OpenCheckpoint([]byte(r.Checkpoint), v)
	if err != nil {
		return e, ck, fmt.Errorf("%w: %v", ErrProof, err)
	}
	if ck.Size != r.Size {
		return e, ck, fmt.Errorf("%w: checkpoint size %d, reply size %d", ErrProof, ck.Size, r.Size)
	}
	e, err = DecodeLine(&r.Entry)
	if err != nil {
		return e, ck, err
	}
	if err := proof.VerifyInclusion(hasher, e.Index, r.Size, hasher.HashLeaf(e.Leaf), r.Proof, ck.Root[:]); err != nil {
		return e, ck, fmt.Errorf("%w: inclusion of entry %d in tree %d: %v", ErrProof, e.Index, r.Size, err)
	}
	return e, ck, nil
}

// DecodeLine decodes an export line's leaf and checks that every other
// field states what the leaf holds, and that link is link(index).
func DecodeLine(l *chainformat.ExportLine) (chainformat.Entry, error) {
	leaf, err := base64.StdEncoding.Strict().DecodeString(l.Leaf)
	if err != nil {
		return chainformat.Entry{}, fmt.Errorf("%w: leaf is not base64: %v", ErrProof, err)
	}
	e, err := chainformat.DecodeLeaf(leaf)
	if err != nil {
		return e, fmt.Errorf("%w: %v", ErrProof, err)
	}
	e.Link = chainformat.Link(e.Prev, leaf)
	want := e.Export()
	if want != *l {
		return e, fmt.Errorf("%w: export line fields do not match its leaf", ErrProof)
	}
	return e, nil
}

// Verify checks a consistency reply: the proof leads from older's root to
// newer's root, and the sizes are theirs. older and newer are checkpoints
// the caller has already verified (chainformat.OpenCheckpoint).
func (r *ConsistencyReply) Verify(older, newer chainformat.Checkpoint) error {
	if r.From != older.Size || r.To != newer.Size {
		return fmt.Errorf("%w: proof is for %d -> %d, checkpoints are %d -> %d", ErrProof, r.From, r.To, older.Size, newer.Size)
	}
	if err := proof.VerifyConsistency(hasher, r.From, r.To, r.Proof, older.Root[:], newer.Root[:]); err != nil {
		return fmt.Errorf("%w: consistency %d -> %d: %v", ErrProof, r.From, r.To, err)
	}
	return nil
}

// HeadBytes decodes a HeadReply's hex head and root.
func (h *HeadReply) HeadBytes() (head, root [32]byte, err error) {
	for _, f := range []struct {
		s   string
		dst *[32]byte
	}{{h.Head, &head}, {h.Root, &root}} {
		b, err := hex.DecodeString(f.s)
		if err != nil || len(b) != 32 {
			return head, root, fmt.Errorf("%w: %q is not 64 hex digits", ErrBadReply, f.s)
		}
		copy(f.dst[:], b)
	}
	return head, root, nil
}

// firstTry bounds the first try of a query; each retry waits twice as
// long, within the caller's deadline.
const firstTry = 2 * time.Second

// request sends a query (asking for page page of the paged reply whose
// SHA-256 is sum) and, when no answer comes, sends it again until
// ctx ends: queries only read, and with a hot-standby ledger
// (docs/OPERATIONS.md, "Scaling out") a query sent just as the answering
// ledger died is dropped by the standby, which answers the next try once
// it has taken the lease over (within seconds). Every answer of a try is
// read, not just the first: one from a lease term older than this
// client has seen is refused (fence.go) and the next is waited for;
// when none other comes, the refusal is the error.
func (c *Client) request(ctx context.Context, subject string, payload []byte, page int, sum string) (*nats.Msg, error) {
	wait := firstTry
	var stale error
	for {
		q := nats.NewMsg(subject)
		q.Data = payload
		q.Header.Set(HeaderPaging, "1")
		if page > 0 {
			q.Header.Set(HeaderPage, strconv.Itoa(page))
			q.Header.Set(HeaderReplySHA256, sum)
		}
		tctx, cancel := context.WithTimeout(ctx, wait)
		m, err := c.try(tctx, q)
		cancel()
		var se *StaleAnswerError
		refused := errors.As(err, &se)
		if refused {
			stale = err
		}
		switch {
		case err == nil:
			return m, nil
		case ctx.Err() != nil:
			if stale != nil {
				return nil, stale
			}
			return nil, ctx.Err()
		case refused, errors.Is(err, context.DeadlineExceeded), errors.Is(err, nats.ErrTimeout):
			wait *= 2
		default:
			// No responders (no ledger at all) is final at once.
			return nil, err
		}
	}
}

// try sends q once and returns the first answer the fence admits, or
// the last refusal when ctx ends first.
func (c *Client) try(ctx context.Context, q *nats.Msg) (*nats.Msg, error) {
	q.Reply = c.nc.NewInbox()
	sub, err := c.nc.SubscribeSync(q.Reply)
	if err != nil {
		return nil, err
	}
	defer sub.Unsubscribe()
	if err := c.nc.PublishMsg(q); err != nil {
		return nil, err
	}
	var refused error
	for {
		m, err := sub.NextMsgWithContext(ctx)
		if err != nil {
			if refused != nil {
				return nil, refused
			}
			return nil, err
		}
		if len(m.Data) == 0 && m.Header.Get("Status") == "503" {
			return nil, nats.ErrNoResponders
		}
		if err := c.fence.admit(q.Subject, m); err != nil {
			var se *StaleAnswerError
			if !errors.As(err, &se) {
				return nil, err
			}
			refused = err
			continue
		}
		return m, nil
	}
}
