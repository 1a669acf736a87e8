package deploy

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// FuzzParseDeployment feeds tribunal.json variants to parse. It must never
// panic; an error must be one line wrapping ErrBadDeployment; a config it
// accepts must be fully usable.
func FuzzParseDeployment(f *testing.F) {
	d, err := Create(filepath.Join(f.TempDir(), "d"), Options{Port: 4222, Origin: "example.org/ledger"})
	if err != nil {
		f.Fatal(err)
	}
	good, err := os.ReadFile(filepath.Join(d.Dir, ConfigFile))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	var m map[string]any
	if err := json.Unmarshal(good, &m); err != nil {
		f.Fatal(err)
	}
	// Variants of the good file, one field changed at a time.
	for _, edit := range []func(m map[string]any){
		func(m map[string]any) { delete(m, "schema") },
		func(m map[string]any) { m["schema"] = "tribunal-deployment.v2" },
		func(m map[string]any) { m["nats_url"] = "nats://[::1]:65535" },
		func(m map[string]any) { m["nats_url"] = "nats://u:p@127.0.0.1:1/x?y#z" },
		func(m map[string]any) { m["nats_url"] = "nats://127.0.0.1:0" },
		func(m map[string]any) { m["nats_url"] = "%zz" },
		func(m map[string]any) { m["origin"] = "a b" },
		func(m map[string]any) { m["origin"] = "a+b" },
		func(m map[string]any) { m["db"] = "/abs/ledger.db" },
		func(m map[string]any) { m["db"] = "../../escape.db" },
		func(m map[string]any) { m["db"] = "" },
		func(m map[string]any) { m["trust"] = 7 },
		func(m map[string]any) { m["extra\nfield"] = true },
		func(m map[string]any) { m["nkeys"].(map[string]any)["bogus"] = "U" },
		func(m map[string]any) { m["nkeys"].(map[string]any)["ledger"] = 1 },
		func(m map[string]any) { delete(m["nkeys"].(map[string]any), "auditor") },
		func(m map[string]any) { m["nkeys"] = nil },
		func(m map[string]any) { m["product_roots"] = []string{"/srv/site", "rel"} },
		func(m map[string]any) { m["product_roots"] = []any{"", 3} },
		func(m map[string]any) { m["product_hosts"] = []string{"localhost", "[::1]", "a:1"} },
		func(m map[string]any) {
			m["nats_cluster"] = []string{"nats://10.0.0.1:4222", "nats://10.0.0.2:4222", "nats://10.0.0.3:4222"}
		},
		func(m map[string]any) { m["nats_cluster"] = []string{"nats://10.0.0.1:4222", "nats://10.0.0.2:4222"} },
		func(m map[string]any) { m["nats_cluster"] = []any{"nats://a:1", "tls://b:2", 3} },
	} {
		c := clone(f, m)
		edit(c)
		b, err := json.Marshal(c)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add(append(bytes.Clone(good), good...))
	f.Add(append(bytes.Clone(good), "\n  \n"...))
	f.Add(good[:len(good)/2])
	for _, s := range []string{"", "null", "{}", "[]", `"x"`, "{\"schema\":\"tribunal-deployment.v1\"}\x00", "\ufeff{}"} {
		f.Add([]byte(s))
	}

	const dir = "/srv/tribunal"
	name := filepath.Join(dir, ConfigFile)
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := parse(data, dir, name)
		if err != nil {
			if d != nil {
				t.Error("parse returned a deployment with its error")
			}
			msg := err.Error()
			if strings.ContainsAny(msg, "\r\n") {
				t.Errorf("error is not one line: %q", msg)
			}
			if !errors.Is(err, ErrBadDeployment) || !strings.HasPrefix(msg, name+": ") {
				t.Errorf("error %q does not name the file and wrap ErrBadDeployment", msg)
			}
			return
		}
		if d.Dir != dir {
			t.Errorf("Dir %q", d.Dir)
		}
		if d.ListenAddr() == "" {
			t.Errorf("accepted nats_url %q has no listen address", d.NATSURL)
		}
		if err := keys.CheckOrigin(d.Origin); err != nil {
			t.Errorf("accepted origin: %v", err)
		}
		for _, h := range d.ProductHosts {
			if err := CheckProductHost(h); err != nil {
				t.Errorf("accepted product host: %v", err)
			}
		}
		for _, p := range append([]string{d.DB, d.JetStreamDir, d.TrustFile, d.NATSConfig}, d.ProductRoots...) {
			if !filepath.IsAbs(p) {
				t.Errorf("path %q is not absolute", p)
			}
		}
		if len(d.Nkeys) != len(events.Roles) {
			t.Errorf("nkeys %v", d.Nkeys)
		}
		for _, role := range events.Roles {
			if d.Nkeys[role] == "" {
				t.Errorf("no nkey for %s", role)
			}
		}
	})
}

func clone(f *testing.F, m map[string]any) map[string]any {
	b, err := json.Marshal(m)
	if err != nil {
		f.Fatal(err)
	}
	var c map[string]any
	if err := json.Unmarshal(b, &c); err != nil {
		f.Fatal(err)
	}
	return c
}
