package ledger

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
)

// TestWorkMetrics: the work consumers' queue depth per witness role is
// scraped from JetStream; with no witness running, the request and the
// attempt wait for each role.
func TestWorkMetrics(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.MetricsAddr = "127.0.0.1:0" })
	rq := e.conn(events.RoleRequester)
	hist := ledgertest.History(t, e.signers, "req-w", "w")
	e.publish(rq, hist[0].Event)
	e.waitConsumed(e.publish(rq, hist[1].Event))
	resp, err := http.Get("http://" + e.srv.MetricsAddr() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	for _, want := range []string{
		`tribunal_work_pending{role="w1"} 2`, `tribunal_work_pending{role="w2"} 2`,
		`tribunal_work_in_progress{role="w1"} 0`, `tribunal_work_waiting_pulls{role="w2"} 0`,
		`tribunal_work_redelivered{role="w1"} 0`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	if strings.Contains(string(b), "tribunal_ledger_lease_held") {
		t.Error("a ledger without --instance reports a lease")
	}
}
