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
// browser, so no other process matches.
func killLeftovers(dir string) {
	want := []byte("--user-data-dir=" + dir)
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
			for arg := range bytes.SplitSeq(cmdline, []byte{0}) {
				if bytes.Equal(arg, want) {
					_ = syscall.Kill(pid, syscall.SIGKILL)
					found++
					break
				}
			}
		}
		if found == 0 {
			return
		}
	}
}
