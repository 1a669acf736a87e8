package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func TestMkdirAll(t *testing.T) {
	base := t.TempDir()
	if err := os.WriteFile(filepath.Join(base, "file"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		dir     string
		wantErr error
	}{
		{"new", "a/b/c", nil},
		{"existing", "a/b", nil},
		{"existing, trailing slash", "a/b/c/", nil},
		{"the base", ".", nil},
		{"a file", "file", syscall.ENOTDIR},
		{"under a file", "file/x", syscall.ENOTDIR},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(base, tc.dir)
			err := MkdirAll(dir, 0o700)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("got %v, want %v", err, tc.wantErr)
			}
			if tc.wantErr != nil {
				return
			}
			if st, err := os.Stat(dir); err != nil || !st.IsDir() {
				t.Fatalf("%s is not a directory: %v", dir, err)
			}
		})
	}
}

func TestRename(t *testing.T) {
	base := t.TempDir()
	for _, d := range []string{"tmp-x/sub", "other"} {
		if err := os.MkdirAll(filepath.Join(base, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name     string
		from, to string
		wantErr  []error // any of them
	}{
		{"same directory", "tmp-x", "x", nil},
		{"across directories", "x/sub", "other/sub", nil},
		{"missing source", "nothing", "y", []error{syscall.ENOENT}},
		// POSIX lets rename(2) say either.
		{"over a non-empty directory", "other", "x", []error{syscall.ENOTEMPTY, syscall.EEXIST}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := Rename(filepath.Join(base, tc.from), filepath.Join(base, tc.to))
			ok := err == nil && tc.wantErr == nil
			for _, w := range tc.wantErr {
				ok = ok || errors.Is(err, w)
			}
			if !ok {
				t.Fatalf("got %v, want %v", err, tc.wantErr)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(base, "other", "sub")); err != nil {
		t.Error(err)
	}
}

func TestSyncDir(t *testing.T) {
	if err := SyncDir(t.TempDir()); err != nil {
		t.Error(err)
	}
	if err := SyncDir(filepath.Join(t.TempDir(), "none")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("got %v, want os.ErrNotExist", err)
	}
}
