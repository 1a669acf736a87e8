package ledger

import (
	"context"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/tribunal-dev/tribunal/internal/broker"
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
