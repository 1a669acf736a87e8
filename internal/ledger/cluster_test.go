package ledger

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// TestUnavailable: the errors a JetStream cluster gives while it forms,
// has lost a node or its quorum, or whose nodes turned JetStream off (a
// full disk) are waited out; the errors of a request that can never
// succeed (a conflicting configuration) are not, whatever their status. "No suitable peers for placement" is
// what a 3-replica stream gets from a cluster whose third node has not
// joined yet (TestClusterKill once lost its standby ledger to it).
func TestUnavailable(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"no peers for placement", &jetstream.APIError{Code: 400, ErrorCode: 10005, Description: "no suitable peers for placement, peer offline"}, true},
		{"wrapped no peers", fmt.Errorf("creating stream: %w", &jetstream.APIError{Code: 400, ErrorCode: 10005}), true},
		{"503", &jetstream.APIError{Code: 503, Description: "JetStream system temporarily unavailable"}, true},
		{"timeout", context.DeadlineExceeded, true},
		{"no responders", nats.ErrNoResponders, true},
		{"no meta leader", &jetstream.APIError{Code: 503, ErrorCode: 10008, Description: "JetStream system temporarily unavailable"}, true},
		{"not leader", &jetstream.APIError{Code: 500, ErrorCode: 10009}, true},
		{"stream offline", &jetstream.APIError{Code: 500, ErrorCode: 10118}, true},
		{"consumer offline", &jetstream.APIError{Code: 500, ErrorCode: 10119}, true},
		{"storage full", &jetstream.APIError{Code: 500, ErrorCode: 10047}, true},
		{"JetStream not enabled", jetstream.ErrJetStreamNotEnabled, true},
		{"wrapped not enabled", fmt.Errorf("stream: %w", jetstream.ErrJetStreamNotEnabled), true},
		{"reconnecting", nats.ErrConnectionReconnecting, true},
		{"no heartbeat", jetstream.ErrNoHeartbeat, true},
		{"nats timeout", nats.ErrTimeout, true},
		{"update failed on a full disk", &jetstream.APIError{Code: 500, ErrorCode: 10051, Description: "write /data/jetstream/$G/streams/TRIBUNAL_EVENTS/meta.inf.tmp: no space left on device"}, true},
		{"create failed in the store", &jetstream.APIError{Code: 500, ErrorCode: 10049}, true},
		{"consumer create failed in the store", &jetstream.APIError{Code: 500, ErrorCode: 10012}, true},
		{"update failed", &jetstream.APIError{Code: 500, ErrorCode: 10069}, true},
		{"general error not a 500", &jetstream.APIError{Code: 400, ErrorCode: 10051}, false},
		{"bad request", &jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeBadRequest}, false},
		// 503s that are answers, not outages.
		{"clustering required", &jetstream.APIError{Code: 503, ErrorCode: 10010}, false},
		{"expected sequence", &jetstream.APIError{Code: 503, ErrorCode: 10063}, false},
		{"stream config conflict", &jetstream.APIError{Code: 500, ErrorCode: 10052, Description: "stream configuration update can not change MaxConsumers"}, false},
		{"replicas not updatable", &jetstream.APIError{Code: 400, ErrorCode: 10061}, false},
		{"stream not found", jetstream.ErrStreamNotFound, false},
		{"consumer not found", jetstream.ErrConsumerNotFound, false},
		{"canceled", context.Canceled, false},
		{"stream name in use", &jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeStreamNameInUse}, false},
		{"stream behind", ErrStreamBehind, false},
		{"other", errors.New("disk full"), false},
	} {
		if got := unavailable(tc.err); got != tc.want {
			t.Errorf("%s: unavailable(%v) = %v, want %v", tc.name, tc.err, got, tc.want)
		}
	}
}
