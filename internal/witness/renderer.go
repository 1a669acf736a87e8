package witness

import (
	"context"
	"fmt"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// rendererBound bounds the questions a renderer record takes when the
// browser is running already (two browser-level commands; the font set
// once per process).
const rendererBound = 60 * time.Second

// RendererRecord is the renderer record of the browser b (started when it
// is not running) as witness program prog reports it (docs/FORMAT.md §3,
// "The renderer record").
func RendererRecord(ctx context.Context, b *browser.Browser, prog string) (*events.Renderer, error) {
	ctx, cancel := context.WithTimeout(ctx, rendererBound)
	defer cancel()
	id, err := b.Identity(ctx)
	if err != nil {
		return nil, err
	}
	return record(id, prog), nil
}

func record(id browser.Identity, prog string) *events.Renderer {
	return &events.Renderer{
		Product: id.Product, Version: id.Version, Revision: id.Revision, Headless: id.Mode,
		FontsSHA256: id.FontsSHA256, Fonts: id.Fonts, DeviceScaleFactor: id.DeviceScaleFactor,
		FlagsSHA256: id.FlagsSHA256, Tribunal: cli.Version(prog),
	}
}

// Stamp puts the renderer record of b into report, the report of role
// on tuple, and returns it. A report that observed something must name
// its renderer: when the record cannot be made, Stamp returns the
// AUDIT_UNAVAILABLE report saying why instead. An AUDIT_UNAVAILABLE report
// gets the record only when the browser's identity is known already (its
// browser may never have started). A nil b stamps nothing.
func Stamp(ctx context.Context, b *browser.Browser, prog string, role events.Role, tuple events.Tuple, report events.Body) events.Body {
	if b == nil || report == nil {
		return report
	}
	var slot **events.Renderer
	unavailable := false
	switch r := report.(type) {
	case *events.ObservationW1:
		slot, unavailable = &r.Renderer, r.Verdict == events.VerdictAuditUnavailable
	case *events.VisualVerdict:
		slot, unavailable = &r.Renderer, r.Verdict == events.VerdictAuditUnavailable
	default:
		return report
	}
	if *slot != nil {
		return report
	}
	if unavailable {
		if id, ok := b.KnownIdentity(); ok {
			*slot = record(id, prog)
		}
		return report
	}
	rec, err := RendererRecord(ctx, b, prog)
	if err != nil {
		return Unavailable(role, tuple, fmt.Sprintf("%s: %v", ErrRendererUnknown, err))
	}
	*slot = rec
	return report
}

// ErrRendererUnknown starts the error of a report whose renderer could
// not be named: evidence without its renderer is not evidence.
const ErrRendererUnknown = "RENDERER_UNKNOWN"
