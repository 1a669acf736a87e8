//go:build linux

package browser

import (
	"os"
	"slices"
	"syscall"
	"testing"
)

// TestProfileRoot: TMPDIR, when set, holds the profiles; otherwise a
// roomy tmpfs at /dev/shm does (this host's own statfs decides which the
// test expects), and the sweep still looks in the temporary directory.
func TestProfileRoot(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	if got := profileRoot(); got != dir {
		t.Errorf("TMPDIR=%s: profiles in %s", dir, got)
	}
	if got := sweepRoots(); !slices.Equal(got, []string{dir}) {
		t.Errorf("TMPDIR=%s: sweeps %v", dir, got)
	}

	t.Setenv("TMPDIR", "")
	var st syscall.Statfs_t
	roomy := syscall.Statfs("/dev/shm", &st) == nil && st.Type == 0x01021994 && st.Bavail*uint64(st.Bsize) >= 1<<30
	want, sweep := os.TempDir(), []string{os.TempDir()}
	if roomy {
		want, sweep = "/dev/shm", []string{"/dev/shm", os.TempDir()}
	}
	if got := profileRoot(); got != want {
		t.Errorf("TMPDIR unset, /dev/shm a roomy tmpfs: %v: profiles in %s, want %s", roomy, got, want)
	}
	if got := sweepRoots(); !slices.Equal(got, sweep) {
		t.Errorf("TMPDIR unset: sweeps %v, want %v", got, sweep)
	}
}
