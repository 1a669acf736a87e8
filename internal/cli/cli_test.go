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
		{args: []string{}, names: []string{"A", "B"}, wantErr: "cmd: missing A and B"},
		{args: []string{"a", "b"}, wantErr: `cmd: unexpected argument "a"`},
		{args: []string{"--bogus"}, wantErr: "cmd: flag provided but not defined: --bogus"},
		{args: []string{"--n", "x"}, wantErr: `cmd: invalid value "x" for flag -n: parse error`},
		{args: []string{"--name"}, wantErr: "cmd: flag needs an argument: --name"},
		{args: []string{"--help"}, help: true},
	} {
		var stderr bytes.Buffer
		fs := NewFlagSet("prog", "cmd", "[flags]", &stderr)
		fs.Int("n", 0, "a number")
		fs.String("name", "", "a name")
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
		// --help prints the full usage, once; a mistake prints nothing
		// itself (main prints its one line, which names the synopsis),
		// and never the flag package's own error line.
		if tc.help {
			if n := strings.Count(stderr.String(), "usage: prog cmd [flags]"); n != 1 || !strings.Contains(stderr.String(), "-n int") {
				t.Errorf("%v: stderr\n%s", tc.args, stderr.String())
			}
			continue
		}
		if stderr.Len() != 0 {
			t.Errorf("%v: a mistake printed %q itself", tc.args, stderr.String())
		}
		var line bytes.Buffer
		if code := Report("prog", err, &line, nil); code != ExitUsage || line.String() != "prog: "+tc.wantErr+" (usage: prog cmd [flags]; --help for the flags)\n" {
			t.Errorf("%v: exit %d, line %q", tc.args, code, line.String())
		}
	}
}

// TestReportOneLine: whatever an error's text holds, Report prints one
// line.
func TestReportOneLine(t *testing.T) {
	for _, err := range []error{
		errors.New("first\nsecond\r\nthird\n"),
		InputError{Err: errors.New("file.yaml:3:1: bad\n  context line")},
		UsageError{Msg: "x\ny", Usage: "prog cmd"},
	} {
		var b bytes.Buffer
		Report("prog", err, &b, nil)
		if strings.Count(b.String(), "\n") != 1 || !strings.HasPrefix(b.String(), "prog: ") {
			t.Errorf("%q printed %q", err, b.String())
		}
	}
}

// TestPrintUsage: --help spells flags as they are typed (--name, -x for
// one letter), with the description between synopsis and flags.
func TestPrintUsage(t *testing.T) {
	var b bytes.Buffer
	fs := NewFlagSet("prog", "cmd", "--dir DIR [-v]", &b)
	var dir string
	DirFlag(fs, &dir, "where things are")
	fs.Bool("v", false, "talk")
	fs.String("name", "x y", "a `NAME`")
	Describe(fs, "What cmd does.\n")
	if _, err := Parse(fs, []string{"--help"}); !errors.Is(err, ErrHelp) {
		t.Fatal(err)
	}
	for _, want := range []string{"usage: prog cmd --dir DIR [-v]\n\nWhat cmd does.\n\nflags:\n", "  --dir DIR\n", "(default $TRIBUNAL_DIR)",
		"  -v\ttalk\n", "  --name NAME\n", `(default "x y")`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("--help lacks %q:\n%s", want, b.String())
		}
	}
	if strings.Contains(b.String(), "  -dir") {
		t.Errorf("--help spells -dir:\n%s", b.String())
	}
}

// TestUsagePointer: a usage error without a synopsis still points at
// --help.
func TestUsagePointer(t *testing.T) {
	var b bytes.Buffer
	if code := Report("prog", UsageError{Msg: "blob get: bad"}, &b, nil); code != ExitUsage || b.String() != "prog: blob get: bad (prog --help for the usage)\n" {
		t.Errorf("exit %d, %q", code, b.String())
	}
}

// TestDirFlag: --dir takes $TRIBUNAL_DIR as its default.
func TestDirFlag(t *testing.T) {
	t.Setenv(EnvDir, "/srv/deploy")
	fs := NewFlagSet("prog", "cmd", "", new(bytes.Buffer))
	var dir string
	DirFlag(fs, &dir, "x")
	if _, err := Parse(fs, nil); err != nil || dir != "/srv/deploy" {
		t.Errorf("default %q (%v)", dir, err)
	}
	if _, err := Parse(fs, []string{"--dir", "other"}); err != nil || dir != "other" {
		t.Errorf("explicit %q (%v)", dir, err)
	}
}
