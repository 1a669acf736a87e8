package cli

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionLine(t *testing.T) {
	for _, c := range []struct {
		bi   debug.BuildInfo
		want string
	}{
		{debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/tribunal-dev/tribunal", Version: "v0.0.0-20260101000000-0123456789ab+dirty"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef"}, {Key: "vcs.time", Value: "2026-01-01T00:00:00Z"}, {Key: "vcs.modified", Value: "true"}}},
			"judge github.com/tribunal-dev/tribunal v0.0.0-20260101000000-0123456789ab+dirty revision 0123456789abcdef+modified (2026-01-01T00:00:00Z) go1.26.8"},
		{debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/tribunal-dev/tribunal"}},
			"judge github.com/tribunal-dev/tribunal (devel) go1.26.8"},
	} {
		if got := versionLine("judge", &c.bi); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
	// The test binary has build information too.
	if v := Version("x"); !strings.HasPrefix(v, "x ") || strings.Contains(v, "\n") {
		t.Errorf("Version: %q", v)
	}
}
