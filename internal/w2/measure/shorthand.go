package measure

import (
	"fmt"
	"strings"
)

// Which part of a shorthand sets a longhand, under rubric 1.5.0: a token
// reaches a longhand through a shorthand only when its var() lands in the
// part of the substituted value that the longhand takes
// (`border: 1px solid var(--c)` gives border-top-color --c, and not
// border-top-width; `margin: var(--s) 0` gives margin-top --s, and
// margin-left nothing). The shorthands split here are the ones a design
// token is likely to be set through:
//
//   - one to four sides (margin, padding, inset, scroll-margin,
//     scroll-padding, border-color, border-style, border-width): top,
//     right, bottom, left as CSS repeats them; border-radius's corners
//     likewise, unless it has a slash;
//   - two (margin-block, margin-inline, padding-block, padding-inline,
//     inset-block, inset-inline, border-block-color, …, gap): the first
//     for -start (row-gap), the second, or the first, for -end
//     (column-gap);
//   - a border, outline or column rule (border, border-top, …,
//     border-block, border-inline-start, …, outline, column-rule): the
//     colour is the part that is a <color>, the style the part that is a
//     line style, the width what is left;
//   - background and text-decoration for their colour: the part of the
//     last background layer, or of the value, that is a <color>.
//
// A part the shorthand leaves out takes its initial value, and so no
// token. Any other shorthand gives every longhand the whole value, as
// 1.2.0 does.

var (
	sideShorthands  = set("margin padding inset scroll-margin scroll-padding border-color border-style border-width border-radius")
	pairShorthands  = set("margin-block margin-inline padding-block padding-inline inset-block inset-inline scroll-margin-block scroll-margin-inline scroll-padding-block scroll-padding-inline border-block-color border-inline-color border-block-style border-inline-style border-block-width border-inline-width gap grid-gap")
	lineShorthands  = set("border border-top border-right border-bottom border-left border-block border-inline border-block-start border-block-end border-inline-start border-inline-end outline column-rule")
	lineStyles      = set("none hidden dotted dashed solid double groove ridge inset outset auto")
	colourShorthand = set("background text-decoration")
)

// longhandPart returns the segments of a substituted shorthand value that
// set longhand p, and a note for the chain when the shorthand was split.
// A declaration of p itself is the whole value.
func longhandPart(name, p string, segs []seg) ([]seg, string) {
	name = strings.ToLower(name)
	if name == p {
		return segs, ""
	}
	text := joinSegs(segs)
	var span [2]int
	found := false
	switch {
	case sideShorthands[name]:
		parts := splitSpans(text, ' ')
		side := sideOf(p)
		if name == "border-radius" {
			side = cornerOf(p)
			if strings.Contains(text, "/") {
				side = -1 // elliptical corners: not split
			}
		}
		if side >= 0 && len(parts) >= 1 && len(parts) <= 4 {
			span, found = parts[sideIndex(len(parts), side)], true
		} else {
			return segs, ""
		}
	case pairShorthands[name]:
		parts := splitSpans(text, ' ')
		if len(parts) < 1 || len(parts) > 2 {
			return segs, ""
		}
		switch {
		case strings.HasSuffix(p, "-start") || p == "row-gap" || p == "grid-row-gap" || strings.Contains(p, "-start-"):
			span, found = parts[0], true
		case strings.HasSuffix(p, "-end") || p == "column-gap" || p == "grid-column-gap" || strings.Contains(p, "-end-"):
			span, found = parts[len(parts)-1], true
		default:
			return segs, ""
		}
	case lineShorthands[name]:
		kind := p[strings.LastIndexByte(p, '-')+1:]
		var width [][2]int
		for _, sp := range splitSpans(text, ' ') {
			c := strings.ToLower(text[sp[0]:sp[1]])
			switch {
			case isColour(c):
				if kind == "color" {
					span, found = sp, true
				}
			case lineStyles[c]:
				if kind == "style" {
					span, found = sp, true
				}
			default:
				width = append(width, sp)
			}
		}
		if kind == "width" && len(width) == 1 {
			span, found = width[0], true
		}
		if kind != "color" && kind != "style" && kind != "width" {
			return segs, ""
		}
	case colourShorthand[name] && strings.HasSuffix(p, "-color"):
		layers := splitSpans(text, ',')
		last := layers[len(layers)-1]
		for _, sp := range splitSpans(text[last[0]:last[1]], ' ') {
			sp = [2]int{sp[0] + last[0], sp[1] + last[0]}
			if isColour(text[sp[0]:sp[1]]) {
				span, found = sp, true
			}
		}
	default:
		return segs, ""
	}
	if !found {
		return nil, fmt.Sprintf("%s leaves %s at its initial value", name, p)
	}
	return cut(segs, span), fmt.Sprintf("%s takes %q of the %s", p, text[span[0]:span[1]], name)
}

// sideOf is 0 top, 1 right, 2 bottom, 3 left for a physical longhand, else -1.
func sideOf(p string) int {
	for i, s := range []string{"top", "right", "bottom", "left"} {
		if strings.HasSuffix(p, "-"+s) || strings.Contains(p, "-"+s+"-") {
			return i
		}
	}
	return -1
}

// cornerOf is 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left
// for a physical corner's radius, else -1.
func cornerOf(p string) int {
	for i, c := range []string{"top-left", "top-right", "bottom-right", "bottom-left"} {
		if p == "border-"+c+"-radius" {
			return i
		}
	}
	return -1
}

// sideIndex is which of n values (1 to 4) sets side, as CSS repeats them.
func sideIndex(n, side int) int {
	switch {
	case n == 1:
		return 0
	case n == 2:
		return side % 2
	case n == 3:
		if side == 3 {
			return 1
		}
		return side
	}
	return side
}

// cut returns the parts of segs within the byte span of their joined text.
func cut(segs []seg, span [2]int) []seg {
	var out []seg
	at := 0
	for _, g := range segs {
		lo, hi := max(span[0], at), min(span[1], at+len(g.text))
		switch {
		case lo < hi:
			out = append(out, seg{text: g.text[lo-at : hi-at], vars: g.vars})
		case g.text == "" && at > span[0] && at < span[1]:
			out = append(out, g) // an empty value substituted inside the part
		}
		at += len(g.text)
	}
	return out
}
