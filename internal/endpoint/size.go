package endpoint

import (
	"errors"
	"fmt"
	"strings"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// ErrTooLarge is a message over the broker's payload limit: the broker
// would refuse it, so it is not sent.
var ErrTooLarge = errors.New("over the broker's payload limit")

// TooLargeError says which event is how large and what the limit is.
type TooLargeError struct {
	Subject string
	Size    int64 // headers and body, as the broker counts
	Limit   int64 // the server's max_payload
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s would be %s (%d bytes with its headers), over the broker's payload limit of %s (max_payload %d bytes)",
		e.Subject, human(e.Size), e.Size, human(e.Limit), e.Limit)
}

func (e *TooLargeError) Unwrap() error { return ErrTooLarge }

// human prints a byte count in KiB/MiB.
func human(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

// msgSize is what the broker counts against max_payload for m: the
// encoded header block ("NATS/1.0\r\n", one "Name: value\r\n" per value,
// "\r\n") and the body.
func msgSize(m *nats.Msg) int64 {
	n := int64(len(m.Data))
	if len(m.Header) == 0 {
		return n
	}
	n += int64(len("NATS/1.0\r\n") + len("\r\n"))
	for k, vs := range m.Header {
		for _, v := range vs {
			n += int64(len(k) + len(": ") + len(v) + len("\r\n"))
		}
	}
	return n
}

// Fits reports, without publishing, whether b encoded and signed as the
// publisher's event of kind for reqID fits the connection's payload limit
// (a *TooLargeError when not). A command that publishes several events
// for one piece of work checks them all first, so that a failure leaves
// nothing half-published.
func (p *Publisher) Fits(kind, reqID string, b events.Body) error {
	body, err := events.Encode(b)
	if err != nil {
		return err
	}
	subject, err := events.SubjectFor(p.Signer.Role, kind, reqID)
	if err != nil {
		return err
	}
	return p.fits(p.Signer.Sign(subject, sampleID(string(p.Signer.Role)), body))
}

func (p *Publisher) fits(e events.Event) error {
	limit := p.JS.Conn().MaxPayload()
	if size := msgSize(broker.Msg(e)); limit > 0 && size > limit {
		return &TooLargeError{Subject: e.Subject, Size: size, Limit: limit}
	}
	return nil
}

// sampleID has the length of the ids NewEventID makes.
func sampleID(prefix string) string { return prefix + "-" + strings.Repeat("0", 32) }
