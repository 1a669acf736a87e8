package atomicfile

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// setFailpoint installs h for the rest of the test. The package's tests
// do not run in parallel, so one hook at a time is all there is.
func setFailpoint(t testing.TB, h failpointHook) {
	t.Helper()
	failpoint.Store(&h)
	t.Cleanup(func() { failpoint.Store(nil) })
}

var (
	oldContent = []byte("the old file, complete\n")
	newContent = bytes.Repeat([]byte("the new file, complete\n"), 4096) // larger than one page
	errInject  = errors.New("injected")
)

// writer is one way of writing newContent to path.
type writer struct {
	name      string
	write     func(path string) error
	replaces  bool        // it may replace an existing file
	perm      fs.FileMode // the mode it asks for
	wantAfter bool        // an error at failPublished leaves the new file
}

var writers = []writer{
	{"Write", func(p string) error { return Write(p, newContent, 0o644) }, true, 0o644, true},
	{"WriteFunc", func(p string) error {
		return WriteFunc(p, 0o600, func(w io.Writer) error {
			// In pieces, as a streaming writer does.
			for c := range slices.Chunk(newContent, 1000) {
				if _, err := w.Write(c); err != nil {
					return err
				}
			}
			return nil
		})
	}, true, 0o600, true},
	{"Create", func(p string) error { return Create(p, newContent, 0o600) }, false, 0o600, true},
}

// checkDir fails unless dir holds exactly the names want.
func checkDir(t *testing.T, dir string, want ...string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("directory holds %q, want %q", got, want)
	}
}

// checkContent fails unless path holds want (nil: path does not exist).
func checkContent(t *testing.T, path string, want []byte) {
	t.Helper()
	got, err := os.ReadFile(path)
	switch {
	case want == nil && errors.Is(err, fs.ErrNotExist):
	case want == nil:
		t.Errorf("%s: got %d bytes (err %v), want no file", path, len(got), err)
	case err != nil:
		t.Errorf("%s: %v", path, err)
	case !bytes.Equal(got, want):
		t.Errorf("%s: got %d bytes %.30q…, want %d bytes %.30q…", path, len(got), got, len(want), want)
	}
}

// TestFailpoints fails each write at each step between the steps: before
// the rename or link the target holds the old file (or none), after it
// the complete new one; never a part, and no temporary file is left.
func TestFailpoints(t *testing.T) {
	for _, w := range writers {
		for _, tc := range []struct {
			point string
			isNew bool // the target holds the new file afterwards
		}{
			{failWritten, false},
			{failSynced, false},
			{failPublished, w.wantAfter},
		} {
			t.Run(w.name+"/"+tc.point, func(t *testing.T) {
				dir := t.TempDir()
				path := filepath.Join(dir, "target")
				var old []byte
				if w.replaces {
					old = oldContent
					if err := os.WriteFile(path, old, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				var hits []string
				setFailpoint(t, func(point, p string) error {
					if p != path {
						t.Errorf("failpoint %s for %s, want %s", point, p, path)
					}
					hits = append(hits, point)
					if point == tc.point {
						return errInject
					}
					return nil
				})
				if err := w.write(path); !errors.Is(err, errInject) {
					t.Fatalf("got %v, want the injected error", err)
				}
				if hits[len(hits)-1] != tc.point {
					t.Errorf("failpoints reached %q, want them to stop at %s", hits, tc.point)
				}
				want := old
				if tc.isNew {
					want = newContent
				}
				checkContent(t, path, want)
				if want != nil {
					checkDir(t, dir, "target")
				} else {
					checkDir(t, dir)
				}

				// The next write goes through whole.
				failpoint.Store(nil)
				if !w.replaces {
					os.Remove(path)
				}
				if err := w.write(path); err != nil {
					t.Fatal(err)
				}
				checkContent(t, path, newContent)
				checkDir(t, dir, "target")
			})
		}
	}
}

// TestWriteFuncError: a writer that fails part way leaves the old file
// and no temporary one, and its error comes back as it is.
func TestWriteFuncError(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "target")
	if err := os.WriteFile(path, oldContent, 0o644); err != nil {
		t.Fatal(err)
	}
	err := WriteFunc(path, 0o644, func(w io.Writer) error {
		if _, err := w.Write(newContent[:len(newContent)/2]); err != nil {
			return err
		}
		return errInject
	})
	if err != errInject {
		t.Fatalf("got %v, want the writer's own error", err)
	}
	checkContent(t, path, oldContent)
	checkDir(t, dir, "target")
}

// TestModes: the file gets the mode asked for, whatever the umask.
func TestModes(t *testing.T) {
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	for _, w := range writers {
		for _, pre := range []fs.FileMode{0, 0o666} {
			if pre != 0 && !w.replaces {
				continue
			}
			t.Run(w.name, func(t *testing.T) {
				path := filepath.Join(t.TempDir(), "target")
				if pre != 0 {
					if err := os.WriteFile(path, oldContent, pre); err != nil {
						t.Fatal(err)
					}
				}
				if err := w.write(path); err != nil {
					t.Fatal(err)
				}
				st, err := os.Stat(path)
				if err != nil {
					t.Fatal(err)
				}
				if st.Mode().Perm() != w.perm {
					t.Errorf("mode %v, want %v", st.Mode().Perm(), w.perm)
				}
			})
		}
	}
}

// TestCreateExisting: Create never replaces anything at the path, not
// even a dangling symlink, and reports os.ErrExist.
func TestCreateExisting(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(path string) error
	}{
		{"file", func(p string) error { return os.WriteFile(p, oldContent, 0o600) }},
		{"dangling symlink", func(p string) error { return os.Symlink("nowhere", p) }},
		{"directory", func(p string) error { return os.Mkdir(p, 0o700) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "target")
			if err := tc.setup(path); err != nil {
				t.Fatal(err)
			}
			before, _ := os.Lstat(path)
			err := Create(path, newContent, 0o600)
			if !errors.Is(err, os.ErrExist) {
				t.Fatalf("got %v, want os.ErrExist", err)
			}
			if !strings.Contains(err.Error(), path) {
				t.Errorf("error %q does not name %s", err, path)
			}
			after, _ := os.Lstat(path)
			if !os.SameFile(before, after) {
				t.Error("the existing file was replaced")
			}
			checkDir(t, dir, "target")
		})
	}
}

// TestCreateRace: when the target appears between Create's check and its
// link, the link refuses it and the newcomer stays.
func TestCreateRace(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "target")
	setFailpoint(t, func(point, p string) error {
		if point == failSynced {
			return os.WriteFile(p, oldContent, 0o600)
		}
		return nil
	})
	if err := Create(path, newContent, 0o600); !errors.Is(err, os.ErrExist) {
		t.Fatalf("got %v, want os.ErrExist", err)
	}
	checkContent(t, path, oldContent)
	checkDir(t, dir, "target")
}

// TestMissingDirectory: a write into a directory that does not exist
// fails and creates nothing.
func TestMissingDirectory(t *testing.T) {
	dir := t.TempDir()
	for _, w := range writers {
		if err := w.write(filepath.Join(dir, "no", "target")); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: got %v, want fs.ErrNotExist", w.name, err)
		}
	}
	checkDir(t, dir)
}

// TestNotRegular: Write does not replace what is not a regular file (a
// symlink, a directory, a device), and leaves it as it was.
func TestNotRegular(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(path string) error
	}{
		{"symlink to a file", func(p string) error {
			if err := os.WriteFile(p+".real", oldContent, 0o644); err != nil {
				return err
			}
			return os.Symlink(filepath.Base(p)+".real", p)
		}},
		{"dangling symlink", func(p string) error { return os.Symlink("nowhere", p) }},
		{"directory", func(p string) error { return os.Mkdir(p, 0o700) }},
		{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o600) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "target")
			if err := tc.setup(path); err != nil {
				t.Fatal(err)
			}
			before, _ := os.Lstat(path)
			if err := Write(path, newContent, 0o644); !errors.Is(err, ErrNotRegular) {
				t.Fatalf("got %v, want ErrNotRegular", err)
			}
			after, _ := os.Lstat(path)
			if !os.SameFile(before, after) || before.Mode() != after.Mode() {
				t.Error("the target was replaced")
			}
			if st, err := os.Stat(path + ".real"); err == nil && st.Size() != int64(len(oldContent)) {
				t.Error("the symlink's target was written")
			}
		})
	}
}
