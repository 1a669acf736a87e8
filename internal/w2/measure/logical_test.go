package measure

import "testing"

// TestLogicalTwin checks the logical ↔ physical pairs of CSS Logical
// Properties §4–6 in each writing mode and direction; each pair must map
// back to itself.
func TestLogicalTwin(t *testing.T) {
	ltr, rtl := flow{}, flow{writingMode: "horizontal-tb", direction: "rtl"}
	vrl, vlr := flow{writingMode: "vertical-rl"}, flow{writingMode: "vertical-lr", direction: "rtl"}
	slr := flow{writingMode: "sideways-lr"}
	tests := []struct {
		f       flow
		p, twin string
	}{
		{ltr, "border-left-color", "border-inline-start-color"},
		{ltr, "border-right-width", "border-inline-end-width"},
		{ltr, "margin-top", "margin-block-start"},
		{ltr, "padding-bottom", "padding-block-end"},
		{ltr, "scroll-padding-left", "scroll-padding-inline-start"},
		{ltr, "left", "inset-inline-start"},
		{ltr, "border-top-left-radius", "border-start-start-radius"},
		{ltr, "border-bottom-right-radius", "border-end-end-radius"},
		{ltr, "width", "inline-size"},
		{ltr, "max-height", "max-block-size"},
		{rtl, "border-right-color", "border-inline-start-color"},
		{rtl, "border-top-right-radius", "border-start-start-radius"},
		{rtl, "border-bottom-left-radius", "border-end-end-radius"},
		{vrl, "margin-right", "margin-block-start"},
		{vrl, "margin-top", "margin-inline-start"},
		{vrl, "border-top-right-radius", "border-start-start-radius"},
		{vrl, "border-top-left-radius", "border-end-start-radius"},
		{vrl, "width", "block-size"},
		{vlr, "margin-left", "margin-block-start"},
		{vlr, "margin-bottom", "margin-inline-start"},
		{vlr, "border-bottom-left-radius", "border-start-start-radius"},
		{slr, "padding-bottom", "padding-inline-start"},
		{slr, "padding-left", "padding-block-start"},
	}
	for _, tt := range tests {
		if got := tt.f.twin(tt.p); got != tt.twin {
			t.Errorf("%+v: twin(%s) = %q, want %q", tt.f, tt.p, got, tt.twin)
		}
		if got := tt.f.twin(tt.twin); got != tt.p {
			t.Errorf("%+v: twin(%s) = %q, want %q", tt.f, tt.twin, got, tt.p)
		}
	}
	for _, p := range []string{"color", "font-size", "--left", "--margin-top", "line-height", "border-radius", "margin-inline", "text-align"} {
		if got := ltr.twin(p); got != "" {
			t.Errorf("twin(%s) = %q, want none", p, got)
		}
	}
}
