package keys

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// signingKeyFile is the JSON form of a signing key file.
// Tags: see internal/strictjson.
type signingKeyFile struct {
	Schema string `json:"schema" tribunal:"required"`
	Role   string `json:"role" tribunal:"required"`
	KeyID  string `json:"key_id" tribunal:"required"`
	Seed   string `json:"seed" tribunal:"required"`
}

// GenerateSigningKey makes a new Ed25519 key for role, which must be a role
// that signs events.
func GenerateSigningKey(role events.Role) (ed25519.PrivateKey, error) {
	if !Signs(role) {
		return nil, fmt.Errorf("keys: role %q signs nothing and has no signing key", role)
	}
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("keys: generating %s signing key: %w", role, err)
	}
	return priv, nil
}

// MarshalSigningKey renders the signing key file of key for role.
func MarshalSigningKey(role events.Role, key ed25519.PrivateKey) ([]byte, error) {
	if !Signs(role) {
		return nil, fmt.Errorf("keys: role %q signs nothing and has no signing key", role)
	}
	if len(key) != ed25519.PrivateKeySize {
		return nil, fmt.Errorf("keys: %s signing key has %d bytes, want %d", role, len(key), ed25519.PrivateKeySize)
	}
	data, err := json.MarshalIndent(signingKeyFile{
		Schema: SigningKeySchema,
		Role:   string(role),
		KeyID:  events.KeyID(key.Public().(ed25519.PublicKey)),
		Seed:   base64.StdEncoding.EncodeToString(key.Seed()),
	}, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// WriteSigningKey writes the signing key file of key for role to path, mode
// 0600. An existing file is never replaced.
func WriteSigningKey(path string, role events.Role, key ed25519.PrivateKey) error {
	data, err := MarshalSigningKey(role, key)
	if err != nil {
		return err
	}
	if err := writeNewFile(path, data, SecretFileMode); err != nil {
		return fmt.Errorf("keys: writing signing key: %w", err)
	}
	return nil
}

// LoadSigningKey reads a signing key file and returns a signer for its role.
func LoadSigningKey(path string) (*events.Signer, error) {
	data, err := readSmallFile(path, maxKeyFileSize, ErrBadKeyFile)
	if err != nil {
		return nil, err
	}
	return ParseSigningKey(data, path)
}

// ParseSigningKey parses the contents of a signing key file; name is used in
// errors.
func ParseSigningKey(data []byte, name string) (*events.Signer, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %w: %s", name, ErrBadKeyFile, fmt.Sprintf(format, args...))
	}
	var f signingKeyFile
	if err := decodeFile(data, &f); err != nil {
		return nil, bad("%v", err)
	}
	if f.Schema != SigningKeySchema {
		return nil, bad("schema is %q, want %q", f.Schema, SigningKeySchema)
	}
	role := events.Role(f.Role)
	if !role.Valid() {
		return nil, bad("unknown role %q", f.Role)
	}
	if !Signs(role) {
		return nil, bad("role %q signs nothing and has no signing key", f.Role)
	}
	seed, err := base64.StdEncoding.Strict().DecodeString(f.Seed)
	if err != nil || base64.StdEncoding.EncodeToString(seed) != f.Seed {
		return nil, bad("seed is not canonical base64")
	}
	if len(seed) != ed25519.SeedSize {
		return nil, bad("seed has %d bytes, want %d", len(seed), ed25519.SeedSize)
	}
	key := ed25519.NewKeyFromSeed(seed)
	clear(seed)
	if !events.IsKeyID(f.KeyID) {
		return nil, bad("key_id %q is not 16 lowercase hex digits", f.KeyID)
	}
	if want := events.KeyID(key.Public().(ed25519.PublicKey)); f.KeyID != want {
		return nil, bad("key_id %s does not match the key (its id is %s)", f.KeyID, want)
	}
	return events.NewSigner(role, key), nil
}

// sameKey compares public keys.
func sameKey(a, b ed25519.PublicKey) bool { return bytes.Equal(a, b) }
