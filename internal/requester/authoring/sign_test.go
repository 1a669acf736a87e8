package authoring

import (
	"crypto/ed25519"
	"crypto/sha256"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

func designer(name string) *keys.DesignerKey {
	seed := sha256.Sum256([]byte("authoring test designer " + name))
	return &keys.DesignerKey{Name: name, Key: ed25519.NewKeyFromSeed(seed[:])}
}

func trustWith(t *testing.T, ds ...*keys.DesignerKey) *keys.Trust {
	t.Helper()
	origin := "tribunal.local/ledger/0123456789abcdef"
	_, vkey, err := keys.GenerateCheckpointKey(origin)
	if err != nil {
		t.Fatal(err)
	}
	seed := sha256.Sum256([]byte("authoring test requester"))
	tr, err := keys.NewTrust(origin, vkey, map[events.Role][]ed25519.PublicKey{
		events.RoleRequester: {ed25519.NewKeyFromSeed(seed[:]).Public().(ed25519.PublicKey)},
	})
	if err != nil {
		t.Fatal(err)
	}
	var pubs []keys.Designer
	for _, d := range ds {
		pubs = append(pubs, d.Public())
	}
	if tr, err = tr.WithDesigners(pubs); err != nil {
		t.Fatal(err)
	}
	return tr
}

func goodSkeleton(t *testing.T) string {
	t.Helper()
	return writeSkeleton(t, map[string]string{
		"index.yaml":        testIndex("  - {id: home, file: screens/home.yaml, sha256: \"" + sum(testScreen) + "\"}\n"),
		"screens/home.yaml": testScreen,
	})
}

// TestSignVerify: a designer's signature verifies against a trust file
// that lists the designer, and every way it can fail is named.
func TestSignVerify(t *testing.T) {
	alice, bob := designer("alice"), designer("bob")
	trust := trustWith(t, alice)
	dir := goodSkeleton(t)
	s, err := Sign(dir, alice)
	if err != nil {
		t.Fatal(err)
	}
	index, _ := os.ReadFile(filepath.Join(dir, "index.yaml"))
	if s.Hash != sum(string(index)) || s.Designer.Name != "alice" {
		t.Fatalf("signed %+v", s)
	}
	// Independent check: the file is skeleton.Sign's, byte for byte.
	want, _ := skeleton.Sign(index, alice.Key)
	if got, _ := os.ReadFile(filepath.Join(dir, skeleton.SigFile)); string(got) != string(want) {
		t.Fatalf("index.yaml.sig\n%s\nwant\n%s", got, want)
	}
	v, err := Verify(dir, trust)
	if err != nil || v.Designer.Name != "alice" || v.Hash != s.Hash {
		t.Fatalf("verify: %+v %v", v, err)
	}

	bobSigned := goodSkeleton(t)
	if _, err := Sign(bobSigned, bob); err != nil {
		t.Fatal(err)
	}
	edited := goodSkeleton(t)
	if _, err := Sign(edited, alice); err != nil {
		t.Fatal(err)
	}
	idx := filepath.Join(edited, "index.yaml")
	b, _ := os.ReadFile(idx)
	os.WriteFile(idx, append(b, "# edited after signing\n"...), 0o644)
	garbage := goodSkeleton(t)
	os.WriteFile(filepath.Join(garbage, skeleton.SigFile), []byte("not json\n"), 0o644)

	for _, tc := range []struct {
		name  string
		dir   string
		trust *keys.Trust
		is    error
		want  string
	}{
		{"unsigned", goodSkeleton(t), trust, ErrNotSigned, "index.yaml.sig: missing"},
		{"another designer", bobSigned, trust, ErrNotSigned, "which is not a designer key"},
		{"edited after signing", edited, trust, ErrNotSigned, "does not verify for skeleton hash"},
		{"malformed signature", garbage, trust, ErrNotSigned, "index.yaml.sig: not a JSON object"},
		{"no designers in the trust", dir, trustWith(t), ErrInput, "lists no designers"},
		{"no skeleton", t.TempDir(), trust, skeleton.ErrSchema, "index.yaml: file not found"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Verify(tc.dir, tc.trust)
			if !errors.Is(err, tc.is) || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v, want %v with %q", err, tc.is, tc.want)
			}
		})
	}
	// A malformed old signature does not stop a new one.
	if _, err := Sign(garbage, alice); err != nil {
		t.Fatalf("re-signing over a malformed signature: %v", err)
	}
	if _, err := Verify(garbage, trust); err != nil {
		t.Fatal(err)
	}
}

// TestSignBadInput: nothing is signed that the parser refuses, and
// nothing is written then.
func TestSignBadInput(t *testing.T) {
	stale := writeSkeleton(t, map[string]string{
		"index.yaml":        testIndex("  - {id: home, file: screens/home.yaml, sha256: \"" + strings.Repeat("0", 64) + "\"}\n"),
		"screens/home.yaml": testScreen,
	})
	for _, tc := range []struct{ name, dir, want string }{
		{"stale pin", stale, "index.yaml:9:49: screens[0].sha256: screens/home.yaml hashes to"},
		{"no directory", filepath.Join(t.TempDir(), "nope"), "cannot open the skeleton directory"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Sign(tc.dir, designer("alice"))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
			if _, err := os.Stat(filepath.Join(tc.dir, skeleton.SigFile)); !errors.Is(err, os.ErrNotExist) {
				t.Error("a refused sign wrote index.yaml.sig")
			}
		})
	}
}
