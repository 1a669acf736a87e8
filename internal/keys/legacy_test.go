// Code kept from before internal/strictjson (the old hand-written JSON
// checks of the key and trust files), only as the oracle of the
// differential fuzz targets in differential_test.go.

package keys

import (
	"bytes"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"unicode/utf8"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// legacyCheckJSON accepts exactly one JSON value in valid UTF-8, with no data
// after it and no object holding the same name twice. encoding/json would
// otherwise let the last duplicate win silently and replace invalid UTF-8.
func legacyCheckJSON(data []byte) error {
	if !utf8.Valid(data) {
		return errors.New("not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := legacyWalkValue(dec, 0); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("data after the JSON value")
	}
	return nil
}

// legacyMaxDepth bounds nesting; the files here are at most four levels deep.
const legacyMaxDepth = 16

func legacyWalkValue(dec *json.Decoder, depth int) error {
	if depth > legacyMaxDepth {
		return errors.New("JSON nested too deeply")
	}
	tok, err := dec.Token()
	if err != nil {
		return legacyJsonErr(err)
	}
	switch tok {
	case json.Delim('{'):
		seen := map[string]bool{}
		for dec.More() {
			nt, err := dec.Token()
			if err != nil {
				return legacyJsonErr(err)
			}
			name, ok := nt.(string)
			if !ok {
				return errors.New("invalid JSON object")
			}
			if seen[name] {
				return fmt.Errorf("field %q appears twice", name)
			}
			seen[name] = true
			if err := legacyWalkValue(dec, depth+1); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil {
			return legacyJsonErr(err)
		}
	case json.Delim('['):
		for dec.More() {
			if err := legacyWalkValue(dec, depth+1); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil {
			return legacyJsonErr(err)
		}
	}
	return nil
}

func legacyJsonErr(err error) error {
	if err == io.EOF {
		return errors.New("empty or truncated JSON")
	}
	return fmt.Errorf("invalid JSON: %v", err)
}

// legacyDecodeObject decodes a JSON object whose names must each be a key of
// fields (matched exactly, not case-insensitively as encoding/json would)
// and whose values are never null. Names listed in required must be present.
// path prefixes error messages ("" for the top level).
func legacyDecodeObject(raw []byte, path string, fields map[string]any, required ...string) error {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return fmt.Errorf("%sexpected a JSON object", legacyPrefix(path))
	}
	for name, v := range obj {
		dst, ok := fields[name]
		if !ok {
			return fmt.Errorf("%sunknown field %q", legacyPrefix(path), name)
		}
		if bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			return fmt.Errorf("%sfield %q is null", legacyPrefix(path), name)
		}
		if err := json.Unmarshal(v, dst); err != nil {
			return fmt.Errorf("%sfield %q: wrong type", legacyPrefix(path), name)
		}
	}
	for _, name := range required {
		if _, ok := obj[name]; !ok {
			return fmt.Errorf("%smissing field %q", legacyPrefix(path), name)
		}
	}
	return nil
}

func legacyPrefix(path string) string {
	if path == "" {
		return ""
	}
	return path + ": "
}

// ParseTrust parses the contents of a trust file; name is used in errors.
func legacyParseTrust(data []byte, name string) (*Trust, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %w: %s", name, ErrBadTrust, fmt.Sprintf(format, args...))
	}
	if err := legacyCheckJSON(data); err != nil {
		return nil, bad("%v", err)
	}
	var (
		f        trustFile
		rolesRaw map[string]json.RawMessage
	)
	err := legacyDecodeObject(data, "", map[string]any{
		"schema": &f.Schema, "origin": &f.Origin,
		"checkpoint_verifier_key": &f.CheckpointVerifierKey, "roles": &rolesRaw,
	}, "schema", "origin", "checkpoint_verifier_key", "roles")
	if err != nil {
		return nil, bad("%v", err)
	}
	if f.Schema != TrustSchema {
		return nil, bad("schema is %q, want %q", f.Schema, TrustSchema)
	}
	roles := map[events.Role][]ed25519.PublicKey{}
	for _, rname := range slices.Sorted(maps.Keys(rolesRaw)) {
		role := events.Role(rname)
		if !role.Valid() {
			return nil, bad("roles: unknown role %q", rname)
		}
		var entries []json.RawMessage
		if err := json.Unmarshal(rolesRaw[rname], &entries); err != nil || entries == nil {
			return nil, bad("roles.%s: expected an array of keys", rname)
		}
		for i, raw := range entries {
			path := fmt.Sprintf("roles.%s[%d]", rname, i)
			var k trustKey
			if err := legacyDecodeObject(raw, path, map[string]any{
				"key_id": &k.KeyID, "public_key": &k.PublicKey,
			}, "key_id", "public_key"); err != nil {
				return nil, bad("%v", err)
			}
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
	return t, nil
}

// ParseSigningKey parses the contents of a signing key file; name is used in
// errors.
func legacyParseSigningKey(data []byte, name string) (*events.Signer, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %w: %s", name, ErrBadKeyFile, fmt.Sprintf(format, args...))
	}
	if err := legacyCheckJSON(data); err != nil {
		return nil, bad("%v", err)
	}
	var f signingKeyFile
	err := legacyDecodeObject(data, "", map[string]any{
		"schema": &f.Schema, "role": &f.Role, "key_id": &f.KeyID, "seed": &f.Seed,
	}, "schema", "role", "key_id", "seed")
	if err != nil {
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
