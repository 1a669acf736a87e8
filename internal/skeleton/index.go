package skeleton

import (
	"slices"

	"gopkg.in/yaml.v3"
)

// Viewport sizes are bounded so that a typo cannot ask a browser for a
// gigapixel screenshot.
const (
	maxViewport = 16384
	maxUnitPX   = 1024
	maxTolPX    = 4096
	maxScreens  = 256
	maxNavLinks = 1 << 20
)

// pin is where index.yaml pins one screen, kept for the screen pass.
type pin struct {
	file, sha *yaml.Node
	path      string // "screens[i]"
}

// parseIndex reads index.yaml's root node into s (everything but the
// screens' contents) and returns where each screen is pinned.
func (w *walker) parseIndex(root *yaml.Node, s *Skeleton) ([]pin, error) {
	f, err := w.object(root, "",
		[]string{"schema", "name", "breakpoints", "spacing", "tokens", "drift_profile", "constraints", "screens"},
		[]string{"schema", "name", "breakpoints", "spacing", "screens"})
	if err != nil {
		return nil, err
	}
	if err := w.schema(f["schema"], IndexSchema); err != nil {
		return nil, err
	}
	if s.Name, err = w.text(f["name"], maxNameLen); err != nil {
		return nil, err
	}
	if s.Breakpoints, err = w.breakpoints(f["breakpoints"]); err != nil {
		return nil, err
	}
	sp, err := w.object(f["spacing"].val, "spacing", []string{"unit_px"}, []string{"unit_px"})
	if err != nil {
		return nil, err
	}
	if s.UnitPX, err = w.integer(sp["unit_px"].val, sp["unit_px"].path, 1, maxUnitPX); err != nil {
		return nil, err
	}
	s.Tokens = []Token{}
	if e, ok := f["tokens"]; ok {
		if s.Tokens, err = w.tokens(e); err != nil {
			return nil, err
		}
	}
	if e, ok := f["drift_profile"]; ok {
		if s.DriftProfile, err = w.driftProfile(e); err != nil {
			return nil, err
		}
	}
	if e, ok := f["constraints"]; ok {
		if s.Constraints, err = w.constraints(e); err != nil {
			return nil, err
		}
	}
	return w.screenList(f["screens"], s)
}

// schema checks a file's "schema" value.
func (w *walker) schema(e entry, want string) error {
	v, err := w.str(e.val, e.path)
	if err != nil {
		return err
	}
	if v != want {
		return w.errAt(e.val, e.path, "is %s, want %q", quote(v), want)
	}
	return nil
}

// text reads a free-text string (see checkText).
func (w *walker) text(e entry, max int) (string, error) {
	v, err := w.str(e.val, e.path)
	if err != nil {
		return "", err
	}
	if msg := checkText(v, max); msg != "" {
		return "", w.errAt(e.val, e.path, "%s %s", quote(v), msg)
	}
	return v, nil
}

// ident reads an id (see checkIdent).
func (w *walker) ident(n *yaml.Node, path, what string) (string, error) {
	v, err := w.str(n, path)
	if err != nil {
		return "", err
	}
	if msg := checkIdent(v); msg != "" {
		return "", w.errAt(n, path, "%s %s %s", what, quote(v), msg)
	}
	return v, nil
}

func (w *walker) breakpoints(e entry) ([]Breakpoint, error) {
	es, err := w.entries(e.val, e.path)
	if err != nil {
		return nil, err
	}
	if len(es) == 0 {
		return nil, w.errAt(e.val, e.path, "at least one breakpoint is required")
	}
	out := make([]Breakpoint, 0, len(es))
	for _, b := range es {
		if msg := checkIdent(b.key); msg != "" {
			return nil, w.errAt(b.keyNode, b.path, "breakpoint name %s %s", quote(b.key), msg)
		}
		f, err := w.objectHinted(b.val, b.path, []string{"width", "height"}, []string{"width", "height"}, breakpointHints)
		if err != nil {
			return nil, err
		}
		bp := Breakpoint{Name: b.key}
		if bp.Width, err = w.integer(f["width"].val, f["width"].path, 1, maxViewport); err != nil {
			return nil, err
		}
		if bp.Height, err = w.integer(f["height"].val, f["height"].path, 1, maxViewport); err != nil {
			return nil, err
		}
		out = append(out, bp)
	}
	return out, nil
}

// breakpointHints answer a breakpoint written like a bbox.
var breakpointHints = map[string]string{
	"w": "a breakpoint uses width and height (write width)", "h": "a breakpoint uses width and height (write height)",
}

func (w *walker) tokens(e entry) ([]Token, error) {
	es, err := w.entries(e.val, e.path)
	if err != nil {
		return nil, err
	}
	out := make([]Token, 0, len(es))
	vars := map[string]string{}
	for _, t := range es {
		if msg := checkTokenName(t.key); msg != "" {
			return nil, w.errAt(t.keyNode, t.path, "token name %s %s", quote(t.key), msg)
		}
		f, err := w.object(t.val, t.path, []string{"value", "css_var"}, []string{"value"})
		if err != nil {
			return nil, err
		}
		tok := Token{Name: t.key, CSSVar: DefaultCSSVar(t.key)}
		if tok.Value, err = w.text(f["value"], maxValueLen); err != nil {
			return nil, err
		}
		switch {
		case looksLikeColor(tok.Value):
			c, err := ParseColor(tok.Value)
			if err != nil {
				return nil, w.errAt(f["value"].val, f["value"].path, "bad colour %s: %v", quote(tok.Value), err)
			}
			tok.Color = &c
		default:
			// Three numbers 0..255 are an RGB triplet; anything else
			// ("1 1 300", a flex value) stays plain text.
			if c, err := ParseTriplet(tok.Value); err == nil {
				tok.RGB = &c
			}
		}
		varNode := t.val
		if v, ok := f["css_var"]; ok {
			if tok.CSSVar, err = w.str(v.val, v.path); err != nil {
				return nil, err
			}
			if msg := checkCSSVar(tok.CSSVar); msg != "" {
				return nil, w.errAt(v.val, v.path, "%s %s", quote(tok.CSSVar), msg)
			}
			varNode = v.val
		}
		// Witnesses map a var(--x) back to its token; two tokens on one
		// property would make that ambiguous.
		if other, dup := vars[tok.CSSVar]; dup {
			return nil, w.errAt(varNode, t.path, "css_var %s is already used by token %s", quote(tok.CSSVar), quote(other))
		}
		vars[tok.CSSVar] = tok.Name
		out = append(out, tok)
	}
	return out, nil
}

func (w *walker) driftProfile(e entry) (*DriftProfile, error) {
	f, err := w.object(e.val, e.path, []string{"tolerance_px", "token_families"}, []string{"tolerance_px"})
	if err != nil {
		return nil, err
	}
	d := &DriftProfile{}
	if d.TolerancePX, err = w.integer(f["tolerance_px"].val, f["tolerance_px"].path, 0, maxTolPX); err != nil {
		return nil, err
	}
	if v, ok := f["token_families"]; ok {
		if d.TokenFamilies, err = w.boolean(v.val, v.path); err != nil {
			return nil, err
		}
	}
	return d, nil
}

func (w *walker) constraints(e entry) (Constraints, error) {
	var c Constraints
	f, err := w.object(e.val, e.path,
		[]string{"max_nav_links", "min_contrast_ratio", "required_elements", "forbidden_elements", "single_file_bundle"}, nil)
	if err != nil {
		return c, err
	}
	if v, ok := f["max_nav_links"]; ok {
		n, err := w.integer(v.val, v.path, 0, maxNavLinks)
		if err != nil {
			return c, err
		}
		c.MaxNavLinks = &n
	}
	if v, ok := f["min_contrast_ratio"]; ok {
		// WCAG contrast ratios run from 1:1 to 21:1.
		r, err := w.number(v.val, v.path, 1, 21)
		if err != nil {
			return c, err
		}
		c.MinContrastRatio = &r
	}
	if v, ok := f["required_elements"]; ok {
		if c.RequiredElements, err = w.selectors(v); err != nil {
			return c, err
		}
	}
	if v, ok := f["forbidden_elements"]; ok {
		if c.ForbiddenElements, err = w.selectors(v); err != nil {
			return c, err
		}
		for i, sel := range c.ForbiddenElements {
			if slices.Contains(c.RequiredElements, sel) {
				return c, w.errAt(v.val.Content[i], idxPath(v.path, i), "selector %s is both required and forbidden", quote(sel))
			}
		}
	}
	if v, ok := f["single_file_bundle"]; ok {
		if c.SingleFileBundle, err = w.boolean(v.val, v.path); err != nil {
			return c, err
		}
	}
	return c, nil
}

// selectors reads a list of distinct CSS selectors.
func (w *walker) selectors(e entry) ([]string, error) {
	items, err := w.seq(e.val, e.path)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(items))
	for i, n := range items {
		p := idxPath(e.path, i)
		sel, err := w.str(n, p)
		if err != nil {
			return nil, err
		}
		if msg := checkSelector(sel); msg != "" {
			return nil, w.errAt(n, p, "%s", msg)
		}
		if slices.Contains(out, sel) {
			return nil, w.errAt(n, p, "duplicate selector %s", quote(sel))
		}
		out = append(out, sel)
	}
	if len(out) == 0 {
		// An empty list means what an absent key means: no selectors. It
		// decodes the same way (nil), so the two spellings give one
		// skeleton and one set of request constraints.
		return nil, nil
	}
	return out, nil
}

func (w *walker) screenList(e entry, s *Skeleton) ([]pin, error) {
	items, err := w.seq(e.val, e.path)
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, w.errAt(e.val, e.path, "at least one screen is required")
	}
	if len(items) > maxScreens {
		return nil, w.errAt(e.val, e.path, "more than %d screens", maxScreens)
	}
	pins := make([]pin, 0, len(items))
	s.Screens = make([]Screen, 0, len(items))
	for i, n := range items {
		p := idxPath(e.path, i)
		f, err := w.object(n, p, []string{"id", "file", "sha256"}, []string{"id", "file", "sha256"})
		if err != nil {
			return nil, err
		}
		var sc Screen
		if sc.ID, err = w.ident(f["id"].val, f["id"].path, "screen id"); err != nil {
			return nil, err
		}
		if sc.File, err = w.str(f["file"].val, f["file"].path); err != nil {
			return nil, err
		}
		if msg := checkFileName(sc.File); msg != "" {
			return nil, w.errAt(f["file"].val, f["file"].path, "%s %s", quote(sc.File), msg)
		}
		if sc.SHA256, err = w.str(f["sha256"].val, f["sha256"].path); err != nil {
			return nil, err
		}
		if !isLowerHex(sc.SHA256, 64) {
			return nil, w.errAt(f["sha256"].val, f["sha256"].path, "%s is not 64 lowercase hex digits", quote(sc.SHA256))
		}
		for j, prev := range s.Screens {
			switch {
			case prev.ID == sc.ID:
				return nil, w.errAt(f["id"].val, f["id"].path, "duplicate screen id %q (also screens[%d])", sc.ID, j)
			case prev.File == sc.File:
				return nil, w.errAt(f["file"].val, f["file"].path, "screen file %s is also used by screens[%d]", quote(sc.File), j)
			}
		}
		s.Screens = append(s.Screens, sc)
		pins = append(pins, pin{file: f["file"].val, sha: f["sha256"].val, path: p})
	}
	return pins, nil
}
