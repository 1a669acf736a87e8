package keys

// Designer keys: the Ed25519 keys that sign design skeletons
// (index.yaml.sig, internal/skeleton). A designer is not a role: a designer
// key signs no event and reaches no broker subject, it only vouches for a
// skeleton's hash. So designer keys live in their own key file schema and
// in the trust file's own "designers" list, never under "roles", and a key
// may not be both (a witness key that could also sign skeletons would let
// one party both set and judge the design).
//
// Designer key file, mode 0600:
//
//	{"schema":"tribunal-designer-key.v1","name":"alice","key_id":"<16 hex>","seed":"<base64 32-byte Ed25519 seed>"}

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// DesignerKeySchema is the "schema" of a designer key file.
const DesignerKeySchema = "tribunal-designer-key.v1"

// maxDesignerName bounds a designer's name.
const maxDesignerName = 64

// Designer is a designer's public key in the trust file.
type Designer struct {
	// Name says who the key belongs to ("alice", "design-team"): an id,
	// [A-Za-z0-9][A-Za-z0-9._-]*, 1-64 bytes.
	Name   string
	Public ed25519.PublicKey
}

// KeyID is the designer key's id, as index.yaml.sig names it.
func (d Designer) KeyID() string { return events.KeyID(d.Public) }

// DesignerKey is a loaded designer key file.
type DesignerKey struct {
	Name string
	Key  ed25519.PrivateKey
}

// Public is the designer's trust entry.
func (k *DesignerKey) Public() Designer {
	return Designer{Name: k.Name, Public: k.Key.Public().(ed25519.PublicKey)}
}

// designerKeyFile is the JSON form of a designer key file.
// Tags: see internal/strictjson.
type designerKeyFile struct {
	Schema string `json:"schema" tribunal:"required"`
	Name   string `json:"name" tribunal:"required"`
	KeyID  string `json:"key_id" tribunal:"required"`
	Seed   string `json:"seed" tribunal:"required"`
}

// CheckDesignerName reports whether s may name a designer: 1-64 bytes of
// [A-Za-z0-9._-], starting with a letter or digit (it becomes a file name
// under a deployment's designers/ directory, so no '/' and no leading dot).
func CheckDesignerName(s string) error {
	if s == "" || len(s) > maxDesignerName {
		return fmt.Errorf("designer name must be 1-%d characters", maxDesignerName)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if i == 0 && !alnum {
			return fmt.Errorf("designer name %q must start with a letter or digit", s)
		}
		if !alnum && c != '.' && c != '_' && c != '-' {
			return fmt.Errorf("designer name %q may hold only letters, digits, '.', '_' and '-'", s)
		}
	}
	return nil
}

// GenerateDesignerKey makes a new designer key.
func GenerateDesignerKey(name string) (*DesignerKey, error) {
	if err := CheckDesignerName(name); err != nil {
		return nil, fmt.Errorf("keys: %w", err)
	}
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("keys: generating designer key: %w", err)
	}
	return &DesignerKey{Name: name, Key: priv}, nil
}

// MarshalDesignerKey renders the designer key file of k.
func MarshalDesignerKey(k *DesignerKey) ([]byte, error) {
	if err := CheckDesignerName(k.Name); err != nil {
		return nil, fmt.Errorf("keys: %w", err)
	}
	if len(k.Key) != ed25519.PrivateKeySize {
		return nil, fmt.Errorf("keys: designer key has %d bytes, want %d", len(k.Key), ed25519.PrivateKeySize)
	}
	data, err := json.MarshalIndent(designerKeyFile{
		Schema: DesignerKeySchema,
		Name:   k.Name,
		KeyID:  events.KeyID(k.Key.Public().(ed25519.PublicKey)),
		Seed:   base64.StdEncoding.EncodeToString(k.Key.Seed()),
	}, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// WriteDesignerKey writes k's key file to path, mode 0600. An existing file
// is never replaced.
func WriteDesignerKey(path string, k *DesignerKey) error {
	data, err := MarshalDesignerKey(k)
	if err != nil {
		return err
	}
	if err := writeNewFile(path, data, SecretFileMode); err != nil {
		return fmt.Errorf("keys: writing designer key: %w", err)
	}
	return nil
}

// LoadDesignerKey reads a designer key file.
func LoadDesignerKey(path string) (*DesignerKey, error) {
	data, err := readSmallFile(path, maxKeyFileSize, ErrBadKeyFile)
	if err != nil {
		return nil, err
	}
	return ParseDesignerKey(data, path)
}

// ParseDesignerKey parses the contents of a designer key file; name is
// used in errors. An event signing key file is refused by its schema, so
// a role's key cannot be used to sign a skeleton by mistake.
func ParseDesignerKey(data []byte, name string) (*DesignerKey, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %w: %s", name, ErrBadKeyFile, fmt.Sprintf(format, args...))
	}
	// The likely mix-up first: a role's key file has other fields, so
	// the strict decode would only say "unknown field".
	var peek struct {
		Schema string `json:"schema"`
	}
	if json.Unmarshal(data, &peek) == nil && peek.Schema == SigningKeySchema {
		return nil, bad("this is an event signing key (%s), not a designer key (%s)", SigningKeySchema, DesignerKeySchema)
	}
	var f designerKeyFile
	if err := decodeFile(data, &f); err != nil {
		return nil, bad("%v", err)
	}
	if f.Schema != DesignerKeySchema {
		return nil, bad("schema is %q, want %q", f.Schema, DesignerKeySchema)
	}
	if err := CheckDesignerName(f.Name); err != nil {
		return nil, bad("%v", err)
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
	return &DesignerKey{Name: f.Name, Key: key}, nil
}
