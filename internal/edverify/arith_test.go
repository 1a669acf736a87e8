package edverify

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"
)

func TestD2(t *testing.T) {
	// −x² + y² = 1 + d·x²·y² for the base point, with d = d2/2.
	X, Y, Z, _ := edwards25519.NewGeneratorPoint().ExtendedCoordinates()
	var zi, x, y, x2, y2, lhs, rhs, d, half field.Element
	zi.Invert(Z)
	x.Multiply(X, &zi)
	y.Multiply(Y, &zi)
	x2.Square(&x)
	y2.Square(&y)
	lhs.Subtract(&y2, &x2)
	half.Add(new(field.Element).One(), new(field.Element).One())
	half.Invert(&half)
	d.Multiply(d2, &half)
	rhs.Multiply(&x2, &y2)
	rhs.Multiply(&rhs, &d)
	rhs.Add(&rhs, new(field.Element).One())
	if lhs.Equal(&rhs) != 1 {
		t.Fatal("d2 is not 2·d")
	}
}

func TestRecode(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	two253 := new(big.Int).Lsh(big.NewInt(1), 253)
	cases := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(half - 1), big.NewInt(half), big.NewInt(1<<w - 1),
		new(big.Int).Sub(l, big.NewInt(1)), l, new(big.Int).Sub(two253, big.NewInt(1)),
	}
	for range 2000 {
		var b [32]byte
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		b[31] &= 0x1f // < 2^253
		cases = append(cases, new(big.Int).SetBytes(reverse(b[:])))
	}
	for _, n := range cases {
		var s [32]byte
		copy(s[:], le32(n))
		var d [nDigits]int8
		recode(&s, &d)
		sum := new(big.Int)
		for i := nDigits - 1; i >= 0; i-- {
			if d[i] < -half || d[i] >= half {
				t.Fatalf("%v: digit %d = %d out of range", n, i, d[i])
			}
			sum.Lsh(sum, w)
			sum.Add(sum, big.NewInt(int64(d[i])))
		}
		if sum.Cmp(n) != 0 {
			t.Fatalf("recode(%v) sums to %v", n, sum)
		}
	}
}

// testPoints: the base point, a random point, the identity, every torsion
// point and mixed-order points.
func testPoints(t *testing.T) map[string]*edwards25519.Point {
	rng := rand.New(rand.NewPCG(3, 4))
	tor := torsion(t)
	pts := map[string]*edwards25519.Point{
		"B":        edwards25519.NewGeneratorPoint(),
		"random":   new(edwards25519.Point).ScalarBaseMult(randScalar(t, rng)),
		"identity": edwards25519.NewIdentityPoint(),
	}
	for i, q := range tor[1:] {
		pts["torsion"+string(rune('1'+i))] = q
		pts["mixed"+string(rune('1'+i))] = new(edwards25519.Point).Add(pts["random"], q)
	}
	return pts
}

func nielsPoint(t *testing.T, n *niels) *edwards25519.Point {
	t.Helper()
	var x, y, xy, xy2d, one, inv2 field.Element
	one.One()
	inv2.Add(&one, &one)
	inv2.Invert(&inv2)
	x.Subtract(&n.ypx, &n.ymx)
	x.Multiply(&x, &inv2)
	y.Add(&n.ypx, &n.ymx)
	y.Multiply(&y, &inv2)
	xy.Multiply(&x, &y)
	xy2d.Multiply(&xy, d2)
	if xy2d.Equal(&n.xy2d) != 1 {
		t.Fatal("xy2d is not 2d·x·y")
	}
	pt, err := new(edwards25519.Point).SetExtendedCoordinates(&x, &y, &one, &xy)
	if err != nil {
		t.Fatal(err)
	}
	return pt
}

func TestTableEntries(t *testing.T) {
	for name, P := range testPoints(t) {
		tab := newTable(P)
		base := new(edwards25519.Point).Set(P) // 2^(w·i)·P by doublings, not the table's way
		full := name == "B" || name == "random" || name == "mixed3" || name == "torsion1"
		for i := range nDigits {
			if !full && i > 1 && i < nDigits-1 { // every row of four points, the first, second and last of the rest
				for range w {
					base.Add(base, base)
				}
				continue
			}
			for j := range half {
				want := new(edwards25519.Point).ScalarMult(scalarOf(t, big.NewInt(int64(j+1))), base)
				if nielsPoint(t, &tab[i*half+j]).Equal(want) != 1 {
					t.Fatalf("%s: entry [%d][%d] is not %d·2^%d·P", name, i, j, j+1, w*i)
				}
			}
			for range w {
				base.Add(base, base)
			}
		}
	}
}

func toExtended(P *edwards25519.Point) extended {
	X, Y, Z, T := P.ExtendedCoordinates()
	return extended{*X, *Y, *Z, *T}
}

func fromExtended(t *testing.T, e *extended) *edwards25519.Point {
	t.Helper()
	pt, err := new(edwards25519.Point).SetExtendedCoordinates(&e.X, &e.Y, &e.Z, &e.T)
	if err != nil {
		t.Fatal(err)
	}
	return pt
}

// TestAdd: p ± q for every pair of test points (identity, P+P, P−P,
// small-order and mixed-order included) equals edwards25519's Add/Subtract.
func TestAdd(t *testing.T) {
	pts := testPoints(t)
	for pn, P := range pts {
		for qn, Q := range pts {
			q := &newTable(Q)[0] // 1·Q
			for _, neg := range []bool{false, true} {
				e := toExtended(P)
				e.add(q, neg)
				want := new(edwards25519.Point).Add(P, Q)
				if neg {
					want.Subtract(P, Q)
				}
				if fromExtended(t, &e).Equal(want) != 1 {
					t.Fatalf("%s + (neg %v) %s wrong", pn, neg, qn)
				}
			}
		}
	}
}

// TestSum: [s]B − [k]P from tables equals VarTimeDoubleScalarBaseMult.
func TestSum(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	bt := baseTable()
	for name, P := range testPoints(t) {
		tab := newTable(P)
		for range 20 {
			s, k := randScalar(t, rng), randScalar(t, rng)
			var sd, kd [nDigits]int8
			recode((*[32]byte)(s.Bytes()), &sd)
			recode((*[32]byte)(k.Bytes()), &kd)
			var acc extended
			acc.identity()
			for i := range nDigits {
				acc.addDigit(bt, i, sd[i], false)
				acc.addDigit(tab, i, kd[i], true)
			}
			minusP := new(edwards25519.Point).Negate(P)
			want := new(edwards25519.Point).VarTimeDoubleScalarBaseMult(k, minusP, s)
			if fromExtended(t, &acc).Equal(want) != 1 {
				t.Fatalf("%s: [s]B − [k]P differs", name)
			}
		}
	}
}
