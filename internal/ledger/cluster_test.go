package ledger

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// TestUnavailable: the errors a JetStream cluster gives while it forms or
// has just lost a node are retried at start-up; the errors of a request
// that can never succeed are not. "No suitable peers for placement" is
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
		{"bad request", &jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeBadRequest}, false},
		{"stream name in use", &jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeStreamNameInUse}, false},
		{"stream behind", ErrStreamBehind, false},
		{"other", errors.New("disk full"), false},
	} {
		if got := unavailable(tc.err); got != tc.want {
			t.Errorf("%s: unavailable(%v) = %v, want %v", tc.name, tc.err, got, tc.want)
		}
	}
}
