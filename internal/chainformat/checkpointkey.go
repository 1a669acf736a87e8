package chainformat

import (
	"crypto/ed25519"
	"encoding/base64"
	"fmt"
	"strings"

	"golang.org/x/mod/sumdb/note"
)

// CheckpointKey is the ledger's checkpoint signing key with its public
// verifier key text.
type CheckpointKey struct {
	Signer      note.Signer
	VerifierKey string // sumdb/note verifier key text, for trust files
}

// ParseCheckpointKey parses a sumdb/note Ed25519 private key
// ("PRIVATE+KEY+<name>+<hash>+<base64>") and derives its verifier key.
func ParseCheckpointKey(skey string) (*CheckpointKey, error) {
	skey = strings.TrimSpace(skey)
	s, err := note.NewSigner(skey)
	if err != nil {
		return nil, fmt.Errorf("%w: checkpoint key: %v", ErrBadCheckpoint, err)
	}
	// The key text is PRIVATE+KEY+name+hash+base64(alg || seed). Names
	// hold no '+' (note.NewSigner checked), but standard base64 may: the
	// key is everything after the fourth '+', not after the last one.
	parts := strings.SplitN(skey, "+", 5)
	if len(parts) != 5 {
		return nil, fmt.Errorf("%w: checkpoint key is not an Ed25519 note key", ErrBadCheckpoint)
	}
	raw, err := base64.StdEncoding.DecodeString(parts[4])
	if err != nil || len(raw) != 1+ed25519.SeedSize || raw[0] != 1 {
		return nil, fmt.Errorf("%w: checkpoint key is not an Ed25519 note key", ErrBadCheckpoint)
	}
	pub := ed25519.NewKeyFromSeed(raw[1:]).Public().(ed25519.PublicKey)
	vkey, err := note.NewEd25519VerifierKey(s.Name(), pub)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadCheckpoint, err)
	}
	return &CheckpointKey{Signer: s, VerifierKey: vkey}, nil
}
