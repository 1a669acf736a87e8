package pixelcheck

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/w1/capture"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// DefaultShotTimeout bounds one capture (a screen at a breakpoint on a
// surface) when Options.ShotTimeout is zero.
const DefaultShotTimeout = 60 * time.Second

// Tool names in ops.observation.v1.
const (
	ToolBrowser  = "chromium"
	ToolBaseline = "baseline"
)

// OpsCaptureUnstable is the ops kind of a frame that did not settle (its
// last two screenshots differed, or the network never went quiet): it is
// judged anyway, but its hash may not repeat.
const OpsCaptureUnstable = "capture_unstable"

// Options tune Observe. The zero value is ready to use.
type Options struct {
	// Baseline returns the baseline screenshot of a screen at a breakpoint
	// on a surface — the last sealed one (serve) or a file (run) — with
	// the renderer that made it when it is known; ok false when there is
	// none. frame is the SHA-256 of the frame W1 holds: a baseline known
	// to be that frame may come without its PNG (Baseline.SHA256). An
	// error makes the audit unavailable: a baseline that exists but
	// cannot be read must not pass silently.
	Baseline func(ctx context.Context, screen, breakpoint, surface, frame string) (base Baseline, ok bool, err error)
	// Renderer returns W1's own renderer record (the browser's identity
	// and Tribunal's build); it is asked once per observation, when a
	// baseline names its renderer, and put into the report, so that the
	// report names the renderer the comparison was made with. Nil: no
	// baseline is compared by renderer (run mode).
	Renderer func(ctx context.Context) (*events.Renderer, error)
	// ShotTimeout bounds each capture; zero means DefaultShotTimeout.
	ShotTimeout time.Duration
	// DiffThreshold is pixelmatch's threshold for the baseline diff; zero
	// means DefaultDiffThreshold.
	DiffThreshold float64
	// TokenDeltaE is the token colour tolerance; zero means
	// DefaultTokenDeltaE.
	TokenDeltaE float64
	// QuietWindow is passed to capture.Request; zero means capture's
	// default.
	QuietWindow time.Duration
	// Tabs bounds the captures that run at once, each in its own tab;
	// zero means DefaultTabs, 1 captures one target after another.
	Tabs int
	// Logger receives one line per capture at Debug; nil discards.
	Logger *slog.Logger
}

// Result is what one observation produces.
type Result struct {
	// Report is the observation.w1.v1 body; events.Encode accepts it.
	Report *events.ObservationW1
	// Blobs are every screenshot and every baseline diff image, in the
	// order made, each once.
	Blobs []Blob
	// Ops are the operational notes (ops.observation.v1).
	Ops []*events.OpsObservation
}

// Observe captures every screen of j at every breakpoint on every required
// surface and judges the frames (see the package doc and docs/W1.md). It
// always returns a report: when the browser fails, a capture times out,
// the constraints lack min_contrast_ratio or a baseline cannot be read, the
// verdict is AUDIT_UNAVAILABLE with the reason in Report.Error, and a
// browser failure adds an external_tool_fail note.
func Observe(ctx context.Context, b *browser.Browser, j *job.Job, opts Options) Result {
	o := &observer{b: b, j: j, opts: opts, seen: map[string]bool{}}
	if o.opts.ShotTimeout <= 0 {
		o.opts.ShotTimeout = DefaultShotTimeout
	}
	if o.opts.DiffThreshold == 0 {
		o.opts.DiffThreshold = DefaultDiffThreshold
	}
	if o.opts.Logger == nil {
		o.opts.Logger = slog.New(slog.DiscardHandler)
	}
	rep := newReport(j.Tuple)
	o.rep = rep
	if err := o.observe(ctx, rep); err != nil {
		res := Unavailable(j.Tuple, err)
		res.Ops = append(o.ops, res.Ops...)
		return res
	}
	rep.Score = Score(rep.Deviations)
	rep.Verdict = Verdict(rep.Deviations)
	return Result{Report: rep, Blobs: o.blobs, Ops: o.ops}
}

// Unavailable is the result of an observation that could not be made —
// including a job that could not be built (a malformed skeleton): the
// tuple, verdict AUDIT_UNAVAILABLE, score 0 and err as the error.
func Unavailable(t events.Tuple, err error) Result {
	rep := newReport(t)
	rep.Verdict = events.VerdictAuditUnavailable
	rep.Error = err.Error()
	return Result{Report: rep}
}

func newReport(t events.Tuple) *events.ObservationW1 {
	return &events.ObservationW1{
		SchemaName: events.SchemaObservationW1, ReqID: t.RequestID, AttID: t.AttemptID, Tuple: t,
		Deviations: []events.Deviation{}, Screenshots: []events.Screenshot{},
	}
}

type observer struct {
	b     *browser.Browser
	j     *job.Job
	rep   *events.ObservationW1
	opts  Options
	blobs []Blob
	seen  map[string]bool
	ops   []*events.OpsObservation
}

func (o *observer) observe(ctx context.Context, rep *events.ObservationW1) error {
	if o.j.Constraints.MinContrastRatio == nil {
		return errors.New("CONSTRAINTS_INCOMPLETE: the constraints lack min_contrast_ratio")
	}
	if o.b == nil {
		return browser.Unavailable("observe", errors.New("no browser"))
	}
	checks := Checks{MinContrast: *o.j.Constraints.MinContrastRatio, TokenDeltaE: o.opts.TokenDeltaE}
	root, stop, err := o.j.Root(ctx)
	if err != nil {
		return err
	}
	defer stop()
	var all []target
	for i := range o.j.Skeleton.Screens {
		s := &o.j.Skeleton.Screens[i]
		url, err := job.PageURL(root, s)
		if err != nil {
			return fmt.Errorf("screen %s: %w", s.ID, err)
		}
		for _, surface := range o.j.Surfaces {
			ts, err := targets(o.j.Skeleton, s, surface, url)
			if err != nil {
				return fmt.Errorf("screen %s: %w", s.ID, err)
			}
			all = append(all, ts...)
		}
	}
	for i := range all {
		all[i].req.QuietWindow = o.opts.QuietWindow
	}
	// The captures run in parallel tabs (capturePool), and each worker
	// decodes and checks its own frame; the results are taken here in
	// target order, each as soon as it and those before it are ready
	// (while later ones still render), so the report, the blobs and the
	// first error are the same as one capture after another would give.
	cctx, cancel := context.WithCancel(ctx)
	shots, wait := o.captureAll(cctx, all, checks)
	defer func() {
		cancel() // a judging error: the captures after it are not needed
		wait()
	}()
	for i, t := range all {
		c := <-shots[i]
		devs, shot, err := o.one(ctx, t, c)
		if err != nil {
			return err
		}
		rep.Screenshots = append(rep.Screenshots, shot)
		rep.Deviations = append(rep.Deviations, devs...)
		if t.place.Surface == events.SurfaceWeb {
			// The figures W2's can be set beside (docs/CONTRACTS.md §5,
			// "Agreement"): W2 measures the web page.
			rep.ContrastMeasures = append(rep.ContrastMeasures, c.found.Contrast...)
		}
		// What the pixels could not decide, on every surface whose boxes
		// apply (the reason names a mobile surface).
		rep.Undecided = append(rep.Undecided, c.found.Undecided...)
		// What the page tried to reach past its origin: evidence only.
		rep.BlockedURLs = events.MergeBlockedURLs(rep.BlockedURLs, c.frame.Blocked)
	}
	return nil
}

// screenshotOf is the report's record of frame f captured at p: with
// the frame's origin, so that whatever draws boxes over the stored frame
// (the report, the cockpit) moves them as W1's checks did.
func screenshotOf(p Place, f capture.Frame) events.Screenshot {
	return events.Screenshot{
		Screen: p.Screen, Breakpoint: p.Breakpoint, Surface: p.Surface,
		SHA256: f.SHA256, Width: f.Width, Height: f.Height,
		OriginX: f.Origin.X, OriginY: f.Origin.Y,
	}
}

// one judges one target's capture.
func (o *observer) one(ctx context.Context, t target, c captured) ([]events.Deviation, events.Screenshot, error) {
	f, err := c.frame, c.err
	if err != nil {
		if errors.Is(err, browser.ErrUnavailable) {
			o.note(events.OpsExternalToolFail, ToolBrowser, err.Error())
		}
		return nil, events.Screenshot{}, fmt.Errorf("capturing %s on %s: %w", t.place.Hint(""), t.place.Surface, err)
	}
	if !f.Stable || !f.NetworkQuiet {
		o.note(OpsCaptureUnstable, ToolBrowser, fmt.Sprintf("%s on %s: stable=%v network_quiet=%v after %d frames",
			t.place.Hint(""), t.place.Surface, f.Stable, f.NetworkQuiet, f.Frames))
	}
	o.add(Blob{SHA256: f.SHA256, MediaType: MediaTypePNG, Data: f.PNG})
	shot := screenshotOf(t.place, f)
	if c.decodeErr != nil {
		return nil, shot, fmt.Errorf("decoding the screenshot of %s on %s: %w", t.place.Hint(""), t.place.Surface, c.decodeErr)
	}
	devs := c.found.Deviations // decoded and checked by the capture's worker (captureAll)
	o.opts.Logger.Debug("captured", "at", t.place.Hint(""), "surface", t.place.Surface,
		"sha256", f.SHA256, "ready_ms", f.ReadyMS, "frames", f.Frames, "deviations", len(devs))

	if o.opts.Baseline != nil {
		base, ok, err := o.opts.Baseline(ctx, t.place.Screen, t.place.Breakpoint, t.place.Surface, f.SHA256)
		if err != nil {
			o.note(events.OpsExternalToolFail, ToolBaseline, err.Error())
			return nil, shot, fmt.Errorf("%w for %s on %s: %w", errBaseline, t.place.Hint(""), t.place.Surface, err)
		}
		if ok {
			o.opts.Logger.Debug("baseline", "at", t.place.Hint(""), "surface", t.place.Surface,
				"sha256", base.SHA256, "same", base.is(f), "bytes", len(base.PNG))
			change, err := o.rendererChange(ctx, base.Renderer)
			if err != nil {
				return nil, shot, err
			}
			d, blob, err := diffBaseline(ctx, base, f, o.opts.DiffThreshold, t.place, change)
			if errors.Is(err, errBaseline) {
				o.note(events.OpsExternalToolFail, ToolBaseline, err.Error())
			}
			if err != nil {
				return nil, shot, err
			}
			if d != nil {
				devs = append(devs, *d)
				o.add(*blob)
			}
		}
	}
	return devs, shot, nil
}

func (o *observer) shot(ctx context.Context, t target) (capture.Frame, error) {
	ctx, cancel := context.WithTimeoutCause(ctx, o.opts.ShotTimeout,
		fmt.Errorf("capture timed out after %v", o.opts.ShotTimeout))
	defer cancel()
	f, err := o.shotIn(ctx, t)
	if err != nil && ctx.Err() != nil && !errors.Is(err, context.Cause(ctx)) {
		// Name the time limit rather than a bare "deadline exceeded".
		err = fmt.Errorf("%v: %w", context.Cause(ctx), err)
	}
	return f, err
}

func (o *observer) shotIn(ctx context.Context, t target) (capture.Frame, error) {
	tab, err := o.b.NewTab(ctx, browser.PixelOnly())
	if err != nil {
		return capture.Frame{}, err
	}
	// The frame does not depend on the tab's teardown: it runs in the
	// background (the Browser's Close waits for it).
	defer tab.CloseLater()
	return capture.Shot(ctx, tab, t.req)
}

func (o *observer) add(b Blob) {
	if !o.seen[b.SHA256] {
		o.seen[b.SHA256] = true
		o.blobs = append(o.blobs, b)
	}
}

func (o *observer) note(kind, tool, detail string) {
	o.ops = append(o.ops, &events.OpsObservation{
		SchemaName: events.SchemaOpsObservation, ReqID: o.j.Tuple.RequestID, AttID: o.j.Tuple.AttemptID,
		Kind: kind, Tool: tool, Detail: detail,
	})
}
