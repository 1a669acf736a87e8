package lazyfs

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// The cut tests run the test binary again as a child process that does
// a row's operations on the mount, says "done", and waits to be
// SIGKILLed; then the parent cuts the power, and checks what the mount
// holds after it. What the child did not sync must be gone, what it
// synced must be there.
const (
	envRow = "LAZYFS_TEST_ROW" // the row the child runs
	envDir = "LAZYFS_TEST_DIR" // the mount it runs it in
)

func TestMain(m *testing.M) {
	if row := os.Getenv(envRow); row != "" {
		for _, c := range cutRows {
			if c.name == row {
				if err := c.do(os.Getenv(envDir)); err != nil {
					fmt.Fprintf(os.Stderr, "child: %v\n", err)
					os.Exit(3)
				}
				fmt.Println("done")
				select {} // until the parent kills us
			}
		}
		fmt.Fprintf(os.Stderr, "child: no row %q\n", row)
		os.Exit(3)
	}
	os.Exit(m.Run())
}

// state is what a tree holds, for comparing: each path (relative, with
// "/" for a directory) with its bytes or symlink target.
type state map[string]string

// treeOf reads the tree at dir.
func treeOf(t *testing.T, dir string) state {
	t.Helper()
	s := state{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		switch {
		case rel == ".":
		case d.IsDir():
			s[rel+"/"] = ""
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			if err != nil {
				return err
			}
			s[rel] = "-> " + target
		default:
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			s[rel] = string(b)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (s state) String() string {
	var b strings.Builder
	for _, k := range sortedKeys(s) {
		fmt.Fprintf(&b, "  %s = %q\n", k, s[k])
	}
	return b.String()
}

func sortedKeys(s state) []string {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	for i := range keys {
		for j := i + 1; j < len(keys); j++ {
			if keys[j] < keys[i] {
				keys[i], keys[j] = keys[j], keys[i]
			}
		}
	}
	return keys
}

// mount mounts a fresh backing directory holding before (already
// durable) and unmounts it when the test ends.
func mount(t *testing.T, before state, opts Options) *FS {
	t.Helper()
	if os.Geteuid() != 0 {
		testenv.Skip(t, "needs root: the FUSE mount is made with mount(2)")
	}
	if _, err := os.Stat("/dev/fuse"); err != nil {
		testenv.Skip(t, "no /dev/fuse")
	}
	backing, mnt := t.TempDir(), t.TempDir()
	for _, k := range sortedKeys(before) {
		p := filepath.Join(backing, k)
		if strings.HasSuffix(k, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.WriteFile(p, []byte(before[k]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := Mount(mnt, backing, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := f.Unmount(); err != nil {
			t.Error(err)
		}
	})
	return f
}

// Helpers the rows use; each returns the first error.
func write(p, data string) error { return os.WriteFile(p, []byte(data), 0o644) }

func writeSync(p, data string) error {
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := f.WriteString(data); err != nil {
		return err
	}
	return f.Sync()
}

func withFile(p string, flag int, do func(f *os.File) error) error {
	f, err := os.OpenFile(p, flag, 0o644)
	if err != nil {
		return err
	}
	if err := do(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func steps(fns ...func() error) error {
	for _, fn := range fns {
		if err := fn(); err != nil {
			return err
		}
	}
	return nil
}

// cutRow is one case: the tree before (durable), what the child does in
// the mount, and the tree after the cut.
type cutRow struct {
	name      string
	journaled bool // Options.Journaled
	before    state
	do        func(dir string) error
	after     state
}

var cutRows = []cutRow{
	{
		name: "write and fsync survive", before: state{"a": ""},
		do:    func(d string) error { return writeSync(filepath.Join(d, "a"), "hello") },
		after: state{"a": "hello"},
	},
	{
		name: "write without fsync is lost", before: state{"a": "synced"},
		do: func(d string) error {
			return withFile(filepath.Join(d, "a"), os.O_WRONLY|os.O_APPEND, func(f *os.File) error {
				_, err := f.WriteString(" and more")
				return err
			})
		},
		after: state{"a": "synced"},
	},
	{
		name: "overwrite without fsync is lost, the synced one kept", before: state{"a": "aaaaaaaa"},
		do: func(d string) error {
			return withFile(filepath.Join(d, "a"), os.O_WRONLY, func(f *os.File) error {
				return steps(
					func() error { _, err := f.WriteAt([]byte("bb"), 1); return err },
					f.Sync,
					func() error { _, err := f.WriteAt([]byte("cc"), 5); return err },
				)
			})
		},
		after: state{"a": "abbaaaaa"},
	},
	{
		name: "fdatasync makes the bytes durable", before: state{"a": "x"},
		do: func(d string) error {
			return withFile(filepath.Join(d, "a"), os.O_WRONLY|os.O_APPEND, func(f *os.File) error {
				if _, err := f.WriteString("yz"); err != nil {
					return err
				}
				return syscall.Fdatasync(int(f.Fd()))
			})
		},
		after: state{"a": "xyz"},
	},
	{
		name: "O_DSYNC writes are durable when they return", before: state{"a": ""},
		do: func(d string) error {
			return withFile(filepath.Join(d, "a"), os.O_WRONLY|syscall.O_DSYNC, func(f *os.File) error {
				_, err := f.WriteString("dsync")
				return err
			})
		},
		after: state{"a": "dsync"},
	},
	{
		name: "a new file fsynced without its directory is lost",
		do: func(d string) error {
			return writeSync(filepath.Join(d, "new"), "data")
		},
		after: state{},
	},
	{
		name: "a new file with its directory fsynced survives",
		do: func(d string) error {
			return steps(func() error { return writeSync(filepath.Join(d, "new"), "data") },
				func() error { return atomicfile.SyncDir(d) })
		},
		after: state{"new": "data"},
	},
	{
		name: "a name made durable before its bytes comes back empty",
		do: func(d string) error {
			return steps(func() error { return write(filepath.Join(d, "new"), "data") },
				func() error { return atomicfile.SyncDir(d) })
		},
		after: state{"new": ""},
	},
	{
		name: "rename without a directory fsync is undone", before: state{"a": "old"},
		do: func(d string) error {
			return steps(func() error { return writeSync(filepath.Join(d, "a.tmp"), "new") },
				func() error { return os.Rename(filepath.Join(d, "a.tmp"), filepath.Join(d, "a")) })
		},
		after: state{"a": "old"},
	},
	{
		name: "rename with its directory fsynced survives", before: state{"a": "old"},
		do: func(d string) error {
			return steps(func() error { return writeSync(filepath.Join(d, "a.tmp"), "new") },
				func() error { return os.Rename(filepath.Join(d, "a.tmp"), filepath.Join(d, "a")) },
				func() error { return atomicfile.SyncDir(d) })
		},
		after: state{"a": "new"},
	},
	{
		name: "rename across directories, only the target's synced: both names", before: state{"x/": "", "y/": "", "x/a": "a"},
		do: func(d string) error {
			return steps(func() error { return os.Rename(filepath.Join(d, "x", "a"), filepath.Join(d, "y", "a")) },
				func() error { return atomicfile.SyncDir(filepath.Join(d, "y")) })
		},
		after: state{"x/": "", "y/": "", "x/a": "a", "y/a": "a"},
	},
	{
		name: "unlink without a directory fsync is undone", before: state{"a": "keep"},
		do:    func(d string) error { return os.Remove(filepath.Join(d, "a")) },
		after: state{"a": "keep"},
	},
	{
		name: "unlinks made durable by the directory's fsync; a later rename over one is undone", before: state{"a": "keep", "b": "gone"},
		do: func(d string) error {
			return steps(func() error { return os.Remove(filepath.Join(d, "a")) },
				func() error { return os.Remove(filepath.Join(d, "b")) },
				func() error { return writeSync(filepath.Join(d, "c"), "c") },
				func() error { return atomicfile.SyncDir(d) },
				func() error { return os.Rename(filepath.Join(d, "c"), filepath.Join(d, "a")) })
		},
		after: state{"c": "c"},
	},
	{
		name: "truncate without fsync is undone", before: state{"a": "abcdef"},
		do:    func(d string) error { return os.Truncate(filepath.Join(d, "a"), 2) },
		after: state{"a": "abcdef"},
	},
	{
		name: "truncate synced, growing it again not", before: state{"a": "abcdef"},
		do: func(d string) error {
			return withFile(filepath.Join(d, "a"), os.O_WRONLY, func(f *os.File) error {
				return steps(func() error { return f.Truncate(2) }, f.Sync, func() error { return f.Truncate(6) })
			})
		},
		after: state{"a": "ab"},
	},
	{
		name: "shrink and grow, then fsync: zeros where it was cut", before: state{"a": "abcdef"},
		do: func(d string) error {
			return withFile(filepath.Join(d, "a"), os.O_WRONLY, func(f *os.File) error {
				return steps(func() error { return f.Truncate(2) }, func() error { return f.Truncate(5) },
					func() error { _, err := f.WriteAt([]byte("Z"), 3); return err }, f.Sync)
			})
		},
		after: state{"a": "ab\x00Z\x00"},
	},
	{
		name: "O_TRUNC without fsync is undone", before: state{"a": "abcdef"},
		do:    func(d string) error { return write(filepath.Join(d, "a"), "x") },
		after: state{"a": "abcdef"},
	},
	{
		name: "mkdir without the parent's fsync is lost; a synced subtree survives", before: state{"keep/": ""},
		do: func(d string) error {
			return steps(
				func() error { return os.Mkdir(filepath.Join(d, "lost"), 0o755) },
				func() error { return writeSync(filepath.Join(d, "lost", "f"), "f") },
				func() error { return atomicfile.SyncDir(filepath.Join(d, "lost")) },
				func() error { return os.Mkdir(filepath.Join(d, "keep", "sub"), 0o755) },
				func() error { return writeSync(filepath.Join(d, "keep", "sub", "f"), "f") },
				func() error { return atomicfile.SyncDir(filepath.Join(d, "keep", "sub")) },
				func() error { return atomicfile.SyncDir(filepath.Join(d, "keep")) },
				func() error { return os.Mkdir(filepath.Join(d, "keep", "empty"), 0o755) },
				func() error { return atomicfile.SyncDir(filepath.Join(d, "keep")) },
				func() error { return write(filepath.Join(d, "keep", "empty", "unsynced"), "u") },
			)
		},
		after: state{"keep/": "", "keep/sub/": "", "keep/sub/f": "f", "keep/empty/": ""},
	},
	{
		name: "a symlink is durable with its directory",
		do: func(d string) error {
			return steps(func() error { return os.Symlink("target", filepath.Join(d, "kept")) },
				func() error { return atomicfile.SyncDir(d) },
				func() error { return os.Symlink("target", filepath.Join(d, "lost")) })
		},
		after: state{"kept": "-> target"},
	},
	{
		name: "atomicfile.Write survives once it returns; a later one cut mid-way leaves the first",
		do: func(d string) error {
			return steps(func() error { return atomicfile.Write(filepath.Join(d, "cfg"), []byte("v1"), 0o644) },
				func() error { return write(filepath.Join(d, "cfg.partial"), "v2 half") })
		},
		after: state{"cfg": "v1"},
	},
	{
		name: "bbolt: a committed transaction survives, its directory synced after the create",
		do: func(d string) error {
			return boltPut(filepath.Join(d, "db"), true, "k", "v")
		},
		after: state{"db": boltMarker},
	},
	{
		name: "bbolt: a new database whose directory was never fsynced is lost",
		do: func(d string) error {
			return boltPut(filepath.Join(d, "db"), false, "k", "v")
		},
		after: state{},
	},
	{
		name: "journaled: a sync commits every name made before it, on the whole mount", journaled: true,
		before: state{"a": "old", "other": ""},
		do: func(d string) error {
			return steps(
				func() error { return os.MkdirAll(filepath.Join(d, "x", "y"), 0o755) },
				func() error { return writeSync(filepath.Join(d, "x", "y", "f"), "deep") },
				func() error { return writeSync(filepath.Join(d, "a.tmp"), "new") },
				func() error { return os.Rename(filepath.Join(d, "a.tmp"), filepath.Join(d, "a")) },
				func() error { return write(filepath.Join(d, "unsynced"), "bytes") },
				func() error { return writeSync(filepath.Join(d, "other"), "o") },
			)
		},
		after: state{"a": "new", "other": "o", "unsynced": "", "x/": "", "x/y/": "", "x/y/f": "deep"},
	},
	{
		name: "journaled: names after the last sync are lost", journaled: true,
		before: state{"a": "old"},
		do: func(d string) error {
			return steps(
				func() error { return writeSync(filepath.Join(d, "b"), "b") },
				func() error { return os.Rename(filepath.Join(d, "b"), filepath.Join(d, "a")) },
				func() error { return os.Mkdir(filepath.Join(d, "dir"), 0o755) },
			)
		},
		after: state{"a": "old", "b": "b"},
	},
}

// boltMarker stands for a bbolt file in a row's after-state: the file
// must open and hold k = v.
const boltMarker = "<bbolt k=v>"

func boltPut(path string, syncDir bool, k, v string) error {
	db, err := bolt.Open(path, 0o644, &bolt.Options{Timeout: time.Second})
	if err != nil {
		return err
	}
	defer db.Close()
	if syncDir {
		if err := atomicfile.SyncDir(filepath.Dir(path)); err != nil {
			return err
		}
	}
	return db.Update(func(tx *bolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists([]byte("b"))
		if err != nil {
			return err
		}
		return b.Put([]byte(k), []byte(v))
	})
}

func boltGet(path, k string) (string, error) {
	db, err := bolt.Open(path, 0o644, &bolt.Options{Timeout: time.Second, ReadOnly: true})
	if err != nil {
		return "", err
	}
	defer db.Close()
	var v []byte
	err = db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket([]byte("b"))
		if b == nil {
			return errors.New("no bucket b")
		}
		v = b.Get([]byte(k))
		return nil
	})
	return string(v), err
}

// TestPowerCut runs each row in a child process, SIGKILLs it, cuts the
// power and compares the tree with the row's after-state.
func TestPowerCut(t *testing.T) {
	for _, c := range cutRows {
		t.Run(c.name, func(t *testing.T) {
			f := mount(t, c.before, Options{Journaled: c.journaled})
			runChild(t, c.name, f.Mountpoint)
			loss, err := f.PowerCut()
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("dropped: %s", loss)
			got := treeOf(t, f.Mountpoint)
			for p := range got {
				if c.after[p] == boltMarker {
					// Through the backing directory: the FUSE server's own
					// process must not map a file of its mount (see Mount).
					if val, err := boltGet(filepath.Join(f.Backing, p), "k"); err != nil || val != "v" {
						t.Errorf("%s: bbolt k = %q, %v; want v", p, val, err)
					}
					got[p] = boltMarker
				}
			}
			if got.String() != c.after.String() {
				t.Errorf("after the cut the mount holds\n%swant\n%s", got, c.after)
			}
			// The backing directory holds the same: nothing else is
			// hidden from the mount.
			if back := treeOf(t, f.Backing); len(back) != len(got) {
				t.Errorf("the backing directory holds %d paths, the mount %d", len(back), len(got))
			}
		})
	}
}

// runChild runs row in a child process on dir until it says done, then
// SIGKILLs it.
func runChild(t *testing.T, row, dir string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envRow+"="+row, envDir+"="+dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	said := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(out).ReadString('\n')
		said <- line
	}()
	select {
	case line := <-said:
		if line != "done\n" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("child: %q, %s", line, stderr.String())
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("child did not finish within 30 s: %s", stderr.String())
	}
	cmd.Process.Kill()
	cmd.Wait()
}
