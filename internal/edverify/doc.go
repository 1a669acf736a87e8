// Package edverify verifies Ed25519 signatures made by a few keys that sign
// many messages, faster than crypto/ed25519.Verify and with exactly its
// acceptance set.
//
// Why: the ledger checks one signature per event on ingest and one per entry
// in `ledgerd verify --trust`, always against the handful of keys in the
// trust file; with crypto/ed25519.Verify those checks are most of ingest's
// CPU. Batch verification is not used because the only batch equation on
// offer is the cofactored one, which accepts signatures crypto/ed25519
// refuses.
//
// What: a Verifier is built once per public key. It holds a fixed-base table
// of the key's point A (signed radix 2^w: (j+1)·2^(w·i)·A for every digit
// position i and j < 2^(w−1), affine Niels form, normalised with one batch
// inversion); one such table for the base point B is built once per process.
// A verification recodes S and k into signed digits and sums table entries
// with mixed additions — no doublings and no point decompression of A —
// then encodes the result and compares it with R. VerifyEach checks many
// signatures, each on its own, sharing the one field inversion their
// encodings need.
//
// Exactness: Verify performs crypto/ed25519's steps in the same order (Go
// 1.26, crypto/internal/fips140/ed25519.verifyWithDom): signature length 64;
// sig[63]&224 == 0; A decoded with edwards25519.Point.SetBytes (the same
// code as the standard library's, non-canonical y accepted, else every
// signature fails); k = SetUniformBytes(SHA-512(R ‖ A ‖ M)); S =
// SetCanonicalBytes(sig[32:]) (S ≥ l refused); accept iff R equals the
// canonical encoding of [S]B − [k]A. Only how [S]B − [k]A is computed
// differs, and it is the same group element of the full curve group (the
// a = −1 twisted Edwards addition law is complete because d is not a square,
// so identity, doubling, small-order and mixed-order points need no special
// case), computed from the same integers k and S in [0, l). Point.Bytes is
// canonical, so equal elements give equal bytes. The tests prove it by
// comparison, never by trusting this argument: every C2SP/CCTV edge-case
// vector, the speccheck cases and the sign.input vectors, table entries
// against Point.ScalarMult, digit recoding against math/big, and FuzzVerify,
// a differential fuzz target whose every input must get crypto/ed25519's
// answer.
//
// Variable time: all inputs of a verification are public.
package edverify
