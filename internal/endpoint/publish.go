package endpoint

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// ErrDuplicate is a PubAck marked duplicate for a fresh random event id:
// someone else published under it first (docs/SECURITY.md §4).
var ErrDuplicate = errors.New("the stream already holds this event id")

// PublishTimeout bounds publishing one event, retries included.
const PublishTimeout = 30 * time.Second

// FirstTryTimeout bounds the wait for the PubAck of a first try; each
// retry waits twice as long as the one before, up to MaxTryTimeout.
//
// Why retry: a PubAck can be lost without an error — the message or its
// ack in flight on a NATS node that dies, or a stream leader changing
// under it — and the client then waits for nothing. The event keeps its
// id across tries, so the stream's duplicate window stores it once
// (TestPublishRetriesLostAck).
const (
	FirstTryTimeout = 2 * time.Second
	MaxTryTimeout   = 8 * time.Second
)

// Publisher signs and publishes events as one role.
type Publisher struct {
	JS     jetstream.JetStream
	Signer *events.Signer
	// TryTimeout, when positive, replaces FirstTryTimeout (tests).
	TryTimeout time.Duration
}

// Publish encodes b (events.Encode re-checks it) and publishes it on the
// signer's subject of kind for reqID; it returns the event id.
func (p *Publisher) Publish(ctx context.Context, kind, reqID string, b events.Body) (string, error) {
	body, err := events.Encode(b)
	if err != nil {
		return "", err
	}
	return p.PublishBytes(ctx, kind, reqID, body)
}

// PublishBytes signs body under a fresh random id and publishes it,
// waiting for the stream's PubAck; a duplicate PubAck is ErrDuplicate.
func (p *Publisher) PublishBytes(ctx context.Context, kind, reqID string, body []byte) (string, error) {
	subject, err := events.SubjectFor(p.Signer.Role, kind, reqID)
	if err != nil {
		return "", err
	}
	id, err := NewEventID(string(p.Signer.Role))
	if err != nil {
		return "", err
	}
	pctx, cancel := context.WithTimeout(ctx, PublishTimeout)
	defer cancel()
	msg := p.Signer.Sign(subject, id, body)
	if err := p.fits(msg); err != nil {
		return "", err
	}
	try := FirstTryTimeout
	if p.TryTimeout > 0 {
		try = p.TryTimeout
	}
	retried := false
	for {
		tctx, tcancel := context.WithTimeout(pctx, try)
		ack, err := p.JS.PublishMsg(tctx, broker.Msg(msg))
		tcancel()
		if err != nil && pctx.Err() == nil && retryable(err) {
			// No stream yet (the ledger creates it when it starts: a
			// publisher started with it waits), or no PubAck in time.
			// The same id makes a retry safe.
			retried = true
			if errors.Is(err, jetstream.ErrNoStreamResponse) {
				select {
				case <-pctx.Done():
				case <-time.After(250 * time.Millisecond):
				}
			} else {
				try = min(2*try, MaxTryTimeout)
			}
			continue
		}
		if err != nil {
			if pctx.Err() != nil && ctx.Err() == nil {
				err = fmt.Errorf("no acknowledgement within %s: %w", PublishTimeout, err)
			}
			return "", fmt.Errorf("publishing %s: %w", subject, err)
		}
		// A duplicate of our own id after a retry is our first try
		// having landed after all; otherwise someone squatted the id.
		if ack.Duplicate && !retried {
			return "", fmt.Errorf("publishing %s: %w: %s", subject, ErrDuplicate, id)
		}
		return id, nil
	}
}

// retryable reports whether a failed try may have failed for want of a
// stream or of its PubAck, so that the same message may be sent again.
func retryable(err error) bool {
	return errors.Is(err, jetstream.ErrNoStreamResponse) || errors.Is(err, context.DeadlineExceeded) ||
		errors.Is(err, nats.ErrTimeout) || errors.Is(err, nats.ErrNoResponders)
}

// NewEventID is prefix + "-" + 32 random hex digits: unpredictable, so no
// other publisher can squat it.
func NewEventID(prefix string) (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return prefix + "-" + hex.EncodeToString(b[:]), nil
}
