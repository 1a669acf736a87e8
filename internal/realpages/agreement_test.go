package realpages_test

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/realpages"
	"github.com/tribunal-dev/tribunal/internal/requester"
)

// The witnesses' agreement on text contrast (issue 37's goal: both
// witnesses' figures agree within W1's stated band on at least 95 % of
// the elements where both decide). It is counted on the unmodified pages
// with the fold's own pairing and status (govern.AgreementOf, docs/
// CONTRACTS.md §5 "Agreement"): text by text, each text both witnesses
// decided is agreed when W2's ratio lies in W1's error band (± the
// rounding slack) and, where the two minima differ (large text for one,
// not for the other), both decide it alike, disagreed otherwise; an
// element where both decide some text agrees when every such text does.
// The same reports are also paired by element — each witness's figure
// for the element, the text lowest against its own minimum, as the fold
// pairs reports that do not list their texts —, so that one run gives
// the figure before and after the text-by-text pairing, and each of
// those disagreements is put in a class (agreeClass). W2 decides
// differently by rubric, so the agreement is counted under each rubric
// of agreeRubrics.

// agreeRubrics are the W2 rubrics the agreement is counted under: the
// newest (the one the corpus judges W2 by) and the one requests name by
// default.
func agreeRubrics(newest string) []string {
	if newest == requester.DefaultRubric {
		return []string{newest}
	}
	return []string{newest, requester.DefaultRubric}
}

// agreement is the text contrast agreement of W1 with W2 under one
// rubric.
type agreement struct {
	rubric string
	// Text by text: rows both witnesses decided, agreed of them, rows
	// one witness decided; the elements holding a row both decided, and
	// of them those all of whose such rows agree.
	both, agreed, single     int
	elements, elementsAgreed int
	// unpairedBoth: elements where each witness decided a text the other
	// has no figure for — a text the pairing may have failed to match.
	unpairedBoth []string
	disagreed    []string
	// By element (each witness's element figure): rows both decided,
	// agreed of them, and the disagreements by class.
	elBoth, elAgreed int
	classes          map[string]int
	elDisagreed      []string
}

// add counts one page's agreement, from its two reports and its oracle
// (axe-core's nodes, printed beside each disagreement).
func (a *agreement) add(w1 *events.ObservationW1, w2 *events.VisualVerdict, o *realpages.Oracle) {
	rows := govern.AgreementOf(w1, w2)
	byHint := map[string][]govern.Agreement{}
	var hints []string
	for _, g := range rows {
		if g.Criterion != events.CriterionContrast {
			continue
		}
		if _, ok := byHint[g.Hint()]; !ok {
			hints = append(hints, g.Hint())
		}
		byHint[g.Hint()] = append(byHint[g.Hint()], g)
	}
	for _, h := range hints {
		both, agreed, w1only, w2only := 0, 0, 0, 0
		for _, g := range byHint[h] {
			switch g.Status {
			case govern.AgreementAgreed:
				both++
				agreed++
			case govern.AgreementDisagreed:
				both++
				a.disagreed = append(a.disagreed, fmt.Sprintf("%s: W1 %s, W2 %s%s", h, g.W1Text(), g.W2Text(), axeNear(o, g)))
			case govern.AgreementSingle:
				a.single++
				if g.W1 != nil && g.W2 == nil {
					w1only++
				}
				if g.W1 == nil && g.W2 != nil && g.W2.Decided {
					w2only++
				}
			}
		}
		a.both += both
		a.agreed += agreed
		if both > 0 {
			a.elements++
			if agreed == both {
				a.elementsAgreed++
			}
		}
		if w1only > 0 && w2only > 0 {
			a.unpairedBoth = append(a.unpairedBoth, h)
		}
	}

	if a.classes == nil {
		a.classes = map[string]int{}
	}
	for _, g := range govern.AgreementOf(withoutTexts(w1, w2)) {
		if g.Criterion != events.CriterionContrast {
			continue
		}
		switch g.Status {
		case govern.AgreementAgreed:
			a.elBoth++
			a.elAgreed++
		case govern.AgreementDisagreed:
			a.elBoth++
			c := agreeClass(g, byHint[g.Hint()])
			a.classes[c]++
			a.elDisagreed = append(a.elDisagreed, fmt.Sprintf("%s [%s]: W1 %s, W2 %s%s", g.Hint(), c, g.W1Text(), g.W2Text(), axeNear(o, g)))
		}
	}
}

// Classes of the disagreements by element.
const (
	classMinimumOnly = "W2's ratio within W1's band, another minimum deciding it otherwise"
	classSameRatio   = "same text, ratio outside W1's band"
	classSameMinimum = "same text, another minimum (large or not)"
	classW1Only      = "different texts: W1's lowest is a text W2 has no figure for"
	classW2Only      = "different texts: W2's lowest is a text W1 has no figure for"
	classBothOnly    = "different texts: each lowest is a text the other has no figure for"
	classOther       = "different texts: both measured both, each finds another lowest"
	classUnlisted    = "a witness lists no texts"
)

// agreeClass puts a disagreement of the two element figures g in its
// class, by the text-by-text rows of the same element (appendTextRows): which
// text each element figure is, and what the other witness measured of
// it.
func agreeClass(g govern.Agreement, rows []govern.Agreement) string {
	var r1, r2 *govern.Agreement // the rows of W1's and W2's element figure
	for i := range rows {
		r := &rows[i]
		if r.W1 != nil && r1 == nil && r.W1.FG == g.W1.FG && r.W1.BG == g.W1.BG && r.W1.Ratio == g.W1.Ratio && r.W1.Required == g.W1.Required {
			r1 = r
		}
		if r.W2 != nil && r2 == nil && r.W2.Decided && r.W2.FG == g.W2.FG && r.W2.BG == g.W2.BG && *r.W2.Ratio == *g.W2.Ratio && r.W2.Required == g.W2.Required {
			r2 = r
		}
	}
	if r := *g.W2.Ratio; r >= g.W1.Low-govern.AgreementSlack && r <= g.W1.High+govern.AgreementSlack {
		return classMinimumOnly
	}
	switch {
	case r1 == nil || r2 == nil:
		return classUnlisted
	case r1 == r2 && g.W1.Required != g.W2.Required:
		return classSameMinimum
	case r1 == r2:
		return classSameRatio
	case r1.W2 == nil && r2.W1 == nil:
		return classBothOnly
	case r1.W2 == nil:
		return classW1Only
	case r2.W1 == nil:
		return classW2Only
	}
	return classOther
}

// withoutTexts are copies of the two reports without their lists of
// texts: what the fold pairs by element.
func withoutTexts(w1 *events.ObservationW1, w2 *events.VisualVerdict) (*events.ObservationW1, *events.VisualVerdict) {
	var a *events.ObservationW1
	if w1 != nil {
		c := *w1
		c.ContrastMeasures = slices.Clone(w1.ContrastMeasures)
		for i := range c.ContrastMeasures {
			c.ContrastMeasures[i].Texts = nil
		}
		a = &c
	}
	var b *events.VisualVerdict
	if w2 != nil {
		c := *w2
		c.ElementVerdicts = slices.Clone(w2.ElementVerdicts)
		for i := range c.ElementVerdicts {
			if tc := c.ElementVerdicts[i].TextContrast; tc != nil {
				t := *tc
				t.Texts = nil
				c.ElementVerdicts[i].TextContrast = &t
			}
		}
		b = &c
	}
	return a, b
}

// axeNear is axe-core's figure for the text of g's figures, as the
// disagreement lists show it: the element's axe nodes whose text colour
// is within govern.SameTextDist of W1's or W2's.
func axeNear(o *realpages.Oracle, g govern.Agreement) string {
	if o == nil {
		return ""
	}
	b := o.Breakpoint(g.Breakpoint)
	if b == nil {
		return ""
	}
	e := b.Element(g.Element)
	if e == nil {
		return ""
	}
	var out []string
	for _, n := range e.Contrast.Nodes {
		if n.FgColor == nil || n.ContrastRatio == nil {
			continue
		}
		near := g.W1 != nil && colourDist(*n.FgColor, g.W1.FG) <= govern.SameTextDist ||
			g.W2 != nil && colourDist(*n.FgColor, g.W2.FG) <= govern.SameTextDist
		s := fmt.Sprintf("%.2f %s/%s", *n.ContrastRatio, *n.FgColor, deref(n.BgColor))
		if near && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return "; axe: no node of either colour"
	}
	if len(out) > 4 {
		out = append(out[:4], "…")
	}
	return "; axe: " + strings.Join(out, ", ")
}

func deref(s *string) string {
	if s == nil {
		return "-"
	}
	return *s
}

func pct(n, d int) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f %%", 100*float64(n)/float64(d))
}

func (a *agreement) row() string {
	return fmt.Sprintf("W1~W2 (rubric %s) text contrast, text by text: elements where both decide %d, all agree %d (%s); "+
		"texts both decide %d, agree within W1's band %d (%s), disagree %d; one witness only %d; elements with a text of each witness unpaired %d; "+
		"by element figure: both decide %d, agree %d (%s), disagree %d",
		a.rubric, a.elements, a.elementsAgreed, pct(a.elementsAgreed, a.elements),
		a.both, a.agreed, pct(a.agreed, a.both), len(a.disagreed), a.single, len(a.unpairedBoth),
		a.elBoth, a.elAgreed, pct(a.elAgreed, a.elBoth), len(a.elDisagreed))
}

// colourDist is the RGB distance of two #rrggbb colours; a colour that
// does not parse is infinitely far.
func colourDist(a, b string) float64 {
	var x, y [3]int
	if n, _ := fmt.Sscanf(a, "#%02x%02x%02x", &x[0], &x[1], &x[2]); n != 3 {
		return math.Inf(1)
	}
	if n, _ := fmt.Sscanf(b, "#%02x%02x%02x", &y[0], &y[1], &y[2]); n != 3 {
		return math.Inf(1)
	}
	d := 0.0
	for i := range x {
		d += float64((x[i] - y[i]) * (x[i] - y[i]))
	}
	return math.Sqrt(d)
}

func (a *agreement) list() string {
	var b strings.Builder
	sorted := func(head string, s []string) {
		if len(s) == 0 {
			return
		}
		s = slices.Clone(s)
		slices.Sort(s)
		fmt.Fprintf(&b, "W1~W2 (rubric %s) %s:\n\t%s\n", a.rubric, head, strings.Join(s, "\n\t"))
	}
	sorted("disagreements text by text", a.disagreed)
	sorted("elements with a text of each witness unpaired", a.unpairedBoth)
	var cs []string
	for c, n := range a.classes {
		cs = append(cs, fmt.Sprintf("%3d %s", n, c))
	}
	sorted("classes of the element figures' disagreements", cs)
	sorted("disagreements of the element figures", a.elDisagreed)
	return b.String()
}
