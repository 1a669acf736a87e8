//go:build linux

package browser

import (
	"bytes"
	"os"
	"strconv"
	"syscall"
)

// killLeftovers kills the helper processes (zygote, renderers, network
// service) that outlived a browser we started in profile dir: each of them
// carries --user-data-dir=dir on its command line, and dir is unique to the
// browser, so no other process matches. Chromium's helpers rewrite their
// command line into one space-separated string, so an argument ends at a
// NUL or a space (our profile directories hold no space).
func killLeftovers(dir string) {
	self := os.Getpid()
	for pass := 0; pass < 3; pass++ {
		entries, err := os.ReadDir("/proc")
		if err != nil {
			return
		}
		found := 0
		for _, e := range entries {
			pid, err := strconv.Atoi(e.Name())
			if err != nil || pid == self {
				continue
			}
			cmdline, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
			if err != nil {
				continue
			}
			if usesProfile(cmdline, dir) {
				_ = syscall.Kill(pid, syscall.SIGKILL)
				found++
			}
		}
		if found == 0 {
			return
		}
	}
}

// usesProfile reports whether a /proc/PID/cmdline names profile dir.
func usesProfile(cmdline []byte, dir string) bool {
	want := []byte("--user-data-dir=" + dir)
	for _, arg := range bytes.FieldsFunc(cmdline, func(r rune) bool { return r == 0 || r == ' ' }) {
		if bytes.Equal(arg, want) {
			return true
		}
	}
	return false
}
