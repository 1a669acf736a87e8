package mcpobserve

import (
	"context"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
	"github.com/tribunal-dev/tribunal/internal/w1/mcppixel"
)

// Observe is W1's runner.Witness: it mounts the app through session s in
// tab on the session's surface, screenshots every phase, and judges the
// screenshots once the mount is over.
func Observe(ctx context.Context, tab *browser.Tab, s *mcphost.Session) (runner.Judge, error) {
	shots, err := mcppixel.Capture(ctx, tab, s.Surface, driver(s))
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context, m *runner.Mount) ([]mcpcheck.Check, []mcpcheck.Blob) {
		return mcppixel.Judge(ctx, shots, region(m.App)), shots.Blobs()
	}, nil
}

// driver adapts the session to mcppixel's Driver, which names no host type
// so that the pixel path links no HTTP code.
func driver(s *mcphost.Session) mcppixel.Driver {
	return func(ctx context.Context, open func(context.Context, string) error, at func(context.Context, string) error) (map[string]bool, error) {
		p, err := s.Drive(ctx, open, at)
		return p.Reached, err
	}
}

// region is the app's hydrated region, in mcppixel's terms.
func region(app *events.MCPApp) mcppixel.Region {
	r := app.HydratedRegion
	return mcppixel.Region{X: r.X, Y: r.Y, Width: r.Width, Height: r.Height}
}
