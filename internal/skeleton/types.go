package skeleton

// Schemas of the two YAML file kinds.
const (
	IndexSchema  = "design-skeleton.v1"
	ScreenSchema = "design-skeleton.v1/screen"
)

// File names fixed by the format.
const (
	// IndexFile is the file whose hash is the skeleton hash
	// (events.SkeletonIndex names the same file).
	IndexFile = "index.yaml"
	// SigFile is the optional detached signature of IndexFile.
	SigFile = IndexFile + ".sig"
)

// Skeleton is a loaded, validated design skeleton. Everything that has an
// order in the YAML keeps it here: verdicts built from a skeleton are
// hashed, so iteration must never depend on Go map order. (BBox is a map
// for its nil/absent distinction; iterate it in Breakpoints order.)
//
// The JSON encoding is this package's golden-test format, not a wire
// format: the wire form of a skeleton is its files.
type Skeleton struct {
	Name string `json:"name"`
	// Hash is the skeleton hash: hex(H(index.yaml bytes)).
	Hash        string       `json:"hash"`
	Breakpoints []Breakpoint `json:"breakpoints"`
	// UnitPX is spacing.unit_px, the grid unit; it caps every element's
	// tolerance (TolerancePX).
	UnitPX int     `json:"unit_px"`
	Tokens []Token `json:"tokens"`
	// DriftProfile is nil when index.yaml has none (docs/CONTRACTS.md §7.6).
	DriftProfile *DriftProfile `json:"drift_profile,omitempty"`
	// Constraints are the defaults for every request on this skeleton.
	Constraints Constraints `json:"constraints"`
	Screens     []Screen    `json:"screens"`
	// Signature is nil when there is no index.yaml.sig.
	Signature *Signature `json:"signature,omitempty"`

	// files holds the exact bytes that were loaded, by path.
	files map[string][]byte
}

// Breakpoint is a named viewport, in CSS px.
type Breakpoint struct {
	Name   string `json:"name"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

// Token is a design token. CSSVar is the custom property a stylesheet must
// use for it: css_var from the YAML, or "--" + Name with dots as dashes.
type Token struct {
	Name   string `json:"name"`
	Value  string `json:"value"`
	CSSVar string `json:"css_var"`
	// Color is Value parsed, when Value is a colour; nil otherwise.
	Color *Color `json:"color,omitempty"`
	// RGB is Value parsed when Value is an RGB triplet ("13, 110, 253"),
	// the form CSS frameworks keep in a custom property to use it as
	// rgba(var(--x-rgb), alpha): a colour without its alpha. Nil
	// otherwise; Color and RGB are never both set.
	RGB *Color `json:"rgb,omitempty"`
}

// DriftProfile configures micro-drift classification (docs/CONTRACTS.md §7.6).
type DriftProfile struct {
	TolerancePX   int  `json:"tolerance_px"`
	TokenFamilies bool `json:"token_families"`
}

// Constraints are a skeleton's default constraints, or a request's. The
// fields, their order and types mirror events.Constraints, so the two
// convert with a plain conversion. Pointers tell absent from zero.
type Constraints struct {
	MaxNavLinks       *int     `json:"max_nav_links,omitempty"`
	MinContrastRatio  *float64 `json:"min_contrast_ratio,omitempty"`
	RequiredElements  []string `json:"required_elements,omitempty"`
	ForbiddenElements []string `json:"forbidden_elements,omitempty"`
	SingleFileBundle  bool     `json:"single_file_bundle,omitempty"`
}

// Screen is one page of the product.
type Screen struct {
	ID string `json:"id"`
	// File is the screen file's path inside the skeleton; SHA256 its pin.
	File   string `json:"file"`
	SHA256 string `json:"sha256"`
	// Path is the page under the product root, starting with '/' (see
	// JoinURL).
	Path     string    `json:"path"`
	Elements []Element `json:"elements"`
}

// Element is one declared element of a screen.
type Element struct {
	ID       string `json:"id"`
	Selector string `json:"selector"`
	// State is "" (active) or StateDisabled: an inactive control, which
	// WCAG exempts from the contrast minimums; both witnesses skip their
	// contrast checks for it.
	State string `json:"state,omitempty"`
	// BBox maps a breakpoint name to the declared box. A nil *Rect means
	// the element must be hidden at that breakpoint; a breakpoint absent
	// from the map was not declared.
	BBox        map[string]*Rect `json:"bbox"`
	MustSatisfy MustSatisfy      `json:"must_satisfy"`
	// TokensUsed maps CSS properties to token names, in YAML order.
	TokensUsed   []TokenUse    `json:"tokens_used"`
	Interactions []Interaction `json:"interactions"`
}

// Rect is a box in page coordinates, CSS px (rect plus scroll offset).
type Rect struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// MustSatisfy is what the rubric checks for an element.
type MustSatisfy struct {
	// TolerancePX as written; the effective tolerance is
	// Skeleton.TolerancePX.
	TolerancePX         int      `json:"tolerance_px"`
	RequiredBreakpoints []string `json:"required_breakpoints"`
	// AllowTruncation opts the element out of the clipped-text check of
	// rubric 1.2.0 (a deliberate ellipsis).
	AllowTruncation bool `json:"allow_truncation,omitempty"`
}

// StateDisabled marks an inactive element (Element.State).
const StateDisabled = "disabled"

// elementStates are the values Element.State may take in YAML.
var elementStates = []string{StateDisabled}

// TokenUse says that an element's CSS Property must come from Token.
type TokenUse struct {
	Property string `json:"property"`
	Token    string `json:"token"`
}

// Interaction is a declared event on an element.
type Interaction struct {
	Event string `json:"event"`
	// BindsTo is the binds_to text; nil when absent or null (which the
	// rubric reports as a dead handler unless VisualOnly).
	BindsTo *string `json:"binds_to"`
	// Binding is BindsTo parsed; nil when BindsTo is.
	Binding    *Binding `json:"binding,omitempty"`
	VisualOnly bool     `json:"visual_only"`
}

// Signature describes index.yaml.sig.
type Signature struct {
	// KeyID is the signer's key id (hex of the first 8 bytes of H(public
	// key)), as the file names it.
	KeyID string `json:"key_id"`
	// Verified is true when designer keys were given and one of them
	// verified the signature. Without keys the file is only parsed.
	Verified bool `json:"verified"`
}

// Breakpoint returns the breakpoint called name.
func (s *Skeleton) Breakpoint(name string) (Breakpoint, bool) {
	for _, b := range s.Breakpoints {
		if b.Name == name {
			return b, true
		}
	}
	return Breakpoint{}, false
}

// Token returns the token called name.
func (s *Skeleton) Token(name string) (Token, bool) {
	for _, t := range s.Tokens {
		if t.Name == name {
			return t, true
		}
	}
	return Token{}, false
}

// Screen returns the screen with id, or nil.
func (s *Skeleton) Screen(id string) *Screen {
	for i := range s.Screens {
		if s.Screens[i].ID == id {
			return &s.Screens[i]
		}
	}
	return nil
}

// TolerancePX is the bbox tolerance of el (docs/CONTRACTS.md §7.3):
// min(must_satisfy.tolerance_px, floor(spacing.unit_px / 2)). It always
// comes from the skeleton, never from a constant.
func (s *Skeleton) TolerancePX(el *Element) int {
	return min(el.MustSatisfy.TolerancePX, s.UnitPX/2)
}

// Files returns the exact bytes that were loaded — index.yaml, every screen
// file and index.yaml.sig when present — as the path → text map a
// request.opened.v1 carries inline. Embedding this map, rather than a
// directory walk, puts on the chain exactly what was validated and nothing
// unpinned.
func (s *Skeleton) Files() map[string]string {
	out := make(map[string]string, len(s.files))
	for name, b := range s.files {
		out[name] = string(b)
	}
	return out
}
