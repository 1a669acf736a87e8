package edverify

import (
	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"
)

// w is the radix exponent: digits in [−2^(w−1), 2^(w−1)), rows of
// 2^(w−1) entries. Chosen by BenchmarkWidth (see bench_test.go).
const (
	w       = 6
	half    = 1 << (w - 1)
	nDigits = 253/w + 1 // scalars are < l < 2^253; the top digit absorbs the last carry
)

// niels is an affine point as (y+x, y−x, 2d·x·y), ready for a mixed addition.
type niels struct {
	ypx, ymx, xy2d field.Element
}

// table holds (j+1)·2^(w·i)·P at [i*half+j].
type table [nDigits * half]niels

// d2 is 2·d, d = −121665/121666 mod p.
var d2 = mustElement([]byte{
	0x59, 0xf1, 0xb2, 0x26, 0x94, 0x9b, 0xd6, 0xeb,
	0x56, 0xb1, 0x83, 0x82, 0x9a, 0x14, 0xe0, 0x00,
	0x30, 0xd1, 0xf3, 0xee, 0xf2, 0x80, 0x8e, 0x19,
	0xe7, 0xfc, 0xdf, 0x56, 0xdc, 0xd9, 0x06, 0x24,
})

// d = d2/2.
var d = func() *field.Element {
	var two, inv field.Element
	two.Add(new(field.Element).One(), new(field.Element).One())
	inv.Invert(&two)
	return new(field.Element).Multiply(d2, &inv)
}()

func mustElement(b []byte) *field.Element {
	e, err := new(field.Element).SetBytes(b)
	if err != nil {
		panic(err)
	}
	return e
}

// newTable builds p's table with edwards25519's own (complete) addition and
// converts every entry to affine with one batch inversion.
func newTable(p *edwards25519.Point) *table {
	pts := make([]edwards25519.Point, len(table{}))
	base := new(edwards25519.Point).Set(p)
	for i := range nDigits {
		row := pts[i*half : (i+1)*half]
		row[0].Set(base)
		for j := 1; j < half; j++ {
			row[j].Add(&row[j-1], base)
		}
		base.Add(&row[half-1], &row[half-1]) // 2^(w−1)·base doubled
	}

	// Batch inversion of the Z coordinates (Montgomery's trick). Z is never
	// zero for a point on the curve in extended coordinates.
	zs := make([]field.Element, len(pts))
	prefix := make([]field.Element, len(pts))
	var acc field.Element
	acc.One()
	for i := range pts {
		_, _, z, _ := pts[i].ExtendedCoordinates()
		zs[i].Set(z)
		prefix[i].Set(&acc)
		acc.Multiply(&acc, z)
	}
	acc.Invert(&acc)
	t := new(table)
	var zinv, x, y field.Element
	for i := len(pts) - 1; i >= 0; i-- {
		zinv.Multiply(&acc, &prefix[i]) // 1/z_i
		acc.Multiply(&acc, &zs[i])      // 1/(z_0…z_{i−1})
		X, Y, _, _ := pts[i].ExtendedCoordinates()
		x.Multiply(X, &zinv)
		y.Multiply(Y, &zinv)
		n := &t[i]
		n.ypx.Add(&y, &x)
		n.ymx.Subtract(&y, &x)
		n.xy2d.Multiply(&x, &y)
		n.xy2d.Multiply(&n.xy2d, d2)
	}
	return t
}

// extended is a point (X:Y:Z:T) with x = X/Z, y = Y/Z, xy = T/Z.
type extended struct {
	X, Y, Z, T field.Element
}

func (p *extended) identity() {
	p.X.Zero()
	p.Y.One()
	p.Z.One()
	p.T.Zero()
}

// add sets p = p + q (neg false) or p − q (neg true): ref10's ge_madd /
// ge_msub followed by the P1×P1 → extended conversion, 7 multiplications.
// The a = −1 unified formulas are complete, so p may be the identity, equal
// to ±q or of any order.
func (p *extended) add(q *niels, neg bool) {
	var ypx, ymx, a, b, c, dd field.Element
	ypx.Add(&p.Y, &p.X)
	ymx.Subtract(&p.Y, &p.X)
	if neg {
		a.Multiply(&ypx, &q.ymx)
		b.Multiply(&ymx, &q.ypx)
	} else {
		a.Multiply(&ypx, &q.ypx)
		b.Multiply(&ymx, &q.ymx)
	}
	c.Multiply(&q.xy2d, &p.T)
	dd.Add(&p.Z, &p.Z)
	var X, Y, Z, T field.Element
	X.Subtract(&a, &b)
	Y.Add(&a, &b)
	if neg {
		Z.Subtract(&dd, &c)
		T.Add(&dd, &c)
	} else {
		Z.Add(&dd, &c)
		T.Subtract(&dd, &c)
	}
	p.X.Multiply(&X, &T)
	p.Y.Multiply(&Y, &Z)
	p.Z.Multiply(&Z, &T)
	p.T.Multiply(&X, &Y)
}

// addDigit adds digit·(the row's unit) from row i of t; a zero digit adds
// nothing. negate flips the digit's sign.
func (p *extended) addDigit(t *table, i int, digit int8, negate bool) {
	switch {
	case digit > 0:
		p.add(&t[i*half+int(digit)-1], negate)
	case digit < 0:
		p.add(&t[i*half+int(-digit)-1], !negate)
	}
}
