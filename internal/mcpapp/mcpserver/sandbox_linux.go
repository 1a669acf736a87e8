package mcpserver

import (
	"syscall"

	"golang.org/x/sys/unix"
)

// sysProcAttr (containment mode): a process group of its own (so that Stop reaches every
// child the server starts, unless one leaves the group itself), and
// SIGKILL from the kernel when the witness's thread that started it ends
// — with the witness process, since Go never retires an unlocked thread.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// setLimits applies lim to the running process pid with prlimit(2). The
// server has run for no more than the moments since exec; it cannot have
// read a request yet, since none was written.
func setLimits(pid int, lim Limits) error {
	set := func(res int, v uint64) error {
		if v == 0 && res != unix.RLIMIT_CORE {
			return nil
		}
		return unix.Prlimit(pid, res, &unix.Rlimit{Cur: v, Max: v}, nil)
	}
	for _, l := range []struct {
		res int
		v   uint64
	}{
		{unix.RLIMIT_CORE, 0}, {unix.RLIMIT_CPU, lim.CPUSeconds}, {unix.RLIMIT_DATA, lim.DataBytes},
		{unix.RLIMIT_FSIZE, lim.FileBytes}, {unix.RLIMIT_NOFILE, lim.OpenFiles},
	} {
		if err := set(l.res, l.v); err != nil {
			return err
		}
	}
	return nil
}
