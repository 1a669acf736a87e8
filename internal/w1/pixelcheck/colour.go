package pixelcheck

import (
	"fmt"
	"math"
)

// RGB is an opaque 8-bit sRGB colour, as a screenshot pixel holds it.
type RGB struct{ R, G, B uint8 }

// Hex renders c as #rrggbb.
func (c RGB) Hex() string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

func (c RGB) key() uint32 { return uint32(c.R)<<16 | uint32(c.G)<<8 | uint32(c.B) }

func rgbOf(k uint32) RGB { return RGB{uint8(k >> 16), uint8(k >> 8), uint8(k)} }

// linearTable maps an 8-bit sRGB channel to linear light with the sRGB
// transfer curve (IEC 61966-2-1; WCAG 2.x). WCAG 2.0 printed the knee as
// 0.03928 and WCAG 2.2 as 0.04045: no 8-bit value lies between the two
// (10/255 ≈ 0.0392, 11/255 ≈ 0.0431), so the table is the same either way.
var linearTable = func() (t [256]float64) {
	for i := range t {
		v := float64(i) / 255
		if v <= 0.04045 {
			t[i] = v / 12.92
		} else {
			t[i] = math.Pow((v+0.055)/1.055, 2.4)
		}
	}
	return t
}()

// Luminance is the WCAG 2.x relative luminance of c, from 0 (black) to 1
// (white).
func Luminance(c RGB) float64 {
	return 0.2126*linearTable[c.R] + 0.7152*linearTable[c.G] + 0.0722*linearTable[c.B]
}

// ContrastRatio is the WCAG 2.x contrast ratio of two colours,
// (Lmax+0.05)/(Lmin+0.05), from 1 to 21.
func ContrastRatio(a, b RGB) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Lab is a CIELAB colour (D65 white, the sRGB white point).
type Lab struct{ L, A, B float64 }

// ToLab converts c to CIELAB through linear sRGB and CIE XYZ (D65).
func ToLab(c RGB) Lab {
	r, g, b := linearTable[c.R], linearTable[c.G], linearTable[c.B]
	// sRGB → XYZ (IEC 61966-2-1), normalised by the D65 white.
	x := (0.4124564*r + 0.3575761*g + 0.1804375*b) / 0.95047
	y := 0.2126729*r + 0.7151522*g + 0.0721750*b
	z := (0.0193339*r + 0.1191920*g + 0.9503041*b) / 1.08883
	fx, fy, fz := labF(x), labF(y), labF(z)
	return Lab{L: 116*fy - 16, A: 500 * (fx - fy), B: 200 * (fy - fz)}
}

func labF(t float64) float64 {
	const d = 6.0 / 29
	if t > d*d*d {
		return math.Cbrt(t)
	}
	return t/(3*d*d) + 4.0/29
}

// DeltaE2000 is the CIEDE2000 colour difference of two CIELAB colours
// (kL = kC = kH = 1), as Sharma, Wu and Dalal (2005) give it; about 1 is
// a just-noticeable difference.
func DeltaE2000(x, y Lab) float64 {
	const deg = math.Pi / 180
	c1 := math.Hypot(x.A, x.B)
	c2 := math.Hypot(y.A, y.B)
	cm := (c1 + c2) / 2
	cm7 := math.Pow(cm, 7)
	g := 0.5 * (1 - math.Sqrt(cm7/(cm7+math.Pow(25, 7))))
	a1, a2 := (1+g)*x.A, (1+g)*y.A
	c1p, c2p := math.Hypot(a1, x.B), math.Hypot(a2, y.B)
	h1p, h2p := hueDeg(x.B, a1), hueDeg(y.B, a2)

	dL := y.L - x.L
	dC := c2p - c1p
	var dh float64
	switch {
	case c1p*c2p == 0:
		dh = 0
	case math.Abs(h2p-h1p) <= 180:
		dh = h2p - h1p
	case h2p-h1p > 180:
		dh = h2p - h1p - 360
	default:
		dh = h2p - h1p + 360
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*deg)

	lm := (x.L + y.L) / 2
	cmp := (c1p + c2p) / 2
	var hm float64
	switch {
	case c1p*c2p == 0:
		hm = h1p + h2p
	case math.Abs(h1p-h2p) <= 180:
		hm = (h1p + h2p) / 2
	case h1p+h2p < 360:
		hm = (h1p + h2p + 360) / 2
	default:
		hm = (h1p + h2p - 360) / 2
	}
	t := 1 - 0.17*math.Cos((hm-30)*deg) + 0.24*math.Cos(2*hm*deg) +
		0.32*math.Cos((3*hm+6)*deg) - 0.20*math.Cos((4*hm-63)*deg)
	dTheta := 30 * math.Exp(-((hm-275)/25)*((hm-275)/25))
	cmp7 := math.Pow(cmp, 7)
	rc := 2 * math.Sqrt(cmp7/(cmp7+math.Pow(25, 7)))
	lm50 := (lm - 50) * (lm - 50)
	sl := 1 + 0.015*lm50/math.Sqrt(20+lm50)
	sc := 1 + 0.045*cmp
	sh := 1 + 0.015*cmp*t
	rt := -math.Sin(2*dTheta*deg) * rc
	tl, tc, th := dL/sl, dC/sc, dH/sh
	return math.Sqrt(tl*tl + tc*tc + th*th + rt*tc*th)
}

// hueDeg is atan2(b, a) in degrees in [0, 360); 0 for a grey.
func hueDeg(b, a float64) float64 {
	if a == 0 && b == 0 {
		return 0
	}
	h := math.Atan2(b, a) * 180 / math.Pi
	if h < 0 {
		h += 360
	}
	return h
}
