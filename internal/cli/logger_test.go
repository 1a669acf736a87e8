package cli

import (
	"bytes"
	"strings"
	"testing"
)

func TestNewLogger(t *testing.T) {
	for _, tc := range []struct {
		format, level string
		wantErr       string // "" success
		wantLine      string // what an Info line looks like; "" none
	}{
		{"text", "info", "", "level=INFO msg=hello"},
		{"JSON", "debug", "", `"msg":"hello"`},
		{"json", "warn", "", ""},
		{"xml", "info", `--log-format "xml"`, ""},
		{"text", "loud", `--log-level "loud"`, ""},
	} {
		var buf bytes.Buffer
		log, err := NewLogger(&buf, tc.format, tc.level)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%s/%s: err %v, want %q", tc.format, tc.level, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s/%s: %v", tc.format, tc.level, err)
		}
		log.Info("hello")
		if got := buf.String(); (tc.wantLine == "") != (got == "") || !strings.Contains(got, tc.wantLine) {
			t.Errorf("%s/%s: logged %q, want %q", tc.format, tc.level, got, tc.wantLine)
		}
	}
}
