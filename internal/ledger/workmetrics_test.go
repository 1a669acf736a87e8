package ledger

import (
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/broker"
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
		`tribunal_work_redelivered_total{role="w1"} 0`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	if !strings.Contains(string(b), "# TYPE tribunal_work_redelivered_total counter") {
		t.Error("tribunal_work_redelivered_total is not a counter")
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

// TestWorkRedeliveredCounter: a piece of work handed out again counts
// once per redelivery and stays counted after it is acked (JetStream's
// own num_redelivered falls back to 0 then: it counts the redelivered
// messages still unacked); the other role counts none.
func TestWorkRedeliveredCounter(t *testing.T) {
	e := newEnv(t, func(c *Config) { c.MetricsAddr = "127.0.0.1:0" })
	rq := e.conn(events.RoleRequester)
	hist := ledgertest.History(t, e.signers, "req-r", "r")
	e.waitConsumed(e.publish(rq, hist[0].Event)) // one piece of work: the request
	w1 := e.conn(events.RoleW1).NC
	pull := func() *nats.Msg {
		t.Helper()
		inbox := w1.NewRespInbox()
		sub, err := w1.SubscribeSync(inbox)
		if err != nil {
			t.Fatal(err)
		}
		defer sub.Unsubscribe()
		if err := w1.PublishRequest(broker.NextSubject(events.RoleW1), inbox, []byte(`{"batch":1,"expires":2000000000}`)); err != nil {
			t.Fatal(err)
		}
		m, err := sub.NextMsg(5 * time.Second)
		if err != nil || len(m.Data) == 0 {
			t.Fatalf("pulling work as w1: %v %v", err, m)
		}
		return m
	}
	// The piece of work, given back twice (as a witness that
	// fails it would) and taken again each time, then done.
	first := pull()
	for range 2 {
		if err := first.Nak(); err != nil {
			t.Fatal(err)
		}
		if again := pull(); again.Subject != first.Subject {
			t.Fatalf("after the nak w1 was handed %s, want %s again", again.Subject, first.Subject)
		} else {
			first = again
		}
	}
	if err := first.AckSync(); err != nil {
		t.Fatal(err)
	}
	for range 2 { // scraped twice: the count stays
		b := scrape(t, e.srv.MetricsAddr())
		for _, want := range []string{`tribunal_work_redelivered_total{role="w1"} 2`, `tribunal_work_redelivered_total{role="w2"} 0`} {
			if !strings.Contains(b, want) {
				t.Errorf("metrics lack %q:\n%s", want, grepLines(b, "tribunal_work_"))
			}
		}
	}
}

func scrape(t *testing.T, addr string) string {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func grepLines(s, sub string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, sub) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
