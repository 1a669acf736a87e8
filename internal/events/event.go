package events

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
)

// Header names carried by every event message.
const (
	HeaderMsgID = "Nats-Msg-Id"
	HeaderKey   = "Tribunal-Key"
	HeaderSig   = "Tribunal-Sig"
)

// HeaderRedispatch marks a requester's request or attempt that the ledger
// published again, verbatim, because the stream lost it (the ledger,
// redispatch.go): its value lists the witness roles whose report of the
// attempt the chain lacks ("w1,w2"). It is not signed and changes nothing
// of the event; a witness named in it works the attempt again even if it
// remembers reporting it (that report was lost with the stream).
const HeaderRedispatch = "Tribunal-Redispatch"

// signingDomain separates event signatures from every other signature made
// with the same keys.
const signingDomain = "tribunal/event/v1\n"

// MaxIDLen bounds event ids; they are stored on the chain and used as
// de-duplication keys forever.
const MaxIDLen = 256

// Event is one message: subject, the three required headers and the body
// bytes exactly as received.
type Event struct {
	Subject string
	ID      string // Nats-Msg-Id
	KeyID   string // Tribunal-Key
	Sig     string // Tribunal-Sig: base64 (std, padded) Ed25519 signature
	Body    []byte
}

// Sentinel errors. Wrapped errors say which event and why.
var (
	ErrMissingHeader = errors.New("events: missing required header")
	ErrBadSignature  = errors.New("events: bad signature")
	ErrUnknownKey    = errors.New("events: unknown signing key")
	ErrBadSubject    = errors.New("events: bad subject")
)

// BodyHash returns H(body).
func BodyHash(body []byte) [32]byte { return sha256.Sum256(body) }

// SigningMessage returns the exact bytes an event signature covers:
// "tribunal/event/v1\n" + subject + "\n" + hex(H(body)).
func SigningMessage(subject string, body []byte) []byte {
	return SigningMessageOf(subject, BodyHash(body))
}

// SigningMessageOf is SigningMessage(subject, body) for a caller that
// already holds h = BodyHash(body), computed from the same bytes it
// verifies, so that the body is hashed once (hashchain.Verify's pool hands
// the hash to the signature check and to the fold).
func SigningMessageOf(subject string, h [32]byte) []byte {
	msg := make([]byte, 0, len(signingDomain)+len(subject)+1+64)
	msg = append(msg, signingDomain...)
	msg = append(msg, subject...)
	msg = append(msg, '\n')
	msg = hex.AppendEncode(msg, h[:])
	return msg
}

// KeyID returns the key id of an Ed25519 public key: hex of the first 8
// bytes of H(public key).
func KeyID(pub ed25519.PublicKey) string {
	h := sha256.Sum256(pub)
	return hex.EncodeToString(h[:8])
}

// Signer signs events for one role.
type Signer struct {
	Role  Role
	key   ed25519.PrivateKey
	keyID string
}

// NewSigner wraps an Ed25519 private key for a role.
func NewSigner(role Role, key ed25519.PrivateKey) *Signer {
	return &Signer{Role: role, key: key, keyID: KeyID(key.Public().(ed25519.PublicKey))}
}

// KeyID is the id of the signer's public key.
func (s *Signer) KeyID() string { return s.keyID }

// Public returns the signer's public key.
func (s *Signer) Public() ed25519.PublicKey { return s.key.Public().(ed25519.PublicKey) }

// Sign builds a signed event. The body is kept as given, not copied or
// re-encoded.
func (s *Signer) Sign(subject, id string, body []byte) Event {
	sig := ed25519.Sign(s.key, SigningMessage(subject, body))
	return Event{
		Subject: subject,
		ID:      id,
		KeyID:   s.keyID,
		Sig:     base64.StdEncoding.EncodeToString(sig),
		Body:    body,
	}
}

// CheckHeaders reports a missing or malformed required header.
func (e *Event) CheckHeaders() error {
	switch {
	case e.ID == "":
		return fmt.Errorf("%w: %s", ErrMissingHeader, HeaderMsgID)
	case len(e.ID) > MaxIDLen:
		return fmt.Errorf("%w: %s longer than %d bytes", ErrMissingHeader, HeaderMsgID, MaxIDLen)
	case e.KeyID == "":
		return fmt.Errorf("%w: %s", ErrMissingHeader, HeaderKey)
	case e.Sig == "":
		return fmt.Errorf("%w: %s", ErrMissingHeader, HeaderSig)
	}
	return nil
}

// VerifySignature checks the event's signature against pub. The key id in
// the header must name pub, and the signature must be canonical base64 of
// exactly 64 bytes: a second spelling of the same signature would give the
// same event two identities.
func (e *Event) VerifySignature(pub ed25519.PublicKey) error {
	return e.VerifySignatureWith(pub, nil)
}

// SignatureVerifier checks signatures of one public key with exactly
// crypto/ed25519.Verify's answers (internal/edverify.Verifier).
type SignatureVerifier interface {
	Verify(msg, sig []byte) bool
}

// VerifySignatureWith is VerifySignature with the signature check done by v,
// a verifier of pub built once for a key that signs many events; nil means
// crypto/ed25519.Verify. The header checks and errors are VerifySignature's.
func (e *Event) VerifySignatureWith(pub ed25519.PublicKey, v SignatureVerifier) error {
	msg, sig, err := e.SignedBytes(pub)
	if err != nil {
		return err
	}
	var ok bool
	if v != nil {
		ok = v.Verify(msg, sig)
	} else {
		ok = ed25519.Verify(pub, msg, sig)
	}
	if !ok {
		return e.BadSignature()
	}
	return nil
}

// SignedBytes makes VerifySignature's checks but the signature itself and
// returns the message the signature covers and the signature, for a caller
// that checks many signatures at once (keys.Trust.VerifyEvents); when they
// do not verify, the error is BadSignature's.
func (e *Event) SignedBytes(pub ed25519.PublicKey) (msg, sig []byte, err error) {
	return e.signedBytes(pub, nil)
}

// SignedBytesOf is SignedBytes for a caller that holds *bodyHash =
// BodyHash(e.Body), computed from the bytes of e.Body (SigningMessageOf);
// nil means SignedBytes, which hashes the body.
func (e *Event) SignedBytesOf(pub ed25519.PublicKey, bodyHash *[32]byte) (msg, sig []byte, err error) {
	return e.signedBytes(pub, bodyHash)
}

func (e *Event) signedBytes(pub ed25519.PublicKey, bodyHash *[32]byte) (msg, sig []byte, err error) {
	if err := e.CheckHeaders(); err != nil {
		return nil, nil, err
	}
	if want := KeyID(pub); e.KeyID != want {
		return nil, nil, fmt.Errorf("%w: event %q names key %s, verifying with %s", ErrBadSignature, e.ID, e.KeyID, want)
	}
	sig, err = base64.StdEncoding.Strict().DecodeString(e.Sig)
	if err != nil || len(sig) != ed25519.SignatureSize || base64.StdEncoding.EncodeToString(sig) != e.Sig {
		return nil, nil, fmt.Errorf("%w: event %q: %s is not base64 of a 64-byte signature", ErrBadSignature, e.ID, HeaderSig)
	}
	if bodyHash == nil {
		return SigningMessage(e.Subject, e.Body), sig, nil
	}
	return SigningMessageOf(e.Subject, *bodyHash), sig, nil
}

// BadSignature is VerifySignature's error for a signature that does not
// verify.
func (e *Event) BadSignature() error {
	return fmt.Errorf("%w: event %q on %s", ErrBadSignature, e.ID, e.Subject)
}
