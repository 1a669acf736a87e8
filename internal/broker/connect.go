package broker

import (
	"fmt"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Connect connects to url as role: authenticated with the nkey seed in
// seedFile and with role's own inbox prefix, the only one the broker lets
// it subscribe to. opts are applied after those (name, error handler, ...).
func Connect(url string, role events.Role, seedFile string, opts ...nats.Option) (*nats.Conn, error) {
	auth, err := nats.NkeyOptionFromSeed(seedFile)
	if err != nil {
		return nil, fmt.Errorf("broker: %s nkey %s: %w", role, seedFile, err)
	}
	all := append([]nats.Option{
		auth,
		nats.CustomInboxPrefix(InboxPrefix(role)),
		nats.Name("tribunal-" + string(role)),
	}, opts...)
	nc, err := nats.Connect(url, all...)
	if err != nil {
		return nil, fmt.Errorf("broker: connecting to %s as %s: %w", url, role, err)
	}
	return nc, nil
}

// Msg renders an event as the NATS message a publisher sends: subject,
// the three Tribunal headers (Nats-Msg-Id also drives JetStream's own
// de-duplication) and the body, byte for byte.
func Msg(e events.Event) *nats.Msg {
	m := nats.NewMsg(e.Subject)
	if e.ID != "" {
		m.Header.Set(events.HeaderMsgID, e.ID)
	}
	if e.KeyID != "" {
		m.Header.Set(events.HeaderKey, e.KeyID)
	}
	if e.Sig != "" {
		m.Header.Set(events.HeaderSig, e.Sig)
	}
	m.Data = e.Body
	return m
}
