package ledger

import (
	"context"
	"slices"
	"sync"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// workCollector reports each witness role's work consumer at scrape time:
// what a pool of witnesses has to do and how it copes. Read from
// JetStream's own consumer state, so every ledger (holder or standby)
// reports the same numbers.
type workCollector struct {
	s                                      *Server
	pending, inProgress, idle, redelivered *prometheus.Desc
}

func newWorkCollector(s *Server) *workCollector {
	d := func(name, help string) *prometheus.Desc {
		return prometheus.NewDesc("tribunal_work_"+name, help, []string{"role"}, nil)
	}
	return &workCollector{s: s,
		pending:     d("pending", "Requests and attempts in the stream not yet handed to any witness of the role (queue depth)."),
		inProgress:  d("in_progress", "Work handed to a witness of the role and not yet acked (jobs running, or held by a dead member until the ack wait)."),
		idle:        d("waiting_pulls", "Pull requests of the role's witnesses waiting for work: roughly the idle members of the pool."),
		redelivered: d("redelivered", "Work handed out again after a witness of the role did not ack it in time (a member died or stalled)."),
	}
}

func (c *workCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.pending, c.inProgress, c.idle, c.redelivered} {
		ch <- d
	}
}

func (c *workCollector) Collect(ch chan<- prometheus.Metric) {
	if c.s.stream == nil {
		return
	}
	for _, role := range events.Roles {
		if !broker.HasWorkConsumer(role) {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), lagTimeout)
		cons, err := c.s.stream.Consumer(ctx, broker.WorkConsumer(role))
		if err == nil {
			info, err := cons.Info(ctx)
			if err == nil {
				r := string(role)
				ch <- prometheus.MustNewConstMetric(c.pending, prometheus.GaugeValue, float64(info.NumPending), r)
				ch <- prometheus.MustNewConstMetric(c.inProgress, prometheus.GaugeValue, float64(info.NumAckPending), r)
				ch <- prometheus.MustNewConstMetric(c.idle, prometheus.GaugeValue, float64(info.NumWaiting), r)
				ch <- prometheus.MustNewConstMetric(c.redelivered, prometheus.GaugeValue, float64(info.NumRedelivered), r)
			}
		}
		cancel()
	}
}

// jobTimes measures, per witness role, the time from an attempt to that
// role's report of it, both by stream timestamp: the job time of the
// role's pool as the stream saw it (queueing included). It wraps the
// Derive hook, which sees every new record in stream order, on every
// ledger alike.
type jobTimes struct {
	hist     *prometheus.HistogramVec
	mu       sync.Mutex
	attempts map[[2]string]int64 // (request, attempt) -> stream time
}

// maxTrackedAttempts bounds the attempts awaiting reports; past it the
// oldest half is forgotten (a report then goes unmeasured).
const maxTrackedAttempts = 1 << 16

func newJobTimes() *jobTimes {
	return &jobTimes{
		hist: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "tribunal_work_report_seconds",
			Help:    "Time from an attempt to a witness role's report of it, by stream timestamps (queueing and rendering).",
			Buckets: prometheus.ExponentialBuckets(0.25, 2, 12), // 0.25 s .. ~8.5 min
		}, []string{"role"}),
		attempts: map[[2]string]int64{},
	}
}

func (j *jobTimes) wrap(inner DeriveFunc) DeriveFunc {
	return func(rec chainformat.Record, body events.Body) ([]chainformat.Record, error) {
		j.observe(rec, body)
		if inner == nil {
			return nil, nil
		}
		return inner(rec, body)
	}
}

func (j *jobTimes) observe(rec chainformat.Record, body events.Body) {
	var role events.Role
	var key [2]string
	switch b := body.(type) {
	case *events.AttemptSubmitted:
		j.mu.Lock()
		if len(j.attempts) >= maxTrackedAttempts {
			j.forgetOldest()
		}
		j.attempts[[2]string{b.ReqID, b.AttID}] = rec.Time
		j.mu.Unlock()
		return
	case *events.ObservationW1:
		role, key = events.RoleW1, [2]string{b.ReqID, b.AttID}
	case *events.VisualVerdict:
		role, key = events.RoleW2, [2]string{b.ReqID, b.AttID}
	default:
		return
	}
	j.mu.Lock()
	t, ok := j.attempts[key]
	j.mu.Unlock()
	if ok && rec.Time >= t {
		j.hist.WithLabelValues(string(role)).Observe(float64(rec.Time-t) / 1e9)
	}
}

// forgetOldest drops the older half of the tracked attempts (mu held).
func (j *jobTimes) forgetOldest() {
	times := make([]int64, 0, len(j.attempts))
	for _, t := range j.attempts {
		times = append(times, t)
	}
	slices.Sort(times)
	cut := times[len(times)/2]
	for k, t := range j.attempts {
		if t < cut {
			delete(j.attempts, k)
		}
	}
}
