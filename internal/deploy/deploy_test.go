package deploy

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

func TestCreateAndLoad(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "d")
	d, err := Create(dir, Options{Port: 4555, Origin: "example.org/ledger"})
	if err != nil {
		t.Fatal(err)
	}
	if d.Dir != dir || d.NATSURL != "nats://127.0.0.1:4555" || d.ListenAddr() != "127.0.0.1:4555" || d.Origin != "example.org/ledger" {
		t.Errorf("deployment %+v", d)
	}
	// nats-server.conf, for an external server: HTTP monitoring on
	// port+1 (tribunal.json's nats_monitor) and sync_interval "always".
	if !slices.Equal(d.Monitor, []string{"http://127.0.0.1:4556"}) {
		t.Errorf("monitoring URLs %v, want [http://127.0.0.1:4556]", d.Monitor)
	}
	if opts, err := server.ProcessConfigFile(d.NATSConfig); err != nil {
		t.Error(err)
	} else if !opts.SyncAlways || opts.HTTPPort != 4556 || opts.Port != 4555 {
		t.Errorf("nats-server.conf: sync always %v, port %d, monitoring port %d", opts.SyncAlways, opts.Port, opts.HTTPPort)
	}
	if d.DB != filepath.Join(dir, "data", "ledger.db") || d.JetStreamDir != filepath.Join(dir, "data", "jetstream") ||
		d.TrustFile != filepath.Join(dir, "trust.json") || d.NATSConfig != filepath.Join(dir, "nats-server.conf") {
		t.Errorf("paths %+v", d)
	}
	for _, p := range []string{dir, filepath.Join(dir, "roles"), filepath.Join(dir, "data")} {
		if st, err := os.Stat(p); err != nil || st.Mode().Perm() != 0o700 {
			t.Errorf("%s: %v %v, want a 0700 directory", p, err, st)
		}
	}
	if entries, _ := os.ReadDir(filepath.Join(dir, "data")); len(entries) != 0 {
		t.Errorf("data/ is not empty: %v", entries)
	}
	trust, err := d.LoadTrust()
	if err != nil {
		t.Fatal(err)
	}
	for _, role := range events.Roles {
		kp, err := keys.LoadNkeySeed(d.NkeySeedFile(role))
		if err != nil {
			t.Fatal(err)
		}
		if pub, _ := kp.PublicKey(); pub != d.Nkeys[role] {
			t.Errorf("%s: nkey in tribunal.json does not match the seed", role)
		}
		checkSecret(t, d.NkeySeedFile(role))
		if role == events.RoleAuditor {
			if d.SigningKeyFile(role) != "" {
				t.Error("auditor has a signing key file")
			}
			if _, err := os.Stat(filepath.Join(d.RoleDir(role), SigningKeyName)); !errors.Is(err, os.ErrNotExist) {
				t.Error("auditor signing key written")
			}
			continue
		}
		s, err := keys.LoadSigningKey(d.SigningKeyFile(role))
		if err != nil {
			t.Fatal(err)
		}
		checkSecret(t, d.SigningKeyFile(role))
		if err := trust.CheckSigner(s); err != nil {
			t.Error(err)
		}
	}
	ck, err := keys.LoadCheckpointKey(d.CheckpointKeyFile())
	if err != nil {
		t.Fatal(err)
	}
	checkSecret(t, d.CheckpointKeyFile())
	if err := trust.CheckCheckpointSigner(ck.Signer); err != nil {
		t.Error(err)
	}
	opts, err := server.ProcessConfigFile(d.NATSConfig)
	if err != nil {
		t.Fatal(err)
	}
	if opts.Port != 4555 || opts.StoreDir != d.JetStreamDir || len(opts.Nkeys) != len(events.Roles) {
		t.Errorf("nats config: port %d store %q users %d", opts.Port, opts.StoreDir, len(opts.Nkeys))
	}

	// Never overwrite.
	before := snapshot(t, dir)
	if _, err := Create(dir, Options{}); !errors.Is(err, ErrExists) || !strings.Contains(err.Error(), "already contains a deployment") {
		t.Errorf("second Create: %v", err)
	}
	if after := snapshot(t, dir); after != before {
		t.Error("a refused Create changed the deployment")
	}
	checkNoTemp(t, parent)
}

func checkSecret(t *testing.T, path string) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("%s: %v, want mode 0600", path, err)
	}
}

func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(dir, func(p string, de os.DirEntry, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(p + "\n")
		if !de.IsDir() {
			data, _ := os.ReadFile(p)
			b.Write(data)
		}
		return nil
	})
	return b.String()
}

func checkNoTemp(t *testing.T, parent string) {
	t.Helper()
	entries, _ := os.ReadDir(parent)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("left behind %s", e.Name())
		}
	}
}

func TestCreateTargets(t *testing.T) {
	parent := t.TempDir()
	// An empty directory is fine.
	empty := filepath.Join(parent, "empty")
	os.Mkdir(empty, 0o755)
	d, err := Create(empty, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(d.Origin, keys.OriginPrefix) || !strings.HasPrefix(d.NATSURL, "nats://127.0.0.1:") || d.ListenAddr() == "127.0.0.1:0" {
		t.Errorf("defaults: %s %s", d.Origin, d.NATSURL)
	}
	// Non-empty directory, a file, a missing parent.
	full := filepath.Join(parent, "full")
	os.Mkdir(full, 0o755)
	os.WriteFile(filepath.Join(full, "x"), nil, 0o644)
	file := filepath.Join(parent, "file")
	os.WriteFile(file, nil, 0o644)
	for _, tc := range []struct{ dir, want string }{
		{full, "not empty"},
		{file, "not a directory"},
	} {
		if _, err := Create(tc.dir, Options{}); !errors.Is(err, ErrExists) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Create(%s): %v", tc.dir, err)
		}
	}
	if _, err := Create(filepath.Join(parent, "no", "such"), Options{}); err == nil {
		t.Error("Create under a missing parent succeeded")
	}
	if _, err := Create(filepath.Join(parent, "o"), Options{Origin: "has space"}); err == nil {
		t.Error("bad origin accepted")
	}
	if _, err := Create(filepath.Join(parent, "p"), Options{Port: 70000}); err == nil {
		t.Error("bad port accepted")
	}
	if entries, _ := os.ReadDir(full); len(entries) != 1 {
		t.Error("refused Create changed a non-empty directory")
	}
	for _, n := range []string{"o", "p", "no"} {
		if _, err := os.Stat(filepath.Join(parent, n)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("failed Create left %s", n)
		}
	}
	checkNoTemp(t, parent)
}

func TestCreateFailureLeavesNothing(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "d")
	// A port of 0 is resolved before writing; an invalid origin after
	// resolution cannot happen, so force a failure inside populate by making
	// the target appear (non-empty) before the final rename.
	orig := renameHook
	renameHook = func() { os.MkdirAll(filepath.Join(dir, "intruder"), 0o700) }
	defer func() { renameHook = orig }()
	if _, err := Create(dir, Options{}); !errors.Is(err, ErrExists) {
		t.Fatalf("got %v, want ErrExists", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "intruder" {
		t.Errorf("target changed: %v", entries)
	}
	checkNoTemp(t, parent)
}

func TestLoadErrors(t *testing.T) {
	d, err := Create(filepath.Join(t.TempDir(), "d"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	good, _ := os.ReadFile(filepath.Join(d.Dir, ConfigFile))
	if _, err := parse(good, d.Dir, "t.json"); err != nil {
		t.Fatal(err)
	}
	for name, mutate := range map[string]func(string) string{
		"unknown field": func(s string) string { return strings.Replace(s, "{", `{"x":1,`, 1) },
		"schema":        func(s string) string { return strings.Replace(s, Schema, "v0", 1) },
		"nats url":      func(s string) string { return strings.Replace(s, "nats://", "http://", 1) },
		"origin":        func(s string) string { return strings.Replace(s, `"origin": "`, `"origin": "a b`, 1) },
		"missing db":    func(s string) string { return strings.Replace(s, `"db": "data/ledger.db",`, "", 1) },
		"bad nkey":      func(s string) string { return strings.Replace(s, `"w1": "U`, `"w1": "X`, 1) },
		"missing nkey":  func(s string) string { return strings.Replace(s, `"w1": "U`, `"w9": "U`, 1) },
		"trailing data": func(s string) string { return s + "{}" },
		"monitor path": func(s string) string {
			return strings.Replace(s, `"nats_monitor": [`+"\n"+`    "http://127.0.0.1:`, `"nats_monitor": ["http://127.0.0.1:1/varz", "http://127.0.0.1:`, 1)
		},
		"monitor nats": func(s string) string { return strings.Replace(s, `"http://127.0.0.1:`, `"nats://127.0.0.1:`, 1) },
		"monitor port": func(s string) string {
			return strings.Replace(s, `"http://127.0.0.1:`, `"http://127.0.0.1`+"\"]"+`, "x`, 1)
		},
	} {
		mutated := mutate(string(good))
		if mutated == string(good) {
			t.Fatalf("%s: mutation did nothing", name)
		}
		if _, err := parse([]byte(mutated), d.Dir, "t.json"); !errors.Is(err, ErrBadDeployment) {
			t.Errorf("%s: got %v", name, err)
		}
	}
	if _, err := Load(t.TempDir()); !errors.Is(err, os.ErrNotExist) || !strings.Contains(err.Error(), "not a deployment directory") {
		t.Errorf("Load(empty dir): %v", err)
	}
}

// TestProductRoots: product_roots and product_hosts are optional (an
// older tribunal.json stays valid and gets no file:// root and loopback
// hosts), relative roots are relative to the directory, and a bad host is
// one line naming its index.
func TestProductRoots(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "d")
	site := t.TempDir()
	d, err := Create(dir, Options{ProductRoots: []string{site}})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(d.ProductRoots, []string{site}) || !slices.Equal(d.ProductHosts, DefaultProductHosts) {
		t.Fatalf("roots %v hosts %v", d.ProductRoots, d.ProductHosts)
	}
	old, err := Create(filepath.Join(t.TempDir(), "old"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(old.Dir, ConfigFile))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(raw), "product_") {
		t.Errorf("a deployment without roots writes %s", raw)
	}
	if len(old.ProductRoots) != 0 {
		t.Errorf("no product_roots gives roots %v", old.ProductRoots)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		edit  func(m map[string]any)
		roots []string
		hosts []string
		bad   string
	}{
		{name: "relative root", edit: func(m map[string]any) { m["product_roots"] = []string{"site", "/abs/x/../y"} },
			roots: []string{filepath.Join(old.Dir, "site"), "/abs/y"}, hosts: DefaultProductHosts},
		{name: "hosts replace loopback", edit: func(m map[string]any) { m["product_hosts"] = []string{"staging.example.com", "::1"} },
			hosts: []string{"staging.example.com", "::1"}},
		{name: "empty root", edit: func(m map[string]any) { m["product_roots"] = []string{""} }, bad: "product_roots[0]"},
		{name: "host with port", edit: func(m map[string]any) { m["product_hosts"] = []string{"localhost:8080"} }, bad: "product_hosts[0]"},
		{name: "host with scheme", edit: func(m map[string]any) { m["product_hosts"] = []string{"ok", "http://x"} }, bad: "product_hosts[1]"},
		{name: "upper-case host", edit: func(m map[string]any) { m["product_hosts"] = []string{"LocalHost"} }, bad: "product_hosts[0]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := map[string]any{}
			for k, v := range m {
				c[k] = v
			}
			tt.edit(c)
			data, err := json.Marshal(c)
			if err != nil {
				t.Fatal(err)
			}
			got, err := parse(data, old.Dir, "tribunal.json")
			if tt.bad != "" {
				if !errors.Is(err, ErrBadDeployment) || !strings.Contains(err.Error(), tt.bad) || strings.Contains(err.Error(), "\n") {
					t.Fatalf("got %v, want one ErrBadDeployment line naming %s", err, tt.bad)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.ProductRoots, tt.roots) || !slices.Equal(got.ProductHosts, tt.hosts) {
				t.Errorf("roots %v hosts %v, want %v %v", got.ProductRoots, got.ProductHosts, tt.roots, tt.hosts)
			}
		})
	}
}
