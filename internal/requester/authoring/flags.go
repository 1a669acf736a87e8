package authoring

import (
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// The arguments of `tribunal skeleton record`: --screen ID=PATH,
// --select [ID=]SELECTOR and --breakpoints NAME=WxH,…. Each parser returns
// an error whose text is one line naming the argument.

// ErrArg wraps every error of parsing a record argument (a usage error).
var ErrArg = errors.New("bad argument")

// PlanScreen is one --screen: a page under the product root and the
// elements to record on it.
type PlanScreen struct {
	ID       string
	Path     string
	Elements []PlanElement
}

// PlanElement is one --select. An empty ID is derived from the selector
// (DeriveID), unless a re-recorded skeleton already names the selector.
type PlanElement struct {
	ID       string
	Selector string
}

func argErr(format string, args ...any) error {
	return &msgError{msg: fmt.Sprintf(format, args...), kind: ErrArg}
}

// ParseScreen reads ID=PATH, or PATH alone (the id is then derived from
// the path: /about.html → about, /docs/album/index.html → album, /index.html
// and / → home).
// PATH is a page reference under the product root: it starts with '/'.
func ParseScreen(v string) (PlanScreen, error) {
	id, p, ok := strings.Cut(v, "=")
	if !ok || strings.HasPrefix(v, "/") {
		id, p = "", v
	}
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") {
		return PlanScreen{}, argErr("--screen %s: the page must be a path under the product root, starting with '/' (e.g. home=/index.html)", strconv.Quote(v))
	}
	if _, err := skeleton.JoinURL("file:///r", p); err != nil {
		return PlanScreen{}, argErr("--screen %s: %v", strconv.Quote(v), err)
	}
	if id == "" {
		id = screenID(p)
	}
	if err := skeleton.CheckID(id); err != nil {
		return PlanScreen{}, argErr("--screen %s: id %s %v", strconv.Quote(v), strconv.Quote(id), err)
	}
	return PlanScreen{ID: id, Path: p}, nil
}

// screenID derives a screen id from a page path.
func screenID(p string) string {
	p, _, _ = strings.Cut(p, "?")
	p, _, _ = strings.Cut(p, "#")
	p = strings.TrimSuffix(p, "/")
	base := path.Base(p)
	name := strings.TrimSuffix(base, path.Ext(base))
	if name == "index" || name == "" {
		name = path.Base(path.Dir(p))
	}
	if name == "/" || name == "." || name == "" {
		return "home"
	}
	if id := identify(name); id != "" {
		return id
	}
	return "screen"
}

// ParseSelect reads ID=SELECTOR or SELECTOR alone. The text before the
// first '=' is an id only when it is one ([A-Za-z0-9][A-Za-z0-9_-]*):
// `a[href="x"]` and `[data-x=y]` are selectors.
func ParseSelect(v string) (PlanElement, error) {
	e := PlanElement{Selector: v}
	if id, sel, ok := strings.Cut(v, "="); ok && skeleton.CheckID(id) == nil {
		e = PlanElement{ID: id, Selector: sel}
	}
	if err := skeleton.CheckSelector(e.Selector); err != nil {
		return PlanElement{}, argErr("--select %s: %v", strconv.Quote(v), err)
	}
	return e, nil
}

// ParseBreakpoints reads NAME=WIDTHxHEIGHT,… (mobile=375x812,desktop=1440x900),
// in order.
func ParseBreakpoints(v string) ([]skeleton.Breakpoint, error) {
	var out []skeleton.Breakpoint
	for _, item := range strings.Split(v, ",") {
		name, size, ok := strings.Cut(strings.TrimSpace(item), "=")
		if !ok {
			return nil, argErr("--breakpoints: %s is not NAME=WIDTHxHEIGHT (e.g. mobile=375x812)", strconv.Quote(item))
		}
		if err := skeleton.CheckID(name); err != nil {
			return nil, argErr("--breakpoints: name %s %v", strconv.Quote(name), err)
		}
		ws, hs, ok := strings.Cut(strings.ToLower(size), "x")
		w, werr := strconv.Atoi(ws)
		h, herr := strconv.Atoi(hs)
		if !ok || werr != nil || herr != nil || w < 1 || h < 1 || w > 16384 || h > 16384 {
			return nil, argErr("--breakpoints: %s: the size must be WIDTHxHEIGHT in CSS px, each 1..16384 (e.g. 375x812)", strconv.Quote(item))
		}
		for _, b := range out {
			if b.Name == name {
				return nil, argErr("--breakpoints: %s is named twice", strconv.Quote(name))
			}
		}
		out = append(out, skeleton.Breakpoint{Name: name, Width: w, Height: h})
	}
	return out, nil
}

// DefaultBreakpoints are recorded when neither --breakpoints nor an
// existing skeleton names any: a phone, a tablet and a desktop.
var DefaultBreakpoints = []skeleton.Breakpoint{
	{Name: "mobile", Width: 375, Height: 812},
	{Name: "tablet", Width: 768, Height: 1024},
	{Name: "desktop", Width: 1440, Height: 900},
}

// Selection collects --screen and --select in command-line order: a
// --select after a --screen belongs to that screen; one before any
// --screen belongs to every screen (a nav shared by all pages).
type Selection struct {
	Screens []PlanScreen
	Shared  []PlanElement
}

// ScreenFlag and SelectFlag are the two flags' flag.Value.
func (s *Selection) ScreenFlag() *screenFlag { return &screenFlag{s} }
func (s *Selection) SelectFlag() *selectFlag { return &selectFlag{s} }

type screenFlag struct{ s *Selection }

func (f *screenFlag) String() string { return "" }
func (f *screenFlag) Set(v string) error {
	sc, err := ParseScreen(v)
	if err != nil {
		return err
	}
	for _, o := range f.s.Screens {
		if o.ID == sc.ID {
			return argErr("--screen %s: screen id %s is given twice", strconv.Quote(v), strconv.Quote(sc.ID))
		}
	}
	f.s.Screens = append(f.s.Screens, sc)
	return nil
}

type selectFlag struct{ s *Selection }

func (f *selectFlag) String() string { return "" }
func (f *selectFlag) Set(v string) error {
	e, err := ParseSelect(v)
	if err != nil {
		return err
	}
	if n := len(f.s.Screens); n > 0 {
		f.s.Screens[n-1].Elements = append(f.s.Screens[n-1].Elements, e)
	} else {
		f.s.Shared = append(f.s.Shared, e)
	}
	return nil
}

// Plan returns the screens with the shared elements added to each (after
// the screen's own, unless it selects the same selector itself).
func (s *Selection) Plan() []PlanScreen {
	out := make([]PlanScreen, len(s.Screens))
	for i, sc := range s.Screens {
		sc.Elements = append([]PlanElement(nil), sc.Elements...)
	shared:
		for _, e := range s.Shared {
			for _, o := range sc.Elements {
				if o.Selector == e.Selector {
					continue shared
				}
			}
			sc.Elements = append(sc.Elements, e)
		}
		out[i] = sc
	}
	return out
}
