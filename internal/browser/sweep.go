package browser

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// profilePrefix starts the name of every profile directory: the prefix,
// the owning process's pid, "-", a random suffix (os.MkdirTemp). The pid
// is what lets a later process tell a dead owner's leftover from a live
// browser of another process.
const profilePrefix = "tribunal-browser-"

func profilePattern() string { return fmt.Sprintf("%s%d-", profilePrefix, os.Getpid()) }

// SweepLeftovers removes the profile directories in dir (the temporary
// directory) that a killed process left behind: those whose owning pid no
// longer runs. A browser helper still holding one is killed first. Live
// owners' directories, this process's own, directories of another user
// and names without an owner pid are left alone. It returns what it
// removed; New runs it once per process.
func SweepLeftovers(dir string, log *slog.Logger) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var removed []string
	for _, e := range entries {
		pid, ok := ownerPID(e.Name())
		if !ok || !e.IsDir() || pid == os.Getpid() || alive(pid) {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if st, err := os.Lstat(p); err != nil || !ownedByMe(st) {
			continue
		}
		killLeftovers(p)
		if err := removeProfile(p); err != nil {
			log.Warn("removing a dead browser's profile", "dir", p, "err", err)
			continue
		}
		removed = append(removed, p)
	}
	if len(removed) > 0 {
		log.Info("removed the profiles of dead browsers", "dirs", len(removed))
	}
	return removed
}

// ownerPID reads the pid out of a profile directory's name.
func ownerPID(name string) (int, bool) {
	rest, ok := strings.CutPrefix(name, profilePrefix)
	if !ok {
		return 0, false
	}
	digits, _, ok := strings.Cut(rest, "-")
	if !ok {
		return 0, false
	}
	pid, err := strconv.Atoi(digits)
	return pid, err == nil && pid > 0
}

// alive reports whether a process with pid exists (it may belong to
// another user: EPERM means it exists).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// ownedByMe: the directory belongs to this process's user (a shared /tmp
// holds other users' too).
func ownedByMe(st os.FileInfo) bool {
	sys, ok := st.Sys().(*syscall.Stat_t)
	return !ok || int(sys.Uid) == os.Geteuid()
}

// removeProfile removes a dead browser's profile and its socket directory
// in TMPDIR, left by a kill.
func removeProfile(p string) error {
	removeSingleton(p)
	return removeAll(p)
}
