package main

import (
	"context"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/notify"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
)

// TestServeNotify: "ledgerd serve --notify-url" tells a loopback webhook
// about a new candidate, signed with the ledger's key as the trust file
// lists it; a bad URL is a usage error.
func TestServeNotify(t *testing.T) {
	var (
		mu   sync.Mutex
		got  [][]byte
		sigs []string
		kids []string
	)
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		got, sigs, kids = append(got, b), append(sigs, r.Header.Get(notify.HeaderSignature)), append(kids, r.Header.Get(notify.HeaderKey))
		mu.Unlock()
	}))
	defer hook.Close()
	d := initDeployment(t)
	dm := startServe(t, "--dir", d.Dir, "--log-format", "json", "--notify-url", hook.URL, "--notify-link", "http://127.0.0.1:9/")
	dm.ready(t)
	hist := ledgertest.History(t, ledgertest.Signers(t, d), "req-notify", "notify")
	for _, s := range hist[:4] { // up to the witnesses: a candidate
		c := ledgertest.Connect(t, d.NATSURL, d, s.Role)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if _, err := c.Publish(ctx, s.Event); err != nil {
			t.Fatal(err)
		}
		cancel()
	}
	pausetest.WaitFor(t, 30*time.Second, func() error {
		mu.Lock()
		defer mu.Unlock()
		if len(got) == 0 {
			return fmt.Errorf("no notice yet")
		}
		return nil
	})
	trust, err := keys.LoadTrust(d.TrustFile)
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	role, pub, ok := trust.Lookup(kids[0])
	// As a receiver checks it: Ed25519 over the notice's signing message.
	sig, err := base64.StdEncoding.DecodeString(sigs[0])
	verifies := err == nil && ed25519.Verify(pub, events.SigningMessage(notify.Subject, got[0]), sig)
	if !ok || role != events.RoleLedger || !verifies {
		t.Errorf("notice signed by %s (%v), verifies: %v", role, ok, verifies)
	}
	var n notify.Notification
	if err := json.Unmarshal(got[0], &n); err != nil || n.RequestID != "req-notify" || n.State != events.StatePassCandidate || n.Link != "http://127.0.0.1:9/request/req-notify" {
		t.Errorf("notice %s (%v)", got[0], err)
	}
	if _, stderr, code := ledgerd(t, "serve", "--dir", d.Dir, "--notify-url", "ftp://x"); code != 64 || !strings.Contains(stderr, "not an http:// or https:// URL") {
		t.Errorf("bad --notify-url: exit %d %q", code, stderr)
	}
}
