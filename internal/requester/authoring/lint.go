package authoring

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Lint: a skeleton the parser accepts can still say something a designer
// does not mean. Each Warning is one of:
//
//   - hidden-only: an element whose every required breakpoint declares
//     it hidden — no breakpoint requires it to be seen;
//   - unused-breakpoint: a breakpoint no element requires, so W2 never
//     loads the page there;
//   - unused-token: a token no element's tokens_used names;
//   - overlap: two elements' boxes at one breakpoint overlap without one
//     holding the other (a box nested in another is layout, not a clash);
//   - tolerance: a tolerance_px above floor(spacing.unit_px / 2), which
//     the witnesses cap silently.

// Warning is one lint finding, at a place in a skeleton file.
type Warning struct {
	File      string
	Line, Col int
	Path      string
	Code      string
	Msg       string
}

func (w Warning) String() string {
	pos := w.File + ":" + strconv.Itoa(w.Line)
	if w.Col > 0 {
		pos += ":" + strconv.Itoa(w.Col)
	}
	path := ""
	if w.Path != "" {
		path = w.Path + ": "
	}
	return pos + ": " + path + "warning: " + w.Msg + " [" + w.Code + "]"
}

// Warning codes.
const (
	WarnHiddenOnly       = "hidden-only"
	WarnUnusedBreakpoint = "unused-breakpoint"
	WarnUnusedToken      = "unused-token"
	WarnOverlap          = "overlap"
	WarnTolerance        = "tolerance"
)

// minOverlap is the overlap (CSS px, each way) below which two boxes only
// touch: recorded boxes of adjacent elements share sub-pixel edges.
const minOverlap = 1.0

// LintDir loads the skeleton in dir (its error, one line with
// FILE:LINE:COL, when the parser refuses it) and lints it.
func LintDir(dir string) ([]Warning, error) {
	sk, err := skeleton.LoadDir(dir, skeleton.Options{})
	if err != nil {
		return nil, err
	}
	return Lint(sk), nil
}

// Lint returns the warnings about a loaded skeleton, in file and line
// order.
func Lint(sk *skeleton.Skeleton) []Warning {
	files := sk.Files()
	index := newLocator(skeleton.IndexFile, []byte(files[skeleton.IndexFile]))
	var out []Warning
	add := func(l *locator, code, msg string, path ...any) {
		line, col := l.at(path...)
		out = append(out, Warning{File: l.file, Line: line, Col: col, Path: pathString(path), Code: code, Msg: msg})
	}

	required := map[string]bool{}
	used := map[string]bool{}
	cap := sk.UnitPX / 2
	for _, s := range sk.Screens {
		l := newLocator(s.File, []byte(files[s.File]))
		for i := range s.Elements {
			e := &s.Elements[i]
			seen := false
			for _, bp := range e.MustSatisfy.RequiredBreakpoints {
				required[bp] = true
				if e.BBox[bp] != nil {
					seen = true
				}
			}
			if !seen {
				add(l, WarnHiddenOnly, fmt.Sprintf("element %s is declared hidden at every breakpoint that requires it (%s): no breakpoint requires it to be seen",
					e.ID, strings.Join(e.MustSatisfy.RequiredBreakpoints, ", ")), "elements", i, "must_satisfy", "required_breakpoints")
			}
			if t := e.MustSatisfy.TolerancePX; t > cap {
				add(l, WarnTolerance, fmt.Sprintf("tolerance_px %d is more than spacing.unit_px %d allows: the witnesses use floor(%d / 2) = %d; write %d",
					t, sk.UnitPX, sk.UnitPX, cap, cap), "elements", i, "must_satisfy", "tolerance_px")
			}
			for _, u := range e.TokensUsed {
				used[u.Token] = true
			}
		}
		for _, bp := range sk.Breakpoints {
			for i := range s.Elements {
				a := s.Elements[i].BBox[bp.Name]
				if a == nil {
					continue
				}
				for j := range i {
					b := s.Elements[j].BBox[bp.Name]
					if b == nil {
						continue
					}
					w, h := overlap(*a, *b)
					if w < minOverlap || h < minOverlap || contains(*a, *b) || contains(*b, *a) {
						continue
					}
					add(l, WarnOverlap, fmt.Sprintf("the box of %s overlaps %s's by %s×%s px at %s (neither holds the other)",
						s.Elements[i].ID, s.Elements[j].ID, num(round2(w)), num(round2(h)), bp.Name), "elements", i, "bbox", bp.Name)
				}
			}
		}
	}
	for _, bp := range sk.Breakpoints {
		if !required[bp.Name] {
			add(index, WarnUnusedBreakpoint, fmt.Sprintf("no element requires breakpoint %s: W2 never loads a page there", bp.Name), "breakpoints", bp.Name)
		}
	}
	for _, t := range sk.Tokens {
		if !used[t.Name] {
			add(index, WarnUnusedToken, fmt.Sprintf("token %s (%s) is named by no element's tokens_used", t.Name, t.CSSVar), "tokens", t.Name)
		}
	}
	order := map[string]int{skeleton.IndexFile: -1}
	for i, s := range sk.Screens {
		order[s.File] = i
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.File != b.File {
			return order[a.File] < order[b.File]
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return out
}

func overlap(a, b skeleton.Rect) (w, h float64) {
	w = math.Min(a.X+a.W, b.X+b.W) - math.Max(a.X, b.X)
	h = math.Min(a.Y+a.H, b.Y+b.H) - math.Max(a.Y, b.Y)
	return w, h
}

// contains: b lies inside a (half a pixel of slack for sub-pixel layout).
func contains(a, b skeleton.Rect) bool {
	const e = 0.5
	return b.X >= a.X-e && b.Y >= a.Y-e && b.X+b.W <= a.X+a.W+e && b.Y+b.H <= a.Y+a.H+e
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }

var plainKey = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// pathString renders a path as the parser's errors do:
// elements[0].bbox.mobile, tokens["color.text"].
func pathString(path []any) string {
	var b strings.Builder
	for _, p := range path {
		switch s := p.(type) {
		case int:
			b.WriteString("[" + strconv.Itoa(s) + "]")
		case string:
			if plainKey.MatchString(s) {
				if b.Len() > 0 {
					b.WriteByte('.')
				}
				b.WriteString(s)
			} else {
				b.WriteString("[" + strconv.Quote(s) + "]")
			}
		}
	}
	return b.String()
}
