package skeleton

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// Color is an sRGB colour. A is the alpha in [0, 1].
type Color struct {
	R uint8   `json:"r"`
	G uint8   `json:"g"`
	B uint8   `json:"b"`
	A float64 `json:"a"`
}

// ParseColor parses the colour forms a design token may use — #rgb, #rgba,
// #rrggbb, #rrggbbaa, rgb()/rgba() and hsl()/hsla() in both the comma and
// the space-and-slash syntax, and transparent — case-insensitively. Out-of-
// range components are errors, not clamped as CSS would: in a design
// token they are mistakes. The CSS named colours (red, rebeccapurple, …)
// are accepted too; system colours and currentcolor are not, since they
// name no fixed colour.
//
// Browsers report computed colours as rgb()/rgba(), which this also
// parses, so a witness compares a computed value with a token through
// ParseColor and Equal.
func ParseColor(s string) (Color, error) {
	l := strings.ToLower(s)
	switch {
	case l == "transparent":
		return Color{}, nil
	case namedColors[l] != "":
		return parseHex(namedColors[l][1:])
	case strings.HasPrefix(l, "#"):
		return parseHex(l[1:])
	}
	open := strings.IndexByte(l, '(')
	if open < 0 || !strings.HasSuffix(l, ")") {
		return Color{}, errors.New("not a colour (use #rrggbb, rgb(), rgba(), hsl(), hsla() or a CSS colour name)")
	}
	fn, args := l[:open], l[open+1:len(l)-1]
	var comps []string
	alpha := ""
	if strings.Contains(args, ",") {
		comps = strings.Split(args, ",")
		for i := range comps {
			comps[i] = strings.TrimSpace(comps[i])
		}
		if len(comps) == 4 {
			alpha, comps = comps[3], comps[:3]
		}
	} else {
		main, a, slash := strings.Cut(args, "/")
		comps = strings.Fields(main)
		if slash {
			alpha = strings.TrimSpace(a)
			if alpha == "" {
				return Color{}, fmt.Errorf("%s(): empty alpha after '/'", fn)
			}
		}
	}
	if len(comps) != 3 {
		return Color{}, fmt.Errorf("%s() takes 3 components and an optional alpha", fn)
	}
	c := Color{A: 1}
	if alpha != "" {
		a, err := colorNumber(alpha, 1)
		if err != nil || a < 0 || a > 1 {
			return Color{}, fmt.Errorf("%s(): alpha %s is not in [0, 1] or [0%%, 100%%]", fn, quote(alpha))
		}
		c.A = a
	}
	switch fn {
	case "rgb", "rgba":
		var v [3]uint8
		for i, comp := range comps {
			x, err := colorNumber(comp, 255)
			if err != nil || x < 0 || x > 255 {
				return Color{}, fmt.Errorf("%s(): component %s is not in [0, 255] or [0%%, 100%%]", fn, quote(comp))
			}
			v[i] = uint8(math.Round(x))
		}
		c.R, c.G, c.B = v[0], v[1], v[2]
	case "hsl", "hsla":
		h, err := hue(comps[0])
		if err != nil {
			return Color{}, fmt.Errorf("%s(): %v", fn, err)
		}
		var sl [2]float64
		for i, comp := range comps[1:] {
			x, err := colorNumber(comp, 100)
			if err != nil || x < 0 || x > 100 {
				return Color{}, fmt.Errorf("%s(): %s is not a percentage in [0%%, 100%%]", fn, quote(comp))
			}
			sl[i] = x / 100
		}
		c.R, c.G, c.B = hslToRGB(h, sl[0], sl[1])
	default:
		return Color{}, fmt.Errorf("unknown colour function %s", quote(fn))
	}
	return c, nil
}

func parseHex(h string) (Color, error) {
	for i := 0; i < len(h); i++ {
		if c := h[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return Color{}, fmt.Errorf("#%s is not a hex colour", h)
		}
	}
	nib := func(i int) uint8 { v, _ := strconv.ParseUint(h[i:i+1], 16, 8); return uint8(v) * 17 }
	byt := func(i int) uint8 { v, _ := strconv.ParseUint(h[i:i+2], 16, 8); return uint8(v) }
	switch len(h) {
	case 3:
		return Color{R: nib(0), G: nib(1), B: nib(2), A: 1}, nil
	case 4:
		return Color{R: nib(0), G: nib(1), B: nib(2), A: float64(nib(3)) / 255}, nil
	case 6:
		return Color{R: byt(0), G: byt(2), B: byt(4), A: 1}, nil
	case 8:
		return Color{R: byt(0), G: byt(2), B: byt(4), A: float64(byt(6)) / 255}, nil
	}
	return Color{}, fmt.Errorf("#%s is not a hex colour (3, 4, 6 or 8 digits)", h)
}

// cssNumber is a CSS <number>: no hex floats, inf, nan or underscores,
// which strconv.ParseFloat would accept.
var cssNumber = regexp.MustCompile(`^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?$`)

// colorNumber parses a number, or a percentage of full.
func colorNumber(s string, full float64) (float64, error) {
	pct := strings.HasSuffix(s, "%")
	s = strings.TrimSuffix(s, "%")
	if !cssNumber.MatchString(s) {
		return 0, errors.New("not a number")
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, errors.New("not a number")
	}
	if pct {
		v = v / 100 * full
	}
	return v, nil
}

// hue parses an hsl() hue: a number of degrees, with or without "deg".
func hue(s string) (float64, error) {
	n := strings.TrimSuffix(s, "deg")
	if !cssNumber.MatchString(n) {
		return 0, fmt.Errorf("hue %s is not a number of degrees", quote(s))
	}
	v, err := strconv.ParseFloat(n, 64)
	if err != nil || math.IsInf(v, 0) || math.Abs(v) > 1e9 {
		return 0, fmt.Errorf("hue %s is out of range", quote(s))
	}
	v = math.Mod(v, 360)
	if v < 0 {
		v += 360
	}
	return v, nil
}

// hslToRGB is the CSS Color 4 conversion.
func hslToRGB(h, s, l float64) (r, g, b uint8) {
	f := func(n float64) uint8 {
		k := math.Mod(n+h/30, 12)
		a := s * math.Min(l, 1-l)
		v := l - a*math.Max(-1, math.Min(math.Min(k-3, 9-k), 1))
		return uint8(math.Round(math.Max(0, math.Min(1, v)) * 255))
	}
	return f(0), f(8), f(4)
}

// Equal compares two colours as a browser stores them: channels exactly,
// alpha at 8-bit precision (rgba(0,0,0,0.5) equals #00000080).
func (c Color) Equal(o Color) bool {
	return c.R == o.R && c.G == o.G && c.B == o.B && math.Round(c.A*255) == math.Round(o.A*255)
}

// ParseTriplet parses an RGB triplet, the value CSS frameworks keep in a
// custom property to write rgba(var(--x-rgb), alpha): three numbers 0..255
// separated by commas or spaces ("13, 110, 253", "13 110 253"). The colour
// it returns is opaque; the alpha is the using declaration's.
func ParseTriplet(s string) (Color, error) {
	parts := tripletParts(s)
	if len(parts) != 3 {
		return Color{}, errors.New("an RGB triplet is three numbers 0..255")
	}
	var v [3]uint8
	for i, p := range parts {
		if !cssNumber.MatchString(p) {
			return Color{}, fmt.Errorf("component %s is not a number", quote(p))
		}
		x, err := strconv.ParseFloat(p, 64)
		if err != nil || x < 0 || x > 255 {
			return Color{}, fmt.Errorf("component %s is not in [0, 255]", quote(p))
		}
		v[i] = uint8(math.Round(x))
	}
	return Color{R: v[0], G: v[1], B: v[2], A: 1}, nil
}

func tripletParts(s string) []string {
	if strings.Contains(s, ",") {
		parts := strings.Split(s, ",")
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		return parts
	}
	return strings.Fields(s)
}

// looksLikeColor reports whether a token value is meant as a colour, so
// that a malformed one is an error rather than an opaque string.
func looksLikeColor(v string) bool {
	l := strings.ToLower(v)
	if l == "transparent" || namedColors[l] != "" {
		return true
	}
	for _, p := range []string{"#", "rgb(", "rgba(", "hsl(", "hsla("} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}
