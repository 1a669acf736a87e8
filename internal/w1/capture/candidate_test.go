package capture

import (
	"bytes"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// TestCandidates: Request.Candidate sees every one-piece screenshot that
// another follows, and the kept frame of a stable page is byte for byte
// the last of them (what internal/w1/pixelcheck checks ahead relies on); a
// frame made of tiles offers none.
func TestCandidates(t *testing.T) {
	testBrowser(t)
	tall := Request{URL: httpURL("tall.html"), Width: 360, Height: 640, FullPage: true, TileHeight: 1000}
	for _, tc := range []struct {
		name  string
		req   Request
		tiled bool
	}{
		{"viewport", NewRequest(browser.Web, httpURL("static.html"), false), false},
		{"full page", NewRequest(browser.Web, httpURL("static.html"), true), false},
		{"animated", NewRequest(browser.Web, httpURL("animated.html"), false), false},
		{"tiles", tall, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var cands [][]byte
			tc.req.Candidate = func(png []byte, _ Origin) { cands = append(cands, bytes.Clone(png)) }
			f := shot(t, tc.req)
			if !f.Stable {
				t.Fatalf("not stable after %d frames", f.Frames)
			}
			if tc.tiled {
				if f.Tiles < 2 {
					t.Fatalf("%d tiles, want a tiled frame", f.Tiles)
				}
				if len(cands) != 0 {
					t.Errorf("%d candidates offered for a tiled frame, want none", len(cands))
				}
				return
			}
			if len(cands) != f.Frames-1 {
				t.Fatalf("%d candidates for %d frames, want %d", len(cands), f.Frames, f.Frames-1)
			}
			if !bytes.Equal(cands[len(cands)-1], f.PNG) {
				t.Errorf("the kept frame (%s) is not the last candidate's bytes", f.SHA256)
			}
		})
	}
}

// TestFirstShotInQuietWindow: the first screenshot is taken while the
// quiet window runs, not after it, and the kept frame still follows the
// window. The window is made long (5 s) so that the order shows whatever
// the machine's load: the static page's first screenshot comes long
// before it ends, and the capture as a whole cannot end before it.
func TestFirstShotInQuietWindow(t *testing.T) {
	testBrowser(t)
	const window = 5 * time.Second
	req := NewRequest(browser.Web, httpURL("static.html"), false)
	req.QuietWindow = window
	req.MaxQuietWait = 20 * time.Second
	var first time.Duration
	start := time.Now()
	req.Candidate = func([]byte, Origin) {
		if first == 0 {
			first = time.Since(start)
		}
	}
	f := shot(t, req)
	took := time.Since(start)
	if !f.Stable || !f.NetworkQuiet {
		t.Fatalf("stable %v, network quiet %v after %d frames", f.Stable, f.NetworkQuiet, f.Frames)
	}
	if first == 0 || first >= window {
		t.Errorf("first screenshot offered %v after the start, want within the %v quiet window", first, window)
	}
	if took < window {
		t.Errorf("the capture ended %v after the start, before the %v quiet window did", took, window)
	}
}
