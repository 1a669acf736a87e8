package authoring

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/requester"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/w2/measure"
)

//go:embed clickable.js
var clickableJS string

// ErrInput wraps every error that is the user's input: a page that does
// not load, a selector that matches nothing, an existing skeleton that
// does not parse. The command exits 2 for it.
var ErrInput = errors.New("bad input")

// inputErr is an ErrInput error whose text is just the message: it is
// what the command prints, one line.
func inputErr(format string, args ...any) error {
	return &msgError{msg: fmt.Sprintf(format, args...), kind: ErrInput}
}

type msgError struct {
	msg  string
	kind error
}

func (e *msgError) Error() string        { return e.msg }
func (e *msgError) Is(target error) bool { return target == e.kind }

// DefaultUnitPX is the spacing unit when neither --unit nor an existing
// skeleton gives one.
const DefaultUnitPX = 8

// DefaultRubric is the rubric the self-check runs: tribunal open's
// default, so that a skeleton is checked the way its requests will be.
const DefaultRubric = requester.DefaultRubric

// DefaultMinContrast is min_contrast_ratio's default: WCAG AA for text.
const DefaultMinContrast = 4.5

// Options say what to record.
type Options struct {
	// Root is the reference build's product root (file://, http(s)://
	// on loopback: the browser reaches nothing else).
	Root string
	// Name is the skeleton's name; "" keeps an existing skeleton's, else
	// derives one from the root.
	Name string
	// Breakpoints, when set, replace an existing skeleton's; else its
	// own, else DefaultBreakpoints.
	Breakpoints []skeleton.Breakpoint
	// UnitPX, when set, replaces spacing.unit_px; else the existing
	// skeleton's, else DefaultUnitPX.
	UnitPX int
	// Screens are the pages and their elements; nil re-records the
	// existing skeleton's screens. A screen given without elements keeps
	// the existing screen's elements.
	Screens []PlanScreen
	// Previous is the skeleton being re-recorded (nil for a new one).
	Previous *skeleton.Skeleton
	// Check runs W2 (measure.Options.Verify, Rubric) on the recorded skeleton
	// against the same build and corrects what W2 cannot confirm (see
	// selfcheck.go).
	Check  bool
	Rubric string
	// Parallel bounds the tabs open at once (0: 2).
	Parallel int
	Logger   *slog.Logger
}

// Result is a recorded skeleton, not yet written.
type Result struct {
	// Files are the skeleton's files, path → text; Hash its skeleton hash.
	Files map[string]string
	Hash  string
	// Moved says what changed against the previous skeleton, one line
	// each ("home/hero-cta@mobile: x +10"); Notes are everything else
	// worth knowing (a constraint raised, a hand-set tolerance the unit
	// no longer allows).
	Moved []string
	Notes []string
	// Corrections are what the self-check changed because W2 could not
	// confirm it on the reference build, one line each
	// ("home/cta@mobile: background-color: token … dropped"); the
	// element's comments say the same.
	Corrections []string
	// PageFindings are W2's blocking lint findings on the reference
	// build itself (a page that scrolls sideways): defects of the page,
	// which no skeleton can record away — a request on this build is
	// rejected for them until the page is fixed. One line each.
	PageFindings []string
	// Failures are what W2 still fails on the reference build after the
	// corrections (a layout that moves between loads): one line each.
	Failures []string
	// Counts for the summary.
	Screens, Elements, Tokens, Interactions int
}

// LoadPrevious loads the skeleton in dir to re-record it: nil when dir
// has no index.yaml, an ErrInput error when it has one that does not load.
func LoadPrevious(dir string) (*skeleton.Skeleton, error) {
	if _, err := os.Stat(filepath.Join(dir, skeleton.IndexFile)); errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	sk, err := skeleton.LoadDir(dir, skeleton.Options{})
	if err != nil {
		return nil, inputErr("re-recording %s: the skeleton there does not load (fix it, or record into a new directory): %v", dir, err)
	}
	return sk, nil
}

// Record renders the reference build with b at every breakpoint and
// returns the skeleton it shows. Errors wrap ErrInput (the input) or
// browser.ErrUnavailable (the browser); anything else is internal.
func Record(ctx context.Context, b *browser.Browser, o Options) (*Result, error) {
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.Rubric == "" {
		o.Rubric = DefaultRubric
	}
	if o.Parallel <= 0 {
		o.Parallel = 2
	}
	if _, err := skeleton.JoinURL(o.Root, "/"); err != nil {
		return nil, inputErr("--url: %v", err)
	}
	p, err := plan(o)
	if err != nil {
		return nil, err
	}
	pages, err := measureAll(ctx, b, o, p)
	if err != nil {
		return nil, err
	}
	r := &Result{}
	d, err := build(o, p, pages, r)
	if err != nil {
		return nil, err
	}
	if o.Check {
		if err := selfCheck(ctx, b, o, d, r); err != nil {
			return nil, err
		}
	}
	files := emit(d)
	sk, err := skeleton.LoadFiles(files, skeleton.Options{})
	if err != nil {
		return nil, fmt.Errorf("authoring: the recorded skeleton does not parse (a bug): %w", err)
	}
	r.Files, r.Hash = files, sk.Hash
	r.Moved = append(moved(o.Previous, sk), r.Moved...)
	r.Screens = len(sk.Screens)
	r.Tokens = len(sk.Tokens)
	for _, s := range sk.Screens {
		r.Elements += len(s.Elements)
		for _, e := range s.Elements {
			r.Interactions += len(e.Interactions)
		}
	}
	return r, nil
}

// recPlan is what will be recorded: the breakpoints, the unit and every
// screen with its elements' ids settled.
type recPlan struct {
	root        string
	name        string
	breakpoints []skeleton.Breakpoint
	unit        int
	screens     []PlanScreen
}

func plan(o Options) (*recPlan, error) {
	prev := o.Previous
	p := &recPlan{root: o.Root, name: o.Name, breakpoints: o.Breakpoints, unit: o.UnitPX, screens: o.Screens}
	if p.name == "" && prev != nil {
		p.name = prev.Name
	}
	if p.name == "" {
		p.name = nameFromRoot(o.Root)
	}
	if err := skeleton.CheckText(p.name, skeleton.MaxNameLen); err != nil {
		return nil, inputErr("--name %q: %v", p.name, err)
	}
	if p.breakpoints == nil && prev != nil {
		p.breakpoints = prev.Breakpoints
	}
	if p.breakpoints == nil {
		p.breakpoints = DefaultBreakpoints
	}
	if p.unit == 0 && prev != nil {
		p.unit = prev.UnitPX
	}
	if p.unit == 0 {
		p.unit = DefaultUnitPX
	}
	if p.unit < 1 || p.unit > 1024 {
		return nil, inputErr("--unit %d: spacing.unit_px is 1..1024", p.unit)
	}
	if p.screens == nil && prev != nil {
		for _, s := range prev.Screens {
			ps := PlanScreen{ID: s.ID, Path: s.Path}
			for _, e := range s.Elements {
				ps.Elements = append(ps.Elements, PlanElement{ID: e.ID, Selector: e.Selector})
			}
			p.screens = append(p.screens, ps)
		}
	}
	if len(p.screens) == 0 {
		return nil, inputErr("nothing to record: give --screen ID=PATH and --select SELECTOR (or record into an existing skeleton)")
	}
	for i := range p.screens {
		s := &p.screens[i]
		var old *skeleton.Screen
		if prev != nil {
			old = prev.Screen(s.ID)
		}
		if len(s.Elements) == 0 && old != nil {
			for _, e := range old.Elements {
				s.Elements = append(s.Elements, PlanElement{ID: e.ID, Selector: e.Selector})
			}
		}
		if len(s.Elements) == 0 {
			return nil, inputErr("screen %s: no elements to record: give --select SELECTOR after its --screen", s.ID)
		}
		if _, err := skeleton.JoinURL(o.Root, s.Path); err != nil {
			return nil, inputErr("screen %s: %v", s.ID, err)
		}
		// Ids: as given, else the existing skeleton's for the same
		// selector (a hand-renamed element keeps its name), else
		// derived from the selector.
		taken := map[string]bool{}
		for _, e := range s.Elements {
			if e.ID != "" {
				if taken[e.ID] {
					return nil, inputErr("screen %s: element id %s is given twice", s.ID, e.ID)
				}
				taken[e.ID] = true
			}
		}
		seen := map[string]bool{}
		for k := range s.Elements {
			e := &s.Elements[k]
			if seen[e.Selector] {
				return nil, inputErr("screen %s: selector %q is given twice", s.ID, e.Selector)
			}
			seen[e.Selector] = true
			if e.ID != "" {
				continue
			}
			if old != nil {
				for _, oe := range old.Elements {
					if oe.Selector == e.Selector && !taken[oe.ID] {
						e.ID = oe.ID
						taken[e.ID] = true
						break
					}
				}
			}
			if e.ID == "" {
				e.ID = unique(DeriveID(e.Selector), taken)
			}
		}
	}
	return p, nil
}

// nameFromRoot: the last path segment of the root, or its host.
func nameFromRoot(root string) string {
	r := strings.TrimSuffix(root, "/")
	if i := strings.LastIndexByte(r, '/'); i >= 0 {
		r = r[i+1:]
	}
	if id := identify(r); id != "" {
		return id
	}
	return "skeleton"
}

// screenPages are one screen's recordings, per breakpoint.
type screenPages struct {
	url    string
	pages  []*measure.RecordedPage
	clicks [][]clickInfo
	texts  [][]ownText
}

// measureAll records every screen at every breakpoint, at most o.Parallel
// tabs at a time.
func measureAll(ctx context.Context, b *browser.Browser, o Options, p *recPlan) ([]*screenPages, error) {
	out := make([]*screenPages, len(p.screens))
	type task struct{ s, k int }
	var tasks []task
	for si, s := range p.screens {
		u, err := skeleton.JoinURL(o.Root, s.Path)
		if err != nil {
			return nil, inputErr("screen %s: %v", s.ID, err)
		}
		out[si] = &screenPages{url: u, pages: make([]*measure.RecordedPage, len(p.breakpoints)), clicks: make([][]clickInfo, len(p.breakpoints)), texts: make([][]ownText, len(p.breakpoints))}
		for k := range p.breakpoints {
			tasks = append(tasks, task{si, k})
		}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	sem := make(chan struct{}, o.Parallel)
	var wg sync.WaitGroup
	var once sync.Once
	var first error
	for _, t := range tasks {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Go(func() {
			defer func() { <-sem }()
			s, bp := p.screens[t.s], p.breakpoints[t.k]
			sels := make([]string, len(s.Elements))
			for i, e := range s.Elements {
				sels[i] = e.Selector
			}
			o.Logger.Info("recording", "screen", s.ID, "breakpoint", bp.Name, "url", out[t.s].url)
			rp, err := measure.Record(ctx, b, measure.RecordPage{URL: out[t.s].url, Breakpoint: bp, Selectors: sels, Script: recordScript, ExactChains: measure.ExactChains(o.Rubric)})
			if err == nil && rp.LoadError != "" {
				err = inputErr("screen %s: %s", s.ID, rp.LoadError)
			}
			var clicks []clickInfo
			var texts []ownText
			if err == nil {
				if clicks, texts, err = parseScript(rp.Script, len(sels)); err != nil {
					err = fmt.Errorf("screen %s@%s: %w", s.ID, bp.Name, err)
				}
			}
			if err != nil {
				once.Do(func() { first = err; cancel(err) })
				return
			}
			out[t.s].pages[t.k], out[t.s].clicks[t.k], out[t.s].texts[t.k] = rp, clicks, texts
		})
	}
	wg.Wait()
	if first != nil {
		return nil, first
	}
	if err := context.Cause(ctx); err != nil {
		return nil, err
	}
	return out, nil
}
