package browser

// What the tests read of the running browser instance.

// PID is the process id of the running browser, or 0 when none runs.
func (b *Browser) PID() int {
	if in := b.current(); in != nil && in.alive() {
		return in.pid
	}
	return 0
}

// ProfileDir is the user-data-dir of the running browser, or "" when none
// runs. Close removes it.
func (b *Browser) ProfileDir() string {
	if in := b.current(); in != nil {
		return in.dir
	}
	return ""
}
