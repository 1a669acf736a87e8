package cli

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestDispatch(t *testing.T) {
	const usage = "usage: prog <command>\n"
	errRan := errors.New("ran")
	var got []string
	cmds := map[string]Command{
		"a": func(_ context.Context, args []string, stdout, _ io.Writer) error {
			got = args
			io.WriteString(stdout, "a ran\n")
			return errRan
		},
	}
	for _, tc := range []struct {
		args                 []string
		wantStdout, wantErrb string
		wantArgs             []string
		wantErr              string // "" nil, "ran" errRan, else a UsageError's message
	}{
		{args: nil, wantErr: "missing command"},
		{args: []string{"-h"}, wantStdout: usage},
		{args: []string{"--help"}, wantStdout: usage},
		{args: []string{"help"}, wantStdout: usage},
		{args: []string{"help", "a"}, wantStdout: "a ran\n", wantArgs: []string{"--help"}, wantErr: "ran"},
		{args: []string{"help", "b"}, wantErr: `help: unknown command "b"`},
		{args: []string{"--version"}, wantStdout: Version("prog") + "\n"},
		{args: []string{"version", "x"}, wantStdout: Version("prog") + "\n"},
		{args: []string{"b", "x"}, wantErr: `unknown command "b"`},
		{args: []string{"a"}, wantStdout: "a ran\n", wantArgs: []string{}, wantErr: "ran"},
		{args: []string{"a", "--help", "x"}, wantStdout: "a ran\n", wantArgs: []string{"--help", "x"}, wantErr: "ran"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			got = nil
			var stdout, stderr bytes.Buffer
			err := Dispatch(context.Background(), tc.args, &stdout, &stderr, "prog", usage, cmds)
			if stdout.String() != tc.wantStdout || stderr.String() != tc.wantErrb {
				t.Errorf("stdout %q stderr %q, want %q %q", stdout.String(), stderr.String(), tc.wantStdout, tc.wantErrb)
			}
			if strings.Join(got, ",") != strings.Join(tc.wantArgs, ",") || (tc.wantArgs != nil) != (got != nil) {
				t.Errorf("command got %q, want %q", got, tc.wantArgs)
			}
			var ue UsageError
			switch {
			case tc.wantErr == "":
				if err != nil {
					t.Errorf("err %v, want nil", err)
				}
			case tc.wantErr == "ran":
				if !errors.Is(err, errRan) {
					t.Errorf("err %v, want the command's", err)
				}
			case !errors.As(err, &ue) || ue.Msg != tc.wantErr || ue.Usage != "prog <command>; commands: a":
				t.Errorf("err %v, want usage error %q naming the commands", err, tc.wantErr)
			}
		})
	}
}
