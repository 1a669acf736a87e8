package notify

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/render"
)

// Schema names the notification's JSON form.
const Schema = "tribunal-notify.v1"

// Subject is what the signature is bound to (events.SigningMessage with
// this subject): no event subject has a "/", so a notification's
// signature can never pass for an event's, nor the other way round.
const Subject = "webhook/" + Schema

// HTTP headers of a notification.
const (
	HeaderKey       = "X-Tribunal-Key-Id"
	HeaderSignature = "X-Tribunal-Signature" // base64 Ed25519 over events.SigningMessage(Subject, body)
	HeaderID        = "X-Tribunal-Notification-Id"
)

// Notification is the JSON body.
type Notification struct {
	Schema       string `json:"schema"`
	ID           string `json:"id"` // request id, state version and action: the same notice has the same id
	RequestID    string `json:"request_id"`
	AttemptID    string `json:"attempt_id"`
	State        string `json:"state"`
	StateVersion string `json:"state_version"`
	Action       string `json:"action"` // decide or rebaseline (govern.Action*)
	Reason       string `json:"reason,omitempty"`
	Deviations   int    `json:"deviations"`
	Link         string `json:"link"`
	SentAt       string `json:"sent_at"`
}

// Config configures a Notifier.
type Config struct {
	URL    string
	Signer *events.Signer // the ledger's signing key
	// Source lists what a judge can act on (ledger.Server.Pending).
	Source func() []govern.Pending
	// LinkBase prefixes "/request/ID" in the link (a cockpit's address);
	// "" leaves the path alone.
	LinkBase string
	Client   *http.Client  // nil: a client with a 10 s timeout
	Log      *slog.Logger  // nil: discard
	Every    time.Duration // how often Source is read without a nudge (0: 2 s)
	// Backoff is the first retry's delay, doubled up to MaxBackoff, for
	// at most Attempts tries (0: 500 ms, 30 s, 8).
	Backoff, MaxBackoff time.Duration
	Attempts            int
	Now                 func() time.Time
}

// queueSize bounds the notifications waiting for delivery; when it is
// full the newest is dropped (logged), never waited for.
const queueSize = 256

// Notifier watches Source and delivers notifications.
type Notifier struct {
	cfg   Config
	nudge chan struct{}
	queue chan Notification

	mu   sync.Mutex
	sent map[string]bool // ids queued already
}

// New checks cfg and makes a notifier; Run starts it.
func New(cfg Config) (*Notifier, error) {
	if !strings.HasPrefix(cfg.URL, "http://") && !strings.HasPrefix(cfg.URL, "https://") {
		return nil, fmt.Errorf("notify: --notify-url %q is not an http:// or https:// URL", cfg.URL)
	}
	if cfg.Signer == nil {
		return nil, errors.New("notify: no signing key")
	}
	if cfg.Client == nil {
		cfg.Client = &http.Client{Timeout: 10 * time.Second}
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Every <= 0 {
		cfg.Every = 2 * time.Second
	}
	if cfg.Backoff <= 0 {
		cfg.Backoff = 500 * time.Millisecond
	}
	if cfg.MaxBackoff <= 0 {
		cfg.MaxBackoff = 30 * time.Second
	}
	if cfg.Attempts <= 0 {
		cfg.Attempts = 8
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Notifier{cfg: cfg, nudge: make(chan struct{}, 1), queue: make(chan Notification, queueSize), sent: map[string]bool{}}, nil
}

// Nudge asks the notifier to look at Source soon. It never blocks: the
// ledger calls it from its commit loop (ledger.Config.Committed).
func (n *Notifier) Nudge(uint64) {
	select {
	case n.nudge <- struct{}{}:
	default:
	}
}

// SetSource sets Source before Run (the ledger exists only once started).
func (n *Notifier) SetSource(src func() []govern.Pending) { n.cfg.Source = src }

// Run watches and delivers until ctx ends.
func (n *Notifier) Run(ctx context.Context) {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); n.deliverLoop(ctx) }()
	t := time.NewTicker(n.cfg.Every)
	defer t.Stop()
	for {
		n.scan()
		select {
		case <-ctx.Done():
			wg.Wait()
			return
		case <-n.nudge:
		case <-t.C:
		}
	}
}

// scan queues a notification for every pending item not notified yet.
func (n *Notifier) scan() {
	if n.cfg.Source == nil {
		return
	}
	for _, p := range n.cfg.Source() {
		id := p.RequestID + "@" + p.StateVersion + "/" + p.Action
		n.mu.Lock()
		seen := n.sent[id]
		n.sent[id] = true
		n.mu.Unlock()
		if seen {
			continue
		}
		link := "/request/" + p.RequestID
		if n.cfg.LinkBase != "" {
			link = strings.TrimSuffix(n.cfg.LinkBase, "/") + link
		}
		note := Notification{Schema: Schema, ID: id, RequestID: p.RequestID, AttemptID: p.AttemptID, State: p.State,
			StateVersion: p.StateVersion, Action: p.Action, Reason: p.Reason, Deviations: p.Deviations, Link: link}
		select {
		case n.queue <- note:
		default:
			n.cfg.Log.Warn("notification queue full; dropped", "request", p.RequestID, "id", id)
		}
	}
}

func (n *Notifier) deliverLoop(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case note := <-n.queue:
			n.deliver(ctx, note)
		}
	}
}

// deliver POSTs note until the receiver answers 2xx, backing off between
// tries; a 4xx other than 408 and 429 is final.
func (n *Notifier) deliver(ctx context.Context, note Notification) {
	delay := n.cfg.Backoff
	for try := 1; ; try++ {
		note.SentAt = n.cfg.Now().UTC().Format(time.RFC3339)
		status, err := n.post(ctx, note)
		if err == nil && status/100 == 2 {
			n.cfg.Log.Info("notified", "request", note.RequestID, "id", note.ID, "tries", try)
			return
		}
		final := err == nil && status/100 == 4 && status != http.StatusRequestTimeout && status != http.StatusTooManyRequests
		if final || try >= n.cfg.Attempts {
			n.cfg.Log.Warn("notification not delivered; dropped", "request", note.RequestID, "id", note.ID, "tries", try, "status", status, "err", err)
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(delay):
		}
		delay = min(2*delay, n.cfg.MaxBackoff)
	}
}

func (n *Notifier) post(ctx context.Context, note Notification) (int, error) {
	var body bytes.Buffer
	if err := render.WriteJSONLine(&body, note); err != nil {
		return 0, err
	}
	ev := n.cfg.Signer.Sign(Subject, note.ID, body.Bytes())
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.cfg.URL, bytes.NewReader(body.Bytes()))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(HeaderKey, ev.KeyID)
	req.Header.Set(HeaderSignature, ev.Sig)
	req.Header.Set(HeaderID, note.ID)
	resp, err := n.cfg.Client.Do(req)
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return resp.StatusCode, nil
}
