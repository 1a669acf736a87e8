package main

import (
	"context"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/w1/pixelcheck"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
)

// baselineTimeout bounds one baseline lookup.
const baselineTimeout = 45 * time.Second

// baseline returns W1's baseline lookup for one job: its own screenshot
// that is the baseline of the screen, breakpoint and surface in the
// request's baseline scope (the newest sealed or judge-accepted frame of
// that scope), asked of the ledger over W1's connection with the one query
// the broker lets W1 send. Nothing crosses scopes. The query names the
// frame W1 holds, so that a baseline that is that frame comes as its
// hash alone, with no bytes to fetch or decode.
func baseline(nc *nats.Conn, scope string) func(ctx context.Context, screen, breakpoint, surface, frame string) (pixelcheck.Baseline, bool, error) {
	qc := query.NewClient(nc, events.RoleW1)
	return func(ctx context.Context, screen, breakpoint, surface, frame string) (pixelcheck.Baseline, bool, error) {
		// Long enough to ride out a hot-standby ledger's takeover
		// (lease expiry, then its consumer catching up after a NATS
		// node's loss); the query is re-sent meanwhile (internal/query).
		ctx, cancel := context.WithTimeout(ctx, baselineTimeout)
		defer cancel()
		b, ok, err := qc.Baseline(ctx, scope, screen, breakpoint, surface, frame)
		return pixelcheck.Baseline{SHA256: b.SHA256, PNG: b.PNG, Renderer: b.Renderer}, ok, err
	}
}

// ownRenderer is W1's renderer record for the comparison with a
// baseline's (pixelcheck.Options.Renderer): the browser's identity and
// this build, as every report names it.
func ownRenderer(b *browser.Browser) func(ctx context.Context) (*events.Renderer, error) {
	return func(ctx context.Context) (*events.Renderer, error) {
		r, err := wd.RendererRecord(ctx, b, "witness-w1")
		if err != nil {
			return nil, fmt.Errorf("%s: %w", wd.ErrRendererUnknown, err)
		}
		return r, nil
	}
}
