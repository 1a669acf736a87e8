package pixelcheck

import (
	"context"
	"runtime"
	"sync"

	"github.com/tribunal-dev/tribunal/internal/w1/capture"
)

// DefaultTabs bounds the captures of one observation that run at once
// when Options.Tabs is zero. A capture mostly waits (for the network to go
// quiet, for frames), so the bound is the browser's memory, a renderer per
// tab, rather than the cores.
const DefaultTabs = 4

// captured is one target's capture: its frame, or why there is none, and
// the frame checks' result on it (checked), or why the screenshot could
// not be decoded (decodeErr).
type captured struct {
	frame     capture.Frame
	err       error
	found     Findings
	decodeErr error
}

// captureAll captures every target, each in a fresh tab of its own, at
// most Options.Tabs at a time, in target order. Each target's capture
// arrives on its own channel (one value each), so the caller judges the
// first while the others still render; wait waits for the captures in
// flight. Tabs do not share state (each has its own emulation, navigation
// and network accounting), so a frame does not depend on what runs beside
// it. Once a capture fails, the targets after it are not started: the
// observation stops at the first failure in target order, as it would
// capturing one target after another.
//
// Each worker also decodes its frame and runs CheckFrame on it (a pure
// function of the pixels, the regions and the checks) before handing it
// over, so the frames of one observation are checked in parallel rather
// than one after another in the judge; the decoded pixels are dropped
// right after. At most GOMAXPROCS frames are decoded at once: a decoded
// tall page is large (1280 × 30,000 px is 150 MB), and the check is pure
// CPU. The check starts ahead, on the screenshot before the kept one
// (speculation): the kept frame is byte for byte that screenshot, so its
// check runs while the capture takes the confirming one.
func (o *observer) captureAll(ctx context.Context, ts []target, checks Checks) (out []chan captured, wait func()) {
	out = make([]chan captured, len(ts))
	for i := range out {
		out[i] = make(chan captured, 1)
	}
	tabs := o.opts.Tabs
	if tabs <= 0 {
		tabs = DefaultTabs
	}
	decoding := make(chan struct{}, max(1, runtime.GOMAXPROCS(0)))
	var (
		mu     sync.Mutex
		next   int
		failed = len(ts) // the first failed index so far
		wg     sync.WaitGroup
	)
	take := func() (int, bool) {
		mu.Lock()
		defer mu.Unlock()
		if next >= len(ts) || next > failed {
			return 0, false
		}
		next++
		return next - 1, true
	}
	for range min(tabs, len(ts)) {
		wg.Go(func() {
			for {
				i, ok := take()
				if !ok {
					return
				}
				t := ts[i]
				spec := &speculation{
					check: func(png []byte, at capture.Origin) (Findings, error) { return checkShot(png, at, t, checks) },
					slots: decoding, left: maxSpeculations,
				}
				t.req.Candidate = spec.offer
				f, err := o.shot(ctx, t)
				if err != nil {
					mu.Lock()
					failed = min(failed, i)
					mu.Unlock()
				}
				c := captured{frame: f, err: err}
				if err == nil {
					c.found, c.decodeErr = spec.result(f.PNG, f.Origin)
				} else {
					spec.wait()
				}
				out[i] <- c
			}
		})
	}
	return out, wg.Wait
}

// checkShot decodes a screenshot whose top-left pixel lies at origin in
// the page's viewport and runs the frame checks on it.
func checkShot(png []byte, origin capture.Origin, t target, checks Checks) (Findings, error) {
	frame, err := DecodeFrame(png)
	if err != nil {
		return Findings{}, err
	}
	at := t.place
	at.OriginX, at.OriginY = origin.X, origin.Y
	return CheckFrame(frame, t.regions, checks, at), nil
}
