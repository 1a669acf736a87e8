// Package testfs lays out files for tests: a copy of one file with the
// mode the test needs (an executable for another user, a chain file to
// damage), and a copy of a directory of regular files (a skeleton or a
// product to edit). Only tests link it.
package testfs

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// CopyFile copies src to dst, which must not exist yet, with mode perm,
// and fails the test on any error.
func CopyFile(t testing.TB, src, dst string, perm fs.FileMode) {
	t.Helper()
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

// CopyTree copies the directory from to to: directories 0755, regular
// files 0644; anything else fails the test.
func CopyTree(t testing.TB, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, de fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, p)
		if err != nil {
			return err
		}
		if de.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Searchable makes dir and every directory above it, up to the system's
// temporary directory, 0755, so that a process of another uid (a role's
// user, a jail's) can reach what the test lays out below dir.
func Searchable(t testing.TB, dir string) {
	t.Helper()
	for p := dir; p != "/" && p != os.TempDir(); p = filepath.Dir(p) {
		if err := os.Chmod(p, 0o755); err != nil {
			t.Fatal(err)
		}
	}
}
