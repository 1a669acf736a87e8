package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// legacyChain is a chain recorded before baseline scopes existed, by the
// fold of that time (testdata/legacy-v1.0/generate.go.txt, run on main at
// 274a7ed): requests without baseline_scope, one of them held by another
// skeleton's FAILED scar (the shared pool of scars of that time), and a
// micro-drift-only W2 reject assessed at once (no drift arm).
const legacyChain = "testdata/legacy-v1.0"

// TestVerifyLegacyChain: "ledgerd verify" re-folds a chain written before
// scopes, the drift arm and baseline acceptances to the very events the
// ledger derived then — an old deployment's audit stays clean.
func TestVerifyLegacyChain(t *testing.T) {
	gz, err := os.ReadFile(filepath.Join(legacyChain, "ledger.db.gz"))
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	db, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "legacy.db")
	if err := os.WriteFile(path, db, 0o600); err != nil {
		t.Fatal(err)
	}
	stdout := mustRun(t, "verify", "--db", path, "--trust", filepath.Join(legacyChain, "trust.json"))
	for _, want := range []string{": 53 entries", "every event signature checked",
		"governance re-folded from scratch: 5 requests, 22 transitions, 2 seals", "every derived event matches"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("verify output lacks %q:\n%s", want, stdout)
		}
	}
}
