//go:build linux

package browser

import "testing"

// TestUsesProfile: a helper process is matched by its profile whether its
// command line is the kernel's NUL-separated one or Chromium's rewritten,
// space-separated one, and never by a profile whose name only begins the
// same.
func TestUsesProfile(t *testing.T) {
	const dir = "/tmp/tribunal-browser-123"
	for _, c := range []struct {
		name    string
		cmdline string
		want    bool
	}{
		{"browser, NUL-separated", "/usr/lib/chromium/chromium\x00--headless\x00--user-data-dir=" + dir + "\x00about:blank\x00", true},
		{"renderer, rewritten with spaces", "/usr/lib/chromium/chromium --type=renderer --user-data-dir=" + dir + " --lang=en-US\x00\x00\x00", true},
		{"last argument", "/usr/lib/chromium/chromium --type=zygote --user-data-dir=" + dir, true},
		{"another profile with the same prefix", "/usr/lib/chromium/chromium --type=renderer --user-data-dir=" + dir + "4 --lang=en-US", false},
		{"no profile", "/bin/sleep\x0010\x00", false},
	} {
		if got := usesProfile([]byte(c.cmdline), dir); got != c.want {
			t.Errorf("%s: usesProfile = %v, want %v", c.name, got, c.want)
		}
	}
}
