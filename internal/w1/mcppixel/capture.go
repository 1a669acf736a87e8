package mcppixel

import (
	"context"
	"fmt"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/w1/capture"
)

// Driver runs one mount in the test host: it calls open with the host
// page's URL, then at at each phase, and returns which phases the host's
// server saw reached. (*mcphost.Session).Drive is one, adapted; the pixel
// path names no host type so that it links no HTTP code.
type Driver func(ctx context.Context,
	open func(ctx context.Context, url string) error,
	at func(ctx context.Context, phase string) error) (reached map[string]bool, err error)

// Shots are the settled screenshots of one mount, by phase, and the phases
// the host reached.
type Shots struct {
	Surface browser.Surface
	Frames  map[string]capture.Frame
	Reached map[string]bool
}

// quietWindow is a little longer than capture's default settle: the host
// page is local and the app single-file, but the host's own log POSTs
// come and go in bursts around each phase, and one arriving between two
// screenshots costs a round.
const quietWindow = 150 * time.Millisecond

// Capture mounts an app through drive in tab (opened with
// browser.PixelOnly) on surface sf and screenshots every phase but the
// last (the probe changes nothing on screen).
func Capture(ctx context.Context, tab *browser.Tab, sf browser.Surface, drive Driver) (*Shots, error) {
	shots := &Shots{Surface: sf, Frames: map[string]capture.Frame{}}
	var live *capture.Live
	defer func() {
		if live != nil {
			live.Close()
		}
	}()
	open := func(ctx context.Context, url string) error {
		req := capture.NewRequest(sf, url, false)
		req.QuietWindow = quietWindow
		var err error
		live, err = capture.Open(ctx, tab, req)
		return err
	}
	at := func(ctx context.Context, phase string) error {
		if phase == mcpcheck.PhaseProbed || live == nil {
			return nil
		}
		f, err := live.Shot()
		if err != nil {
			return fmt.Errorf("pixel: screenshot at %s: %w", phase, err)
		}
		shots.Frames[phase] = f
		return nil
	}
	reached, err := drive(ctx, open, at)
	shots.Reached = reached
	if err != nil {
		return shots, err
	}
	return shots, nil
}

// Blobs returns the screenshots as evidence blobs, in phase order.
func (s *Shots) Blobs() []mcpcheck.Blob {
	var out []mcpcheck.Blob
	for _, ph := range []string{mcpcheck.PhaseMounted, mcpcheck.PhaseHydrated, mcpcheck.PhaseToolAnswered, mcpcheck.PhaseResized} {
		if f, ok := s.Frames[ph]; ok {
			b := mcpcheck.NewBlob("screenshot", "image/png", s.Surface.Name, ph, f.PNG)
			b.Width, b.Height = f.Width, f.Height
			out = append(out, b)
		}
	}
	return out
}
