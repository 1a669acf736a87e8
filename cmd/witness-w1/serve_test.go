package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestServeUsage: serve refuses to start without a way to reach the
// broker (exit 64) or with an unreadable deployment (exit 2), before it
// starts a browser or connects.
func TestServeUsage(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"serve"}, 64, "give --dir D or --nats"},
		{[]string{"serve", "--nats", "nats://127.0.0.1:1", "--nkey", "k", "--signing-key", "s"}, 64, "--state DIR"},
		{[]string{"serve", "--dir", "/nonexistent/deploy"}, 2, "not a deployment directory"},
		{[]string{"serve", "--dir", "/nonexistent/deploy", "--log-level", "loud"}, 2, "not a deployment"},
		{[]string{"serve", "extra"}, 64, "unexpected argument"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			var out, errb bytes.Buffer
			err := run(context.Background(), c.args, &out, &errb)
			code := exitCode(err, &errb)
			if code != c.code || out.Len() != 0 || !strings.Contains(errb.String(), c.want) {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d and %q", code, out.String(), errb.String(), c.code, c.want)
			}
		})
	}
}
