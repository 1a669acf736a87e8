package keys

import (
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Trust is a parsed trust file: the checkpoint origin and verifier key and
// the public signing keys of every role. It is immutable once built.
type Trust struct {
	origin      string
	verifierKey string
	verifier    note.Verifier
	roles       map[events.Role][]ed25519.PublicKey
	byID        map[string]trustedKey
	// designers sign skeletons (designer.go); they are no role and
	// byID does not hold them.
	designers []Designer
}

type trustedKey struct {
	role events.Role
	pub  ed25519.PublicKey
	sigs *sigChecker // shared by copies of the Trust (WithDesigners)
}

// trustFile is the JSON form of the trust file.
// Tags: see internal/strictjson.
type trustFile struct {
	Schema                string                `json:"schema" tribunal:"required"`
	Origin                string                `json:"origin" tribunal:"required"`
	CheckpointVerifierKey string                `json:"checkpoint_verifier_key" tribunal:"required"`
	Roles                 map[string][]trustKey `json:"roles" tribunal:"required,notnull"`
	// Designers are the keys that may sign skeletons (designer.go);
	// absent when there are none, so older files stay valid.
	Designers []trustDesigner `json:"designers,omitempty" tribunal:"notnull"`
}

type trustDesigner struct {
	Name      string `json:"name" tribunal:"required"`
	KeyID     string `json:"key_id" tribunal:"required"`
	PublicKey string `json:"public_key" tribunal:"required"`
}

type trustKey struct {
	KeyID     string `json:"key_id" tribunal:"required"`
	PublicKey string `json:"public_key" tribunal:"required"`
}

// NewTrust builds a trust from the checkpoint verifier key (whose name must
// be origin) and the public keys of each role. It applies the same rules as
// ParseTrust.
func NewTrust(origin, verifierKey string, roles map[events.Role][]ed25519.PublicKey) (*Trust, error) {
	t, err := buildTrust(origin, verifierKey, roles)
	if err != nil {
		return nil, fmt.Errorf("keys: %w: %v", ErrBadTrust, err)
	}
	return t, nil
}

func buildTrust(origin, verifierKey string, roles map[events.Role][]ed25519.PublicKey) (*Trust, error) {
	if err := CheckOrigin(origin); err != nil {
		return nil, err
	}
	v, err := NoteVerifier(verifierKey)
	// Go's base64 decoder skips newlines; the key text must have none.
	if err != nil || strings.ContainsFunc(verifierKey, unicode.IsSpace) {
		return nil, errors.New("checkpoint_verifier_key is not a valid sumdb/note verifier key")
	}
	if v.Name() != origin {
		return nil, fmt.Errorf("checkpoint_verifier_key is for origin %q, not %q", v.Name(), origin)
	}
	t := &Trust{
		origin:      origin,
		verifierKey: verifierKey,
		verifier:    v,
		roles:       map[events.Role][]ed25519.PublicKey{},
		byID:        map[string]trustedKey{},
	}
	for _, role := range slices.Sorted(maps.Keys(roles)) {
		pubs := roles[role]
		if !role.Valid() {
			return nil, fmt.Errorf("roles: unknown role %q", role)
		}
		if len(pubs) > 0 && !Signs(role) {
			return nil, fmt.Errorf("roles.%s: role signs nothing and may list no keys", role)
		}
		for i, pub := range pubs {
			if len(pub) != ed25519.PublicKeySize {
				return nil, fmt.Errorf("roles.%s[%d]: public key has %d bytes, want %d", role, i, len(pub), ed25519.PublicKeySize)
			}
			id := events.KeyID(pub)
			if prev, dup := t.byID[id]; dup {
				return nil, fmt.Errorf("roles.%s[%d]: key id %s is already listed for role %s", role, i, id, prev.role)
			}
			pub = slices.Clone(pub)
			t.byID[id] = trustedKey{role: role, pub: pub, sigs: newSigChecker(pub)}
			t.roles[role] = append(t.roles[role], pub)
		}
	}
	return t, nil
}

// LoadTrust reads and parses a trust file.
func LoadTrust(path string) (*Trust, error) {
	data, err := readSmallFile(path, maxTrustFileSize, ErrBadTrust)
	if err != nil {
		return nil, err
	}
	return ParseTrust(data, path)
}

// ParseTrust parses the contents of a trust file; name is used in errors.
func ParseTrust(data []byte, name string) (*Trust, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %w: %s", name, ErrBadTrust, fmt.Sprintf(format, args...))
	}
	var f trustFile
	if err := decodeFile(data, &f); err != nil {
		return nil, bad("%v", err)
	}
	if f.Schema != TrustSchema {
		return nil, bad("schema is %q, want %q", f.Schema, TrustSchema)
	}
	roles := map[events.Role][]ed25519.PublicKey{}
	for _, rname := range slices.Sorted(maps.Keys(f.Roles)) {
		role := events.Role(rname)
		if !role.Valid() {
			return nil, bad("roles: unknown role %q", rname)
		}
		for i, k := range f.Roles[rname] {
			path := fmt.Sprintf("roles.%s[%d]", rname, i)
			pub, err := base64.StdEncoding.Strict().DecodeString(k.PublicKey)
			if err != nil || base64.StdEncoding.EncodeToString(pub) != k.PublicKey {
				return nil, bad("%s: public_key is not canonical base64", path)
			}
			if len(pub) != ed25519.PublicKeySize {
				return nil, bad("%s: public_key has %d bytes, want %d", path, len(pub), ed25519.PublicKeySize)
			}
			if !events.IsKeyID(k.KeyID) {
				return nil, bad("%s: key_id %q is not 16 lowercase hex digits", path, k.KeyID)
			}
			if want := events.KeyID(pub); k.KeyID != want {
				return nil, bad("%s: key_id %s does not match public_key (its id is %s)", path, k.KeyID, want)
			}
			roles[role] = append(roles[role], pub)
		}
		if roles[role] == nil {
			roles[role] = []ed25519.PublicKey{}
		}
	}
	t, err := buildTrust(f.Origin, f.CheckpointVerifierKey, roles)
	if err != nil {
		return nil, bad("%v", err)
	}
	var ds []Designer
	for i, d := range f.Designers {
		path := fmt.Sprintf("designers[%d]", i)
		pub, err := base64.StdEncoding.Strict().DecodeString(d.PublicKey)
		if err != nil || base64.StdEncoding.EncodeToString(pub) != d.PublicKey {
			return nil, bad("%s: public_key is not canonical base64", path)
		}
		if len(pub) != ed25519.PublicKeySize {
			return nil, bad("%s: public_key has %d bytes, want %d", path, len(pub), ed25519.PublicKeySize)
		}
		if !events.IsKeyID(d.KeyID) {
			return nil, bad("%s: key_id %q is not 16 lowercase hex digits", path, d.KeyID)
		}
		if want := events.KeyID(pub); d.KeyID != want {
			return nil, bad("%s: key_id %s does not match public_key (its id is %s)", path, d.KeyID, want)
		}
		ds = append(ds, Designer{Name: d.Name, Public: pub})
	}
	if err := t.setDesigners(ds); err != nil {
		return nil, bad("%v", err)
	}
	return t, nil
}

// WithDesigners returns a copy of t whose designer keys are ds (in this
// order), replacing any t had. The rules are ParseTrust's: each name is a
// designer name (CheckDesignerName), no name or key is listed twice, and
// no designer key is also a role's key.
func (t *Trust) WithDesigners(ds []Designer) (*Trust, error) {
	c := *t
	c.designers = nil
	if err := c.setDesigners(ds); err != nil {
		return nil, fmt.Errorf("keys: %w: %v", ErrBadTrust, err)
	}
	return &c, nil
}

func (t *Trust) setDesigners(ds []Designer) error {
	names := map[string]bool{}
	ids := map[string]bool{}
	for i, d := range ds {
		path := fmt.Sprintf("designers[%d]", i)
		if err := CheckDesignerName(d.Name); err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		if len(d.Public) != ed25519.PublicKeySize {
			return fmt.Errorf("%s: public key has %d bytes, want %d", path, len(d.Public), ed25519.PublicKeySize)
		}
		if names[d.Name] {
			return fmt.Errorf("%s: designer %q is listed twice", path, d.Name)
		}
		id := d.KeyID()
		if ids[id] {
			return fmt.Errorf("%s: key id %s is listed twice", path, id)
		}
		if k, ok := t.byID[id]; ok {
			return fmt.Errorf("%s: key id %s is role %s's signing key; a designer key must be its own", path, id, k.role)
		}
		names[d.Name], ids[id] = true, true
		t.designers = append(t.designers, Designer{Name: d.Name, Public: slices.Clone(d.Public)})
	}
	return nil
}

// Designers returns the designer keys, in the trust file's order.
func (t *Trust) Designers() []Designer {
	out := make([]Designer, len(t.designers))
	for i, d := range t.designers {
		out[i] = Designer{Name: d.Name, Public: slices.Clone(d.Public)}
	}
	return out
}

// DesignerKeys returns the designers' public keys, as skeleton.Options.
// Designers takes them: nil when the trust file lists none (a skeleton
// then needs no signature).
func (t *Trust) DesignerKeys() []ed25519.PublicKey {
	if len(t.designers) == 0 {
		return nil
	}
	out := make([]ed25519.PublicKey, len(t.designers))
	for i, d := range t.designers {
		out[i] = slices.Clone(d.Public)
	}
	return out
}

// LookupDesigner finds a designer by key id.
func (t *Trust) LookupDesigner(keyID string) (Designer, bool) {
	for _, d := range t.designers {
		if d.KeyID() == keyID {
			return Designer{Name: d.Name, Public: slices.Clone(d.Public)}, true
		}
	}
	return Designer{}, false
}

// Marshal renders the trust file. Roles without keys are left out.
func (t *Trust) Marshal() ([]byte, error) {
	f := trustFile{
		Schema:                TrustSchema,
		Origin:                t.origin,
		CheckpointVerifierKey: t.verifierKey,
		Roles:                 map[string][]trustKey{},
	}
	for role, pubs := range t.roles {
		for _, pub := range pubs {
			f.Roles[string(role)] = append(f.Roles[string(role)], trustKey{
				KeyID:     events.KeyID(pub),
				PublicKey: base64.StdEncoding.EncodeToString(pub),
			})
		}
	}
	for _, d := range t.designers {
		f.Designers = append(f.Designers, trustDesigner{
			Name: d.Name, KeyID: d.KeyID(), PublicKey: base64.StdEncoding.EncodeToString(d.Public),
		})
	}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// WriteTrust writes the trust file to path (mode 0644), atomically replacing
// any previous version.
func WriteTrust(path string, t *Trust) error {
	data, err := t.Marshal()
	if err != nil {
		return err
	}
	if err := replaceFile(path, data, PublicFileMode); err != nil {
		return fmt.Errorf("keys: writing trust file: %w", err)
	}
	return nil
}

// Origin is the checkpoint origin: the first line of every checkpoint and
// the name of the checkpoint key.
func (t *Trust) Origin() string { return t.origin }

// CheckpointVerifierKey is the checkpoint verifier key in sumdb/note text
// form.
func (t *Trust) CheckpointVerifierKey() string { return t.verifierKey }

// CheckpointVerifier returns the verifier of the ledger's checkpoints.
func (t *Trust) CheckpointVerifier() (note.Verifier, error) {
	if t.verifier == nil {
		return nil, fmt.Errorf("keys: %w: no checkpoint verifier key", ErrBadTrust)
	}
	return t.verifier, nil
}

// Keys returns the public keys registered for role, oldest first.
func (t *Trust) Keys(role events.Role) []ed25519.PublicKey {
	out := make([]ed25519.PublicKey, len(t.roles[role]))
	for i, pub := range t.roles[role] {
		out[i] = slices.Clone(pub)
	}
	return out
}

// Lookup finds a key by its id.
func (t *Trust) Lookup(keyID string) (role events.Role, pub ed25519.PublicKey, ok bool) {
	k, ok := t.byID[keyID]
	if !ok {
		return "", nil, false
	}
	return k.role, slices.Clone(k.pub), true
}

// VerifyEvent finds the key named by the event's Tribunal-Key header and
// checks the signature. It returns the role the key is registered for; the
// caller decides whether that role may publish on the event's subject.
// Errors wrap events.ErrMissingHeader, events.ErrUnknownKey or
// events.ErrBadSignature.
func (t *Trust) VerifyEvent(e *events.Event) (events.Role, error) {
	if err := e.CheckHeaders(); err != nil {
		return "", err
	}
	k, ok := t.byID[e.KeyID]
	if !ok {
		return "", fmt.Errorf("%w: event %q is signed by key %q, which the trust file does not list", events.ErrUnknownKey, e.ID, e.KeyID)
	}
	if err := e.VerifySignatureWith(k.pub, k.sigs); err != nil {
		return "", err
	}
	return k.role, nil
}

// CheckSigner reports whether s's key is registered for s's role, so that a
// command given the wrong key file fails at start instead of having every
// event rejected.
func (t *Trust) CheckSigner(s *events.Signer) error {
	k, ok := t.byID[s.KeyID()]
	switch {
	case !ok:
		return fmt.Errorf("keys: %w: signing key %s (%s) is not in the trust file", events.ErrUnknownKey, s.KeyID(), s.Role)
	case k.role != s.Role:
		return fmt.Errorf("keys: %w: signing key %s is registered for role %s, not %s", events.ErrUnknownKey, s.KeyID(), k.role, s.Role)
	case !sameKey(k.pub, s.Public()):
		return fmt.Errorf("keys: %w: signing key %s does not match the trust file", events.ErrUnknownKey, s.KeyID())
	}
	return nil
}

// CheckCheckpointSigner reports whether s is the key the trust file's
// checkpoint verifier key names.
func (t *Trust) CheckCheckpointSigner(s note.Signer) error {
	msg := []byte("tribunal/checkpoint-key-check\n")
	sig, err := s.Sign(msg)
	if err != nil || s.Name() != t.origin || s.KeyHash() != t.verifier.KeyHash() || !t.verifier.Verify(msg, sig) {
		return fmt.Errorf("keys: checkpoint key %s+%08x does not match the trust file's verifier key %s+%08x",
			s.Name(), s.KeyHash(), t.origin, t.verifier.KeyHash())
	}
	return nil
}
