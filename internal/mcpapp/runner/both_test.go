package runner_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck/mcpchecktest"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
	"github.com/tribunal-dev/tribunal/internal/w1/mcpobserve"
	"github.com/tribunal-dev/tribunal/internal/w2/mcpprotocol"
	"github.com/tribunal-dev/tribunal/internal/w2/mcpverify"
)

// report is one surface checked by both witnesses, each with a mount of
// its own, as the two daemons check it.
type report struct {
	Surface string
	Results []mcpcheck.Result
	// Blobs: W1's screenshots, then W2's log and invocation record.
	Blobs      []mcpcheck.Blob
	Invocation mcpprotocol.Invocation
	// W1 and W2 are the transcripts of each witness's own session with
	// the server, in server mode.
	W1, W2 *events.MCPServerTranscript
}

func (r *report) Failed() []string { return mcpchecktest.Failed(r.Results) }

// check mounts app on surface for W1 and for W2 at once, as the two
// daemons do (srv nil: scripted), and combines their checks.
func check(ctx context.Context, b *browser.Browser, h *mcphost.Host, app *events.MCPApp, srv *runner.Server, surface string) (*report, error) {
	var m1, m2 *runner.Mount
	var err1, err2 error
	var wg sync.WaitGroup
	wg.Go(func() { m1, err1 = runner.MountOn(ctx, b, h, app, srv, surface, mcpobserve.Observe) })
	wg.Go(func() { m2, err2 = runner.MountOn(ctx, b, h, app, srv, surface, mcpverify.Verify) })
	wg.Wait()
	if err := errors.Join(err1, err2); err != nil {
		return nil, err
	}
	// The invocation record as W2 published it.
	var inv mcpprotocol.Invocation
	for _, b := range m2.Blobs {
		if b.Kind == "tool-invocation" {
			if err := json.Unmarshal(b.Bytes, &inv); err != nil {
				return nil, err
			}
		}
	}
	return &report{
		Surface:    surface,
		Results:    mcpchecktest.Combine(m1.Checks, m2.Checks),
		Blobs:      append(m1.Blobs, m2.Blobs...),
		Invocation: inv,
		W1:         m1.Transcript, W2: m2.Transcript,
	}, nil
}

func logReport(t *testing.T, r *report) {
	t.Helper()
	for _, res := range r.Results {
		for _, p := range res.Parts {
			t.Logf("%-7s %-12s %-3s %-11s %s", r.Surface, res.Criterion, p.Witness, p.Status, p.Evidence)
		}
	}
}
