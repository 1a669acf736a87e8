package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func judge(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, &out, &errb)
	code = exitCode(err, &errb)
	return out.String(), errb.String(), code
}

// TestUsage: mistakes exit 64 with one line naming them, before anything
// touches the network or a key.
func TestUsage(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{nil, "missing command"},
		{[]string{"seal", "r1"}, `unknown command "seal"`},
		{[]string{"show"}, "missing ID"},
		{[]string{"approve", "r1"}, "--reason is required"},
		{[]string{"reject", "r1", "--reason", "  "}, "--reason is required"},
		{[]string{"approve", "bad id", "--reason", "x"}, "request id"},
		{[]string{"approve", "r1", "--reason", "x"}, "give --dir D or --nats"},
		{[]string{"pending", "extra"}, `unexpected argument "extra"`},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			stdout, stderr, code := judge(t, c.args...)
			if code != 64 || stdout != "" || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d, stdout %q, stderr %q; want 64 and %q", code, stdout, stderr, c.want)
			}
		})
	}
	if out, _, code := judge(t, "--help"); code != 0 || !strings.Contains(out, "approve") {
		t.Errorf("--help: exit %d\n%s", code, out)
	}
}

func TestBadDeployment(t *testing.T) {
	_, stderr, code := judge(t, "pending", "--dir", t.TempDir())
	if code != 2 || !strings.Contains(stderr, "not a deployment directory") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("exit %d: %q", code, stderr)
	}
}
