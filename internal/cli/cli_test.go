package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		names   []string
		wantPos []string
		wantErr string // substring; "" means success
		help    bool
	}{
		{args: []string{"a", "--n", "3", "b"}, names: []string{"A", "B"}, wantPos: []string{"a", "b"}},
		{args: []string{"--n", "3", "--", "-x"}, names: []string{"X"}, wantPos: []string{"-x"}},
		{args: []string{"a"}, names: []string{"A", "B"}, wantErr: "cmd: missing B"},
		{args: []string{"a", "b"}, wantErr: `cmd: unexpected argument "a"`},
		{args: []string{"--bogus"}, wantErr: "cmd: flag provided but not defined: -bogus"},
		{args: []string{"--help"}, help: true},
	} {
		var stderr bytes.Buffer
		fs := NewFlagSet("prog", "cmd", "[flags]", &stderr)
		fs.Int("n", 0, "a number")
		pos, err := Parse(fs, tc.args)
		if err == nil {
			err = WantArgs(fs, pos, tc.names...)
		}
		switch {
		case tc.help:
			if !errors.Is(err, ErrHelp) {
				t.Errorf("%v: got %v, want ErrHelp", tc.args, err)
			}
		case tc.wantErr == "":
			if err != nil || strings.Join(pos, ",") != strings.Join(tc.wantPos, ",") {
				t.Errorf("%v: got %v %v, want %v", tc.args, pos, err, tc.wantPos)
			}
			continue
		default:
			var ue UsageError
			if !errors.As(err, &ue) || ue.Msg != tc.wantErr {
				t.Errorf("%v: got %v, want usage error %q", tc.args, err, tc.wantErr)
			}
		}
		// Usage exactly once, and never the flag package's own error line.
		if n := strings.Count(stderr.String(), "usage: prog cmd"); n != 1 || strings.Contains(stderr.String(), "flag provided") {
			t.Errorf("%v: stderr\n%s", tc.args, stderr.String())
		}
	}
}
