package browser

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// fileTree makes root/{allowed,secret} with files and the symlinks the
// route tests need, and returns root with symlinks of its own resolved.
func fileTree(t *testing.T) string {
	t.Helper()
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{"allowed/sub", "secret/dir", "allowed-sibling"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"allowed/index.html", "allowed/sub/a.css", "secret/s.txt", "secret/dir/d.txt", "allowed-sibling/x.txt"} {
		if err := os.WriteFile(filepath.Join(root, f), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for link, target := range map[string]string{
		"allowed/to-secret":     filepath.Join(root, "secret/s.txt"),
		"allowed/to-secret-dir": filepath.Join(root, "secret/dir"),
		"allowed/to-sub":        "sub",
		"allowed/relative-out":  "../secret/s.txt",
		"allowed/loop":          "loop",
	} {
		if err := os.Symlink(target, filepath.Join(root, link)); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestFileRootsContains(t *testing.T) {
	root := fileTree(t)
	// The root itself through a symlink: roots are resolved.
	alias := filepath.Join(t.TempDir(), "alias")
	if err := os.Symlink(filepath.Join(root, "allowed"), alias); err != nil {
		t.Fatal(err)
	}
	r, err := NewFileRoots(alias)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Dirs(); len(got) != 1 || got[0] != filepath.Join(root, "allowed") {
		t.Fatalf("Dirs = %v", got)
	}
	for _, tt := range []struct {
		path string
		want bool
	}{
		{"allowed", true},
		{"allowed/index.html", true},
		{"allowed/sub/a.css", true},
		{"allowed/missing.png", true},            // inside: loading it fails as not found
		{"allowed/sub/missing/deeper.png", true}, // missing directories too
		{"allowed/to-sub/a.css", true},           // a symlink that stays inside
		{"allowed/to-secret", false},             // absolute symlink out
		{"allowed/relative-out", false},          // relative symlink out
		{"allowed/to-secret-dir/d.txt", false},   // through a directory symlink
		{"allowed/to-secret-dir/missing", false},
		{"allowed/../secret/s.txt", false}, // ".." out
		{"allowed/sub/../../secret/s.txt", false},
		{"allowed-sibling/x.txt", false}, // a shared prefix is not a parent
		{"secret/s.txt", false},
		{"allowed/loop", false}, // a symlink loop cannot be vouched for
		{"/etc/passwd", false},
		{"/", false},
	} {
		p := tt.path
		if !filepath.IsAbs(p) {
			p = filepath.Join(root, p)
		}
		if got := r.Contains(p); got != tt.want {
			t.Errorf("Contains(%s) = %v, want %v", tt.path, got, tt.want)
		}
	}
	if r.Contains("allowed/index.html") {
		t.Error("a relative path is inside")
	}
	var none *FileRoots
	if none.Contains(filepath.Join(root, "allowed")) || (&FileRoots{}).Contains(filepath.Join(root, "allowed")) {
		t.Error("an empty set contains something")
	}
	everything, err := NewFileRoots("/")
	if err != nil {
		t.Fatal(err)
	}
	if !everything.Contains("/etc/passwd") {
		t.Error(`the root "/" does not contain /etc/passwd`)
	}
}

func TestNewFileRootsRefuses(t *testing.T) {
	root := fileTree(t)
	for _, d := range []string{filepath.Join(root, "missing"), filepath.Join(root, "secret/s.txt"), filepath.Join(root, "allowed/loop")} {
		if _, err := NewFileRoots(d); err == nil {
			t.Errorf("NewFileRoots(%s) accepted", d)
		}
	}
}

func TestFileRootsAllowsURL(t *testing.T) {
	root := fileTree(t)
	r, err := NewFileRoots(filepath.Join(root, "allowed"))
	if err != nil {
		t.Fatal(err)
	}
	base := "file://" + root
	for _, tt := range []struct {
		url  string
		want bool
	}{
		{base + "/allowed/index.html", true},
		{base + "/allowed/index.html?q=1#top", true},
		{"file://localhost" + root + "/allowed/index.html", true},
		{base + "/allowed/sub/a%2Ecss", true},
		{base + "/allowed/%2e%2e/secret/s.txt", false}, // escaped ".." is still ".."
		{base + "/allowed/sub%2F..%2F..%2Fsecret/s.txt", false},
		{base + "/allowed/to-secret", false},
		{"file://evil.example" + root + "/allowed/index.html", false}, // a UNC-like host
		{"file:allowed/index.html", false},
		{"http://127.0.0.1/allowed/index.html", false},
		{"file:///etc/passwd", false},
		{base + "/allowed/a%00b", false},
	} {
		err := r.AllowsURL(tt.url)
		if (err == nil) != tt.want {
			t.Errorf("AllowsURL(%s) = %v, want allowed=%v", tt.url, err, tt.want)
		}
		if err != nil && !errors.Is(err, ErrOutsideRoots) {
			t.Errorf("AllowsURL(%s): %v does not wrap ErrOutsideRoots", tt.url, err)
		}
	}
}

func FuzzFilePath(f *testing.F) {
	for _, s := range []string{"file:///a/b", "file://localhost/x/../y", "file:///%2e%2e/etc", "file:x", "http://h/", "file://h/p", "file:///a%00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		p, err := FilePath(raw)
		if err != nil {
			return
		}
		if !filepath.IsAbs(p) || filepath.Clean(p) != p {
			t.Fatalf("FilePath(%q) = %q: not a clean absolute path", raw, p)
		}
	})
}
