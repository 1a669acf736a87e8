//go:build !linux

package browser

// killLeftovers is a no-op off Linux; the profile removal retries instead.
func killLeftovers(string) {}
