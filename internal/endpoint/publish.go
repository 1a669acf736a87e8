package endpoint

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// ErrDuplicate is a PubAck marked duplicate for a fresh random event id:
// someone else published under it first (docs/SECURITY.md §4).
var ErrDuplicate = errors.New("the stream already holds this event id")

// PublishTimeout bounds waiting for one PubAck.
const PublishTimeout = 30 * time.Second

// Publisher signs and publishes events as one role.
type Publisher struct {
	JS     jetstream.JetStream
	Signer *events.Signer
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
	retried := false
	for {
		ack, err := p.JS.PublishMsg(pctx, broker.Msg(msg))
		if errors.Is(err, jetstream.ErrNoStreamResponse) && pctx.Err() == nil {
			// The ledger creates the stream when it starts; a publisher
			// started with it waits. The same id makes a retry safe.
			retried = true
			select {
			case <-pctx.Done():
			case <-time.After(250 * time.Millisecond):
			}
			continue
		}
		if err != nil {
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

// NewEventID is prefix + "-" + 32 random hex digits: unpredictable, so no
// other publisher can squat it.
func NewEventID(prefix string) (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return prefix + "-" + hex.EncodeToString(b[:]), nil
}
