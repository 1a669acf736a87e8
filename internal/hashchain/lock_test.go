package hashchain

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// TestInUse: a chain file another opener holds is reported as in use by
// another process — by Open, OpenReadOnly and Verify alike — naming the
// pid when the pid file beside it names a running process, and not when it
// names a dead one. Close removes its own pid file.
func TestInUse(t *testing.T) {
	defer func(d time.Duration) { lockTimeout = d }(lockTimeout)
	lockTimeout = 100 * time.Millisecond
	path := filepath.Join(t.TempDir(), "ledger.db")
	key := testKey(t, "tribunal.test/ledger/lock")
	c, err := Open(path, Options{Key: key, NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(PIDFile(path)); err != nil || string(b) != strconv.Itoa(os.Getpid())+"\n" {
		t.Fatalf("pid file %q (%v)", b, err)
	}
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		pid  int // written into the pid file
		want int // named by the error
	}{
		{"the holder runs", os.Getppid(), os.Getppid()},
		{"the pid file is stale", dead.Process.Pid, 0},
		{"this process (same file opened twice)", os.Getpid(), 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if err := os.WriteFile(PIDFile(path), []byte(strconv.Itoa(tt.pid)+"\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			for name, open := range map[string]func() error{
				"Open":         func() error { _, err := Open(path, Options{Key: key}); return err },
				"OpenReadOnly": func() error { _, err := OpenReadOnly(path); return err },
				"Verify":       func() error { _, err := Verify(path, VerifyOptions{}); return err },
			} {
				err := open()
				var iu *InUseError
				if !errors.As(err, &iu) || !errors.Is(err, ErrInUse) || iu.PID != tt.want {
					t.Errorf("%s: %v, want in use by pid %d", name, err, tt.want)
				}
			}
		})
	}
	os.WriteFile(PIDFile(path), []byte(strconv.Itoa(os.Getpid())+"\n"), 0o600)
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(PIDFile(path)); !os.IsNotExist(err) {
		t.Errorf("Close left the pid file (%v)", err)
	}
}
