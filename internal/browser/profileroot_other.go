//go:build !linux

package browser

// memRoot has no memory file system to offer off Linux.
func memRoot() string { return "" }
