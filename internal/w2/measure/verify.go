package measure

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"sync"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// Result is the outcome of one verification: the visual-verdict.v1 body,
// ready for events.Encode, and the ops.observation.v1 bodies to publish
// beside it (fail-open: they never change the verdict).
type Result struct {
	Verdict *events.VisualVerdict
	Ops     []*events.OpsObservation
}

// DefaultParallel is how many tabs one verification uses at once.
const DefaultParallel = 4

// Options tune a verification. The zero value is ready to use.
type Options struct {
	// Logger receives what does not belong in the verdict (why a route did
	// not resolve, ops observations). Nil discards.
	Logger *slog.Logger
	// Parallel bounds the tabs open at once; zero means DefaultParallel.
	Parallel int
}

// work is the state of one verification.
type work struct {
	job     *job.Job
	browser *browser.Browser
	rubric  rubric
	root    string
	tool    string
	log     *slog.Logger
	routes  *routes
	par     int
}

// Verify verifies job j with browser b. It never fails: a browser that is
// missing, dies or runs out of time (ctx) gives AUDIT_UNAVAILABLE with an
// error and an external_tool_fail observation, as does an unknown rubric
// version (without the observation: no tool failed).
func (o Options) Verify(ctx context.Context, b *browser.Browser, j *job.Job) Result {
	log := o.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	r, ok := rubrics[j.Tuple.RubricVersion]
	if !ok {
		return Result{Verdict: Unavailable(j.Tuple, fmt.Errorf("unknown rubric_version %q (known: %s)", j.Tuple.RubricVersion, knownRubrics()))}
	}
	w := &work{job: j, browser: b, rubric: r, log: log, routes: newRoutes(), par: o.Parallel, tool: "chromium"}
	if w.par <= 0 {
		w.par = DefaultParallel
	}
	if b == nil {
		return w.failed(browser.ErrNoBrowser)
	}
	w.tool = filepath.Base(b.Binary())
	root, stop, err := j.Root(ctx)
	if err != nil {
		return Result{Verdict: Unavailable(j.Tuple, err)}
	}
	defer stop()
	w.root = root
	start := time.Now()
	res, err := w.run(ctx)
	if err != nil {
		return w.failed(err)
	}
	log.Info("W2 verified", "request", j.Tuple.RequestID, "attempt", j.Tuple.AttemptID,
		"verdict", res.Verdict.Verdict, "elapsed", time.Since(start).Round(time.Millisecond))
	return res
}

// failed is rule 7: the browser (or the time) failed us.
func (w *work) failed(err error) Result {
	w.log.Warn("W2 audit unavailable", "request", w.job.Tuple.RequestID, "err", err)
	return Result{
		Verdict: Unavailable(w.job.Tuple, err),
		Ops: []*events.OpsObservation{{
			SchemaName: events.SchemaOpsObservation,
			ReqID:      w.job.Tuple.RequestID,
			AttID:      w.job.Tuple.AttemptID,
			Kind:       events.OpsExternalToolFail,
			Tool:       w.tool,
			Detail:     err.Error(),
		}},
	}
}

// Unavailable is the AUDIT_UNAVAILABLE verdict for tuple t, with err as its
// error: for a job that could not even be built (a malformed skeleton, a
// missing browser) as for one that failed half-way.
func Unavailable(t events.Tuple, err error) *events.VisualVerdict {
	v := newVerdict(t)
	v.Verdict = events.VerdictAuditUnavailable
	v.Error = err.Error()
	if v.Error == "" {
		v.Error = "audit unavailable"
	}
	return v
}

func newVerdict(t events.Tuple) *events.VisualVerdict {
	return &events.VisualVerdict{
		SchemaName:      events.SchemaVisualVerdict,
		ReqID:           t.RequestID,
		AttID:           t.AttemptID,
		Tuple:           t,
		ElementVerdicts: []events.ElementVerdict{},
		Lint: events.Lint{
			Required:  []events.LintSelector{},
			Forbidden: []events.LintSelector{},
			Findings:  []events.LintFinding{},
		},
		Concerns: []events.Concern{},
	}
}

// screenBreakpoints are the breakpoints screen s is loaded at: those any
// of its elements requires, in the skeleton's breakpoint order; a screen
// that requires none is loaded at the skeleton's first breakpoint, for the
// lint.
func screenBreakpoints(sk *skeleton.Skeleton, s *skeleton.Screen) []skeleton.Breakpoint {
	need := map[string]bool{}
	for i := range s.Elements {
		for _, bp := range s.Elements[i].MustSatisfy.RequiredBreakpoints {
			need[bp] = true
		}
	}
	var out []skeleton.Breakpoint
	for _, bp := range sk.Breakpoints {
		if need[bp.Name] {
			out = append(out, bp)
		}
	}
	if len(out) == 0 && len(sk.Breakpoints) > 0 {
		out = append(out, sk.Breakpoints[0])
	}
	return out
}

func requires(el *skeleton.Element, bp string) bool {
	for _, b := range el.MustSatisfy.RequiredBreakpoints {
		if b == bp {
			return true
		}
	}
	return false
}

// each runs fn(i) for i in [0, n) on at most par goroutines and returns
// the first error.
func each(ctx context.Context, par, n int, fn func(ctx context.Context, i int) error) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	sem := make(chan struct{}, par)
	var (
		wg    sync.WaitGroup
		once  sync.Once
		first error
	)
	for i := range n {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Go(func() {
			defer func() { <-sem }()
			if err := fn(ctx, i); err != nil {
				once.Do(func() { first = err; cancel(err) })
			}
		})
	}
	wg.Wait()
	if first != nil {
		return first
	}
	return context.Cause(ctx)
}

func (w *work) run(ctx context.Context) (Result, error) {
	sk := w.job.Skeleton
	// 1. Measure every screen at every breakpoint it needs, then fire
	// the interactions there.
	var tasks []*pageTask
	for si := range sk.Screens {
		s := &sk.Screens[si]
		url, err := job.PageURL(w.root, s)
		if err != nil {
			return Result{}, fmt.Errorf("screen %s: %w", s.ID, err)
		}
		for k, bp := range screenBreakpoints(sk, s) {
			t := &pageTask{screen: s, bp: bp, url: url, want: make([]bool, len(s.Elements)), lint: k == 0}
			for i := range s.Elements {
				t.want[i] = requires(&s.Elements[i], bp.Name)
			}
			tasks = append(tasks, t)
		}
	}
	pages := make([]*pageResult, len(tasks))
	if err := each(ctx, w.par, len(tasks), func(ctx context.Context, i int) error {
		var err error
		pages[i], err = measurePage(ctx, w, tasks[i])
		return err
	}); err != nil {
		return Result{}, err
	}

	// 2. Resolve the route and url bindings of wired interactions.
	type key struct {
		t  *pageTask
		el int
		in int
	}
	outcome := map[key]string{} // "" ok, else the dead_handler reason
	for ti, t := range tasks {
		p := pages[ti]
		for k, item := range p.items {
			in := &t.screen.Elements[item.el].Interactions[item.in]
			outcome[key{t, item.el, item.in}] = w.interactionOutcome(ctx, t.screen, in, &p.fired[k])
		}
	}

	// 3. Assemble.
	a := newAssembly(w)
	for ti, t := range tasks {
		a.page(t, pages[ti])
	}
	for si := range sk.Screens {
		s := &sk.Screens[si]
		for i := range s.Elements {
			el := &s.Elements[i]
			for _, bpName := range el.MustSatisfy.RequiredBreakpoints {
				var t *pageTask
				var p *pageResult
				for ti, tt := range tasks {
					if tt.screen == s && tt.bp.Name == bpName {
						t, p = tt, pages[ti]
					}
				}
				if t == nil {
					continue // cannot happen: every required breakpoint has a task
				}
				reasons := map[int]string{}
				for k := range el.Interactions {
					if r, ok := outcome[key{t, i, k}]; ok {
						reasons[k] = r
					}
				}
				a.element(s, el, bpName, p, i, reasons)
			}
		}
	}
	return a.finish(), nil
}

// interactionOutcome is rule 5 after the dispatch: "" when the interaction
// is wired and its binds_to resolves, else the dead_handler reason.
func (w *work) interactionOutcome(ctx context.Context, s *skeleton.Screen, in *skeleton.Interaction, f *fired) string {
	if !f.Loaded || !f.Found {
		return ReasonNotWired
	}
	if !f.wired(w.rubric) {
		return ReasonNotWired
	}
	b := in.Binding
	switch b.Kind {
	case skeleton.BindHandler:
		if !f.HandlerFn {
			return ReasonUnresolvable
		}
	case skeleton.BindElement:
		if !f.IDBefore && !f.IDAfter {
			return ReasonUnresolvable
		}
	case skeleton.BindRoute, skeleton.BindURL:
		if why := w.routes.check(ctx, *b, w.root, s.Path); why != "" {
			w.log.Info("binds_to does not resolve", "screen", s.ID, "binds_to", *in.BindsTo, "why", why)
			return ReasonUnresolvable
		}
	}
	return ""
}

// Dead-handler reasons (docs/CONTRACTS.md §7.3 rule 5).
const (
	ReasonNoBinding    = "binds_to missing"
	ReasonNotWired     = "not wired"
	ReasonUnresolvable = "binds_to unresolvable"
)

func jsonString(s string) (string, error) {
	b, err := json.Marshal(s)
	return string(b), err
}

var _ = errors.New
