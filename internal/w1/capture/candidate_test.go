package capture

import (
	"bytes"
	"testing"

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
			tc.req.Candidate = func(png []byte) { cands = append(cands, bytes.Clone(png)) }
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
