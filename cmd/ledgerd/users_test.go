package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// TestInitUsers: "ledgerd init --users" gives the named roles their
// files and says so (owner in --json); a bad list is a usage error in one
// line, and nothing is created.
func TestInitUsers(t *testing.T) {
	for _, tc := range []struct{ users, want string }{
		{"w1", "is not ROLE=USER"},
		{"w9=1", "unknown role"},
		{"w1=no-such-user-tribunal", "no-such-user-tribunal"},
	} {
		d := filepath.Join(t.TempDir(), "deploy")
		_, stderr, code := runInit(t, "--dir", d, "--users", tc.users)
		if code != exitUsage || !strings.Contains(lastErrorLine(t, stderr), tc.want) {
			t.Errorf("--users %s: exit %d, %q; want %d saying %q", tc.users, code, stderr, exitUsage, tc.want)
		}
		if _, err := os.Lstat(d); !os.IsNotExist(err) {
			t.Errorf("--users %s: %s was created", tc.users, d)
		}
	}
	if os.Getuid() != 0 {
		testenv.Skip(t, "needs root to give files to another uid")
	}
	d := filepath.Join(t.TempDir(), "deploy")
	stdout, stderr, code := runInit(t, "--dir", d, "--users", "w1=64001:64011,judge=64003", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var out initOutput
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatal(err)
	}
	for role, want := range map[string]string{"w1": "64001:64011", "judge": "64003:64003", "w2": ""} {
		if got := out.Roles[role].Owner; got != want {
			t.Errorf("%s owner %q, want %q", role, got, want)
		}
	}
	st, err := os.Stat(out.Roles["w1"].SigningKeyFile)
	if err != nil {
		t.Fatal(err)
	}
	if s := st.Sys().(*syscall.Stat_t); s.Uid != 64001 || s.Gid != 64011 || st.Mode() != 0o600 {
		t.Errorf("w1's signing key: uid %d gid %d mode %v", s.Uid, s.Gid, st.Mode())
	}
}
