package notify

import (
	"context"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
)

// receiver is a loopback webhook that answers fail times 503 per
// notification id before 200, and keeps what it accepted.
type receiver struct {
	mu    sync.Mutex
	fail  int
	tries map[string]int
	got   []received
}

type received struct {
	note       Notification
	body       []byte
	key, sig   string
	receivedAt time.Time
}

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	id := r.Header.Get(HeaderID)
	rc.mu.Lock()
	defer rc.mu.Unlock()
	rc.tries[id]++
	if rc.tries[id] <= rc.fail {
		http.Error(w, "busy", http.StatusServiceUnavailable)
		return
	}
	var n Notification
	if err := json.Unmarshal(body, &n); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	rc.got = append(rc.got, received{note: n, body: body, key: r.Header.Get(HeaderKey), sig: r.Header.Get(HeaderSignature), receivedAt: time.Now()})
}

func (rc *receiver) accepted() []received {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]received(nil), rc.got...)
}

// TestNotifyFromLedger: a real ledger nudges the notifier from its
// commit loop; a candidate and a rebaseline-able hold each reach a
// loopback receiver once, signed by the ledger's key, after the
// receiver refused twice (retries with backoff), and only once.
func TestNotifyFromLedger(t *testing.T) {
	rc := &receiver{fail: 2, tries: map[string]int{}}
	hook := httptest.NewServer(rc)
	defer hook.Close()
	var n *Notifier
	l := judgetest.StartWith(t, func(c *ledger.Config) { c.Committed = func(seq uint64) { n.Nudge(seq) } })
	var err error
	n, err = New(Config{URL: hook.URL, Signer: l.Signer(events.RoleLedger), Source: l.Srv.Pending, LinkBase: "http://127.0.0.1:1234/", Backoff: 10 * time.Millisecond, Every: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { n.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()

	l.Candidate(t, "cand")
	l.HoldBaselineDiff(t, "held", events.VerdictPass)
	pausetest.WaitFor(t, 30*time.Second, func() error {
		if got := len(rc.accepted()); got < 2 {
			return fmt.Errorf("%d notifications accepted, want 2", got)
		}
		return nil
	})
	got := rc.accepted()
	byID := map[string]Notification{}
	pub := l.Signer(events.RoleLedger).Public()
	for _, g := range got {
		if err := verify(pub, g.body, g.sig); err != nil || g.key != l.Signer(events.RoleLedger).KeyID() {
			t.Errorf("notification %s: %v (key %s)", g.note.ID, err, g.key)
		}
		// Signed as a notification, not as an event of any subject.
		if verify(pub, append(g.body, ' '), g.sig) == nil {
			t.Error("a changed body verifies")
		}
		byID[g.note.RequestID] = g.note
	}
	if c := byID["cand"]; c.State != events.StatePassCandidate || c.Action != govern.ActionDecide || c.Link != "http://127.0.0.1:1234/request/cand" || c.Schema != Schema {
		t.Errorf("candidate notification %+v", c)
	}
	if h := byID["held"]; h.State != events.StateHold || h.Action != govern.ActionRebaseline || h.Reason == "" {
		t.Errorf("hold notification %+v", h)
	}
	rc.mu.Lock()
	for id, n := range rc.tries {
		if n != 3 {
			t.Errorf("%s tried %d times, want 3 (2 refusals, then accepted)", id, n)
		}
	}
	rc.mu.Unlock()
	if len(got) != 2 {
		t.Errorf("%d notifications, want 2: %+v", len(got), got)
	}
}

// TestNeverBlocks: with a receiver that hangs, nudges return at once,
// the queue drops what it cannot hold, and Run still ends with ctx.
func TestNeverBlocks(t *testing.T) {
	hang := make(chan struct{})
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-hang }))
	defer hook.Close()
	defer close(hang)
	items := make([]govern.Pending, queueSize*2)
	for i := range items {
		items[i] = govern.Pending{RequestID: "r" + strconv.Itoa(i), StateVersion: "3", Action: govern.ActionDecide, State: events.StatePassCandidate}
	}
	_, key, _ := ed25519.GenerateKey(nil)
	s := events.NewSigner(events.RoleLedger, key)
	n, err := New(Config{URL: hook.URL, Signer: s, Source: func() []govern.Pending { return items }, Every: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { n.Run(ctx); close(done) }()
	for range 100000 {
		n.Nudge(0) // must never wait for the receiver
	}
	cancel()
	<-done
}

// errSignature: a notification's signature does not verify.
var errSignature = errors.New("notify: signature does not verify")

// verify checks a received notification as a receiver does: body signed,
// under Subject, by the key pub (the ledger's key from the trust file,
// looked up by the key id header).
func verify(pub ed25519.PublicKey, body []byte, sig string) error {
	s, err := base64.StdEncoding.DecodeString(sig)
	if err != nil || !ed25519.Verify(pub, events.SigningMessage(Subject, body), s) {
		return errSignature
	}
	return nil
}
