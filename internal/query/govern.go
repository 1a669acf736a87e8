package query

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// Governance queries (package govern; docs/FORMAT.md "Governance fold"):
//
//	status    {"request_id"}                       -> govern.W3Output     requester judge auditor
//	pending   {}                                   -> PendingReply        judge auditor
//	review    {"request_id"}                       -> govern.Review       requester judge auditor
//	scar      {"fingerprint","scope"}              -> govern.Scar         requester judge auditor
//	baseline  {"scope","screen","breakpoint","surface","chunk","have"} -> BaselineReply  w1 ONLY
//
// baseline is the one query a witness may ask (docs/SECURITY.md): W1 gets
// its own screenshot of the newest SEALED_DEPLOY or judge-accepted frame
// for a scope, screen, breakpoint and surface, and nothing else.
const (
	Status   = "status"
	Pending  = "pending"
	Review   = "review"
	Scar     = "scar"
	Baseline = broker.BaselineQuery
)

// RequestIDRequest names a request (status, review).
type RequestIDRequest struct {
	RequestID string `json:"request_id"`
}

// PendingReply lists the requests awaiting the judge.
type PendingReply struct {
	Requests []govern.Pending `json:"requests"`
}

// ScarRequest names a scar by fingerprint and baseline scope. Without a
// scope the ledger answers the one scar with that fingerprint, or says
// which scopes have one.
type ScarRequest struct {
	Fingerprint string `json:"fingerprint"`
	Scope       string `json:"scope,omitempty"`
}

// BaselineRequest asks for chunk Chunk of W1's baseline screenshot of
// Screen at Breakpoint on Surface in baseline scope Scope. Have, when
// set, is the SHA-256 of the frame W1 holds: if the baseline is that
// very frame the ledger answers Same and sends no bytes, since W1 needs
// none to know the two are identical.
type BaselineRequest struct {
	Scope      string `json:"scope"`
	Screen     string `json:"screen"`
	Breakpoint string `json:"breakpoint"`
	Surface    string `json:"surface"`
	Chunk      int    `json:"chunk"`
	Have       string `json:"have,omitempty"`
}

// BaselineReply is one chunk of the baseline PNG; Found is false (and
// nothing else set) when no SEALED_DEPLOY has one. Same (with Found,
// SHA256 and Renderer, and no chunk) says the baseline is the frame the
// request's Have names.
type BaselineReply struct {
	Found  bool   `json:"found"`
	Same   bool   `json:"same,omitempty"`
	SHA256 string `json:"sha256,omitempty"`
	Size   int64  `json:"size,omitempty"`
	Chunk  int    `json:"chunk"`
	Chunks int    `json:"chunks,omitempty"`
	Data   string `json:"data,omitempty"` // base64 of this chunk's bytes
	// Renderer is the renderer record of the W1 report the baseline came
	// from (docs/FORMAT.md §10, "Baselines"); absent when it had none.
	Renderer *events.Renderer `json:"renderer,omitempty"`
}

// Status asks for the W³ output of request id.
func (c *Client) Status(ctx context.Context, id string) (*govern.W3Output, error) {
	var r govern.W3Output
	if err := c.Do(ctx, Status, RequestIDRequest{RequestID: id}, &r); err != nil {
		return nil, err
	}
	if err := c.checkW3(Status, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// Pending lists the PASS_CANDIDATE requests (judge, auditor).
func (c *Client) Pending(ctx context.Context) ([]govern.Pending, error) {
	var r PendingReply
	if err := c.Do(ctx, Pending, nil, &r); err != nil {
		return nil, err
	}
	return r.Requests, nil
}

// Review asks for everything the judge's "show" needs about request id;
// its StateVersion is what a decision or the next attempt must name.
func (c *Client) Review(ctx context.Context, id string) (*govern.Review, error) {
	var r govern.Review
	if err := c.Do(ctx, Review, RequestIDRequest{RequestID: id}, &r); err != nil {
		return nil, err
	}
	if r.W3 != nil {
		if err := c.checkW3(Review, r.W3); err != nil {
			return nil, err
		}
	}
	return &r, nil
}

// Scar asks for the scar record with fingerprint fp in scope ("": the
// only one with that fingerprint).
func (c *Client) Scar(ctx context.Context, fp, scope string) (*govern.Scar, error) {
	var r govern.Scar
	if err := c.Do(ctx, Scar, ScarRequest{Fingerprint: fp, Scope: scope}, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// BaselineFrame is W1's baseline of one frame: the SHA-256 of its PNG,
// the PNG (nil when it is the frame the caller holds), and the renderer
// record of the report it came from (nil when that had none).
type BaselineFrame struct {
	SHA256   string
	PNG      []byte
	Renderer *events.Renderer
}

// Baseline fetches W1's baseline screenshot of screen, breakpoint and
// surface in baseline scope — the newest sealed or judge-accepted frame
// of that scope (W1 only) — with the renderer record of the report it
// came from. ok is false when there is none. have, when not "", is the
// SHA-256 of the frame the caller holds: when the baseline is that frame
// the ledger sends no bytes (one query, whatever the frame's size) and
// the PNG is left nil. Bytes that are sent are checked against the hash
// the ledger names.
func (c *Client) Baseline(ctx context.Context, scope, screen, breakpoint, surface, have string) (base BaselineFrame, ok bool, err error) {
	req := BaselineRequest{Scope: scope, Screen: screen, Breakpoint: breakpoint, Surface: surface, Have: have}
	var first BaselineReply
	if err := c.Do(ctx, Baseline, req, &first); err != nil {
		return BaselineFrame{}, false, err
	}
	if !first.Found {
		return BaselineFrame{}, false, nil
	}
	if first.Same {
		if have == "" || first.SHA256 != have {
			return BaselineFrame{}, false, fmt.Errorf("%w: baseline %s answered as the frame %s", ErrBlob, first.SHA256, have)
		}
		return BaselineFrame{SHA256: first.SHA256, Renderer: first.Renderer}, true, nil
	}
	if first.Chunks < 1 || first.Size < 0 || first.Size > maxBlobSize {
		return BaselineFrame{}, false, fmt.Errorf("%w: baseline of %d chunks, %d bytes", ErrBlob, first.Chunks, first.Size)
	}
	out := make([]byte, 0, first.Size)
	for i := 0; i < first.Chunks; i++ {
		r := first
		if i > 0 {
			req.Chunk, req.Have = i, ""
			if err := c.Do(ctx, Baseline, req, &r); err != nil {
				return BaselineFrame{}, false, err
			}
		}
		if !r.Found || r.Chunk != i || r.Chunks != first.Chunks || r.SHA256 != first.SHA256 || !r.Renderer.Same(first.Renderer) {
			return BaselineFrame{}, false, fmt.Errorf("%w: baseline chunk %d answered as %d/%d of %s", ErrBlob, i, r.Chunk, r.Chunks, r.SHA256)
		}
		b, err := base64.StdEncoding.DecodeString(r.Data)
		if err != nil {
			return BaselineFrame{}, false, fmt.Errorf("%w: baseline chunk %d: %v", ErrBlob, i, err)
		}
		if int64(len(out)+len(b)) > first.Size {
			return BaselineFrame{}, false, fmt.Errorf("%w: more than the stated %d bytes", ErrBlob, first.Size)
		}
		out = append(out, b...)
	}
	h := sha256.Sum256(out)
	if int64(len(out)) != first.Size || hex.EncodeToString(h[:]) != first.SHA256 {
		return BaselineFrame{}, false, fmt.Errorf("%w: baseline of %d bytes hashes to %x, not %s", ErrBlob, len(out), h, first.SHA256)
	}
	return BaselineFrame{SHA256: first.SHA256, PNG: out, Renderer: first.Renderer}, true, nil
}

// WaitSettled polls status every interval (default 250ms) until request
// id is settled (govern.W3Output.Settled: not OPEN or OBSERVING) or ctx
// ends, and returns the last output. A request that is not open yet
// (its request.opened.v1 still on its way) is polled again too.
func (c *Client) WaitSettled(ctx context.Context, id string, interval time.Duration) (*govern.W3Output, error) {
	if interval <= 0 {
		interval = 250 * time.Millisecond
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	var last *govern.W3Output
	for {
		qctx, cancel := context.WithTimeout(ctx, DefaultTimeout)
		w, err := c.Status(qctx, id)
		cancel()
		switch {
		case err == nil && w.Settled():
			return w, nil
		case err == nil:
			last = w
		case !IsNotFound(err):
			return last, err
		}
		select {
		case <-ctx.Done():
			if last != nil {
				return last, fmt.Errorf("request %s still %s (%s): %w", id, last.Verdict, last.Error, ctx.Err())
			}
			return nil, fmt.Errorf("request %s: %w", id, ctx.Err())
		case <-t.C:
		}
	}
}

// ErrTextNoRequest starts the error the ledger answers for a request it
// does not know.
const ErrTextNoRequest = "no request"

// IsNotFound reports whether err is the ledger's answer for an unknown
// request.
func IsNotFound(err error) bool {
	var qe *Error
	return errors.As(err, &qe) && strings.HasPrefix(qe.Msg, ErrTextNoRequest)
}
