package hashchain

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"syscall"
	"time"

	berrors "go.etcd.io/bbolt/errors"
)

// lockTimeout is how long an opener waits for another's lock (a restart
// while the previous process still closes the file) before the file is
// in use. Tests shorten it.
var lockTimeout = 5 * time.Second

// ErrInUse is wrapped when a chain file is locked by another process.
var ErrInUse = errors.New("in use by another process")

// InUseError says which file another process holds, and which process
// when the pid file beside it tells.
type InUseError struct {
	Path string
	PID  int // 0 when unknown
}

func (e *InUseError) Error() string {
	s := "hashchain: " + e.Path + " is in use by another process"
	if e.PID > 0 {
		s += fmt.Sprintf(" (pid %d)", e.PID)
	}
	return s
}

func (e *InUseError) Unwrap() error { return ErrInUse }

// PIDFile is the file beside a chain file that names the process holding
// it for writing. bbolt locks the chain file with flock(2), which tells a
// blocked opener only that the lock is taken; Open writes this file once
// it holds the lock and Close removes it, so the error can name the
// holder. It is informative only: the lock decides, and a pid file left
// by a killed process is overwritten by the next writer and ignored when
// it names no running process.
func PIDFile(path string) string { return path + ".pid" }

// openError turns bbolt's lock timeout into an *InUseError.
func openError(path string, err error) error {
	if errors.Is(err, berrors.ErrTimeout) {
		return &InUseError{Path: path, PID: holder(path)}
	}
	return fmt.Errorf("hashchain: open %s: %w", path, err)
}

// holder is the pid the pid file names, when that process runs.
func holder(path string) int {
	b, err := os.ReadFile(PIDFile(path))
	if err != nil {
		return 0
	}
	pid, err := strconv.Atoi(string(bytes.TrimSpace(b)))
	if err != nil || pid <= 0 || pid == os.Getpid() {
		return 0
	}
	if err := syscall.Kill(pid, 0); err != nil && !errors.Is(err, syscall.EPERM) {
		return 0
	}
	return pid
}

// writePID records this process as the holder of path (best effort: the
// pid file only improves an error message).
func writePID(path string) {
	_ = os.WriteFile(PIDFile(path), []byte(strconv.Itoa(os.Getpid())+"\n"), 0o600)
}

// removePID removes the pid file if it still names this process.
func removePID(path string) {
	b, err := os.ReadFile(PIDFile(path))
	if err == nil && string(bytes.TrimSpace(b)) == strconv.Itoa(os.Getpid()) {
		_ = os.Remove(PIDFile(path))
	}
}
