package measure

import (
	"slices"
	"strings"
)

// Logical and physical properties, under rubric 1.5.0. CSS Logical
// Properties makes each logical property (border-inline-start-color,
// margin-block-end, border-start-start-radius, inline-size) share its
// computed value with one physical property (border-left-color,
// margin-bottom, border-top-left-radius, width), chosen by the element's
// writing mode and direction; the two cascade together, so whichever of
// their declarations ranks higher sets both. Bulma 1.0 sets a message's
// left border through border-inline-start-*, and Chromium's default style
// a text field's side padding through padding-inline.

// flow is an element's computed writing-mode and direction; the zero
// value is horizontal-tb, ltr.
type flow struct{ writingMode, direction string }

// flowProps are the computed properties a flow is read from.
var flowProps = []string{"writing-mode", "direction"}

// flowOf reads a flow from computed values (flowProps).
func flowOf(computed map[string]string) flow {
	return flow{writingMode: computed["writing-mode"], direction: computed["direction"]}
}

// sides maps each logical side to its physical side in f.
func (f flow) sides() map[string]string {
	rtl := f.direction == "rtl"
	pick := func(a, b string) string {
		if rtl {
			return b
		}
		return a
	}
	switch f.writingMode {
	case "vertical-rl", "sideways-rl":
		return map[string]string{"block-start": "right", "block-end": "left",
			"inline-start": pick("top", "bottom"), "inline-end": pick("bottom", "top")}
	case "vertical-lr":
		return map[string]string{"block-start": "left", "block-end": "right",
			"inline-start": pick("top", "bottom"), "inline-end": pick("bottom", "top")}
	case "sideways-lr":
		return map[string]string{"block-start": "left", "block-end": "right",
			"inline-start": pick("bottom", "top"), "inline-end": pick("top", "bottom")}
	}
	return map[string]string{"block-start": "top", "block-end": "bottom",
		"inline-start": pick("left", "right"), "inline-end": pick("right", "left")}
}

func (f flow) vertical() bool {
	return f.writingMode != "" && f.writingMode != "horizontal-tb"
}

// twin is the property that shares p's computed value in f: the physical
// property of a logical one and the logical property of a physical one,
// or "" when p has none.
func (f flow) twin(p string) string {
	p = strings.ToLower(p)
	if strings.HasPrefix(p, "--") {
		return "" // a custom property is only itself
	}
	if s, ok := sizeTwin(p, f.vertical()); ok {
		return s
	}
	sides := f.sides()
	physical := map[string]string{}
	for l, ph := range sides {
		physical[ph] = l
	}
	parts := strings.Split(p, "-")
	// Corners: border-<block>-<inline>-radius and border-<v>-<h>-radius.
	if len(parts) == 4 && parts[0] == "border" && parts[3] == "radius" {
		a, b := parts[1], parts[2]
		if (a == "start" || a == "end") && (b == "start" || b == "end") {
			bs, is := sides["block-"+a], sides["inline-"+b]
			if bs == "top" || bs == "bottom" {
				return "border-" + bs + "-" + is + "-radius"
			}
			return "border-" + is + "-" + bs + "-radius"
		}
		la, lb := physical[a], physical[b]
		if la == "" || lb == "" {
			return ""
		}
		block, inline := la, lb
		if strings.HasPrefix(la, "inline") {
			block, inline = lb, la
		}
		return "border-" + strings.TrimPrefix(block, "block-") + "-" + strings.TrimPrefix(inline, "inline-") + "-radius"
	}
	// inset: top … left are inset-block-start … inset-inline-end.
	if l, ok := physical[p]; ok {
		return "inset-" + l
	}
	if rest, ok := strings.CutPrefix(p, "inset-"); ok {
		return sides[rest]
	}
	// A side inside a longhand: margin-left, border-top-color,
	// scroll-padding-inline-end.
	for i := 1; i < len(parts); i++ {
		if l, ok := physical[parts[i]]; ok {
			return strings.Join(append(append(slices.Clone(parts[:i]), l), parts[i+1:]...), "-")
		}
		if i+1 < len(parts) && (parts[i] == "block" || parts[i] == "inline") && (parts[i+1] == "start" || parts[i+1] == "end") {
			if ph := sides[parts[i]+"-"+parts[i+1]]; ph != "" {
				return strings.Join(append(append(slices.Clone(parts[:i]), ph), parts[i+2:]...), "-")
			}
		}
	}
	return ""
}

// sizeTwin pairs width and height (and their min- and max-) with
// inline-size and block-size.
func sizeTwin(p string, vertical bool) (string, bool) {
	prefix := ""
	for _, m := range []string{"min-", "max-"} {
		if rest, ok := strings.CutPrefix(p, m); ok {
			prefix, p = m, rest
		}
	}
	w, h := "inline-size", "block-size"
	if vertical {
		w, h = h, w
	}
	switch p {
	case "width":
		return prefix + w, true
	case "height":
		return prefix + h, true
	case w:
		return prefix + "width", true
	case h:
		return prefix + "height", true
	}
	return "", false
}
