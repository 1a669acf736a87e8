package ledger

import (
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
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
	// The reports' job time, attempt to report by stream time, per role.
	w1, w2 := e.conn(events.RoleW1), e.conn(events.RoleW2)
	e.publish(w1, hist[2].Event)
	e.waitConsumed(e.publish(w2, hist[3].Event))
	resp2, err := http.Get("http://" + e.srv.MetricsAddr() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp2.Body.Close()
	b2, _ := io.ReadAll(resp2.Body)
	for _, want := range []string{`tribunal_work_report_seconds_count{role="w1"} 1`, `tribunal_work_report_seconds_count{role="w2"} 1`} {
		if !strings.Contains(string(b2), want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	if strings.Contains(string(b), "tribunal_ledger_lease_held") {
		t.Error("a ledger without --instance reports a lease")
	}
}

// TestJobTimesBounded: the attempts awaiting reports never exceed the
// bound; the newest are kept.
func TestJobTimesBounded(t *testing.T) {
	j := newJobTimes()
	for i := range maxTrackedAttempts + 10 {
		j.observe(chainformat.Record{Time: int64(i)}, &events.AttemptSubmitted{ReqID: "r", AttID: strconv.Itoa(i)})
	}
	if n := len(j.attempts); n > maxTrackedAttempts || n < maxTrackedAttempts/2 {
		t.Fatalf("%d attempts tracked, bound %d", n, maxTrackedAttempts)
	}
	if _, ok := j.attempts[[2]string{"r", strconv.Itoa(maxTrackedAttempts + 9)}]; !ok {
		t.Error("the newest attempt was forgotten")
	}
	if _, ok := j.attempts[[2]string{"r", "0"}]; ok {
		t.Error("the oldest attempt was kept")
	}
}
