package mcpverify

import (
	"context"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
	"github.com/tribunal-dev/tribunal/internal/w2/mcpprotocol"
)

// W2's pause at a phase, before the next step goes out. W1 pauses there
// for its settled screenshot: until the network is quiet (the host page's
// log POSTs are requests) and then for at least two screenshots. W2 waits
// for the log itself to be quiet, a little longer than W1's network
// window so that the app's answer to a step is recorded before the next
// step, and gives up waiting after as long as W1 would.
const (
	quietWindow = 300 * time.Millisecond
	quietLimit  = 10 * time.Second
)

// Verify is W2's runner.Witness: it mounts the app through session s in
// tab on the session's surface (browser.Emulate, then the host page), lets
// the host page go quiet at each phase, reads the app's document at the
// mounted and hydrated phases (in an isolated world of the app's frame:
// its text, never a pixel), and lints the mount once it is over.
func Verify(ctx context.Context, tab *browser.Tab, s *mcphost.Session) (runner.Judge, error) {
	tctx, cancel := tab.Context(ctx)
	defer cancel()
	open := func(_ context.Context, url string) error {
		if err := chromedp.Do(tctx, browser.Emulate(s.Surface)); err != nil {
			return browser.Unavailable("mcpverify: emulate", err)
		}
		if err := chromedp.Do(tctx, chromedp.Navigate(url)); err != nil {
			return browser.Unavailable("mcpverify: navigate "+url, err)
		}
		return nil
	}
	// The app's document as it stands once the host page is quiet at the
	// mounted and hydrated phases: hydration is judged by what the app
	// did with the result (mcpprotocol).
	var docs mcpprotocol.Documents
	at := func(ctx context.Context, phase string) error {
		if phase == mcpcheck.PhaseProbed {
			return nil // nothing follows the probe
		}
		if err := s.Quiet(ctx, quietWindow, quietLimit); err != nil {
			return err
		}
		var doc **mcpprotocol.Document
		switch phase {
		case mcpcheck.PhaseMounted:
			doc = &docs.Mounted
		case mcpcheck.PhaseHydrated:
			doc = &docs.Hydrated
		default:
			return nil
		}
		d, err := readDocument(tctx, s)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			d = &mcpprotocol.Document{Error: err.Error()}
		}
		*doc = d
		return nil
	}
	if _, err := s.Drive(ctx, open, at); err != nil {
		return nil, err
	}
	return func(_ context.Context, m *runner.Mount) ([]mcpcheck.Check, []mcpcheck.Blob) {
		checks, blobs, _ := Checks(m, docs)
		return checks, blobs
	}, nil
}
