package realpages

// VariantsSchema names the format of variants.json.
const VariantsSchema = "tribunal-realpages-variants.v1"

// Variant kinds.
const (
	KindMoved10px      = "moved_10px"
	KindNearMissColour = "near_miss_colour"
	KindHidden         = "hidden"
	KindHandlerRemoved = "handler_removed"
	KindTextClipped    = "text_clipped"
	KindLowContrast    = "low_contrast"
)

// Kinds lists every variant kind.
var Kinds = []string{KindMoved10px, KindNearMissColour, KindHidden, KindHandlerRemoved, KindTextClipped, KindLowContrast}

// Variant is one injected defect (variants.json).
type Variant struct {
	ID      string `json:"id"`
	Page    string `json:"page"`
	Element string `json:"element"`
	// Breakpoints where the defect shows and must be caught.
	Breakpoints []string `json:"breakpoints"`
	Kind        string   `json:"kind"`
	// Inject holds either CSS (a <style> before the first </head>) or JS
	// (a <script> before the last </body>).
	Inject struct {
		CSS *string `json:"css,omitempty"`
		JS  *string `json:"js,omitempty"`
	} `json:"inject"`
	// Expect is the deviation the named witness must report for Element.
	Expect Expectation `json:"expect"`
	// Also lists further deviations the same change causes (a clipped
	// title is also smaller: bbox_drift).
	Also []Expectation `json:"also"`
	Why  string        `json:"why"`
	// Oracle is the oracle's measurement of the variant, which confirmed
	// the defect at every breakpoint.
	Oracle VariantOracle `json:"oracle"`
}

// Expectation names a witness ("w1" or "w2") and a deviation id.
type Expectation struct {
	Witness   string `json:"witness"`
	Deviation string `json:"deviation"`
}

// VariantOracle is what the oracle saw on the materialised variant.
type VariantOracle struct {
	Confirmed   bool `json:"confirmed"`
	Breakpoints []struct {
		Name            string           `json:"name"`
		Confirmed       bool             `json:"confirmed"`
		Visible         bool             `json:"visible"`
		Box             *Box             `json:"box"`
		Color           *string          `json:"color"`
		BackgroundColor *string          `json:"background-color"`
		Overflow        map[string]int   `json:"overflow"`
		Tokens          []map[string]any `json:"tokens"`
		Contrast        string           `json:"contrast"`
		ContrastRatio   *float64         `json:"contrast_ratio"`
		ExpectedRatio   *string          `json:"expected_contrast_ratio"`
	} `json:"breakpoints"`
	Interaction *struct {
		Event      string `json:"event"`
		Breakpoint string `json:"breakpoint"`
		Observed   *bool  `json:"observed"`
	} `json:"interaction"`
}
