package edverify

// recode writes the signed radix-2^w digits of the little-endian scalar s
// (s < 2^253): s = Σ d[i]·2^(w·i), d[i] in [−2^(w−1), 2^(w−1)).
func recode(s *[32]byte, d *[nDigits]int8) {
	carry := 0
	for i := range nDigits {
		v := bitsAt(s, i*w) + carry
		carry = 0
		if v >= half {
			v -= 1 << w
			carry = 1
		}
		d[i] = int8(v)
	}
}

// bitsAt returns the w bits of s starting at bit pos (bits past 255 are 0).
func bitsAt(s *[32]byte, pos int) int {
	var v uint32
	for k := 0; k < 3; k++ { // w ≤ 16 bits span at most 3 bytes
		if b := pos/8 + k; b < 32 {
			v |= uint32(s[b]) << (8 * k)
		}
	}
	return int(v>>(pos%8)) & (1<<w - 1)
}
