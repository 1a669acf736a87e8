package keys

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestVerifyEventPastTable: before and after a key's checker switches to
// its edverify table, VerifyEvent accepts the key's events and refuses
// tampered ones with the same error.
func TestVerifyEventPastTable(t *testing.T) {
	tr, privs, _ := testTrust(t)
	s := events.NewSigner(events.RoleW1, privs[events.RoleW1])
	k := tr.byID[s.KeyID()]
	for i := range 3 * tableAfter {
		if got, want := k.sigs.fast.Load() != nil, 2*i > tableAfter; got != want {
			t.Fatalf("after %d checks: table built %v, want %v", 2*i, got, want)
		}
		e := s.Sign("tribunal.w1.observation.r", fmt.Sprintf("id-%d", i), fmt.Appendf(nil, `{"n":%d}`, i))
		if role, err := tr.VerifyEvent(&e); err != nil || role != events.RoleW1 {
			t.Fatalf("event %d: %v, %v", i, role, err)
		}
		want := fmt.Sprintf("%v: event %q on %s", events.ErrBadSignature, e.ID, e.Subject)
		e.Body[len(e.Body)-2] ^= 1
		if _, err := tr.VerifyEvent(&e); !errors.Is(err, events.ErrBadSignature) || err.Error() != want {
			t.Fatalf("tampered event %d: %v, want %s", i, err, want)
		}
	}
	// Copies of the trust share the checker (and its table).
	c, err := tr.WithDesigners(nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.byID[s.KeyID()].sigs != k.sigs {
		t.Fatal("WithDesigners copy has its own checker")
	}
}

// TestCheckpointVerifierPastTable: the trust's checkpoint verifier opens
// notes as note.NewVerifier's does, before and after its table is built.
func TestCheckpointVerifierPastTable(t *testing.T) {
	tr, _, skey := testTrust(t)
	signer, err := note.NewSigner(skey)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := note.NewVerifier(tr.CheckpointVerifierKey())
	if err != nil {
		t.Fatal(err)
	}
	fast, err := tr.CheckpointVerifier()
	if err != nil {
		t.Fatal(err)
	}
	nv, ok := fast.(noteVerifier)
	if !ok {
		t.Fatalf("checkpoint verifier is a %T, want noteVerifier", fast)
	}
	if fast.Name() != plain.Name() || fast.KeyHash() != plain.KeyHash() {
		t.Fatal("name or key hash differ")
	}
	for i := range 2 * tableAfter {
		msg, err := note.Sign(&note.Note{Text: fmt.Sprintf("checkpoint %d\n", i)}, signer)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range [][]byte{msg, bytes.Replace(msg, []byte("checkpoint"), []byte("checkpoinT"), 1)} {
			_, errFast := note.Open(m, note.VerifierList(fast))
			_, errPlain := note.Open(m, note.VerifierList(plain))
			if (errFast == nil) != (errPlain == nil) || (errFast == nil) != bytes.Equal(m, msg) {
				t.Fatalf("note %d: fast %v, plain %v", i, errFast, errPlain)
			}
		}
	}
	if nv.sigs.fast.Load() == nil {
		t.Fatal("no table after many checkpoints")
	}
}

// TestVerifyEvents: a batch of valid, tampered, unknown-key, wrong-key-id
// and header-less events gets VerifyEvent's roles and errors, item by item,
// before any table and after every key has one, with the bodies hashed by
// VerifyEvents or handed in (sums, taken from the bodies as they are: a
// tampered body's sum is of the tampered bytes).
func TestVerifyEvents(t *testing.T) {
	tr, privs, _ := testTrust(t)
	var es []*events.Event
	for n := range 4 * tableAfter {
		for role, priv := range privs {
			s := events.NewSigner(role, priv)
			e := s.Sign("tribunal."+string(role)+".x.r", fmt.Sprintf("id-%d", n), fmt.Appendf(nil, `{"n":%d}`, n))
			switch n % 5 {
			case 1:
				e.Body[len(e.Body)-2] ^= 1
			case 2:
				e.KeyID = events.NewSigner(role, fixedKey(201)).KeyID()
			case 3:
				e.Sig = e.Sig[:len(e.Sig)-4]
			case 4:
				e.ID = ""
			}
			es = append(es, &e)
		}
	}
	sums := make([][32]byte, len(es))
	for i, e := range es {
		sums[i] = events.BodyHash(e.Body)
	}
	for round := range 4 {
		roles := make([]events.Role, len(es))
		errs := make([]error, len(es))
		if round%2 == 0 {
			tr.VerifyEvents(es, nil, roles, errs)
		} else {
			tr.VerifyEvents(es, sums, roles, errs)
		}
		for i, e := range es {
			role, err := tr.VerifyEvent(e)
			if roles[i] != role || fmt.Sprint(errs[i]) != fmt.Sprint(err) {
				t.Fatalf("round %d event %d: VerifyEvents %q %v, VerifyEvent %q %v", round, i, roles[i], errs[i], role, err)
			}
		}
	}
	for id, k := range tr.byID {
		if k.sigs.uses.Load() > 0 && k.sigs.fast.Load() == nil {
			t.Errorf("key %s: no table after %d checks", id, k.sigs.uses.Load())
		}
	}
}
