package ledger

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// metrics are the ledger's Prometheus metrics, registered on a private
// registry (never the global one).
type metrics struct {
	appended   prometheus.Counter
	rejected   *prometheus.CounterVec
	duplicates prometheus.Counter
	gapFilled  prometheus.Counter
	violations prometheus.Counter
	commit     prometheus.Histogram
}

// metricsNamespace prefixes every metric name.
const metricsNamespace = "tribunal_ledger"

// newMetrics registers the ledger's metrics on reg. chainSize and lag are
// read at scrape time.
func newMetrics(reg prometheus.Registerer, chainSize func() float64, lag func() float64) (*metrics, error) {
	m := &metrics{
		appended: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: metricsNamespace, Name: "appended_total",
			Help: "Entries appended to the chain (events, the ledger's wrappers and derived events).",
		}),
		rejected: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: metricsNamespace, Name: "rejected_total",
			Help: "Consumed messages appended as rejected.v1, by reason.",
		}, []string{"reason"}),
		duplicates: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: metricsNamespace, Name: "duplicates_total",
			Help: "Consumed messages whose event was already on the chain (acked, not appended again).",
		}),
		gapFilled: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: metricsNamespace, Name: "gap_filled_total",
			Help: "Stream messages the consumer skipped (lost on the way) that the ledger read from the stream itself.",
		}),
		violations: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: metricsNamespace, Name: "governance_violations_total",
			Help: "Consumed messages appended as governance.violation.v1.",
		}),
		commit: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: metricsNamespace, Name: "commit_seconds",
			Help:    "Time from submitting a message's records to the group committer until they are durable.",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14), // 0.5 ms .. ~4 s
		}),
	}
	cs := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Namespace: metricsNamespace, Name: "chain_size",
		Help: "Entries on the chain.",
	}, chainSize)
	lg := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Namespace: metricsNamespace, Name: "consumer_lag",
		Help: "Messages in the event stream the ledger has not yet committed and acked (consumer pending + ack pending); -1 when unknown.",
	}, lag)
	for _, c := range []prometheus.Collector{m.appended, m.rejected, m.duplicates, m.gapFilled, m.violations, m.commit, cs, lg} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// lagTimeout bounds the consumer info request made at scrape time.
const lagTimeout = 2 * time.Second

func (s *Server) consumerLag() float64 {
	ctx, cancel := context.WithTimeout(context.Background(), lagTimeout)
	defer cancel()
	if s.cons == nil {
		return -1
	}
	info, err := s.cons.Info(ctx)
	if err != nil {
		return -1
	}
	return float64(info.NumPending) + float64(info.NumAckPending)
}
