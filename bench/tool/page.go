package main

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// pageBreakpoints are the fixture's breakpoints, in skeleton order; a
// fixture uses the first -breakpoints of them.
var pageBreakpoints = []struct {
	name          string
	width, height int
}{
	{"mobile", 375, 812},
	{"desktop", 1280, 800},
	{"tablet", 768, 1024},
}

// pageTokens are the fixture's colour tokens; the page uses each through
// its custom property.
var pageTokens = []struct{ name, value, cssVar string }{
	{"color.accent", "#f5a623", "--accent"},
	{"color.surface", "#f4efe6", "--surface"},
	{"color.ink", "#1a1a1a", "--ink"},
	{"color.line", "#5a4a2a", "--line"},
}

// Geometry of the fixture's grid: cells of cellW × cellH CSS px, gap px
// apart, after a pad px margin; as many columns as the viewport holds.
const (
	cellW, cellH = 160, 40
	gap, pad     = 16, 16
)

// cmdPage writes a page and its skeleton: -elements cells in a grid, each
// a labelled box with a background token (and, with -tokens 4, text and
// border tokens too); the first -clicks cells are buttons whose click is
// declared. Both witnesses PASS it.
func cmdPage(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("page", flag.ContinueOnError)
	out := fs.String("out", "", "directory to write site/ and skeleton/ into")
	n := fs.Int("elements", 10, "elements on the page")
	nbp := fs.Int("breakpoints", 3, "breakpoints (1..3)")
	ntok := fs.Int("tokens", 4, "tokens per element: 1 (background) or 4 (background, text, border, and the page's)")
	clicks := fs.Int("clicks", 2, "declared click interactions (at most 2)")
	area := fs.Int("area", 0, "make every breakpoint's page as tall as the tallest page of this many elements (0: as tall as its own), so that pages of different -elements render the same area")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || *n < 1 || *nbp < 1 || *nbp > len(pageBreakpoints) || *clicks < 0 || *clicks > 2 || *clicks > *n || (*area != 0 && *area < *n) {
		return fmt.Errorf("page: bad flags")
	}
	bps := pageBreakpoints[:*nbp]
	abs, err := filepath.Abs(*out)
	if err != nil {
		return err
	}
	plan := pagePlan{URL: "file://" + filepath.Join(abs, "site", "index.html")}
	for _, bp := range bps {
		plan.Breakpoints = append(plan.Breakpoints, planBreakpoint{bp.name, bp.width, bp.height})
	}
	minHeight := 0
	if *area > 0 {
		for _, bp := range bps {
			cols := max(1, (bp.width-2*pad+gap)/(cellW+gap))
			rows := (*area + cols - 1) / cols
			minHeight = max(minHeight, 2*pad+rows*(cellH+gap)-gap)
		}
	}
	var css, body, els strings.Builder
	css.WriteString(":root {")
	for _, t := range pageTokens {
		fmt.Fprintf(&css, " %s: %s;", t.cssVar, t.value)
	}
	fmt.Fprintf(&css, ` }
* { box-sizing: border-box; }
body { margin: 0; padding: %dpx; font: 14px/20px sans-serif; color: var(--ink); background: #ffffff; min-height: %dpx; }
#grid { display: grid; grid-template-columns: repeat(auto-fill, %dpx); grid-auto-rows: %dpx; gap: %dpx; }
.e { margin: 0; padding: 0 8px; border: 2px solid var(--line); border-radius: 4px; line-height: 36px;
     white-space: nowrap; overflow: hidden; font: inherit; text-align: left; color: var(--ink); }
.a { background-color: var(--accent); }
.s { background-color: var(--surface); }
#panel { display: none; }
#panel.open { display: block; }
`, pad, minHeight, cellW, cellH, gap)
	body.WriteString(`<main id="grid">` + "\n")
	for i := range *n {
		cls := "a"
		if i%2 == 1 {
			cls = "s"
		}
		id := fmt.Sprintf("e%d", i)
		tag, attrs := "div", ""
		switch {
		case i == 0 && *clicks >= 1:
			tag, attrs = "button", ` type="button" onclick="toggle()"`
		case i == 1 && *clicks >= 2:
			tag, attrs = "button", ` type="button" data-arbiter-wired="true"`
		}
		fmt.Fprintf(&body, `<%s id="%s" class="e %s"%s>Item %d</%s>`+"\n", tag, id, cls, attrs, i, tag)
		pe := planElement{Selector: "#" + id, Properties: []string{"background-color"}}
		if *ntok > 1 {
			pe.Properties = append(pe.Properties, "color", "border-top-color")
		}
		plan.Elements = append(plan.Elements, pe)
		if attrs != "" && strings.HasPrefix(attrs, ` type="button"`) {
			plan.Clicks = append(plan.Clicks, "#"+id)
		}

		fmt.Fprintf(&els, "  - id: %s\n    selector: \"#%s\"\n    bbox:\n", id, id)
		var names []string
		for _, bp := range bps {
			cols := max(1, (bp.width-2*pad+gap)/(cellW+gap))
			x, y := pad+(i%cols)*(cellW+gap), pad+(i/cols)*(cellH+gap)
			fmt.Fprintf(&els, "      %s: {x: %d, y: %d, w: %d, h: %d}\n", bp.name, x, y, cellW, cellH)
			names = append(names, bp.name)
		}
		fmt.Fprintf(&els, "    must_satisfy: {tolerance_px: 4, required_breakpoints: [%s]}\n", strings.Join(names, ", "))
		bg := "color.accent"
		if cls == "s" {
			bg = "color.surface"
		}
		fmt.Fprintf(&els, "    tokens_used:\n      background-color: %s\n", bg)
		if *ntok > 1 {
			els.WriteString("      color: color.ink\n      border-top-color: color.line\n")
		}
		switch {
		case i == 0 && *clicks >= 1:
			els.WriteString("    interactions:\n      - {event: click, binds_to: \"handler:toggle\"}\n")
		case i == 1 && *clicks >= 2:
			els.WriteString("    interactions:\n      - {event: click, binds_to: \"#panel\"}\n")
		}
	}
	body.WriteString("</main>\n<div id=\"panel\">menu</div>\n")
	page := `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench</title><style>
` + css.String() + `</style></head><body>
` + body.String() + `<script>
function toggle() { document.getElementById("panel").classList.toggle("open"); }
document.getElementById("e1") && document.getElementById("e1").addEventListener("click", function () { this.__arbiter_handler_ran = true; });
</script>
</body></html>
`
	screen := "schema: design-skeleton.v1/screen\nid: home\npath: /index.html\nelements:\n" + els.String()
	var idx strings.Builder
	idx.WriteString("schema: design-skeleton.v1\nname: bench\nbreakpoints:\n")
	for _, bp := range bps {
		fmt.Fprintf(&idx, "  %s: {width: %d, height: %d}\n", bp.name, bp.width, bp.height)
	}
	idx.WriteString("spacing: {unit_px: 8}\ntokens:\n")
	for _, t := range pageTokens {
		fmt.Fprintf(&idx, "  %s: {value: %q, css_var: %q}\n", t.name, t.value, t.cssVar)
	}
	fmt.Fprintf(&idx, "constraints: {max_nav_links: 5, min_contrast_ratio: 4.5}\nscreens:\n  - {id: home, file: screens/home.yaml, sha256: \"%x\"}\n",
		sha256.Sum256([]byte(screen)))
	pj, err := json.MarshalIndent(plan, "", "  ")
	if err != nil {
		return err
	}
	files := map[string]string{
		"plan.json":                  string(pj),
		"site/index.html":            page,
		"skeleton/index.yaml":        idx.String(),
		"skeleton/screens/home.yaml": screen,
	}
	for p, text := range files {
		full := filepath.Join(*out, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			return err
		}
	}
	// The skeleton hash, for the witnesses' run arguments.
	_, err = fmt.Fprintf(stdout, "%x\n", sha256.Sum256([]byte(idx.String())))
	return err
}

// pagePlan is what the Playwright script (bench/playwright-page.mjs)
// does on the fixture: per breakpoint, the boxes and computed colours of
// the elements, a full-page screenshot and the clicks.
type pagePlan struct {
	URL         string           `json:"url"`
	Breakpoints []planBreakpoint `json:"breakpoints"`
	Elements    []planElement    `json:"elements"`
	Clicks      []string         `json:"clicks"`
}

type planBreakpoint struct {
	Name   string `json:"name"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

type planElement struct {
	Selector   string   `json:"selector"`
	Properties []string `json:"properties"`
}
