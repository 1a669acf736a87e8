package measure

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser/netquiet"
	"github.com/tribunal-dev/tribunal/internal/pause"
)

// Readiness of rubric 1.3.0 (docs/RUBRIC.md §2b): a page is measured when
// its network has been quiet for QuietWindow, its main thread has had an
// idle period, and the layout of its declared elements has not changed over
// StableSnapshots snapshots LayoutSettle apart with no request starting or
// ending around them — at most MaxReadyWait after the load event, and at
// most half of what is left of the job's deadline.
const (
	QuietWindow     = 250 * time.Millisecond
	LayoutSettle    = 150 * time.Millisecond
	StableSnapshots = 3
	MaxReadyWait    = 15 * time.Second
)

//go:embed ready.js
var readyJS string

// readyWatch is what a tab needs to wait for readiness: its network
// accounting, attached before the page loads, and the selectors whose
// boxes must stand still.
type readyWatch struct {
	net  *netquiet.Watch
	sels []string
	// unsettled describes each load of the page that did not settle
	// within the bound: "<which load>: <what was still changing>".
	unsettled []string
}

// wait is waitReady, noting an unsettled load as which.
func (rw *readyWatch) wait(tctx context.Context, which string) (readiness, error) {
	r, err := waitReady(tctx, rw)
	if err == nil && !r.Settled {
		rw.unsettled = append(rw.unsettled, which+": "+r.Why)
	}
	return r, err
}

// readiness is how one wait for readiness ended.
type readiness struct {
	Settled   bool   // false: given up at the bound
	Snapshots int    // layout snapshots taken
	Why       string // when !Settled: what was still changing
}

// waitReady waits, after the load event, until the page is ready (above).
// It fails only when tctx ends or the browser fails; a page that does not
// settle within the bound is measured anyway, with Settled false.
//
// The quiet window and the snapshots run side by side: a snapshot is
// taken as soon as no request is in flight, and the page is ready when
// StableSnapshots of them agree with no request started or ended from
// the first to the last and the network has also been quiet for
// QuietWindow by then. The snapshots span (StableSnapshots-1) ×
// LayoutSettle, longer than QuietWindow, so a streak that holds has
// already waited the window out: the window's wait before the first
// snapshot would only add its length to every load.
func waitReady(tctx context.Context, rw *readyWatch) (readiness, error) {
	var r readiness
	start := time.Now()
	giveUp := start.Add(MaxReadyWait)
	if d, ok := tctx.Deadline(); ok {
		giveUp = minTime(giveUp, start.Add(time.Until(d)/2))
	}
	in, err := json.Marshal(rw.sels)
	if err != nil {
		return r, err
	}
	var prev string
	same, prevGen := 0, -1
	for {
		// Nothing in flight; the window is checked once the streak holds.
		quiet, err := rw.net.Wait(tctx, 0, giveUp)
		if err != nil {
			return r, err
		}
		gen := rw.net.Gen()
		snap, err := layoutSnapshot(tctx, string(in))
		if tctx.Err() != nil {
			return r, context.Cause(tctx)
		}
		r.Snapshots++
		// A snapshot that failed (the document went away under it) or
		// that a request started or ended around counts as a change.
		steady := err == nil && quiet && gen == prevGen && gen == rw.net.Gen() && snap == prev
		switch {
		case err != nil:
			same, prev, r.Why = 0, "", "the document changed while its layout was read"
		case steady:
			same++
		default:
			same, prev = 1, snap
			switch {
			case !quiet:
				r.Why = fmt.Sprintf("%d requests still open", rw.net.Open())
			case gen != rw.net.Gen() || gen != prevGen && prevGen >= 0:
				r.Why = "requests started or ended between layout snapshots"
			default:
				r.Why = "the declared elements' layout kept changing"
			}
		}
		prevGen = gen
		if same >= StableSnapshots {
			// Normally at once: the streak spans more than the window.
			if quiet, err = rw.net.Wait(tctx, QuietWindow, giveUp); err != nil {
				return r, err
			}
			if quiet && gen == rw.net.Gen() {
				r.Settled, r.Why = true, ""
				return r, nil
			}
			same, prev, prevGen = 0, "", -1
			r.Why = "requests started or ended between layout snapshots"
			if !quiet {
				r.Why = fmt.Sprintf("%d requests still open", rw.net.Open())
			}
		}
		if !time.Now().Before(giveUp) {
			return r, nil
		}
		if err := pause.For(tctx, LayoutSettle); err != nil {
			return r, err
		}
	}
}

func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

// layoutSnapshot evaluates ready.js in a fresh isolated world of the main
// frame (a world belongs to one document, and the page's scripts cannot
// reach it to replace what it calls): it waits for an idle period of the
// main thread and reads the layout of the selectors' elements.
func layoutSnapshot(tctx context.Context, sels string) (string, error) {
	ft, err := chromedp.Call(tctx, page.GetFrameTree, cdp.Empty{})
	if err != nil {
		return "", err
	}
	if ft.FrameTree == nil || ft.FrameTree.Frame == nil {
		return "", fmt.Errorf("the tab has no main frame")
	}
	w, err := chromedp.Call(tctx, page.CreateIsolatedWorld, page.CreateIsolatedWorldParams{
		FrameID: ft.FrameTree.Frame.ID, WorldName: "tribunal-w2-ready"})
	if err != nil {
		return "", err
	}
	r, err := chromedp.Call(tctx, runtime.Evaluate, runtime.EvaluateParams{
		Expression: readyJS + "(" + sels + ")", ContextID: w.ExecutionContextID,
		ReturnByValue: new(true), AwaitPromise: new(true)})
	if err != nil {
		return "", err
	}
	if r.ExceptionDetails != nil {
		return "", fmt.Errorf("ready.js: %s", r.ExceptionDetails.Text)
	}
	if r.Result == nil {
		return "", fmt.Errorf("ready.js returned nothing")
	}
	return string(r.Result.Value), nil
}

// readyBound names the bound in a page_unsettled concern.
var readyBound = fmt.Sprintf("%s (or half the time left)", MaxReadyWait)
