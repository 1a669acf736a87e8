package testenv

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestSkip runs itself as a child (TESTENV_CHILD) with and without CI and
// reads go test's verdict: a skip outside CI, a failure under it.
func TestSkip(t *testing.T) {
	if os.Getenv("TESTENV_CHILD") != "" {
		Skip(t, "nothing here")
		return
	}
	for _, tc := range []struct {
		ci   string
		want string
	}{
		{"", "--- SKIP: TestSkip"},
		{"false", "--- SKIP: TestSkip"},
		{"true", "--- FAIL: TestSkip"},
		{"1", "--- FAIL: TestSkip"},
	} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSkip$", "-test.v", "-test.count=1")
		cmd.Env = append(os.Environ(), "TESTENV_CHILD=1", EnvCI+"="+tc.ci)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		if !strings.Contains(out.String(), tc.want) || !strings.Contains(out.String(), "nothing here") {
			t.Errorf("CI=%q: want %q with the reason; got (%v):\n%s", tc.ci, tc.want, err, out.String())
		}
		if (tc.want == "--- FAIL: TestSkip") != (err != nil) {
			t.Errorf("CI=%q: exit %v", tc.ci, err)
		}
	}
}

func TestTool(t *testing.T) {
	if p := Tool(t, "sh", "a POSIX system has sh"); !strings.HasSuffix(p, "/sh") {
		t.Errorf("sh at %q", p)
	}
}
