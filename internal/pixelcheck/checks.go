package pixelcheck

import (
	"fmt"
	"image"
	"math"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Deviation ids (SPEC §8).
const (
	IDBlankFrame   = "blank_frame"
	IDRegionInk    = "region_ink"
	IDContrast     = "contrast"
	IDTokenColour  = "token_colour"
	IDBaselineDiff = "baseline_diff"
)

// Thresholds of the frame checks; docs/W1.md explains each.
const (
	// InkTolerance: a pixel is ink when one of its channels differs from
	// the page background's by more than this (out of 255).
	InkTolerance = 8
	// MinInkShare and MinInkPixels: a region shows its element when at
	// least this share of its pixels, and at least this many, are ink.
	MinInkShare  = 0.005
	MinInkPixels = 4
	// QuantBits is the bits per channel kept when colours are grouped into
	// clusters for the contrast check.
	QuantBits = 5
	// MinClusterShare and MinClusterPixels: a colour cluster counts as a
	// region's ink only when it holds this share of the region, and this
	// many pixels.
	MinClusterShare  = 0.001
	MinClusterPixels = 16
	// MinFarRGB: the ink cluster is at least this far from the background
	// cluster (Euclidean distance in 8-bit RGB, out of 441).
	MinFarRGB = 48
	// DefaultTokenDeltaE is the CIEDE2000 tolerance of the token colour
	// check.
	DefaultTokenDeltaE = 2.0
	// MinTokenShare and MinTokenPixels: a token colour is present when at
	// least this share of the region's pixels, and this many, match it.
	MinTokenShare  = 0.001
	MinTokenPixels = 4
)

// Severities (0–1) of the deviations; contrast and baseline_diff are graded
// between their bounds.
const (
	SeverityBlankFrame  = 1.0
	SeverityRegionInk   = 0.6
	SeverityContrastMin = 0.3
	SeverityTokenColour = 0.4
	SeverityBaselineMin = 0.05
	SeverityBaselineMax = 0.3
)

// Region is where one element should be in one frame, and the colour
// tokens it declares.
type Region struct {
	Element string
	// Box is the declared bbox, in CSS pixels of the page.
	Box skeleton.Rect
	// Tokens are the element's colour-valued tokens, in skeleton order.
	Tokens []TokenColour
}

// TokenColour is one tokens_used entry whose token is a colour.
type TokenColour struct {
	Property, Token string
	Colour          skeleton.Color
}

// Place names a frame: the screen, the skeleton breakpoint and the surface
// it was captured at, and its device scale factor (device pixels per CSS
// pixel, by which declared boxes are scaled).
type Place struct {
	Screen, Breakpoint, Surface string
	Scale                       float64
}

// Hint is the location_hint of a deviation: screen/element@breakpoint, or
// screen@breakpoint when element is "".
func (p Place) Hint(element string) string {
	if element == "" {
		return p.Screen + "@" + p.Breakpoint
	}
	return p.Screen + "/" + element + "@" + p.Breakpoint
}

// on names the surface in descriptions when it is not the web: the hint
// has no room for it.
func (p Place) on() string {
	if p.Surface == "" || p.Surface == events.SurfaceWeb {
		return ""
	}
	return " (" + p.Surface + ")"
}

// Checks are the parameters of the frame checks.
type Checks struct {
	// MinContrast is the request's min_contrast_ratio.
	MinContrast float64
	// TokenDeltaE is the token colour tolerance; 0 means DefaultTokenDeltaE.
	TokenDeltaE float64
}

// CheckFrame runs the frame checks of SPEC §8 on one screenshot: blank
// frame, then for each region in order region ink, contrast and token
// colours. A blank frame is reported alone: every region of it would fail
// for the same reason.
func CheckFrame(f *Frame, regions []Region, c Checks, at Place) []events.Deviation {
	if c.TokenDeltaE == 0 {
		c.TokenDeltaE = DefaultTokenDeltaE
	}
	if at.Scale == 0 {
		at.Scale = 1
	}
	if f.uniform() {
		col := RGB{}
		if len(f.Pix) >= 3 {
			col = RGB{f.Pix[0], f.Pix[1], f.Pix[2]}
		}
		return []events.Deviation{{
			ID:           IDBlankFrame,
			Description:  fmt.Sprintf("the %d×%d frame%s is a single colour, %s", f.Width, f.Height, at.on(), col.Hex()),
			Severity:     SeverityBlankFrame,
			LocationHint: at.Hint(""),
		}}
	}
	var out []events.Deviation
	page := f.background()
	for _, r := range regions {
		out = append(out, checkRegion(f, page, r, c, at)...)
	}
	return out
}

// devicePixels scales a declared box to device pixels, outward to whole
// pixels, so the element's anti-aliased edges are inside.
func devicePixels(b skeleton.Rect, scale float64) image.Rectangle {
	return image.Rect(
		int(math.Floor(b.X*scale)), int(math.Floor(b.Y*scale)),
		int(math.Ceil((b.X+b.W)*scale)), int(math.Ceil((b.Y+b.H)*scale)))
}

func checkRegion(f *Frame, page RGB, r Region, c Checks, at Place) []events.Deviation {
	hint := at.Hint(r.Element)
	box := devicePixels(r.Box, at.Scale)
	clip := box.Intersect(f.bounds())
	if clip.Empty() {
		return []events.Deviation{{
			ID: IDRegionInk,
			Description: fmt.Sprintf("the declared box %s lies outside the %d×%d frame%s",
				boxText(r.Box), f.Width, f.Height, at.on()),
			Severity: SeverityRegionInk, LocationHint: hint,
		}}
	}
	h := regionHist(f, clip)

	// Region ink: the element is visibly there.
	ink := 0
	for col, n := range h.counts {
		if channelDiff(rgbOf(col), page) > InkTolerance {
			ink += n
		}
	}
	if ink < max(MinInkPixels, int(math.Ceil(MinInkShare*float64(h.n)))) {
		return []events.Deviation{{
			ID: IDRegionInk,
			Description: fmt.Sprintf("the region %s%s shows only the page background %s (%d of %d pixels differ)",
				boxText(r.Box), at.on(), page.Hex(), ink, h.n),
			Severity: SeverityRegionInk, LocationHint: hint,
		}}
	}

	var out []events.Deviation
	// Contrast between the dominant ink and the dominant background, inside
	// the element: a box a few pixels larger than the element (a drift
	// within tolerance) must not measure the page around it.
	ch := h
	if inner := trimBackground(f, clip, page); inner != clip {
		ch = regionHist(f, inner)
	}
	if bg, fg, ok := inkAndBackground(ch); ok {
		ratio := ContrastRatio(bg, fg)
		if ratio < c.MinContrast {
			out = append(out, events.Deviation{
				ID: IDContrast,
				Description: fmt.Sprintf("contrast %.2f:1 between ink %s and background %s%s is below %s:1",
					ratio, fg.Hex(), bg.Hex(), at.on(), trimFloat(c.MinContrast)),
				Severity:     contrastSeverity(ratio, c.MinContrast),
				LocationHint: hint,
			})
		}
	}

	// Token colours.
	for _, t := range r.Tokens {
		if t.Colour.A != 1 {
			continue // a translucent token's pixels depend on what is under it
		}
		want := RGB{t.Colour.R, t.Colour.G, t.Colour.B}
		n, closest, dE := tokenPixels(h, want, c.TokenDeltaE)
		if n >= max(MinTokenPixels, int(math.Ceil(MinTokenShare*float64(h.n)))) {
			continue
		}
		out = append(out, events.Deviation{
			ID: IDTokenColour,
			Description: fmt.Sprintf("%s %s (%s) not found in the region%s: %d pixels within ΔE00 %s, closest colour %s at ΔE00 %.2f",
				t.Property, t.Token, want.Hex(), at.on(), n, trimFloat(c.TokenDeltaE), closest.Hex(), dE),
			Severity:     SeverityTokenColour,
			LocationHint: hint,
		})
	}
	return out
}

// trimBackground shrinks r while its outermost row or column is entirely
// the page background: that strip is page around the element, not the
// element. Rows inside the element are kept whatever their colour.
func trimBackground(f *Frame, r image.Rectangle, page RGB) image.Rectangle {
	pk := page.key()
	rowIs := func(y, x0, x1 int) bool {
		for x := x0; x < x1; x++ {
			if f.at(x, y) != pk {
				return false
			}
		}
		return true
	}
	colIs := func(x, y0, y1 int) bool {
		for y := y0; y < y1; y++ {
			if f.at(x, y) != pk {
				return false
			}
		}
		return true
	}
	for !r.Empty() {
		switch {
		case rowIs(r.Min.Y, r.Min.X, r.Max.X):
			r.Min.Y++
		case rowIs(r.Max.Y-1, r.Min.X, r.Max.X):
			r.Max.Y--
		case colIs(r.Min.X, r.Min.Y, r.Max.Y):
			r.Min.X++
		case colIs(r.Max.X-1, r.Min.Y, r.Max.Y):
			r.Max.X--
		default:
			return r
		}
	}
	return r
}

// inkAndBackground finds the dominant background and the dominant ink of
// a region. Colours are grouped into clusters by their top QuantBits bits
// per channel; the most populous cluster is the background. The ink is the
// most populous cluster far from it: at least MinFarRGB away and at least
// half as far as the farthest substantial cluster. Anti-aliased edge
// pixels are blends of ink and background: they lie between the two and
// are spread thinly over many clusters, so they are neither far enough nor
// numerous enough to be taken for the ink. Each cluster is represented by
// its most frequent exact colour, never an average, so a blend cannot
// shift the measured colour either. ok is false when the region holds no
// substantial cluster far from its background (a flat fill).
func inkAndBackground(h *hist) (bg, fg RGB, ok bool) {
	type cluster struct {
		rep RGB // the most frequent exact colour
		n   int
	}
	const shift = 8 - QuantBits
	var order []uint32
	clusters := map[uint32]*cluster{}
	for _, cc := range h.sorted() { // most frequent first: the first seen is a cluster's rep
		col := rgbOf(cc.c)
		k := uint32(col.R>>shift)<<(2*QuantBits) | uint32(col.G>>shift)<<QuantBits | uint32(col.B>>shift)
		cl := clusters[k]
		if cl == nil {
			cl = &cluster{rep: col}
			clusters[k] = cl
			order = append(order, k)
		}
		cl.n += cc.n
	}
	minN := max(MinClusterPixels, int(math.Ceil(MinClusterShare*float64(h.n))))
	var back *cluster
	for _, k := range order { // order is deterministic: by the reps' frequency
		if cl := clusters[k]; back == nil || cl.n > back.n {
			back = cl
		}
	}
	farthest := 0.0
	for _, k := range order {
		if cl := clusters[k]; cl.n >= minN {
			farthest = max(farthest, rgbDist(cl.rep, back.rep))
		}
	}
	far := max(MinFarRGB, farthest/2)
	var ink *cluster
	for _, k := range order {
		cl := clusters[k]
		if cl != back && cl.n >= minN && rgbDist(cl.rep, back.rep) >= far && (ink == nil || cl.n > ink.n) {
			ink = cl
		}
	}
	if ink == nil {
		return back.rep, RGB{}, false
	}
	return back.rep, ink.rep, true
}

// tokenPixels counts the region's pixels within tol (CIEDE2000) of want,
// and returns the closest colour of the region and its distance.
func tokenPixels(h *hist, want RGB, tol float64) (n int, closest RGB, dE float64) {
	wl := ToLab(want)
	dE = math.Inf(1)
	for _, cc := range h.sorted() {
		col := rgbOf(cc.c)
		d := DeltaE2000(wl, ToLab(col))
		if d <= tol {
			n += cc.n
		}
		if d < dE {
			closest, dE = col, d
		}
	}
	return n, closest, dE
}

// contrastSeverity grows from SeverityContrastMin just under the minimum to
// 1 at a ratio of 1:1 (no contrast at all).
func contrastSeverity(ratio, minimum float64) float64 {
	if minimum <= 1 {
		return SeverityContrastMin
	}
	s := SeverityContrastMin + (1-SeverityContrastMin)*(minimum-ratio)/(minimum-1)
	return round4(min(1, max(SeverityContrastMin, s)))
}

func channelDiff(a, b RGB) int {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return max(d(a.R, b.R), d(a.G, b.G), d(a.B, b.B))
}

func rgbDist(a, b RGB) float64 {
	dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
	return math.Sqrt(dr*dr + dg*dg + db*db)
}

func boxText(b skeleton.Rect) string {
	return fmt.Sprintf("{x: %s, y: %s, w: %s, h: %s}", trimFloat(b.X), trimFloat(b.Y), trimFloat(b.W), trimFloat(b.H))
}

func trimFloat(v float64) string { return fmt.Sprintf("%g", v) }

func round4(v float64) float64 { return math.Round(v*1e4) / 1e4 }
