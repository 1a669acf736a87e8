package measure

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/chromedp/chromedp"
)

//go:embed probe.js
var probeJS string

//go:embed dispatch.js
var dispatchJS string

// probeInput is probe.js's argument.
type probeInput struct {
	Elements  []probeElement `json:"elements"`
	Lint      bool           `json:"lint"`
	Required  []string       `json:"required"`
	Forbidden []string       `json:"forbidden"`
	Bundle    bool           `json:"bundle"`
}

type probeElement struct {
	Selector   string   `json:"selector"`
	Properties []string `json:"properties"`
}

// probeOutput is what probe.js returns.
type probeOutput struct {
	Elements []probed  `json:"elements"`
	Lint     *lintRead `json:"lint"`
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
}

// lintRead is one page's raw lint counts (SPEC §7.5). A count of -1 is a
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
