package witness

import (
	"context"
	"strings"
	"testing"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// TestNoUsableBrowser: a witness daemon without a usable browser still
// reports every attempt AUDIT_UNAVAILABLE, and publishes the
// external_tool_fail observation that says why: with no browser binary
// at all (the observer never runs), and with a binary that will not start
// behind an observer that reported unavailable without saying so (as an
// MCP App job does).
func TestNoUsableBrowser(t *testing.T) {
	e := newEnv(t)
	broken, err := browser.New(browser.Options{Binary: "/bin/false"})
	if err != nil {
		t.Fatal(err)
	}
	called := make(chan string, 8)
	for _, c := range []struct {
		id   string
		role events.Role
		b    *browser.Browser
	}{
		{"none", events.RoleW1, nil},
		{"broken", events.RoleW2, broken},
	} {
		d := &Daemon{Browser: c.b}
		stop := e.daemon(c.role, t.TempDir(), func(ctx context.Context, cfg Config) error {
			d.Config = cfg
			return d.Run(ctx, func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
				called <- string(c.role) + "/" + j.Tuple.RequestID
				return Output{Report: Unavailable(c.role, j.Tuple, "mcp app: the test host could not start")}
			})
		})
		e.publish(events.KindRequest, c.id, c.id+"-open", request(t, c.id, e.siteURL, ""))
		e.publish(events.KindAttempt, c.id, c.id+"-a1", attempt(c.id, "a1", "1"))
		ops := e.waitFor("tribunal."+string(c.role)+".ops."+c.id, 1)
		b, err := events.Decode(events.SchemaOpsObservation, ops[0].Body)
		if err != nil {
			t.Fatal(err)
		}
		if o := b.(*events.OpsObservation); o.Kind != events.OpsExternalToolFail || o.Tool != ToolBrowser || o.Detail == "" || o.AttID != "a1" {
			t.Errorf("%s: ops %+v", c.id, o)
		}
		report := e.waitFor("tribunal."+string(c.role)+"."+reportKind(c.role)+"."+c.id, 1)[0]
		if !strings.Contains(string(report.Body), `"verdict":"AUDIT_UNAVAILABLE"`) {
			t.Errorf("%s: report %s", c.id, report.Body)
		}
		stop()
	}
	close(called)
	for c := range called {
		if strings.HasPrefix(c, "w1/") {
			t.Errorf("the observer of the witness without a browser ran (%s)", c)
		}
	}
}
