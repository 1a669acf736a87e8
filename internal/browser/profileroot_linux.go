//go:build linux

package browser

import "syscall"

// shmDir is Linux's shared-memory file system, a tmpfs on every common
// distribution.
const shmDir = "/dev/shm"

// memRootFree is the room that shmDir must have free to hold profiles: a
// container's /dev/shm is often 64 MiB, too little for a few browsers and
// their caches, and a full one would fail the browser, not the job.
const memRootFree = 1 << 30

// tmpfsMagic is statfs's f_type of a tmpfs (linux/magic.h).
const tmpfsMagic = 0x01021994

// memRoot is shmDir when it is a tmpfs with memRootFree bytes free that
// this user may create directories in, else "".
func memRoot() string {
	var st syscall.Statfs_t
	if err := syscall.Statfs(shmDir, &st); err != nil || int64(st.Type) != tmpfsMagic {
		return ""
	}
	if uint64(st.Bavail)*uint64(st.Bsize) < memRootFree {
		return ""
	}
	const wx = 0x2 | 0x1 // W_OK | X_OK
	if syscall.Access(shmDir, wx) != nil {
		return ""
	}
	return shmDir
}
