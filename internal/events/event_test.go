package events

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"regexp"
	"strings"
	"testing"
)

func testSigner(t testing.TB, role Role, seed byte) *Signer {
	t.Helper()
	return NewSigner(role, ed25519.NewKeyFromSeed(bytes.Repeat([]byte{seed}, ed25519.SeedSize)))
}

var keyIDPattern = regexp.MustCompile(`^[0-9a-f]{16}$`)

func TestKeyID(t *testing.T) {
	s := testSigner(t, RoleW1, 1)
	id := s.KeyID()
	if !keyIDPattern.MatchString(id) {
		t.Fatalf("KeyID %q is not 16 lowercase hex characters", id)
	}
	h := sha256.Sum256(s.Public())
	if id != hex.EncodeToString(h[:8]) || KeyID(s.Public()) != id {
		t.Errorf("KeyID %q is not hex of the first 8 bytes of H(public key)", id)
	}
	if other := testSigner(t, RoleW1, 2).KeyID(); other == id {
		t.Error("two keys share a key id")
	}
}

func TestSigningMessage(t *testing.T) {
	body := []byte(`{"schema":"x"}`)
	h := sha256.Sum256(body)
	want := "tribunal/event/v1\ntribunal.w1.observation.r1\n" + hex.EncodeToString(h[:])
	if got := string(SigningMessage("tribunal.w1.observation.r1", body)); got != want {
		t.Errorf("SigningMessage = %q, want %q", got, want)
	}
	if BodyHash(body) != h {
		t.Error("BodyHash")
	}
}

func TestSignVerifyRoundTrip(t *testing.T) {
	s := testSigner(t, RoleW1, 1)
	body := golden(t, SchemaObservationW1)
	subj := "tribunal.w1.observation.req-2026-0001"
	e := s.Sign(subj, "evt-1", body)
	if e.Subject != subj || e.ID != "evt-1" || e.KeyID != s.KeyID() || &e.Body[0] != &body[0] {
		t.Fatalf("Sign built %+v", e)
	}
	if sig, err := base64.StdEncoding.DecodeString(e.Sig); err != nil || len(sig) != ed25519.SignatureSize {
		t.Fatalf("signature %q: %v", e.Sig, err)
	}
	if err := e.VerifySignature(s.Public()); err != nil {
		t.Fatal(err)
	}
	// Deterministic: same inputs, same signature.
	if e2 := s.Sign(subj, "evt-1", body); e2.Sig != e.Sig {
		t.Error("Ed25519 signing is not deterministic")
	}
	// The event id is not signed (it is the broker's de-duplication key),
	// so a different id verifies; subject and body are.
	e3 := e
	e3.ID = "evt-2"
	if err := e3.VerifySignature(s.Public()); err != nil {
		t.Errorf("changed id: %v", err)
	}
}

func TestVerifyRejectsTampering(t *testing.T) {
	s := testSigner(t, RoleW1, 1)
	other := testSigner(t, RoleW2, 2)
	body := []byte(`{"schema":"observation.w1.v1","request_id":"r1"}`)
	good := s.Sign("tribunal.w1.observation.r1", "evt-1", body)
	sig, _ := base64.StdEncoding.DecodeString(good.Sig)

	flipped := bytes.Clone(sig)
	flipped[10] ^= 1
	// 64 bytes are 88 characters ending in "=="; the last data character
	// carries 2 data bits and 4 zero bits. Setting one of those gives a
	// second spelling of the same bytes, which lenient decoders accept.
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	last := strings.IndexByte(alphabet, good.Sig[len(good.Sig)-3])
	nonCanonicalBits := good.Sig[:len(good.Sig)-3] + string(alphabet[last|1]) + "=="
	if b, err := base64.StdEncoding.DecodeString(nonCanonicalBits); err != nil || !bytes.Equal(b, sig) || nonCanonicalBits == good.Sig {
		t.Fatalf("test setup: %q is not a second spelling of the signature (%v)", nonCanonicalBits, err)
	}

	for _, c := range []struct {
		name string
		edit func(e *Event)
		want error
	}{
		{"body byte", func(e *Event) { e.Body = bytes.Replace(bytes.Clone(e.Body), []byte("r1"), []byte("r2"), 1) }, ErrBadSignature},
		{"body whitespace", func(e *Event) { e.Body = append(bytes.Clone(e.Body), ' ') }, ErrBadSignature},
		{"subject request", func(e *Event) { e.Subject = "tribunal.w1.observation.r2" }, ErrBadSignature},
		{"subject role", func(e *Event) { e.Subject = "tribunal.w2.observation.r1" }, ErrBadSignature},
		{"signature bit", func(e *Event) { e.Sig = base64.StdEncoding.EncodeToString(flipped) }, ErrBadSignature},
		{"signature truncated", func(e *Event) { e.Sig = base64.StdEncoding.EncodeToString(sig[:63]) }, ErrBadSignature},
		{"signature extended", func(e *Event) { e.Sig = base64.StdEncoding.EncodeToString(append(bytes.Clone(sig), 0)) }, ErrBadSignature},
		{"signature unpadded", func(e *Event) { e.Sig = base64.RawStdEncoding.EncodeToString(sig) }, ErrBadSignature},
		{"signature url alphabet", func(e *Event) {
			e.Sig = base64.URLEncoding.EncodeToString(sig)
			if e.Sig == good.Sig { // no '+' or '/' in this one: force a difference
				e.Sig = "-" + e.Sig[1:]
			}
		}, ErrBadSignature},
		{"signature with newline", func(e *Event) { e.Sig = e.Sig[:40] + "\n" + e.Sig[40:] }, ErrBadSignature},
		{"signature with CRLF", func(e *Event) { e.Sig = e.Sig[:40] + "\r\n" + e.Sig[40:] }, ErrBadSignature},
		{"signature non-canonical padding bits", func(e *Event) { e.Sig = nonCanonicalBits }, ErrBadSignature},
		{"signature with spaces", func(e *Event) { e.Sig = " " + e.Sig }, ErrBadSignature},
		{"signature by another key", func(e *Event) { e.Sig = other.Sign(e.Subject, e.ID, e.Body).Sig }, ErrBadSignature},
		{"key id of another key", func(e *Event) { e.KeyID = other.KeyID() }, ErrBadSignature},
		{"key id uppercase", func(e *Event) { e.KeyID = strings.ToUpper(e.KeyID) }, ErrBadSignature},
		{"missing id", func(e *Event) { e.ID = "" }, ErrMissingHeader},
		{"overlong id", func(e *Event) { e.ID = strings.Repeat("i", MaxIDLen+1) }, ErrMissingHeader},
		{"missing key", func(e *Event) { e.KeyID = "" }, ErrMissingHeader},
		{"missing sig", func(e *Event) { e.Sig = "" }, ErrMissingHeader},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := good
			c.edit(&e)
			err := e.VerifySignature(s.Public())
			if !errors.Is(err, c.want) {
				t.Errorf("VerifySignature = %v, want %v", err, c.want)
			}
		})
	}

	// Verifying with the wrong public key fails even if the key id header
	// is rewritten to match it.
	e := good
	e.KeyID = other.KeyID()
	if err := e.VerifySignature(other.Public()); !errors.Is(err, ErrBadSignature) {
		t.Errorf("wrong key: %v", err)
	}
	if err := good.VerifySignature(s.Public()); err != nil {
		t.Errorf("the untouched event no longer verifies: %v", err)
	}
}

func TestCheckHeaders(t *testing.T) {
	e := Event{ID: strings.Repeat("i", MaxIDLen), KeyID: "k", Sig: "s"}
	if err := e.CheckHeaders(); err != nil {
		t.Errorf("id of MaxIDLen: %v", err)
	}
	for _, c := range []struct {
		e    Event
		name string
	}{
		{Event{KeyID: "k", Sig: "s"}, HeaderMsgID},
		{Event{ID: "i", Sig: "s"}, HeaderKey},
		{Event{ID: "i", KeyID: "k"}, HeaderSig},
	} {
		err := c.e.CheckHeaders()
		if !errors.Is(err, ErrMissingHeader) || !strings.Contains(err.Error(), c.name) {
			t.Errorf("%+v: %v, want missing %s", c.e, err, c.name)
		}
	}
}

func TestOriginalOfPreservesTheMessage(t *testing.T) {
	s := testSigner(t, RoleW1, 1)
	body := []byte("not json at all \x00\xff")
	e := s.Sign("tribunal.w1.observation.r1", "evt-9", body)
	rej := New(SchemaRejected).(*Rejected)
	rej.ReqID, rej.Reason, rej.Detail = "r1", RejectedBadBody, "event body: not valid UTF-8"
	rej.Original = OriginalOf(&e)
	enc, err := Encode(rej)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Decode(SchemaRejected, enc)
	if err != nil {
		t.Fatal(err)
	}
	o := b.(*Rejected).Original
	got, err := o.BodyBytes()
	if err != nil || !bytes.Equal(got, body) {
		t.Fatalf("original body %q, %v", got, err)
	}
	back := Event{Subject: o.Subject, ID: o.MsgID, KeyID: o.KeyID, Sig: o.Sig, Body: got}
	if err := back.VerifySignature(s.Public()); err != nil {
		t.Errorf("the preserved message no longer verifies: %v", err)
	}
}
