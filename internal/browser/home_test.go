package browser

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestNothingUnderHome: a browser run with HOME set to an empty directory
// leaves it empty — no crash database, no dconf, no font cache — and its
// profile lives under the temporary directory, named for its process, until
// Close removes it.
func TestNothingUnderHome(t *testing.T) {
	needChromium(t)
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("XDG_CACHE_HOME", "")
	b, err := New(Options{Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	tab, tctx := newTab(t, b)
	if err := chromedp.Do(tctx, chromedp.Navigate(`data:text/html,<p style="font-family:serif">some text</p><p style="font-family:monospace">more</p>`)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(tctx, chromedp.CaptureScreenshot()); err != nil {
		t.Fatal(err)
	}
	profile := b.ProfileDir()
	if filepath.Dir(profile) != filepath.Clean(profileRoot()) || !strings.HasPrefix(filepath.Base(profile), fmt.Sprintf("%s%d-", profilePrefix, os.Getpid())) {
		t.Errorf("profile %s is not %s/%s<pid>-*", profile, profileRoot(), profilePrefix)
	}
	tab.Close()
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	var found []string
	_ = filepath.Walk(home, func(p string, _ os.FileInfo, _ error) error {
		if p != home {
			found = append(found, p)
		}
		return nil
	})
	if len(found) > 0 {
		t.Errorf("the browser wrote under $HOME: %v", found)
	}
	if _, err := os.Stat(profile); !os.IsNotExist(err) {
		t.Errorf("profile %s still there after Close (%v)", profile, err)
	}
}

// TestSweepLeftovers: only the profiles of processes that no longer run
// are removed.
func TestSweepLeftovers(t *testing.T) {
	dir := t.TempDir()
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{ // name -> removed
		fmt.Sprintf("%s%d-1234", profilePrefix, dead.Process.Pid): true,
		fmt.Sprintf("%s%d-5678", profilePrefix, os.Getppid()):     false, // a live owner
		fmt.Sprintf("%s%d-9abc", profilePrefix, os.Getpid()):      false, // this process
		profilePrefix + "123456":                                  false, // the old naming: no owner pid
		"something-else":                                          false,
	}
	for name := range names {
		if err := os.MkdirAll(filepath.Join(dir, name, "Default"), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	// A file, not a directory, with a dead owner's name: left alone.
	stray := filepath.Join(dir, fmt.Sprintf("%s%d-file", profilePrefix, dead.Process.Pid))
	if err := os.WriteFile(stray, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	removed := SweepLeftovers(dir, testLogger())
	for name, gone := range names {
		_, err := os.Stat(filepath.Join(dir, name))
		if gone != os.IsNotExist(err) {
			t.Errorf("%s: removed=%v, want %v", name, os.IsNotExist(err), gone)
		}
	}
	if _, err := os.Stat(stray); err != nil {
		t.Errorf("a file was swept: %v", err)
	}
	if len(removed) != 1 {
		t.Errorf("removed %v", removed)
	}
}
