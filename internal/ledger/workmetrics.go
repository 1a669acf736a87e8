package ledger

import (
	"context"
	"slices"
	"sync"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// workCollector reports each witness role's work consumer at scrape time:
// what a pool of witnesses has to do and how it copes. Read from
// JetStream's own consumer and stream state, so every ledger (holder or
// standby) reports the same numbers.
type workCollector struct {
	s                                      *Server
	pending, inProgress, idle, redelivered *prometheus.Desc

	mu      sync.Mutex
	redeliv map[events.Role]uint64 // the highest count reported, per role
}

func newWorkCollector(s *Server) *workCollector {
	d := func(name, help string) *prometheus.Desc {
		return prometheus.NewDesc("tribunal_work_"+name, help, []string{"role"}, nil)
	}
	return &workCollector{s: s,
		pending:     d("pending", "Requests and attempts in the stream not yet handed to any witness of the role (queue depth)."),
		inProgress:  d("in_progress", "Work handed to a witness of the role and not yet acked (jobs running, or held by a dead member until the ack wait)."),
		idle:        d("waiting_pulls", "Pull requests of the role's witnesses waiting for work: roughly the idle members of the pool."),
		redelivered: d("redelivered_total", "Deliveries of work handed out again after a witness of the role did not ack it in time (a member died or stalled), since the work consumer was created."),
		redeliv:     map[events.Role]uint64{},
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
	ctx, cancel := context.WithTimeout(context.Background(), 2*lagTimeout)
	defer cancel()
	infos := map[events.Role]*jetstream.ConsumerInfo{}
	for _, role := range events.Roles {
		if !broker.HasWorkConsumer(role) {
			continue
		}
		info, err := c.consumerInfo(ctx, role)
		if err != nil {
			continue
		}
		infos[role] = info
		r := string(role)
		ch <- prometheus.MustNewConstMetric(c.pending, prometheus.GaugeValue, float64(info.NumPending), r)
		ch <- prometheus.MustNewConstMetric(c.inProgress, prometheus.GaugeValue, float64(info.NumAckPending), r)
		ch <- prometheus.MustNewConstMetric(c.idle, prometheus.GaugeValue, float64(info.NumWaiting), r)
	}
	if len(infos) == 0 {
		return
	}
	// After every consumer's state: see redeliveries.
	work, err := workMessages(ctx, c.s.stream)
	if err != nil {
		return
	}
	for role, info := range infos {
		ch <- prometheus.MustNewConstMetric(c.redelivered, prometheus.CounterValue, float64(c.redeliveries(role, info, work)), string(role))
	}
}

func (c *workCollector) consumerInfo(ctx context.Context, role events.Role) (*jetstream.ConsumerInfo, error) {
	cons, err := c.s.stream.Consumer(ctx, broker.WorkConsumer(role))
	if err != nil {
		return nil, err
	}
	return cons.Info(ctx)
}

// redeliveries counts the role's redeliveries from its consumer's state:
// every delivery, a first one or a redelivery, takes the next consumer
// sequence (Delivered.Consumer), and the work messages delivered at least
// once are those in the stream (nothing is ever deleted from it) less the
// ones still pending. JetStream's own num_redelivered counts only the
// redelivered messages still unacked, so it falls back as they are acked:
// a gauge. work is read after info, so a message published in between
// counts as delivered and the result is never too high; the count
// reported never goes down (a counter), so a low one is made good later.
func (c *workCollector) redeliveries(role events.Role, info *jetstream.ConsumerInfo, work uint64) uint64 {
	var n uint64
	if first := work - min(work, info.NumPending); info.Delivered.Consumer > first {
		n = info.Delivered.Consumer - first
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	n = max(n, c.redeliv[role])
	c.redeliv[role] = n
	return n
}

// workMessages counts the stream's messages on the work subjects
// (WorkSubjects), from the stream's per-subject counts.
func workMessages(ctx context.Context, st jetstream.Stream) (uint64, error) {
	var n uint64
	for _, subj := range WorkSubjects() {
		info, err := st.Info(ctx, jetstream.WithSubjectFilter(subj))
		if err != nil {
			return 0, err
		}
		for _, k := range info.State.Subjects {
			n += k
		}
	}
	return n, nil
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
