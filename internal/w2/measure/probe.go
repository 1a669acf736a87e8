package measure

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/chromedp/chromedp"
)

//go:embed probe.js
var probeSource string

//go:embed clip.js
var clipJS string

//go:embed contrast.js
var contrastJS string

// probeJS is probe.js with clip.js and contrast.js spliced in (one
// script, one task).
var probeJS = strings.NewReplacer(
	"__CLIP_JS__", strings.TrimSpace(stripComments(clipJS)),
	"__CONTRAST_JS__", strings.TrimSpace(stripComments(contrastJS)),
).Replace(probeSource)

// stripComments drops the leading comment lines of an embedded script, so
// that the spliced expression starts with its parenthesis.
func stripComments(js string) string {
	lines := strings.Split(js, "\n")
	for len(lines) > 0 && strings.HasPrefix(strings.TrimSpace(lines[0]), "//") {
		lines = lines[1:]
	}
	return strings.Join(lines, "\n")
}

// MaxClippedRuns bounds the clipped_text entries of one element verdict;
// the concern says how many runs are clipped in all.
const MaxClippedRuns = 10

//go:embed dispatch.js
var dispatchJS string

// probeInput is probe.js's argument.
type probeInput struct {
	Elements  []probeElement `json:"elements"`
	Lint      bool           `json:"lint"`
	Required  []string       `json:"required"`
	Forbidden []string       `json:"forbidden"`
	Bundle    bool           `json:"bundle"`
	// Overflow: read whether the page scrolls sideways (1.2.0).
	Overflow bool `json:"overflow"`
	MaxRuns  int  `json:"max_runs"`
	// Placeholders: an empty text field's text is its placeholder (1.5.0).
	Placeholders bool `json:"placeholders"`
	// Wholly: a run cut off entirely in a box that shows is clipped (1.6.0).
	Wholly bool `json:"wholly"`
	// Scrolled: text beyond a scroller's box is in sight (1.8.0).
	Scrolled bool `json:"scrolled"`
	// Past: a block pushed wholly past a clip's end is clipped (1.9.0).
	Past bool `json:"past"`
	// Squeezed: a flex item its row squeezed to 2 px or less is cut, not
	// hidden by design (1.10.0).
	Squeezed bool `json:"squeezed"`
	// Symbols: a run of symbols is judged when axe-core judges it (1.10.0).
	Symbols bool `json:"symbols"`
	// Anchored: an absolutely positioned box that lies on its containing
	// block goes where that block flowed, for Past (1.11.0).
	Anchored bool `json:"anchored"`
	// Stacking: a run's background follows the paint order (1.6.0).
	Stacking bool `json:"stacking"`
}

type probeElement struct {
	Selector   string   `json:"selector"`
	Properties []string `json:"properties"`
	// Clip: look for clipped text (1.2.0, unless allow_truncation).
	Clip bool `json:"clip"`
	// State: check that a control declared disabled is inactive (1.2.0).
	State bool `json:"state"`
	// Owner: the element has a declared box here, so the text inside it
	// is its own and not its declared ancestors' (1.4.0).
	Owner bool `json:"owner"`
	// Contrast: read its text runs for the text contrast (1.4.0).
	Contrast bool `json:"contrast"`
}

// probeOutput is what probe.js returns.
type probeOutput struct {
	Elements []probed `json:"elements"`
	// Paint is what the text runs are painted on (1.4.0, contrast.js).
	Paint    *paintRead    `json:"paint"`
	Lint     *lintRead     `json:"lint"`
	Overflow *overflowRead `json:"overflow"`
}

// overflowRead says whether the page scrolls sideways: the document's
// width, the viewport's, and the element reaching furthest right.
type overflowRead struct {
	Doc     float64 `json:"doc"`
	View    float64 `json:"view"`
	Scrolls bool    `json:"scrolls"`
	Widest  string  `json:"widest"`
	Right   float64 `json:"right"`
}

// clippedRead is clip.js's answer for one element.
type clippedRead struct {
	Runs []struct {
		Text    string  `json:"text"`
		Visible float64 `json:"visible"`
		Full    float64 `json:"full"`
		By      string  `json:"by"`
	} `json:"runs"`
	Total int `json:"total"`
}

// probed is one element as the page shows it on load.
type probed struct {
	Found    bool              `json:"found"`
	Bad      string            `json:"bad"` // the selector's syntax error
	Visible  bool              `json:"visible"`
	X        float64           `json:"x"`
	Y        float64           `json:"y"`
	W        float64           `json:"w"`
	H        float64           `json:"h"`
	Computed map[string]string `json:"computed"`
	// Clipped is clip.js's answer, when asked (1.2.0).
	Clipped *clippedRead `json:"clipped"`
	// Inactive: the element matches :disabled or has
	// aria-disabled="true" (asked for state: disabled under 1.2.0).
	Inactive bool `json:"inactive"`
	// Runs are its text runs (1.4.0, when its contrast was asked and it
	// is visible).
	Runs []textRun `json:"runs"`
}

// lintRead is one page's raw lint counts (docs/CONTRACTS.md §7.5). A count of -1 is a
// selector the browser refused.
type lintRead struct {
	NavLinks  int      `json:"nav_links"`
	Required  []int    `json:"required"`
	Forbidden []int    `json:"forbidden"`
	Scripts   []string `json:"scripts"`
	Relative  []string `json:"relative"`
	Chunks    []string `json:"chunks"`
}

// callJS evaluates fn (a function expression from this package) applied to
// arg as JSON, and decodes the JSON string it returns into out.
func callJS(tctx context.Context, fn string, arg, out any) error {
	in, err := json.Marshal(arg)
	if err != nil {
		return err
	}
	s, err := chromedp.Run(tctx, chromedp.Evaluate[string](fn+"("+string(in)+")"))
	if err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(s), out); err != nil {
		return fmt.Errorf("decoding the page's answer: %w", err)
	}
	return nil
}
