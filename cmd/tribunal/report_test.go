package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/report/reporttest"
)

// TestReportCommand: "tribunal report" writes each form of a real
// ledger's request to --out (stdout stays empty) or to stdout; an unknown
// request is bad input (2) with nothing written, an unknown form is usage
// (64).
func TestReportCommand(t *testing.T) {
	f := reporttest.Seed(t)
	dir := t.TempDir()
	for _, c := range []struct{ format, want string }{
		{"html", `data-request-id="second"`}, {"junit", `<testcase name="home@mobile/web"`}, {"json", `"schema": "tribunal-report.v1"`},
	} {
		out := filepath.Join(dir, "r."+c.format)
		stdout, stderr, code := tribunal(t, "report", "second", "--format", c.format, "--out", out, "--dir", f.L.D.Dir)
		b, _ := os.ReadFile(out)
		if code != 0 || stdout != "" || !strings.Contains(string(b), c.want) || !strings.Contains(stderr, "wrote "+out) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q, file has %q: %v", c.format, code, stdout, stderr, c.want, strings.Contains(string(b), c.want))
		}
	}
	stdout, _, code := tribunal(t, "report", "first", "--format", "junit", "--dir", f.L.D.Dir)
	if code != 0 || !strings.Contains(stdout, `<testcase name="verdict"`) {
		t.Errorf("stdout: exit %d %q", code, stdout)
	}
	out := filepath.Join(dir, "none.html")
	_, stderr, code := tribunal(t, "report", "nope", "--out", out, "--dir", f.L.D.Dir)
	if _, err := os.Stat(out); code != 2 || err == nil || strings.Count(stderr, "\n") != 1 {
		t.Errorf("unknown request: exit %d, %q, file: %v", code, stderr, err)
	}
	_, stderr, code = tribunal(t, "report", "second", "--format", "pdf", "--dir", f.L.D.Dir)
	if code != 64 || !strings.Contains(stderr, `--format "pdf"`) {
		t.Errorf("bad format: exit %d, %q", code, stderr)
	}
}
