package main

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nats-io/nats.go"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/cli/clitest"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

func runInit(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return clitest.Run(t, run, exitCode, append([]string{"init"}, args...)...)
}

func TestInitJSON(t *testing.T) {
	parent := t.TempDir()
	d := filepath.Join(parent, "deploy")
	stdout, stderr, code := runInit(t, "--dir", d, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &top); err != nil {
		t.Fatalf("stdout is not one JSON object: %v\n%s", err, stdout)
	}
	for _, k := range []string{"dir", "nats_url", "db", "trust_file", "nats_config", "origin", "checkpoint_verifier_key", "roles"} {
		if _, ok := top[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
	var out struct {
		Dir                   string                       `json:"dir"`
		NATSURL               string                       `json:"nats_url"`
		DB                    string                       `json:"db"`
		TrustFile             string                       `json:"trust_file"`
		NATSConfig            string                       `json:"nats_config"`
		Origin                string                       `json:"origin"`
		CheckpointVerifierKey string                       `json:"checkpoint_verifier_key"`
		Roles                 map[string]map[string]string `json:"roles"`
	}
	dec := json.NewDecoder(strings.NewReader(stdout))
	if err := dec.Decode(&out); err != nil {
		t.Fatal(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		t.Error("more than one JSON value on stdout")
	}
	if out.Dir != d || out.DB != filepath.Join(d, "data", "ledger.db") || !strings.HasPrefix(out.NATSURL, "nats://127.0.0.1:") ||
		!strings.HasPrefix(out.Origin, keys.OriginPrefix) {
		t.Errorf("output %+v", out)
	}
	for _, p := range []string{out.Dir, out.DB, out.TrustFile, out.NATSConfig} {
		if !filepath.IsAbs(p) {
			t.Errorf("%q is not absolute", p)
		}
	}
	v, err := note.NewVerifier(out.CheckpointVerifierKey)
	if err != nil || v.Name() != out.Origin {
		t.Errorf("checkpoint_verifier_key %q: %v", out.CheckpointVerifierKey, err)
	}
	trust, err := keys.LoadTrust(out.TrustFile)
	if err != nil {
		t.Fatal(err)
	}
	if trust.CheckpointVerifierKey() != out.CheckpointVerifierKey {
		t.Error("printed verifier key differs from the trust file's")
	}
	for _, role := range events.Roles {
		r, ok := out.Roles[string(role)]
		if !ok {
			t.Fatalf("no roles.%s", role)
		}
		checkSecretFile(t, r["nkey_seed_file"])
		if _, err := nats.NkeyOptionFromSeed(r["nkey_seed_file"]); err != nil {
			t.Errorf("%s nkey seed: %v", role, err)
		}
		if role == events.RoleAuditor {
			if _, ok := r["signing_key_file"]; ok {
				t.Error("auditor has a signing key")
			}
			continue
		}
		checkSecretFile(t, r["signing_key_file"])
		s, err := keys.LoadSigningKey(r["signing_key_file"])
		if err != nil {
			t.Fatal(err)
		}
		if s.Role != role || s.KeyID() != r["key_id"] {
			t.Errorf("%s: key file has role %s id %s; output says %s", role, s.Role, s.KeyID(), r["key_id"])
		}
		// The trust file verifies an event signed by each role.
		e := s.Sign("tribunal."+string(role)+".x.r1", "evt-"+string(role), []byte(`{"schema":"x","request_id":"r1"}`))
		if got, err := trust.VerifyEvent(&e); err != nil || got != role {
			t.Errorf("%s event: role %s, %v", role, got, err)
		}
	}
	ck := out.Roles["ledger"]["checkpoint_key_file"]
	checkSecretFile(t, ck)
	signer, err := keys.LoadCheckpointKey(ck)
	if err != nil {
		t.Fatal(err)
	}
	if err := trust.CheckCheckpointSigner(signer.Signer); err != nil {
		t.Error(err)
	}
	// Later commands find everything through --dir.
	dep, err := deploy.Load(d)
	if err != nil {
		t.Fatal(err)
	}
	if dep.NATSURL != out.NATSURL || dep.DB != out.DB || dep.SigningKeyFile(events.RoleW1) != out.Roles["w1"]["signing_key_file"] {
		t.Errorf("deploy.Load disagrees with init's output")
	}

	// A second init on the same directory fails with exit 2 and changes
	// nothing.
	before := tree(t, d)
	stdout, stderr, code = runInit(t, "--dir", d, "--json")
	if code != 2 {
		t.Errorf("second init: exit %d, want 2", code)
	}
	if stdout != "" || !strings.Contains(stderr, "already contains a deployment") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("second init: stdout %q stderr %q", stdout, stderr)
	}
	if tree(t, d) != before {
		t.Error("second init changed the deployment")
	}
	entries, _ := os.ReadDir(parent)
	if len(entries) != 1 {
		t.Errorf("parent holds %d entries, want only the deployment (nothing half-written)", len(entries))
	}
}

func checkSecretFile(t *testing.T, path string) {
	t.Helper()
	if !filepath.IsAbs(path) {
		t.Errorf("%q is not absolute", path)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("%s: mode %v, want 0600", path, st.Mode().Perm())
	}
}

// tree renders every path and file content below dir.
func tree(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.WalkDir(dir, func(p string, de os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, _ := de.Info()
		b.WriteString(p + " " + info.Mode().String() + "\n")
		if !de.IsDir() {
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			b.Write(data)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestInitHuman(t *testing.T) {
	d := filepath.Join(t.TempDir(), "dep")
	stdout, stderr, code := runInit(t, "--dir", d, "--port", "4999", "--origin", "example.org/tribunal")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"nats://127.0.0.1:4999", "example.org/tribunal", "layout:", "tribunal.json",
		filepath.Join(d, "roles", "w1", "nkey.seed"), filepath.Join(d, "roles", "judge", "signing.key"),
		filepath.Join(d, "roles", "ledger", "checkpoint.key")} {
		if !strings.Contains(stdout, want) {
			t.Errorf("summary lacks %q:\n%s", want, stdout)
		}
	}
	if strings.HasPrefix(strings.TrimSpace(stdout), "{") {
		t.Error("human output is JSON")
	}
}

func TestInitRefusals(t *testing.T) {
	parent := t.TempDir()
	full := filepath.Join(parent, "full")
	os.Mkdir(full, 0o755)
	os.WriteFile(filepath.Join(full, "keep"), []byte("x"), 0o644)
	file := filepath.Join(parent, "file")
	os.WriteFile(file, nil, 0o644)
	for _, tc := range []struct {
		name string
		args []string
		code int
	}{
		{"missing --dir", nil, 64},
		{"positional argument", []string{"--dir", filepath.Join(parent, "a"), "extra"}, 64},
		{"bad port", []string{"--dir", filepath.Join(parent, "b"), "--port", "70000"}, 64},
		{"bad origin", []string{"--dir", filepath.Join(parent, "c"), "--origin", "has space"}, 64},
		{"bad designer name", []string{"--dir", filepath.Join(parent, "e"), "--designer", "a/b"}, 64},
		{"non-empty directory", []string{"--dir", full}, 2},
		{"file", []string{"--dir", file}, 2},
		{"missing parent", []string{"--dir", filepath.Join(parent, "no", "such")}, 2},
		{"help", []string{"--help"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := runInit(t, tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d; stderr %q", code, tc.code, stderr)
			}
			if tc.code != 0 && stdout != "" {
				t.Errorf("stdout %q on failure", stdout)
			}
		})
	}
	// Nothing was created or changed.
	entries, _ := os.ReadDir(parent)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, ",") != "file,full" {
		t.Errorf("parent now holds %v", names)
	}
	if data, _ := os.ReadFile(filepath.Join(full, "keep")); string(data) != "x" {
		t.Error("non-empty directory changed")
	}
}

func TestInitEmptyDirectory(t *testing.T) {
	d := t.TempDir() // exists, empty
	_, stderr, code := runInit(t, "--dir", d, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if _, err := deploy.Load(d); err != nil {
		t.Fatal(err)
	}
	if _, _, code := runInit(t, "--dir", d); code != 2 {
		t.Errorf("init over it: exit %d", code)
	}
}

// TestInitProductRoots: --product-root writes product_roots (absolute)
// into tribunal.json, and init says what the witnesses will render.
func TestInitProductRoots(t *testing.T) {
	site := t.TempDir()
	d := filepath.Join(t.TempDir(), "deploy")
	stdout, stderr, code := runInit(t, "--dir", d, "--product-root", site, "--product-root", "rel/dir")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	dep, err := deploy.Load(d)
	if err != nil {
		t.Fatal(err)
	}
	cwd, _ := os.Getwd()
	if want := []string{site, filepath.Join(cwd, "rel/dir")}; strings.Join(dep.ProductRoots, "|") != strings.Join(want, "|") {
		t.Errorf("product roots %v, want %v", dep.ProductRoots, want)
	}
	if !strings.Contains(stdout, "product roots (file://)  "+site) || !strings.Contains(stdout, "product hosts (http)     localhost, 127.0.0.1, ::1") {
		t.Errorf("init output does not name the product roots:\n%s", stdout)
	}
	stdout, _, _ = runInit(t, "--dir", filepath.Join(t.TempDir(), "none"))
	if !strings.Contains(stdout, "product roots (file://)  none") {
		t.Errorf("init without roots does not say none:\n%s", stdout)
	}
}

// TestInitDesigner: --designer NAME writes designers/NAME.key and lists
// its public key under the trust file's designers; both outputs name it.
func TestInitDesigner(t *testing.T) {
	d := filepath.Join(t.TempDir(), "deploy")
	stdout, stderr, code := runInit(t, "--dir", d, "--designer", "alice", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var out struct {
		Designers []struct {
			Name    string `json:"name"`
			KeyFile string `json:"key_file"`
			KeyID   string `json:"key_id"`
		} `json:"designers"`
	}
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatal(err)
	}
	dep, err := deploy.Load(d)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := dep.LoadTrust()
	if err != nil {
		t.Fatal(err)
	}
	k, err := keys.LoadDesignerKey(dep.DesignerKeyFile("alice"))
	if err != nil {
		t.Fatal(err)
	}
	if ds := tr.Designers(); len(ds) != 1 || ds[0].KeyID() != k.Public().KeyID() {
		t.Fatalf("trust designers %+v", ds)
	}
	if len(out.Designers) != 1 || out.Designers[0].Name != "alice" || out.Designers[0].KeyID != k.Public().KeyID() ||
		out.Designers[0].KeyFile != dep.DesignerKeyFile("alice") {
		t.Errorf("init --json designers %+v", out.Designers)
	}
	human, _, _ := runInit(t, "--dir", filepath.Join(t.TempDir(), "h"), "--designer", "bob")
	if !strings.Contains(human, "designer keys") || !strings.Contains(human, filepath.Join("designers", "bob.key")) {
		t.Errorf("human output does not name the designer key:\n%s", human)
	}
}
