package pixelcheck

import (
	"math"
	"testing"
)

func TestLuminance(t *testing.T) {
	for _, tc := range []struct {
		c    RGB
		want float64
	}{
		{RGB{0, 0, 0}, 0},
		{RGB{255, 255, 255}, 1},
		{RGB{255, 0, 0}, 0.2126},
		{RGB{0, 255, 0}, 0.7152},
		{RGB{0, 0, 255}, 0.0722},
		{RGB{10, 10, 10}, 10.0 / 255 / 12.92}, // below the knee: the linear segment
		{RGB{128, 128, 128}, 0.2158605},
	} {
		if got := Luminance(tc.c); math.Abs(got-tc.want) > 1e-6 {
			t.Errorf("Luminance(%s) = %v, want %v", tc.c.Hex(), got, tc.want)
		}
	}
}

// TestContrastRatio checks WCAG ratios that accessibility tools publish,
// at the two decimals they print.
func TestContrastRatio(t *testing.T) {
	white := RGB{255, 255, 255}
	for _, tc := range []struct {
		a, b RGB
		want float64
	}{
		{RGB{0, 0, 0}, white, 21},
		{white, white, 1},
		{RGB{0x76, 0x76, 0x76}, white, 4.54}, // the lightest grey that passes AA on white
		{RGB{0x77, 0x77, 0x77}, white, 4.48},
		{RGB{0x59, 0x59, 0x59}, white, 7.00},
		{RGB{0x80, 0x80, 0x80}, white, 3.95},
		{RGB{255, 0, 0}, white, 4.00},
		{RGB{0, 0, 255}, white, 8.59},
		{RGB{0xee, 0xee, 0xee}, RGB{0x22, 0x22, 0x22}, 13.71},
		{RGB{0x1a, 0x1a, 0x1a}, RGB{0xf5, 0xa6, 0x23}, 8.59},
	} {
		got := ContrastRatio(tc.a, tc.b)
		if math.Round(got*100)/100 != tc.want {
			t.Errorf("ContrastRatio(%s, %s) = %.4f, want %.2f", tc.a.Hex(), tc.b.Hex(), got, tc.want)
		}
		if back := ContrastRatio(tc.b, tc.a); back != got {
			t.Errorf("ContrastRatio is not symmetric: %v, %v", got, back)
		}
	}
	// The AA boundary lies between the two greys.
	if ContrastRatio(RGB{0x76, 0x76, 0x76}, white) < 4.5 || ContrastRatio(RGB{0x77, 0x77, 0x77}, white) >= 4.5 {
		t.Error("#767676 must pass 4.5:1 on white and #777777 fail it")
	}
}

func TestToLab(t *testing.T) {
	for _, tc := range []struct {
		c    RGB
		want Lab
	}{
		{RGB{255, 255, 255}, Lab{100, 0, 0}},
		{RGB{0, 0, 0}, Lab{0, 0, 0}},
		{RGB{255, 0, 0}, Lab{53.2408, 80.0925, 67.2032}},
		{RGB{0, 0, 255}, Lab{32.2970, 79.1875, -107.8602}},
		{RGB{128, 128, 128}, Lab{53.5850, 0, 0}},
	} {
		got := ToLab(tc.c)
		if math.Abs(got.L-tc.want.L) > 1e-3 || math.Abs(got.A-tc.want.A) > 1e-3 || math.Abs(got.B-tc.want.B) > 1e-3 {
			t.Errorf("ToLab(%s) = %+v, want %+v", tc.c.Hex(), got, tc.want)
		}
	}
}

// TestDeltaE2000 checks pairs from Sharma, Wu and Dalal's CIEDE2000 test
// data (Color Res. Appl. 30, 2005), to their four decimals.
func TestDeltaE2000(t *testing.T) {
	for i, tc := range []struct {
		a, b Lab
		want float64
	}{
		{Lab{50, 2.6772, -79.7751}, Lab{50, 0, -82.7485}, 2.0425},
		{Lab{50, 3.1571, -77.2803}, Lab{50, 0, -82.7485}, 2.8615},
		{Lab{50, 2.8361, -74.0200}, Lab{50, 0, -82.7485}, 3.4412},
		{Lab{50, -1.3802, -84.2814}, Lab{50, 0, -82.7485}, 1.0000},
		{Lab{50, 0, 0}, Lab{50, -1, 2}, 2.3669},
		{Lab{50, -1, 2}, Lab{50, 0, 0}, 2.3669},
		{Lab{50, 2.49, -0.001}, Lab{50, -2.49, 0.0009}, 7.1792},
		{Lab{50, -0.001, 2.49}, Lab{50, 0.0009, -2.49}, 4.8045},
		{Lab{50, 2.5, 0}, Lab{50, 3.1736, 0.5854}, 1.0000},
		{Lab{50, 2.5, 0}, Lab{50, 3.2972, 0}, 1.0000},
		{Lab{60.2574, -34.0099, 36.2677}, Lab{60.4626, -34.1751, 39.4387}, 1.2644},
		{Lab{63.0109, -31.0961, -5.8663}, Lab{62.8187, -29.7946, -4.0864}, 1.2630},
		{Lab{61.2901, 3.7196, -5.3901}, Lab{61.4292, 2.2480, -4.9620}, 1.8731},
		{Lab{35.0831, -44.1164, 3.7933}, Lab{35.0232, -40.0716, 1.5901}, 1.8645},
		{Lab{22.7233, 20.0904, -46.6940}, Lab{23.0331, 14.9730, -42.5619}, 2.0373},
		{Lab{36.4612, 47.8580, 18.3852}, Lab{36.2715, 50.5065, 21.2231}, 1.4146},
		{Lab{90.8027, -2.0831, 1.4410}, Lab{91.1528, -1.6435, 0.0447}, 1.4441},
		{Lab{90.9257, -0.5406, -0.9208}, Lab{88.6381, -0.8985, -0.7239}, 1.5381},
		{Lab{6.7747, -0.2908, -2.4247}, Lab{5.8714, -0.0985, -2.2286}, 0.6377},
		{Lab{2.0776, 0.0795, -1.1350}, Lab{0.9033, -0.0636, -0.5514}, 0.9082},
	} {
		got := DeltaE2000(tc.a, tc.b)
		if math.Abs(got-tc.want) > 5e-5 {
			t.Errorf("pair %d: ΔE00(%v, %v) = %.5f, want %.4f", i, tc.a, tc.b, got, tc.want)
		}
	}
	if d := DeltaE2000(ToLab(RGB{0xf5, 0xa6, 0x23}), ToLab(RGB{0xf5, 0xa6, 0x23})); d != 0 {
		t.Errorf("ΔE00 of a colour with itself = %v", d)
	}
}
