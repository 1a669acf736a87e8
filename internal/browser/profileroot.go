package browser

import "os"

// profileRoot is the directory that profiles are made in: TMPDIR when it
// is set (the operator chose it), else a memory file system with room
// (memRoot: /dev/shm on Linux), else os.TempDir(). Chromium writes its
// profile's databases and their journals (history, web data, local
// state, ...) as it starts and as each window opens; on a disk that is
// system time in every "witness-w? run" and, on a busy disk, waiting. A
// profile lives only as long as its browser, so memory keeps all that
// matters of it.
func profileRoot() string {
	if os.Getenv("TMPDIR") != "" {
		return os.TempDir()
	}
	if d := memRoot(); d != "" {
		return d
	}
	return os.TempDir()
}

// sweepRoots are the directories that SweepLeftovers looks in: where
// profiles are made now, and the temporary directory, where a process
// that ran with another TMPDIR or before /dev/shm had room left its own.
func sweepRoots() []string {
	if r := profileRoot(); r != os.TempDir() {
		return []string{r, os.TempDir()}
	}
	return []string{os.TempDir()}
}
