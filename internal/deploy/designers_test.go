package deploy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/keys"
)

func TestCreateWithDesigners(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "d")
	d, err := Create(dir, Options{Designers: []string{"alice", "design-team"}})
	if err != nil {
		t.Fatal(err)
	}
	trust, err := d.LoadTrust()
	if err != nil {
		t.Fatal(err)
	}
	ds := trust.Designers()
	if len(ds) != 2 || ds[0].Name != "alice" || ds[1].Name != "design-team" {
		t.Fatalf("trust designers %+v", ds)
	}
	for _, want := range ds {
		path := d.DesignerKeyFile(want.Name)
		checkSecret(t, path)
		k, err := keys.LoadDesignerKey(path)
		if err != nil {
			t.Fatal(err)
		}
		if k.Name != want.Name || k.Public().KeyID() != want.KeyID() {
			t.Errorf("%s: key file %s does not match the trust file", want.Name, path)
		}
	}
	if st, err := os.Stat(filepath.Join(dir, DesignersDir)); err != nil || st.Mode().Perm() != 0o700 {
		t.Errorf("designers/: %v %v", st, err)
	}
	// Without --designer nothing changes: no directory, no trust entry.
	plain, err := Create(filepath.Join(t.TempDir(), "p"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(plain.Dir, DesignersDir)); !os.IsNotExist(err) {
		t.Errorf("designers/ without designers: %v", err)
	}
	if tr, _ := plain.LoadTrust(); len(tr.Designers()) != 0 {
		t.Error("trust lists designers nobody asked for")
	}
}

func TestCreateDesignerErrors(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  string
	}{
		{[]string{"a/b"}, "may hold only"},
		{[]string{""}, "1-64 characters"},
		{[]string{"alice", "alice"}, `designer "alice" named twice`},
	} {
		dir := filepath.Join(t.TempDir(), "d")
		_, err := Create(dir, Options{Designers: tc.names})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.names, err, tc.want)
		}
		if _, serr := os.Stat(dir); !os.IsNotExist(serr) {
			t.Errorf("%q: a refused create left %s behind", tc.names, dir)
		}
	}
}
