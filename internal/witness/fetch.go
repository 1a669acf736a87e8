package witness

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/pause"
)

// Pools: every process of a role pulls from the role's one work consumer,
// so a request.opened.v1 reaches one member only. Another member that is
// handed an attempt of that request reads the request from the stream
// itself (broker.RequestGetSubject: a JetStream direct get of the last
// message on the request's subject) and keeps it in its store like one it
// was handed. The bytes are the requester's signed event, checked against
// the trust file when the witness has one, exactly as work is.

// fetchTries bounds the reads of a request that is not (yet) there: on a
// replicated stream a direct get may be answered by a replica a moment
// behind the one that delivered the attempt.
const fetchTries = 5

// fetchRequest reads request reqID from the stream; ok is false when the
// stream has no such request (or none this witness trusts).
func (w *worker) fetchRequest(ctx context.Context, reqID string, log *slog.Logger) (r *events.RequestOpened, ok bool, err error) {
	subject := broker.RequestGetSubject(reqID)
	for try := 1; ; try++ {
		rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		m, err := w.nc.RequestWithContext(rctx, subject, nil)
		cancel()
		switch {
		case err == nil && m.Header.Get("Status") == "":
			return w.keepFetched(reqID, m, log)
		case ctx.Err() != nil:
			return nil, false, ctx.Err()
		case err == nil && m.Header.Get("Status") != "404":
			err = fmt.Errorf("status %s %s", m.Header.Get("Status"), m.Header.Get("Description"))
		case err != nil && !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, nats.ErrNoResponders) && !errors.Is(err, nats.ErrTimeout):
			return nil, false, fmt.Errorf("witness: reading request %s from the stream: %w", reqID, err)
		}
		if try == fetchTries {
			if err != nil {
				return nil, false, fmt.Errorf("witness: reading request %s from the stream: %w", reqID, err)
			}
			return nil, false, nil // 404 every time: there is no such request
		}
		if perr := pause.For(ctx, time.Duration(try)*200*time.Millisecond); perr != nil {
			return nil, false, perr
		}
	}
}

// keepFetched checks a direct-get answer and stores the request.
func (w *worker) keepFetched(reqID string, m *nats.Msg, log *slog.Logger) (*events.RequestOpened, bool, error) {
	ev := events.Event{Subject: m.Header.Get("Nats-Subject"), ID: m.Header.Get(events.HeaderMsgID),
		KeyID: m.Header.Get(events.HeaderKey), Sig: m.Header.Get(events.HeaderSig), Body: m.Data}
	want, err := events.SubjectFor(events.RoleRequester, events.KindRequest, reqID)
	if err != nil || ev.Subject != want {
		return nil, false, fmt.Errorf("witness: the stream answered request %s with a message on %q", reqID, ev.Subject)
	}
	if w.cfg.Trust != nil {
		if role, err := w.cfg.Trust.VerifyEvent(&ev); err != nil || role != events.RoleRequester {
			log.Warn("the stream's request is not signed by a requester key; skipped", "err", err, "signer_role", role)
			return nil, false, nil
		}
	}
	sub, _ := events.ParseSubject(ev.Subject)
	body, err := events.DecodeFor(sub, m.Data)
	if err != nil {
		log.Warn("the stream's request is malformed; skipped", "err", err)
		return nil, false, nil
	}
	r, ok := body.(*events.RequestOpened)
	if !ok {
		return nil, false, nil
	}
	if _, err := w.store.PutRequest(reqID, m.Data); err != nil {
		return nil, false, err
	}
	log.Info("request read from the stream (handed to another member of the pool)", "seq", m.Header.Get("Nats-Sequence"))
	return r, true, nil
}
