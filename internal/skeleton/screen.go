package skeleton

import (
	"slices"
	"strings"

	"gopkg.in/yaml.v3"
)

const (
	maxElements     = 4096
	maxInteractions = 64
	// maxCoord bounds page coordinates: far beyond any real page, small
	// enough that drift arithmetic stays exact in float64.
	maxCoord = 1 << 24
)

// parseScreen reads a screen file's root node into sc, whose ID, File and
// SHA256 come from the index.
func (w *walker) parseScreen(root *yaml.Node, s *Skeleton, sc *Screen) error {
	f, err := w.object(root, "", []string{"schema", "id", "path", "elements"}, []string{"schema", "id", "path", "elements"})
	if err != nil {
		return err
	}
	if err := w.schema(f["schema"], ScreenSchema); err != nil {
		return err
	}
	id, err := w.str(f["id"].val, f["id"].path)
	if err != nil {
		return err
	}
	if id != sc.ID {
		return w.errAt(f["id"].val, f["id"].path, "%s does not match the index's screen id %q", quote(id), sc.ID)
	}
	p := f["path"]
	if sc.Path, err = w.str(p.val, p.path); err != nil {
		return err
	}
	if _, _, err := parseRef(sc.Path); err != nil {
		return w.errAt(p.val, p.path, "%s", trimURLErr(err))
	}
	items, err := w.seq(f["elements"].val, f["elements"].path)
	if err != nil {
		return err
	}
	if len(items) > maxElements {
		return w.errAt(f["elements"].val, f["elements"].path, "more than %d elements", maxElements)
	}
	sc.Elements = make([]Element, 0, len(items))
	for i, n := range items {
		el, err := w.element(n, idxPath("elements", i), s, sc)
		if err != nil {
			return err
		}
		for j, prev := range sc.Elements {
			if prev.ID == el.ID {
				return w.errAt(n, idxPath("elements", i)+".id", "duplicate element id %q (also elements[%d])", el.ID, j)
			}
		}
		sc.Elements = append(sc.Elements, el)
	}
	return nil
}

// trimURLErr drops the "bad URL: " sentinel prefix where the message sits
// inside a positioned schema error.
func trimURLErr(err error) string {
	msg, _ := strings.CutPrefix(err.Error(), ErrBadURL.Error()+": ")
	return msg
}

func (w *walker) element(n *yaml.Node, path string, s *Skeleton, sc *Screen) (Element, error) {
	var el Element
	f, err := w.object(n, path,
		[]string{"id", "selector", "state", "bbox", "must_satisfy", "tokens_used", "interactions"},
		[]string{"id", "selector", "must_satisfy"})
	if err != nil {
		return el, err
	}
	if el.ID, err = w.ident(f["id"].val, f["id"].path, "element id"); err != nil {
		return el, err
	}
	sel := f["selector"]
	if el.Selector, err = w.str(sel.val, sel.path); err != nil {
		return el, err
	}
	if msg := checkSelector(el.Selector); msg != "" {
		return el, w.errAt(sel.val, sel.path, "%s", msg)
	}
	if e, ok := f["state"]; ok {
		if el.State, err = w.str(e.val, e.path); err != nil {
			return el, err
		}
		if !slices.Contains(elementStates, el.State) {
			return el, w.errAt(e.val, e.path, "unknown state %s (known: %s)", quote(el.State), strings.Join(elementStates, ", "))
		}
	}
	el.BBox = map[string]*Rect{}
	var bboxNode *yaml.Node
	if e, ok := f["bbox"]; ok {
		bboxNode = e.val
		if el.BBox, err = w.bbox(e, s); err != nil {
			return el, err
		}
	}
	if el.MustSatisfy, err = w.mustSatisfy(f["must_satisfy"], s); err != nil {
		return el, err
	}
	// The rubric measures every required breakpoint against the declared
	// box, or checks that the element is hidden there (null): one of the
	// two must be declared.
	for i, bp := range el.MustSatisfy.RequiredBreakpoints {
		if _, ok := el.BBox[bp]; !ok {
			at := bboxNode
			if at == nil {
				at = n
			}
			return el, w.errAt(at, path+".bbox", "required breakpoint %q (must_satisfy.required_breakpoints[%d]) has no bbox; give a box or null (hidden)", bp, i)
		}
	}
	el.TokensUsed = []TokenUse{}
	if e, ok := f["tokens_used"]; ok {
		if el.TokensUsed, err = w.tokensUsed(e, s); err != nil {
			return el, err
		}
	}
	el.Interactions = []Interaction{}
	if e, ok := f["interactions"]; ok {
		if el.Interactions, err = w.interactions(e, sc); err != nil {
			return el, err
		}
	}
	return el, nil
}

func breakpointNames(s *Skeleton) []string {
	names := make([]string, len(s.Breakpoints))
	for i, b := range s.Breakpoints {
		names[i] = b.Name
	}
	return names
}

func (w *walker) bbox(e entry, s *Skeleton) (map[string]*Rect, error) {
	es, err := w.entries(e.val, e.path)
	if err != nil {
		return nil, err
	}
	out := make(map[string]*Rect, len(es))
	for _, b := range es {
		if _, ok := s.Breakpoint(b.key); !ok {
			return nil, w.errAt(b.keyNode, b.path, "unknown breakpoint %s %s", quote(b.key), knownList(breakpointNames(s)))
		}
		if err := w.node(b.val, b.path); err != nil {
			return nil, err
		}
		if b.val.Kind == yaml.ScalarNode && b.val.Tag == "!!null" {
			out[b.key] = nil
			continue
		}
		f, err := w.objectHinted(b.val, b.path, []string{"x", "y", "w", "h"}, []string{"x", "y", "w", "h"}, bboxHints)
		if err != nil {
			return nil, err
		}
		r := &Rect{}
		for _, c := range []struct {
			key    string
			dst    *float64
			lo, hi float64
		}{
			{"x", &r.X, -maxCoord, maxCoord},
			{"y", &r.Y, -maxCoord, maxCoord},
			// A visible element has an area; zero area counts as hidden
			// in the rubric, which null says instead.
			{"w", &r.W, 0, maxCoord},
			{"h", &r.H, 0, maxCoord},
		} {
			v := f[c.key]
			if *c.dst, err = w.number(v.val, v.path, c.lo, c.hi); err != nil {
				return nil, err
			}
			if (c.key == "w" || c.key == "h") && *c.dst == 0 {
				return nil, w.errAt(v.val, v.path, "size must be positive (use null for an element that must be hidden)")
			}
		}
		out[b.key] = r
	}
	return out, nil
}

// bboxHints answer the keys of other box notations.
var bboxHints = map[string]string{
	"width": "a bbox uses x, y, w, h (write w)", "height": "a bbox uses x, y, w, h (write h)",
	"left": "a bbox uses x, y, w, h (write x)", "top": "a bbox uses x, y, w, h (write y)",
	"right": "a bbox uses x, y, w, h", "bottom": "a bbox uses x, y, w, h",
}

// AllBreakpoints is the required_breakpoints value that names every
// breakpoint of the index, in the index's order.
const AllBreakpoints = "all"

func (w *walker) mustSatisfy(e entry, s *Skeleton) (MustSatisfy, error) {
	var m MustSatisfy
	f, err := w.object(e.val, e.path, []string{"tolerance_px", "required_breakpoints", "allow_truncation"}, []string{"tolerance_px", "required_breakpoints"})
	if err != nil {
		return m, err
	}
	if at, ok := f["allow_truncation"]; ok {
		if m.AllowTruncation, err = w.boolean(at.val, at.path); err != nil {
			return m, err
		}
	}
	if m.TolerancePX, err = w.integer(f["tolerance_px"].val, f["tolerance_px"].path, 0, maxTolPX); err != nil {
		return m, err
	}
	rb := f["required_breakpoints"]
	if n := rb.val; n.Kind == yaml.ScalarNode && n.Tag == "!!str" && n.Style&yaml.TaggedStyle == 0 {
		if n.Value == AllBreakpoints {
			m.RequiredBreakpoints = breakpointNames(s)
			return m, nil
		}
		if _, ok := s.Breakpoint(n.Value); ok {
			return m, w.errAt(n, rb.path, "expected a sequence, got %s; write [%s] (or %s)", describe(n), n.Value, AllBreakpoints)
		}
		return m, w.errAt(n, rb.path, "expected a sequence of breakpoints or %q, got %s", AllBreakpoints, describe(n))
	}
	items, err := w.seq(rb.val, rb.path)
	if err != nil {
		return m, err
	}
	if len(items) == 0 {
		return m, w.errAt(rb.val, rb.path, "at least one breakpoint is required")
	}
	m.RequiredBreakpoints = make([]string, 0, len(items))
	for i, n := range items {
		p := idxPath(rb.path, i)
		name, err := w.str(n, p)
		if err != nil {
			return m, err
		}
		if _, ok := s.Breakpoint(name); !ok {
			return m, w.errAt(n, p, "unknown breakpoint %s %s", quote(name), knownList(breakpointNames(s)))
		}
		if slices.Contains(m.RequiredBreakpoints, name) {
			return m, w.errAt(n, p, "duplicate breakpoint %q", name)
		}
		m.RequiredBreakpoints = append(m.RequiredBreakpoints, name)
	}
	return m, nil
}

func (w *walker) tokensUsed(e entry, s *Skeleton) ([]TokenUse, error) {
	es, err := w.entries(e.val, e.path)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(s.Tokens))
	for i, t := range s.Tokens {
		names[i] = t.Name
	}
	out := make([]TokenUse, 0, len(es))
	for _, u := range es {
		if msg := checkCSSProperty(u.key); msg != "" {
			return nil, w.errAt(u.keyNode, u.path, "CSS property %s %s", quote(u.key), msg)
		}
		name, err := w.str(u.val, u.path)
		if err != nil {
			return nil, err
		}
		tok, ok := s.Token(name)
		if !ok {
			return nil, w.errAt(u.val, u.path, "unknown token %s %s", quote(name), knownList(names))
		}
		if isColorProperty(u.key) && tok.Color == nil && tok.RGB == nil {
			return nil, w.errAt(u.val, u.path, "token %q (value %s) is not a colour, but %s takes one", name, quote(tok.Value), u.key)
		}
		out = append(out, TokenUse{Property: u.key, Token: name})
	}
	return out, nil
}

func (w *walker) interactions(e entry, sc *Screen) ([]Interaction, error) {
	items, err := w.seq(e.val, e.path)
	if err != nil {
		return nil, err
	}
	if len(items) > maxInteractions {
		return nil, w.errAt(e.val, e.path, "more than %d interactions", maxInteractions)
	}
	out := make([]Interaction, 0, len(items))
	for i, n := range items {
		p := idxPath(e.path, i)
		f, err := w.object(n, p, []string{"event", "binds_to", "visual_only"}, []string{"event"})
		if err != nil {
			return nil, err
		}
		var in Interaction
		ev := f["event"]
		if in.Event, err = w.str(ev.val, ev.path); err != nil {
			return nil, err
		}
		if msg := checkEvent(in.Event); msg != "" {
			return nil, w.errAt(ev.val, ev.path, "event %s %s", quote(in.Event), msg)
		}
		for j, prev := range out {
			if prev.Event == in.Event {
				return nil, w.errAt(ev.val, ev.path, "duplicate event %q (also %s)", in.Event, idxPath(e.path, j))
			}
		}
		if v, ok := f["visual_only"]; ok {
			if in.VisualOnly, err = w.boolean(v.val, v.path); err != nil {
				return nil, err
			}
		}
		if v, ok := f["binds_to"]; ok {
			if in.BindsTo, err = w.strOrNull(v.val, v.path); err != nil {
				return nil, err
			}
			if in.BindsTo != nil && in.VisualOnly {
				return nil, w.errAt(v.val, v.path, "a visual_only interaction binds to nothing; drop binds_to or visual_only")
			}
			if in.BindsTo != nil {
				b, err := ParseBindsTo(*in.BindsTo)
				if err == nil && b.Kind == BindRoute {
					_, err = b.Page(sc.Path)
				}
				if err != nil {
					return nil, w.errAt(v.val, v.path, "%s", trimURLErr(err))
				}
				in.Binding = &b
			}
		}
		// binds_to null (or absent) without visual_only is legal here:
		// the rubric reports it as a dead handler (docs/CONTRACTS.md §7.3 rule 5).
		out = append(out, in)
	}
	return out, nil
}
