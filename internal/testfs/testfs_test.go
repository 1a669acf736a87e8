package testfs

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCopies: a copied file has the source's bytes and the mode asked
// for; a copied tree has every file at its relative path.
func TestCopies(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "a")
	if err := os.WriteFile(src, []byte("bytes\x00of a file"), 0o600); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, "b")
	CopyFile(t, src, dst, 0o755)
	if got, _ := os.ReadFile(dst); string(got) != "bytes\x00of a file" {
		t.Errorf("copy holds %q", got)
	}
	if fi, err := os.Stat(dst); err != nil || fi.Mode().Perm() != 0o755 {
		t.Errorf("copy's mode: %v %v", fi.Mode(), err)
	}

	tree := filepath.Join(dir, "tree")
	if err := os.MkdirAll(filepath.Join(tree, "screens", "deep"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{"index.yaml": "i", "screens/home.yaml": "h", "screens/deep/x": "x"} {
		if err := os.WriteFile(filepath.Join(tree, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	to := filepath.Join(dir, "copy")
	CopyTree(t, tree, to)
	for name, body := range map[string]string{"index.yaml": "i", "screens/home.yaml": "h", "screens/deep/x": "x"} {
		if got, err := os.ReadFile(filepath.Join(to, name)); err != nil || string(got) != body {
			t.Errorf("%s: %q %v", name, got, err)
		}
	}
}
