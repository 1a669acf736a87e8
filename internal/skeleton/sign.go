package skeleton

// The detached signature index.yaml.sig.
//
// A designer signs the skeleton hash, which pins every screen file through
// index.yaml, so one signature covers the whole skeleton. The message is
// domain-separated so that a designer's signature can never be replayed as
// an event signature (those start "tribunal/event/v1\n") or vice versa.
//
// File format: one JSON object and a newline, exactly these keys, all
// strings:
//
//	{"schema":"design-skeleton.v1/signature","key_id":"<16 hex>","sig":"<base64>"}
//
// key_id is hex(H(public key)[0:8]), as for every Tribunal key; sig is the
// standard padded base64 of the 64-byte Ed25519 signature over
// SignatureMessage(skeleton hash).

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"unicode/utf8"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/strictjson"
)

// SignatureSchema is the "schema" of index.yaml.sig.
const SignatureSchema = "design-skeleton.v1/signature"

// signatureDomain starts every signed message.
const signatureDomain = "tribunal/skeleton/v1\n"

const maxSigFileSize = 4 << 10

// SignatureMessage is the message a designer signs for a skeleton hash:
// "tribunal/skeleton/v1\n" + hash (64 lowercase hex digits).
func SignatureMessage(hash string) []byte {
	return []byte(signatureDomain + hash)
}

// sigFile is the JSON form of index.yaml.sig; the field order is the
// file's.
type sigFile struct {
	Schema string `json:"schema" tribunal:"required"`
	KeyID  string `json:"key_id" tribunal:"required"`
	Sig    string `json:"sig" tribunal:"required"`
}

// Sign returns the contents of index.yaml.sig for the index file bytes
// signed by key. Signing the same index with the same key always gives the
// same bytes (Ed25519 is deterministic).
func Sign(index []byte, key ed25519.PrivateKey) ([]byte, error) {
	if len(key) != ed25519.PrivateKeySize {
		return nil, fmt.Errorf("skeleton: signing key has %d bytes, want %d", len(key), ed25519.PrivateKeySize)
	}
	h := sha256.Sum256(index)
	sig := ed25519.Sign(key, SignatureMessage(hex.EncodeToString(h[:])))
	data, err := json.Marshal(sigFile{
		Schema: SignatureSchema,
		KeyID:  events.KeyID(key.Public().(ed25519.PublicKey)),
		Sig:    base64.StdEncoding.EncodeToString(sig),
	})
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// signature reads index.yaml.sig, if any, and checks it against designers
// (see Options.Designers). It runs after the hash is known and before any
// YAML is parsed.
func (l *loader) signature(designers []ed25519.PublicKey) error {
	bad := func(format string, args ...any) error {
		return &Error{File: SigFile, Msg: fmt.Sprintf(format, args...), Err: ErrBadSignature}
	}
	data, err := readFile(l.fsys, SigFile, maxSigFileSize)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if designers != nil {
			return bad("missing: designer keys were given, so the skeleton must be signed")
		}
		return nil
	case errors.Is(err, errTooLarge):
		return bad("file is larger than %d bytes", maxSigFileSize)
	case errors.Is(err, errNotRegular):
		return bad("not a regular file")
	case err != nil:
		return &Error{File: SigFile, Msg: "cannot read: " + readProblem(err), Err: ErrBadSignature, Cause: err}
	}
	l.total += len(data)
	l.s.files[SigFile] = data

	f, msg := parseSigFile(data)
	if msg != "" {
		return bad("%s", msg)
	}
	sig, err := base64.StdEncoding.Strict().DecodeString(f.Sig)
	if err != nil || base64.StdEncoding.EncodeToString(sig) != f.Sig || len(sig) != ed25519.SignatureSize {
		return bad("sig is not the canonical base64 of a %d-byte signature", ed25519.SignatureSize)
	}
	l.s.Signature = &Signature{KeyID: f.KeyID}
	if designers == nil {
		return nil
	}
	for i, pub := range designers {
		// ed25519.Verify panics on a key of the wrong size.
		if len(pub) != ed25519.PublicKeySize {
			return bad("designer key %d has %d bytes, want %d", i, len(pub), ed25519.PublicKeySize)
		}
		if events.KeyID(pub) != f.KeyID {
			continue
		}
		if !ed25519.Verify(pub, SignatureMessage(l.s.Hash), sig) {
			return bad("signature by key %s does not verify for skeleton hash %s", f.KeyID, l.s.Hash)
		}
		l.s.Signature.Verified = true
		return nil
	}
	return bad("signed by key %s, which is not a designer key", f.KeyID)
}

// parseSigFile reads the JSON object strictly (internal/strictjson):
// exactly the three keys, each once, each a string, nothing after the
// object.
func parseSigFile(data []byte) (sigFile, string) {
	var f sigFile
	if !utf8.Valid(data) {
		return f, "not valid UTF-8"
	}
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) == 0 || t[0] != '{' {
		return f, "not a JSON object"
	}
	if err := strictjson.Decode(data, &f); err != nil {
		var e *strictjson.Error
		if !errors.As(err, &e) {
			return f, err.Error()
		}
		switch e.Kind {
		case strictjson.Unknown:
			return f, fmt.Sprintf("unknown key %s (known: key_id, schema, sig)", quote(e.Name))
		case strictjson.Duplicate:
			return f, fmt.Sprintf("duplicate key %q", e.Name)
		case strictjson.Null, strictjson.WrongType:
			return f, fmt.Sprintf("%s must be a string", e.Path)
		case strictjson.Trailing:
			return f, "data after the JSON object"
		case strictjson.Missing:
			return f, fmt.Sprintf("missing required key %q", e.Name)
		}
		return f, "malformed JSON"
	}
	if f.Schema != SignatureSchema {
		return f, fmt.Sprintf("schema is %s, want %q", quote(f.Schema), SignatureSchema)
	}
	if !events.IsKeyID(f.KeyID) {
		return f, fmt.Sprintf("key_id %s is not 16 lowercase hex digits", quote(f.KeyID))
	}
	return f, ""
}
