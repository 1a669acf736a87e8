package measure

import (
	"context"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser/netquiet"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// pageTask is one screen at one breakpoint.
type pageTask struct {
	screen *skeleton.Screen
	bp     skeleton.Breakpoint
	url    string
	// want[i] says whether element i of the screen is judged at bp.
	want []bool
	// lint: this page is the screen's lint page (its first breakpoint).
	lint bool
	// ready, under rubric 1.3.0, is what every load of the page in its
	// tab waits on before the page is read (ready.go).
	ready *readyWatch
	// afresh loads the page afresh for rule 5 (ahead.go).
	afresh afresh
}

// pageResult is what the measure pass saw on one page.
type pageResult struct {
	loadErr *pageError
	blocked []string // what the page tried to reach outside the product's origins
	fontsMS int64
	// unsettled (rubric 1.3.0) lists the loads of the page that did not
	// settle within the readiness bound: measured anyway.
	unsettled []string
	elements  []*probed       // per element of the screen; nil when not judged here
	tokens    [][]tokenResult // per element; nil when not checked
	lint      *lintRead       // when task.lint and the page loaded
	overflow  *overflowRead   // 1.2.0, when the page loaded
	paint     *paintRead      // 1.4.0, when some element's contrast was read
	// items are the interactions fired after the measurement, and fired
	// what each showed.
	items []interItem
	fired []fired
}

// measurePage loads the page in a fresh tab and reads everything rules
// 1–4 and 6 and the lint need; then it fires the interactions (rule 5).
func measurePage(ctx context.Context, w *work, t *pageTask) (*pageResult, error) {
	res := &pageResult{
		elements: make([]*probed, len(t.screen.Elements)),
		tokens:   make([][]tokenResult, len(t.screen.Elements)),
	}
	// The phases' ends, for the debug log line below: where a page's time
	// goes (the tab, the load, the readiness wait, the reads, the
	// interactions) is what a speed change starts from.
	var tab, loaded, ready, measured time.Time
	start := time.Now()
	var err error
	var aheadBlocked []string
	res.blocked, err = withTab(ctx, w.browser, t.bp, []string{w.root, t.url}, func(tctx context.Context) error {
		tab = time.Now()
		fw := newFontWatch()
		if err := chromedp.Listen(tctx, fw.event); err != nil {
			return err
		}
		sw := newSheetWatch()
		if err := chromedp.Listen(tctx, sw.event); err != nil {
			return err
		}
		if w.rubric.ready {
			t.ready = &readyWatch{net: netquiet.New(), sels: t.selectors()}
			if err := chromedp.Listen(tctx, t.ready.net.Event); err != nil {
				return err
			}
		}
		if err := load(tctx, t.url); err != nil {
			if pe, ok := err.(*pageError); ok {
				res.loadErr = pe
				return nil
			}
			return err
		}
		if err := fontsReady(tctx); err != nil {
			return err
		}
		res.fontsMS = fw.ms()
		loaded = time.Now()
		if w.rubric.ownTabs {
			a := newAhead(ctx, w, t)
			defer func() { aheadBlocked = a.close() }()
			if len(t.declared()) > 1 {
				// The second interaction's page loads while this one
				// waits for its readiness and is read.
				a.start()
			}
			t.afresh = a
		} else {
			t.afresh = sameTab{t}
		}
		if t.ready != nil {
			if _, err := t.ready.wait(tctx, "as measured"); err != nil {
				return err
			}
		} else if err := pause.For(tctx, FontSettle); err != nil {
			return err
		}
		ready = time.Now()
		in := probeInput{Elements: []probeElement{}, Lint: t.lint, Required: []string{}, Forbidden: []string{},
			Overflow: w.rubric.overflow, MaxRuns: MaxClippedRuns, Placeholders: w.rubric.placeholders,
			Wholly: w.rubric.wholly, Scrolled: w.rubric.scrolled, Past: w.rubric.past, Stacking: w.rubric.stacking,
			Squeezed: w.rubric.squeezed, Symbols: w.rubric.symbols, Anchored: w.rubric.anchored}
		var idx []int
		for i := range t.screen.Elements {
			if !t.want[i] {
				continue
			}
			el := &t.screen.Elements[i]
			declared := el.BBox[t.bp.Name] != nil
			pe := probeElement{Selector: el.Selector, Properties: []string{},
				Clip:     w.rubric.clipped && declared && !el.MustSatisfy.AllowTruncation,
				State:    w.rubric.state && declared && el.State == skeleton.StateDisabled,
				Owner:    w.rubric.contrast && declared,
				Contrast: w.rubric.contrast && declared && el.State != skeleton.StateDisabled}
			for _, u := range el.TokensUsed {
				pe.Properties = append(pe.Properties, u.Property)
			}
			if w.rubric.exact && len(el.TokensUsed) > 0 {
				pe.Properties = append(pe.Properties, flowProps...) // logical.go
			}
			in.Elements = append(in.Elements, pe)
			idx = append(idx, i)
		}
		if t.lint {
			c := w.job.Constraints
			in.Required = append(in.Required, c.RequiredElements...)
			in.Forbidden = append(in.Forbidden, c.ForbiddenElements...)
			in.Bundle = c.SingleFileBundle
		}
		var out probeOutput
		if err := callJS(tctx, probeJS, in, &out); err != nil {
			return err
		}
		// The elements whose tokens rule 4 checks: their matched styles
		// in one pass over the page's document.
		var styled []int
		var sels []string
		for k, i := range idx {
			if k >= len(out.Elements) {
				break
			}
			p := out.Elements[k]
			res.elements[i] = &p
			el := &t.screen.Elements[i]
			if !p.Found || el.BBox[t.bp.Name] == nil || len(el.TokensUsed) == 0 {
				continue
			}
			styled = append(styled, i)
			sels = append(sels, el.Selector)
		}
		if len(sels) > 0 {
			ms, err := matchedStylesShared(tctx, sels, sw)
			if err != nil {
				return err
			}
			for k, i := range styled {
				el := &t.screen.Elements[i]
				res.tokens[i] = checkTokens(w.job.Skeleton, w.rubric, el.TokensUsed, ms[k], res.elements[i].Computed)
			}
		}
		res.lint = out.Lint
		res.overflow = out.Overflow
		res.paint = out.Paint
		// Interactions come after every measurement of the page, each on
		// a page loaded afresh in this same tab.
		res.items = interactions(t, res)
		measured = time.Now()
		var err error
		res.fired, err = fireAll(tctx, w, t, res.items)
		if t.ready != nil {
			res.unsettled = t.ready.unsettled
		}
		return err
	})
	if err != nil {
		return nil, browserErr(ctx, "measuring "+t.screen.ID+"@"+t.bp.Name, err)
	}
	if len(aheadBlocked) > 0 {
		res.blocked = events.MergeBlockedURLs(res.blocked, aheadBlocked)
	}
	if !measured.IsZero() {
		end := time.Now()
		w.log.Debug("page measured", "page", t.screen.ID+"@"+t.bp.Name,
			"tab_ms", tab.Sub(start).Milliseconds(), "load_ms", loaded.Sub(tab).Milliseconds(),
			"ready_ms", ready.Sub(loaded).Milliseconds(), "read_ms", measured.Sub(ready).Milliseconds(),
			"interactions", len(res.items), "interactions_ms", end.Sub(measured).Milliseconds())
	}
	return res, nil
}

// selectors are the selectors of the elements judged on the page, whose
// layout the readiness wait watches.
func (t *pageTask) selectors() []string {
	sels := []string{}
	for i, el := range t.screen.Elements {
		if t.want[i] {
			sels = append(sels, el.Selector)
		}
	}
	return sels
}

// fontsSlow is the rule-6 ops observation for one slow page.
func (w *work) opsSlow(detail string, ms int64) *events.OpsObservation {
	return &events.OpsObservation{
		SchemaName: events.SchemaOpsObservation,
		ReqID:      w.job.Tuple.RequestID,
		AttID:      w.job.Tuple.AttemptID,
		Kind:       events.OpsExternalToolSlow,
		Tool:       w.tool,
		Detail:     detail,
		DurationMS: &ms,
	}
}
