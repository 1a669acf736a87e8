// Package runner mounts an MCP App in the test host (internal/mcphost) on
// each required surface and makes both witnesses' checks: W1's from the
// screenshots (mcpcheck/pixel), W2's from the log and the bundle
// (mcpcheck/protocol). The witnesses call W1 or W2 each in their own
// process; Surface runs one mount for both, for tests and local checks.
package runner

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/capture"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpcheck/pixel"
	"github.com/tribunal-dev/tribunal/internal/mcpcheck/protocol"
	"github.com/tribunal-dev/tribunal/internal/mcphost"
)

// Report is the outcome on one surface.
type Report struct {
	Surface string            `json:"surface"`
	Results []mcpcheck.Result `json:"results"`
	// Blobs: the screenshots (W1), the raw JSON-RPC log and the tool
	// invocation record (W2). Their bytes are for the ledger's blob store.
	Blobs      []mcpcheck.Blob     `json:"blobs"`
	Invocation protocol.Invocation `json:"invocation"`
}

// Failed returns the criteria that failed.
func (r *Report) Failed() []string { return mcpcheck.Failed(r.Results) }

func driver(s *mcphost.Session) pixel.Driver {
	return func(ctx context.Context, open func(context.Context, string) error, at func(context.Context, string) error) (map[string]bool, error) {
		p, err := s.Drive(ctx, open, at)
		return p.Reached, err
	}
}

func region(app *events.MCPApp) pixel.Region {
	r := app.HydratedRegion
	return pixel.Region{X: r.X, Y: r.Y, Width: r.Width, Height: r.Height}
}

// mount runs one session on a pixel-only tab and returns the screenshots
// and the session.
func mount(ctx context.Context, br *browser.Browser, h *mcphost.Host, app *events.MCPApp, surface string) (*pixel.Shots, *mcphost.Session, error) {
	sf, ok := capture.SurfaceNamed(surface)
	if !ok {
		return nil, nil, fmt.Errorf("runner: unknown surface %q", surface)
	}
	s, err := h.NewSession(app, surface)
	if err != nil {
		return nil, nil, err
	}
	tab, err := br.NewTab(ctx, browser.PixelOnly())
	if err != nil {
		return nil, nil, err
	}
	defer tab.Close()
	shots, err := pixel.Capture(ctx, tab, sf, driver(s))
	if err != nil {
		return nil, nil, err
	}
	return shots, s, nil
}

// W1 is W1's part on one surface: the screenshots and their judgement.
func W1(ctx context.Context, br *browser.Browser, h *mcphost.Host, app *events.MCPApp, surface string) ([]mcpcheck.Check, []mcpcheck.Blob, error) {
	shots, _, err := mount(ctx, br, h, app, surface)
	if err != nil {
		return nil, nil, err
	}
	return pixel.Judge(ctx, shots, region(app)), shots.Blobs(), nil
}

// W2 is W2's part on one surface: the log, the invocation record and the
// bundle, judged. (The mount uses a pixel-only tab too: W2 needs nothing
// from the page but what the host records.)
func W2(ctx context.Context, br *browser.Browser, h *mcphost.Host, app *events.MCPApp, surface string) ([]mcpcheck.Check, []mcpcheck.Blob, protocol.Invocation, error) {
	_, s, err := mount(ctx, br, h, app, surface)
	if err != nil {
		return nil, nil, protocol.Invocation{}, err
	}
	checks, blobs, inv := w2(s, app, surface)
	return checks, blobs, inv, nil
}

func w2(s *mcphost.Session, app *events.MCPApp, surface string) ([]mcpcheck.Check, []mcpcheck.Blob, protocol.Invocation) {
	log := s.Log()
	logBlob := mcpcheck.NewBlob("jsonrpc-log", "application/jsonl", surface, "", mcphost.LogJSONL(log))
	inv := protocol.Invocations(app, log)
	invJSON, err := json.Marshal(inv)
	if err != nil {
		panic(err) // an Invocation always encodes
	}
	invBlob := mcpcheck.NewBlob("tool-invocation", "application/json", surface, "", invJSON)
	checks := protocol.Lint(protocol.Input{
		Surface: surface, App: app, Log: log, ProbeOrigin: s.ProbeOrigin(),
		LogBlob: logBlob.SHA256, InvocationBlob: invBlob.SHA256,
	})
	return checks, []mcpcheck.Blob{logBlob, invBlob}, inv
}

// Surface mounts app once on surface and makes both witnesses' checks.
func Surface(ctx context.Context, br *browser.Browser, h *mcphost.Host, app *events.MCPApp, surface string) (*Report, error) {
	shots, s, err := mount(ctx, br, h, app, surface)
	if err != nil {
		return nil, err
	}
	w1 := pixel.Judge(ctx, shots, region(app))
	w2checks, w2blobs, inv := w2(s, app, surface)
	return &Report{
		Surface:    surface,
		Results:    mcpcheck.Combine(w1, w2checks),
		Blobs:      append(shots.Blobs(), w2blobs...),
		Invocation: inv,
	}, nil
}
