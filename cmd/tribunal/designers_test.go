package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/testfs"
)

// copyDir copies a skeleton directory into a fresh temporary one.
func copyDir(t *testing.T, from string) string {
	t.Helper()
	to := filepath.Join(t.TempDir(), "skeleton")
	testfs.CopyTree(t, from, to)
	return to
}

// TestOpenRefusesUnsignedSkeletons: on a deployment made with
// --designer, tribunal open refuses — before publishing anything — a
// skeleton without a designer's signature or signed by a key the trust
// file does not list, naming why in one line (exit 2); after `tribunal
// skeleton sign` with the designer's key the same skeleton opens, and
// `tribunal skeleton verify --dir` agrees with each answer.
func TestOpenRefusesUnsignedSkeletons(t *testing.T) {
	d, err := deploy.Create(filepath.Join(t.TempDir(), "deploy"), deploy.Options{Designers: []string{"alice"}})
	if err != nil {
		t.Fatal(err)
	}
	cfg := ledger.ConfigFromDeployment(d)
	cfg.Govern = true
	srv, err := ledger.Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Shutdown(context.Background()) })
	payload := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(payload, []byte("<!doctype html><title>fine</title><p>a page long enough</p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	skel := copyDir(t, acme)
	open := func(id string) (string, string, int) {
		return tribunal(t, "open", "--dir", d.Dir, "--skeleton", skel, "--request-id", id, "--dom-payload", payload)
	}

	_, stderr, code := open("unsigned")
	if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "must carry a designer's signature") ||
		!strings.Contains(stderr, "index.yaml.sig: missing") {
		t.Errorf("unsigned: exit %d, stderr %q", code, stderr)
	}
	if out, _, code := tribunal(t, "skeleton", "verify", skel, "--dir", d.Dir); code != 1 || !strings.Contains(out, "missing") {
		t.Errorf("verify unsigned: exit %d, %q", code, out)
	}

	mallory := filepath.Join(t.TempDir(), "mallory.key")
	k, _ := keys.GenerateDesignerKey("mallory")
	if err := keys.WriteDesignerKey(mallory, k); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := tribunal(t, "skeleton", "sign", skel, "--key", mallory); code != 0 {
		t.Fatalf("sign as mallory: exit %d %s", code, stderr)
	}
	if _, stderr, code := open("mallory"); code != 2 || !strings.Contains(stderr, "which is not a designer key") {
		t.Errorf("signed by an untrusted key: exit %d, stderr %q", code, stderr)
	}
	if out, _, code := tribunal(t, "skeleton", "verify", skel, "--dir", d.Dir); code != 1 || !strings.Contains(out, "not a designer key") {
		t.Errorf("verify mallory: exit %d, %q", code, out)
	}

	out, stderr, code := tribunal(t, "skeleton", "sign", skel, "--key", d.DesignerKeyFile("alice"))
	if code != 0 || !strings.Contains(out, "as designer alice") {
		t.Fatalf("sign as alice: exit %d %q %s", code, out, stderr)
	}
	if out, _, code := tribunal(t, "skeleton", "verify", skel, "--dir", d.Dir); code != 0 || !strings.Contains(out, "signed by designer alice") {
		t.Errorf("verify alice: exit %d, %q", code, out)
	}
	if _, stderr, code := open("signed"); code != 0 {
		t.Fatalf("a skeleton alice signed: exit %d %s", code, stderr)
	}
	for _, id := range []string{"unsigned", "mallory"} {
		if onChain(t, d, "signed", id) {
			t.Errorf("request %s is on the chain", id)
		}
	}
}
