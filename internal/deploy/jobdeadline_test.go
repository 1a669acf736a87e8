package deploy

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestJobDeadline: job_deadline_seconds is optional (0: the witness's
// default) and bounded; anything else is refused with one line naming
// the field.
func TestJobDeadline(t *testing.T) {
	d, err := Create(filepath.Join(t.TempDir(), "d"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(d.Dir, ConfigFile)
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		field string
		want  time.Duration
		err   bool
	}{
		{"", 0, false},
		{`,"job_deadline_seconds":30`, 30 * time.Second, false},
		{`,"job_deadline_seconds":3600`, time.Hour, false},
		{`,"job_deadline_seconds":0`, 0, false},
		{`,"job_deadline_seconds":-5`, 0, true},
		{`,"job_deadline_seconds":3601`, 0, true},
		{`,"job_deadline_seconds":"30s"`, 0, true},
		{`,"job_deadline_seconds":1.5`, 0, true},
	}
	for _, c := range cases {
		data := strings.TrimSuffix(strings.TrimSpace(string(orig)), "}") + c.field + "}"
		if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := Load(d.Dir)
		switch {
		case c.err && err == nil:
			t.Errorf("%s: loaded, job deadline %v", c.field, got.JobDeadline)
		case c.err && (!errors.Is(err, ErrBadDeployment) || !strings.Contains(err.Error(), "job_deadline_seconds") || strings.Contains(err.Error(), "\n")):
			t.Errorf("%s: error %q does not name job_deadline_seconds on one line", c.field, err)
		case !c.err && err != nil:
			t.Errorf("%s: %v", c.field, err)
		case !c.err && got.JobDeadline != c.want:
			t.Errorf("%s: job deadline %v, want %v", c.field, got.JobDeadline, c.want)
		}
	}
}
