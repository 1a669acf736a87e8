package authoring

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/w2/measure"
)

// build turns the recordings into a draft, keeping from the previous
// skeleton what a person set by hand and what still holds: element ids
// (plan), tolerances (while the unit allows them), required breakpoints
// (while they are breakpoints), state, allow_truncation, interactions
// (the self-check drops those the page no longer wires), token names,
// the constraints and the drift profile.
func build(o Options, p *recPlan, pages []*screenPages, r *Result) (*draft, error) {
	prev := o.Previous
	d := &draft{name: p.name, breakpoints: p.breakpoints, unit: p.unit, constraintNotes: map[string]string{}}
	if prev != nil {
		d.drift = prev.DriftProfile
	}
	// Token names: the previous skeleton's for the same custom property.
	names := map[string]string{} // css var → name
	taken := map[string]bool{}
	if prev != nil {
		for _, t := range prev.Tokens {
			names[t.CSSVar] = t.Name
		}
	}
	tokenFor := func(c tokenCandidate, where string) (name string, ok bool, why string) {
		for i := range d.tokens {
			t := &d.tokens[i]
			if t.cssVar != c.cssVar {
				continue
			}
			if sameToken(t.value, c.value) {
				return t.name, true, ""
			}
			return "", false, fmt.Sprintf("%s is %q here, but token %s holds %q (a token has one value)", c.cssVar, clipText(c.value, 30), t.name, clipText(t.value, 30))
		}
		name = names[c.cssVar]
		if name == "" || taken[name] {
			name = tokenName(c.cssVar, taken)
		} else {
			taken[name] = true
		}
		d.tokens = append(d.tokens, draftToken{name: name, cssVar: c.cssVar, value: c.value,
			note: fmt.Sprintf("%s, first used by %s", c.cssVar, where)})
		return name, true, ""
	}

	navLinks, navAt := 0, ""
	for si, ps := range p.screens {
		sp := pages[si]
		s := &draftScreen{id: ps.ID, path: ps.Path, file: "screens/" + ps.ID + ".yaml"}
		var old *skeleton.Screen
		if prev != nil {
			old = prev.Screen(ps.ID)
		}
		for k, bp := range p.breakpoints {
			if n := sp.pages[k].NavLinks; n > navLinks || navAt == "" {
				navLinks, navAt = n, ps.ID+"@"+bp.Name
			}
			if sp.pages[k].ScrollsSideways && !o.Check { // else W2's lint says it
				r.PageFindings = append(r.PageFindings, fmt.Sprintf("%s@%s: the reference build scrolls sideways; W2 (rubric 1.2.0) reports horizontal_overflow for it", ps.ID, bp.Name))
			}
		}
		for ei, pe := range ps.Elements {
			e, err := buildElement(d, p, sp, ps, ei, pe, oldElement(old, pe), tokenFor, r)
			if err != nil {
				return nil, err
			}
			s.elements = append(s.elements, e)
		}
		d.screens = append(d.screens, s)
	}

	// Constraints: the previous skeleton's, raised where the reference
	// itself would fail them; else max_nav_links from the page and WCAG
	// AA contrast.
	if prev != nil {
		d.constraints = prev.Constraints
	}
	c := &d.constraints
	switch {
	case c.MaxNavLinks == nil:
		n := navLinks
		c.MaxNavLinks = &n
		d.constraintNotes["max_nav_links"] = fmt.Sprintf("the most nav links the reference shows (%s)", navAt)
	case *c.MaxNavLinks < navLinks:
		r.Notes = append(r.Notes, fmt.Sprintf("max_nav_links: %d → %d, the reference now shows %d nav links (%s)", *c.MaxNavLinks, navLinks, navLinks, navAt))
		n := navLinks
		c.MaxNavLinks = &n
		d.constraintNotes["max_nav_links"] = fmt.Sprintf("the most nav links the reference shows (%s)", navAt)
	}
	if c.MinContrastRatio == nil {
		v := DefaultMinContrast
		c.MinContrastRatio = &v
		d.constraintNotes["min_contrast_ratio"] = "WCAG 2 AA for text"
	}
	if prev != nil {
		for _, t := range prev.Tokens {
			if d.token(t.Name) == nil && !slices.ContainsFunc(d.tokens, func(x draftToken) bool { return x.cssVar == t.CSSVar }) {
				r.Moved = append(r.Moved, fmt.Sprintf("token %s (%s): no recorded element uses it any more; dropped", t.Name, t.CSSVar))
			}
		}
	}
	return d, nil
}

func oldElement(s *skeleton.Screen, pe PlanElement) *skeleton.Element {
	if s == nil {
		return nil
	}
	for i := range s.Elements {
		if s.Elements[i].Selector == pe.Selector {
			return &s.Elements[i]
		}
	}
	return nil
}

// sameToken compares two values of one custom property: as colours when
// both are, else as text.
func sameToken(a, b string) bool {
	ca, err1 := skeleton.ParseColor(a)
	cb, err2 := skeleton.ParseColor(b)
	if err1 == nil && err2 == nil {
		return ca.Equal(cb)
	}
	return a == b
}

func buildElement(d *draft, p *recPlan, sp *screenPages, ps PlanScreen, ei int, pe PlanElement, old *skeleton.Element,
	tokenFor func(tokenCandidate, string) (string, bool, string), r *Result) (*draftElement, error) {
	e := &draftElement{id: pe.ID, selector: pe.Selector, tolerance: d.unit / 2}
	where := ps.ID + "/" + pe.ID
	var found, visible, hidden []string
	var firstSeen = -1
	for k, bp := range p.breakpoints {
		rec := sp.pages[k].Elements[ei]
		if rec.Bad != "" {
			return nil, inputErr("screen %s: the browser refuses selector %q: %s", ps.ID, pe.Selector, clipText(rec.Bad, 120))
		}
		box := draftBox{bp: bp.Name}
		if rec.Found {
			found = append(found, bp.Name)
			if firstSeen < 0 {
				firstSeen = k
			}
		}
		if rec.Found && rec.Visible {
			rc := rec.Box
			box.rect = &rc
			visible = append(visible, bp.Name)
		} else {
			why := "not rendered"
			if !rec.Found {
				why = "not in the DOM"
			}
			hidden = append(hidden, bp.Name+" ("+why+")")
		}
		e.boxes = append(e.boxes, box)
		e.required = append(e.required, bp.Name)
	}
	if len(found) == 0 {
		return nil, inputErr("screen %s: selector %q matches nothing at any breakpoint (%s)", ps.ID, pe.Selector, sp.url)
	}
	click := sp.clicks[firstSeen][ei]
	head := fmt.Sprintf("%s: <%s>", pe.ID, click.Tag)
	if click.Text != "" {
		head += fmt.Sprintf(" %q", click.Text)
	}
	if click.Count > 1 {
		head += fmt.Sprintf("; the selector matches %d elements, W2 measures the first", click.Count)
	}
	e.notes = append(e.notes, head)
	line := "bbox: measured (page coordinates, CSS px)"
	if len(visible) > 0 {
		line += " at " + strings.Join(visible, ", ")
	}
	if len(hidden) > 0 {
		line += "; hidden at " + strings.Join(hidden, ", ")
	}
	if len(visible) == 0 {
		line += " — hidden at every breakpoint, as the reference shows it"
	}
	e.notes = append(e.notes, line)

	// Hand edits that still hold.
	if old != nil {
		if old.MustSatisfy.TolerancePX <= d.unit/2 {
			e.tolerance = old.MustSatisfy.TolerancePX
		} else if old.MustSatisfy.TolerancePX != d.unit/2 {
			r.Notes = append(r.Notes, fmt.Sprintf("%s: tolerance_px %d is more than spacing.unit_px %d allows; written as %d", where, old.MustSatisfy.TolerancePX, d.unit, d.unit/2))
		}
		var req []string
		for _, b := range old.MustSatisfy.RequiredBreakpoints {
			if slices.ContainsFunc(p.breakpoints, func(x skeleton.Breakpoint) bool { return x.Name == b }) {
				req = append(req, b)
			}
		}
		if len(req) > 0 {
			e.required = req
		}
		e.allowTruncation = old.MustSatisfy.AllowTruncation
		if old.State != "" {
			e.state = old.State
		}
	}
	if click.Disabled && e.state == "" {
		e.state = skeleton.StateDisabled
		e.notes = append(e.notes, "state: disabled, as the reference build has it")
	}
	clipped := false
	for k := range p.breakpoints {
		rec := sp.pages[k].Elements[ei]
		clipped = clipped || rec.Found && rec.Visible && rec.Clipped
	}
	if clipped && !e.allowTruncation {
		e.allowTruncation = true
		e.notes = append(e.notes, "allow_truncation: its text is cut off on the reference build, so the cut is taken as designed")
	}

	// Tokens, in RecordColorProperties order.
	if len(visible) > 0 {
		for _, prop := range measure.RecordColorProperties {
			var uses []colourUse
			var texts []ownText
			for k := range p.breakpoints {
				rec := sp.pages[k].Elements[ei]
				if !rec.Found || !rec.Visible {
					continue
				}
				u := colourUse{computed: rec.Computed}
				for c := range rec.Chains {
					if rec.Chains[c].Property == prop {
						u.chain = &rec.Chains[c]
					}
				}
				uses = append(uses, u)
				texts = append(texts, sp.texts[k][ei])
			}
			cands, why := candidates(prop, uses)
			if prop == "color" && len(cands) > 0 {
				if ok, why := textColourShown(texts); !ok {
					e.notes = append(e.notes, fmt.Sprintf("color: not pinned (%s)", why))
					continue
				}
			}
			picked := false
			for _, c := range cands {
				name, ok, no := tokenFor(c, where+" ("+prop+")")
				if !ok {
					why = no
					continue
				}
				e.tokens = append(e.tokens, skeleton.TokenUse{Property: prop, Token: name})
				e.notes = append(e.notes, fmt.Sprintf("%s: token %s = %s %s, through %s", prop, name, c.cssVar, c.value, clipText(strings.Join(c.steps, " → "), 200)))
				picked = true
				break
			}
			if !picked && why != "" {
				e.notes = append(e.notes, fmt.Sprintf("%s: no token (%s)", prop, why))
			}
		}
	}

	// Interactions: the hand-kept ones, then the recorded click unless
	// a kept one already declares a click.
	var prop *proposal
	if len(visible) > 0 {
		prop = propose(click, p.root, ps.Path, sp.url)
	}
	if old != nil {
		for _, in := range old.Interactions {
			e.interactions = append(e.interactions, draftInteraction{event: in.Event, bindsTo: in.BindsTo, visualOnly: in.VisualOnly})
		}
	}
	if prop != nil {
		if k := slices.IndexFunc(e.interactions, func(x draftInteraction) bool { return x.event == "click" }); k >= 0 {
			kept := e.interactions[k]
			if sameInteraction(kept, prop.in) {
				e.interactions[k].recorded = true
				e.notes = append(e.notes, "click: "+describe(prop.in)+" ("+prop.why+")")
			} else {
				e.notes = append(e.notes, "click: "+describe(kept)+" (kept as written; the page suggests "+describe(prop.in)+": "+prop.why+")")
				e.alt = &prop.in
			}
		} else {
			e.interactions = append(e.interactions, prop.in)
			e.notes = append(e.notes, "click: "+describe(prop.in)+" ("+prop.why+")")
		}
	}
	return e, nil
}

func sameInteraction(a, b draftInteraction) bool {
	if a.event != b.event || a.visualOnly != b.visualOnly || (a.bindsTo == nil) != (b.bindsTo == nil) {
		return false
	}
	return a.bindsTo == nil || *a.bindsTo == *b.bindsTo
}

func describe(in draftInteraction) string {
	switch {
	case in.visualOnly:
		return "visual only"
	case in.bindsTo == nil:
		return "binds_to null"
	}
	return "binds_to " + *in.bindsTo
}
